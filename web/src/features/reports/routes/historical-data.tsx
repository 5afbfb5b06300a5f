import * as z from '@shared/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileInput, Group, Modal, NumberInput, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  historicalEntrySchema,
  type HistoricalEntry,
  type HistoricalRow,
  type HistoricalRowError,
} from '@shared/schemas/reports';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { MarketDateInput } from '@/components/form/market-date-input';
import { dollarsToCents, MoneyInput } from '@/components/form/money-input';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { useSchemaForm } from '@/lib/form';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useDeleteHistorical, useHistoricalData, useImportHistorical, useSaveHistorical } from '../api/reports';
import { PastAttendance } from '../components/past-attendance';
import { ImportProblems } from '../components/import-problems';
import { useCsvImport } from '../components/use-csv-import';

const cell = (row: Record<string, string | undefined>, ...names: string[]) => {
  for (const n of names) {
    const v = row[n] ?? row[n.toLowerCase()];
    if (v !== undefined && v.trim() !== '') return v.trim();
  }
  return undefined;
};

/** A CSV row as the import call takes it: amounts typed in dollars become cents, a blank cell is left out. */
function fromCsv(row: Record<string, string | undefined>) {
  const money = (v: string | undefined) => (v === undefined ? undefined : dollarsToCents(v.replace(/[$,]/g, '')));
  const count = cell(row, 'vendorCount', 'vendors');
  return {
    marketDate: cell(row, 'marketDate', 'date'),
    vendorTypeId: cell(row, 'vendorType', 'vendorTypeId', 'type'),
    vendorCount: count === undefined ? undefined : Number(count),
    grossSales: money(cell(row, 'grossSales')),
    proceeds: money(cell(row, 'proceeds')),
    notes: cell(row, 'notes') ?? null,
  };
}

function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const importRows = useImportHistorical();
  const { rows, errors, problem, read, reset, refused } = useCsvImport(fromCsv, (parsed) => {
    // The vendor type is checked by the server, which knows the codes and labels too.
    const local = z.omit(historicalEntrySchema, { vendorTypeId: true });
    const found: HistoricalRowError[] = [];
    parsed.forEach((r, i) => {
      const check = local.safeParse(r);
      if (!check.success)
        found.push({
          row: i + 1,
          message: `${check.error.issues[0]!.path.join('.')}: ${translateShared(check.error.issues[0]!.message)}`,
        });
      else if (!r.vendorTypeId) found.push({ row: i + 1, message: `vendorType: ${t`Vendor type is required`}` });
    });
    return found;
  });

  const submit = () =>
    importRows.mutate(rows, {
      onSuccess: (r) => {
        notify.success(REPORTS_MSG.importTitle, REPORTS_MSG.importDone(r.imported));
        reset();
        onClose();
      },
      onError: refused,
    });

  const count = rows.length;
  return (
    <Modal opened={opened} onClose={onClose} title={REPORTS_MSG.importTitle} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{REPORTS_MSG.importHelp}</Text>
        <FileInput label={t`CSV file`} accept=".csv,text/csv" clearable onChange={read} />
        <ImportProblems problem={problem} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!rows.length || errors.length > 0} loading={importRows.isPending} onClick={submit}>
            {rows.length ? plural(count, { one: 'Import # row', other: 'Import # rows' }) : t`Import`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EntryForm({ entry, onDone }: { entry: HistoricalRow | null; onDone: () => void }) {
  const { t } = useLingui();
  const zone = useMarketTimeZone();
  const types = useVendorTypes();
  const save = useSaveHistorical();
  const form = useSchemaForm(historicalEntrySchema, {
    initialValues: {
      marketDate: entry?.marketDate ?? '',
      vendorTypeId: entry?.vendorTypeId ?? '',
      vendorCount: entry?.vendorCount ?? 0,
      grossSales: entry?.grossSales ?? 0,
      proceeds: entry?.proceeds ?? 0,
      notes: entry?.notes ?? '',
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((values: HistoricalEntry) =>
        save.mutate(
          { ...values, notes: values.notes?.trim() ? values.notes.trim() : null },
          {
            onSuccess: () => {
              notify.success(REPORTS_MSG.historicalSaved, formatMarketDate(values.marketDate));
              onDone();
            },
            onError: (err) => notify.error(REPORTS_MSG.historicalSaveFailed, errorMessage(err)),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <MarketDateInput
          label={t`Market date`}
          timeZone={zone}
          disabled={!!entry}
          {...form.getInputProps('marketDate')}
        />
        <Select
          label={t`Vendor type`}
          disabled={!!entry}
          data={(types.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
          {...form.getInputProps('vendorTypeId')}
        />
        <NumberInput label={t`Vendor count`} min={0} allowDecimal={false} {...form.getInputProps('vendorCount')} />
        <MoneyInput label={t`Gross sales`} {...form.getInputProps('grossSales')} />
        <MoneyInput label={t`Proceeds`} {...form.getInputProps('proceeds')} />
        <Textarea label={t`Notes`} autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /admin/historical-data: per market date and vendor type, the vendor count, gross sales, proceeds and notes of
 * seasons before the product, entered one at a time or imported from a CSV file; the reports' trends include them.
 */
export function HistoricalDataRoute() {
  const { t } = useLingui();
  usePageTitle(REPORTS_MSG.historicalTitle);
  const data = useHistoricalData();
  const remove = useDeleteHistorical();
  const [editing, setEditing] = useState<HistoricalRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<HistoricalRow | null>(null);

  const noLongerCounts = (row: HistoricalRow) => {
    const date = formatMarketDate(row.marketDate);
    const type = row.vendorType;
    return t`${date} · ${type} will no longer count in the reports.`;
  };

  let body;
  if (data.isPending) body = <ListLoading label={t`Loading historical data`} />;
  else if (data.isError)
    body = (
      <ListError title={REPORTS_MSG.historicalLoadFailed} error={data.error} onRetry={() => void data.refetch()} />
    );
  else if (data.data.entries.length === 0) body = <ListEmpty text={REPORTS_MSG.historicalEmpty} />;
  else
    body = (
      <ResponsiveList
        rows={data.data.entries}
        rowKey={(r) => `${r.marketDate}#${r.vendorTypeId}`}
        label={REPORTS_MSG.historicalTitle}
        cardTitle={(r) => `${formatMarketDate(r.marketDate)} · ${r.vendorType}`}
        columns={[
          { key: 'date', header: t`Market date`, render: (r) => formatMarketDate(r.marketDate), hideInCard: true },
          { key: 'type', header: t`Vendor type`, render: (r) => r.vendorType, hideInCard: true },
          { key: 'count', header: t`Vendors`, render: (r) => r.vendorCount, numeric: true },
          { key: 'sales', header: t`Gross sales`, render: (r) => formatDollars(r.grossSales), numeric: true },
          { key: 'proceeds', header: t`Proceeds`, render: (r) => formatDollars(r.proceeds), numeric: true },
          { key: 'notes', header: t`Notes`, render: (r) => r.notes ?? '' },
        ]}
        actions={(r) => (
          <>
            <Button size="xs" variant="default" onClick={() => setEditing(r)}>
              <Trans>Edit</Trans>
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setDeleting(r)}>
              <Trans>Delete</Trans>
            </Button>
          </>
        )}
      />
    );

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{REPORTS_MSG.historicalTitle}</Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => setImporting(true)}>
              {REPORTS_MSG.importTitle}
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Trans>Add market date</Trans>
            </Button>
          </Group>
        </Group>
        {body}
        <PastAttendance />
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t`Add historical data` : t`Edit historical data`}
        centered
      >
        {editing !== null && (
          <EntryForm
            key={editing === 'new' ? 'new' : `${editing.marketDate}#${editing.vendorTypeId}`}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
      <ConfirmAction
        opened={deleting !== null}
        title={t`Delete historical data?`}
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              notify.success(
                REPORTS_MSG.historicalDeleted,
                `${formatMarketDate(deleting.marketDate)} · ${deleting.vendorType}`,
              );
              setDeleting(null);
            },
            onError: (err) => {
              notify.error(REPORTS_MSG.historicalDeleteFailed, errorMessage(err));
              setDeleting(null);
            },
          })
        }
      >
        {deleting ? noLongerCounts(deleting) : ''}
      </ConfirmAction>
    </PageContainer>
  );
}
