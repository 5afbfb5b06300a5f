import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileInput, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { dollarsToCents } from '@/components/form/money-input';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { useAdminMarkets } from '@/lib/markets';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useAttendanceSummary, useDeleteAttendanceDate, useImportAttendance } from '../api/attendance';
import { ImportProblems } from './import-problems';
import { useCsvImport } from './use-csv-import';

/** A header as written in a market's sheet, compared on letters only: "Gross Sales ($)" is "grosssales". */
const squash = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

const COLUMNS = {
  marketDate: ['marketdate', 'date', 'day'],
  vendor: ['vendor', 'email', 'emailaddress', 'businessname', 'vendorname', 'business', 'name'],
  attended: ['attended', 'present', 'came', 'attendance'],
  grossSales: ['grosssales', 'sales', 'gross'],
} as const;

const YES = new Set(['', 'yes', 'y', 'true', '1', 'x', 'present', 'attended']);
const NO = new Set(['no', 'n', 'false', '0', 'absent', 'noshow', 'no-show']);

/** A sheet's row as the import call takes it: yes/no read as attended, sales in dollars become cents. */
function attendanceRowOf(row: Record<string, string | undefined>) {
  const byName = new Map(Object.entries(row).map(([k, v]) => [squash(k), (v ?? '').trim()]));
  const cell = (names: readonly string[]) => names.map((n) => byName.get(n)).find((v) => v !== undefined && v !== '');
  const attended = (cell(COLUMNS.attended) ?? '').toLowerCase();
  const sales = cell(COLUMNS.grossSales);
  return {
    marketDate: cell(COLUMNS.marketDate) ?? '',
    vendor: cell(COLUMNS.vendor) ?? '',
    attended: YES.has(attended) ? true : NO.has(attended) ? false : attended,
    ...(sales ? { grossSales: dollarsToCents(sales.replace(/[$,]/g, '')) } : {}),
  };
}

function ImportAttendanceDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const importRows = useImportAttendance();
  const markets = useAdminMarkets();
  const [marketId, setMarketId] = useState<string | null>(null);
  const { rows, errors, problem, read, reset, refused } = useCsvImport(attendanceRowOf);

  const close = () => {
    reset();
    onClose();
  };

  const submit = () =>
    importRows.mutate(
      { rows, ...(marketId ? { marketId } : {}) },
      {
        onSuccess: (r) => {
          notify.success(REPORTS_MSG.attendanceTitle, REPORTS_MSG.attendanceImportDone(r.imported, r.vendors, r.dates));
          close();
        },
        onError: refused,
      },
    );

  const count = rows.length;
  const several = (markets.data ?? []).length > 1;
  return (
    <Modal opened={opened} onClose={close} title={REPORTS_MSG.attendanceImport} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{REPORTS_MSG.attendanceHelp}</Text>
        {several && (
          <Select
            label={REPORTS_MSG.attendanceMarket}
            data={(markets.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={marketId ?? markets.data?.[0]?.id ?? null}
            onChange={setMarketId}
            allowDeselect={false}
          />
        )}
        <FileInput label={t`CSV file`} accept=".csv,text/csv" clearable onChange={read} />
        <ImportProblems problem={problem} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!rows.length} loading={importRows.isPending} onClick={submit}>
            {rows.length ? plural(count, { one: 'Import # row', other: 'Import # rows' }) : t`Import`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The historical data screen's second part: last seasons' attendance vendor by vendor, imported from a market's
 * sign-in sheets, one line per past date (how many vendors came and what they sold), each removable to import again.
 */
export function PastAttendance() {
  const { t } = useLingui();
  const summary = useAttendanceSummary();
  const remove = useDeleteAttendanceDate();
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const noLongerCounts = (marketDate: string) => {
    const date = formatMarketDate(marketDate);
    return t`The attendance imported for ${date} will no longer count in the reports.`;
  };

  let body;
  if (summary.isPending) body = <ListLoading label={t`Loading past attendance`} />;
  else if (summary.isError)
    body = (
      <ListError
        title={REPORTS_MSG.attendanceLoadFailed}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  else if (summary.data.dates.length === 0) body = <ListEmpty text={REPORTS_MSG.attendanceEmpty} />;
  else
    body = (
      <ResponsiveList
        rows={summary.data.dates}
        rowKey={(r) => r.marketDate}
        label={REPORTS_MSG.attendanceTitle}
        cardTitle={(r) => formatMarketDate(r.marketDate)}
        columns={[
          { key: 'date', header: t`Market date`, render: (r) => formatMarketDate(r.marketDate), hideInCard: true },
          { key: 'vendors', header: t`Vendors`, render: (r) => r.vendors, numeric: true },
          {
            key: 'attended',
            header: t({ message: 'Attended', context: 'report count' }),
            render: (r) => r.attended,
            numeric: true,
          },
          { key: 'sales', header: t`Gross sales`, render: (r) => formatDollars(r.grossSales), numeric: true },
        ]}
        actions={(r) => (
          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(r.marketDate)}>
            <Trans>Delete</Trans>
          </Button>
        )}
      />
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {REPORTS_MSG.attendanceTitle}
        </Title>
        <Button variant="default" onClick={() => setImporting(true)}>
          {REPORTS_MSG.attendanceImport}
        </Button>
      </Group>
      {body}
      <ImportAttendanceDialog opened={importing} onClose={() => setImporting(false)} />
      <ConfirmAction
        opened={deleting !== null}
        title={t`Delete this date's attendance?`}
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              notify.success(REPORTS_MSG.attendanceDeleted, formatMarketDate(deleting));
              setDeleting(null);
            },
            onError: (err) => {
              notify.error(REPORTS_MSG.attendanceDeleteFailed, errorMessage(err));
              setDeleting(null);
            },
          })
        }
      >
        {deleting ? noLongerCounts(deleting) : ''}
      </ConfirmAction>
    </Stack>
  );
}
