import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FIRST_MARKET_ID } from '@shared/markets';
import { IMPORT_STATUSES, type VendorImportResponse } from '@shared/schemas/vendor-import';
import { US_STATES } from '@shared/us-states';
import { VENDOR_CSV_COLUMNS, type VendorCsvField } from '@shared/vendor-csv-columns';
import {
  CsvImportError,
  guessMapping,
  parseVendorCsv,
  REQUIRED_IMPORT_FIELDS,
  type ParsedCsv,
} from '@shared/vendor-csv-import';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { IMPORT_DEFAULT_STATE, IMPORT_MSG, IMPORT_PREVIEW_ROWS } from '@/i18n/shared/import-messages';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage } from '@/lib/errors';
import { useAdminMarkets } from '@/lib/markets';
import { useImportVendors } from '../api/import-vendors';

type Mapping = Record<VendorCsvField, string | null>;
interface Options {
  mapping: Mapping;
  markets: string[];
  status: (typeof IMPORT_STATUSES)[number];
  state: string;
  invite: boolean;
  allOrNothing: boolean;
}

const STATUS_LABELS = {
  APPROVED: msg({ message: 'Approved', context: 'vendor status' }),
  PENDING: msg({ message: 'Pending', context: 'vendor status' }),
} as const;
const REQUIRED = new Set<VendorCsvField>(REQUIRED_IMPORT_FIELDS);
const noMapping = (): Mapping => Object.fromEntries(VENDOR_CSV_COLUMNS.map((c) => [c.field, null])) as Mapping;

/** The file as read in the browser: its text, header and rows, or why it cannot be imported. */
interface LoadedFile {
  name: string;
  text: string;
  csv: ParsedCsv;
}

/** The header row and the first rows, as the file has them; the table scrolls sideways on a narrow screen. */
function Preview({ csv }: { csv: ParsedCsv }) {
  const { t } = useLingui();
  const rows = csv.rows.slice(0, IMPORT_PREVIEW_ROWS);
  return (
    // A region of its own, reachable by keyboard, that scrolls sideways when the file has more columns than fit.
    <Box tabIndex={0} role="region" aria-label={t`Preview of the file`} style={{ overflowX: 'auto' }}>
      <Table
        striped
        withTableBorder
        verticalSpacing="xs"
        miw={Math.max(480, csv.headers.length * 140)}
        aria-label={t`The file's first rows`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Line</Trans>
            </Table.Th>
            {csv.headers.map((h, i) => (
              <Table.Th key={i}>{h || t`Column ${i + 1}`}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.line}>
              <Table.Td>{r.line}</Table.Td>
              {csv.headers.map((_h, i) => (
                <Table.Td key={i} style={{ whiteSpace: 'pre-line' }}>
                  {r.cells[i] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Every row with problems: its line, business name and each problem. */
function ProblemRows({ answer }: { answer: VendorImportResponse }) {
  const { t } = useLingui();
  const bad = answer.rows.filter((r) => !r.ok);
  if (!bad.length) return null;
  return (
    <ResponsiveList
      label={t`Rows with problems`}
      rows={bad}
      rowKey={(r) => String(r.line)}
      cardTitle={({ line, name }) => (name ? t`Line ${line}: ${name}` : t`Line ${line}: (no business name)`)}
      columns={[
        { key: 'line', header: t`Line`, render: (r) => r.line, hideInCard: true },
        { key: 'name', header: t`Business name`, render: (r) => r.name || t`(none)`, hideInCard: true },
        {
          key: 'errors',
          header: t`Problems`,
          render: (r) => (
            <List size="sm" spacing={2}>
              {r.errors.map((e) => (
                <List.Item key={e}>{translateShared(e)}</List.Item>
              ))}
            </List>
          ),
        },
      ]}
    />
  );
}

/** /admin/import: a vendor list saved from a spreadsheet as CSV, matched, checked row by row, then imported. */
/** One numbered step of the import: a bordered card with its heading. */
function StepCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function ImportVendorsRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(IMPORT_MSG.title);
  const markets = useAdminMarkets();
  const call = useImportVendors();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [check, setCheck] = useState<VendorImportResponse | null>(null);
  const [result, setResult] = useState<VendorImportResponse | null>(null);
  const [callError, setCallError] = useState<string | null>(null);

  const form = useForm<Options>({
    initialValues: {
      mapping: noMapping(),
      markets: [FIRST_MARKET_ID],
      status: 'APPROVED',
      state: IMPORT_DEFAULT_STATE,
      invite: false,
      allOrNothing: false,
    },
    validate: {
      markets: (v) => (v.length ? null : IMPORT_MSG.marketsRequired),
    },
    // A changed choice makes the last check stale.
    onValuesChange: () => {
      setCheck(null);
      setCallError(null);
    },
  });

  const load = (name: string, text: string) => {
    setCheck(null);
    setResult(null);
    setCallError(null);
    try {
      const csv = parseVendorCsv(text);
      setFile({ name, text, csv });
      setFileError(null);
      const guessed = guessMapping(csv.headers);
      form.setFieldValue('mapping', {
        ...noMapping(),
        ...Object.fromEntries(Object.entries(guessed).map(([f, i]) => [f, String(i)])),
      });
    } catch (err) {
      setFile(null);
      setFileError(err instanceof CsvImportError ? translateShared(err.message) : IMPORT_MSG.readFailed);
    }
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    chosen.text().then(
      (text) => load(chosen.name, text),
      () => setFileError(IMPORT_MSG.readFailed),
    );
  };

  const send = (dryRun: boolean) => {
    if (!file || form.validate().hasErrors) return;
    const { mapping, ...options } = form.getValues();
    const columns = Object.fromEntries(
      Object.entries(mapping).flatMap(([f, v]) => (v === null || v === '' ? [] : [[f, Number(v)]])),
    );
    setCallError(null);
    call.mutate(
      { csv: file.text, mapping: columns, dryRun, ...options },
      {
        onSuccess: (answer) => {
          if (dryRun) setCheck(answer);
          else {
            setResult(answer);
            setCheck(null);
          }
        },
        onError: (err) =>
          setCallError(`${dryRun ? IMPORT_MSG.checkFailed : IMPORT_MSG.importFailed} ${errorMessage(err)}`),
      },
    );
  };

  const fileSummary = ({ name, csv }: LoadedFile) => {
    const count = csv.rows.length;
    return t`${name}: ${count} vendor rows`;
  };

  const activeMarkets = (markets.data ?? []).filter((m) => m.isActive);
  const columnChoices = (file?.csv.headers ?? []).map((h, i) => ({ value: String(i), label: h || t`Column ${i + 1}` }));
  const ready = check ? check.rows.filter((r) => r.ok).length : 0;
  const bad = check ? check.rows.length - ready : 0;
  const blockedByAllOrNothing = form.getValues().allOrNothing && bad > 0;

  return (
    <PageContainer size="xl">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{IMPORT_MSG.title}</Title>
          <Text c="dimmed">{IMPORT_MSG.intro}</Text>
          <Text size="sm" c="dimmed">
            {IMPORT_MSG.limits}
          </Text>
        </Stack>

        <StepCard title={t`1. The file`}>
          <Group gap="sm" align="center">
            <FileButton onChange={choose} accept=".csv,text/csv,text/plain">
              {(props) => (
                <Button {...props}>
                  <Trans>Choose CSV file</Trans>
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed" aria-live="polite">
              {file ? fileSummary(file) : t`No file chosen`}
            </Text>
          </Group>
          <Textarea
            label={t`Or paste the CSV`}
            description={t`Copy the rows from the spreadsheet, header row included.`}
            autosize
            minRows={2}
            maxRows={6}
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
          />
          <Group>
            <Button variant="default" disabled={!pasted.trim()} onClick={() => load(t`Pasted rows`, pasted)}>
              <Trans>Use pasted rows</Trans>
            </Button>
          </Group>
          {fileError && (
            <Alert color="red" variant="light" icon={<IconAlert />} title={IMPORT_MSG.readFailed}>
              {fileError}
            </Alert>
          )}
        </StepCard>

        {file && (
          <StepCard title={t`2. Match the columns`}>
            <Preview csv={file.csv} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {VENDOR_CSV_COLUMNS.map((c) => (
                <Select
                  key={c.field}
                  label={c.header}
                  withAsterisk={REQUIRED.has(c.field)}
                  placeholder={t`Not in the file`}
                  data={columnChoices}
                  clearable
                  {...form.getInputProps(`mapping.${c.field}`)}
                />
              ))}
            </SimpleGrid>
          </StepCard>
        )}

        {file && (
          <StepCard title={t`3. The imported vendors`}>
            {markets.isPending ? (
              <Skeleton height={60} aria-label={t`Loading markets`} />
            ) : markets.isError ? (
              <Alert color="red" variant="light" title={t`The markets could not be loaded`}>
                {errorMessage(markets.error)}
              </Alert>
            ) : (
              <Checkbox.Group
                label={t`Markets they sell at`}
                description={t`A Markets column in the file names a row's own markets.`}
                {...form.getInputProps('markets')}
              >
                <Group gap="md" mt={4}>
                  {activeMarkets.map((m) => (
                    <Checkbox key={m.id} value={m.id} label={m.name} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            <Radio.Group
              label={t`Status`}
              description={t`A Status column in the file names a row's own status.`}
              {...form.getInputProps('status')}
            >
              <Group gap="md" mt={4}>
                {IMPORT_STATUSES.map((s) => (
                  <Radio key={s} value={s} label={i18n._(STATUS_LABELS[s])} />
                ))}
              </Group>
            </Radio.Group>
            <Select
              label={t`State for rows without one`}
              data={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
              searchable
              allowDeselect={false}
              maw={320}
              {...form.getInputProps('state')}
            />
            <Checkbox
              label={t`Send each approved vendor the set-password e-mail`}
              {...form.getInputProps('invite', { type: 'checkbox' })}
            />
            <Checkbox
              label={t`Import nothing unless every row is valid`}
              {...form.getInputProps('allOrNothing', { type: 'checkbox' })}
            />
          </StepCard>
        )}

        {file && (
          <Stack gap="sm">
            <Group gap="sm">
              <Button variant="light" loading={call.isPending && !check} onClick={() => send(true)}>
                <Trans>Check rows</Trans>
              </Button>
              {check && (
                <Button
                  loading={call.isPending}
                  disabled={ready === 0 || blockedByAllOrNothing}
                  onClick={() => send(false)}
                >
                  {plural(ready, { one: 'Import # vendor', other: 'Import # vendors' })}
                </Button>
              )}
            </Group>
            {callError && (
              <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
                {callError}
              </Alert>
            )}
            {check && (
              <Alert color={bad ? 'yellow' : 'leaf'} variant="light" title={IMPORT_MSG.ready(ready)}>
                {bad ? IMPORT_MSG.withProblems(bad) : IMPORT_MSG.noProblems}
              </Alert>
            )}
            {blockedByAllOrNothing && <Text size="sm">{IMPORT_MSG.allOrNothingBlocked}</Text>}
            {check && <ProblemRows answer={check} />}
          </Stack>
        )}

        {result && (
          <Paper withBorder radius="md" p="md" aria-label={t`Import result`}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {IMPORT_MSG.created(result.created)}
              </Title>
              {result.refused && (
                <Alert color="red" variant="light">
                  {result.refused}
                </Alert>
              )}
              <Text size="sm">
                {IMPORT_MSG.skipped(result.skipped)} {result.invited > 0 && IMPORT_MSG.invited(result.invited)}
              </Text>
              {result.created > 0 && (
                <List size="sm" aria-label={t`Imported vendors`}>
                  {result.rows
                    .filter((r) => r.vendorId)
                    .map((r) => (
                      <List.Item key={r.line}>
                        <Anchor component={Link} to={paths.vendorDetails(r.vendorId!)}>
                          {r.name}
                        </Anchor>
                      </List.Item>
                    ))}
                </List>
              )}
              <ProblemRows answer={result} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
}
