import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { formatCell } from '@shared/report-csv';
import {
  DEFAULT_STALE_DAYS,
  REPORT_COLUMNS,
  REPORT_NAMES,
  type ReportCell,
  type ReportColumn,
  type ReportName,
  type ReportRow,
} from '@shared/schemas/reports';
import { isoDateInZone } from '@shared/market-time';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateRangeInput } from '@/components/form/market-date-input';
import { PageContainer } from '@/components/ui/page-container';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { usePageTitle } from '@/hooks/use-page-title';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';
import { formatDollars } from '@/lib/money';
import { useVendorTypes } from '@/lib/public-catalog';
import { useMarketTimeZone } from '@/lib/system-settings';
import { reportPath, useReport, useReportAreas, type ReportFilters } from '../api/reports';
import { ReportChart } from '../components/report-chart';
import { CELL_LABELS, COLUMN_LABELS, REPORT_TITLE_LABELS } from '../components/report-labels';
import { MarketFilter, useMarketFilter } from '@/components/admin-list/market-filter';
import { ReportTitleBar, ReportTotals } from '@/components/reports/report-frame';

const isReportName = (s: string | undefined): s is ReportName => (REPORT_NAMES as readonly string[]).includes(s ?? '');

function display(value: ReportCell | undefined, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined) return '—';
  if (kind === 'money' && typeof value === 'number') return formatDollars(value);
  return formatCell(value, kind);
}

/** Status cells read as the badges the rest of the product shows (spec 1 §3), not as the stored code. */
const STATUS_BADGES: Partial<Record<ReportName, (status: string) => ReactNode>> = {
  'past-due-payments': (status) => <RequestStatusBadge status={status} />,
  'auto-payments': (status) => <PaymentStatusBadge status={status} />,
};

/** Reports without an area in their rows. */
const NO_AREA: ReadonlySet<ReportName> = new Set(['auto-payments', 'stale-vendors']);

/** The router lists one route per report name, so the last part of the address is always one of them. */
export function ReportRoute() {
  const name = useLocation().pathname.split('/').filter(Boolean).at(-1);
  return isReportName(name) ? <Report key={name} name={name} /> : null;
}

/**
 * /reports/{name}: the report's filters (kept in the address), a chart where the season's trend matters, the table
 * (cards under 768 px) with its totals, and the CSV of exactly those rows.
 */
function Report({ name }: { name: ReportName }) {
  const { t, i18n } = useLingui();
  const title = i18n._(REPORT_TITLE_LABELS[name]);
  const columnLabel = (label: string) => {
    const words = COLUMN_LABELS[label];
    return words ? i18n._(words) : label;
  };
  usePageTitle(title);
  const zone = useMarketTimeZone();
  const [search, setSearch] = useSearchParams();
  const year = isoDateInZone(new Date(), zone).slice(0, 4);
  const stale = name === 'stale-vendors';
  const filters: ReportFilters = stale
    ? { days: search.get('days') ?? String(DEFAULT_STALE_DAYS) }
    : { from: search.get('from') ?? `${year}-01-01`, to: search.get('to') ?? `${year}-12-31` };
  const vendorTypeId = search.get('vendorTypeId') ?? undefined;
  const areaId = search.get('areaId') ?? undefined;
  if (vendorTypeId) filters.vendorTypeId = vendorTypeId;
  if (areaId && !NO_AREA.has(name)) filters.areaId = areaId;
  // Auto-payments are not kept by market: that report has no market filter.
  const market = useMarketFilter();
  const byMarket = name !== 'auto-payments';
  if (byMarket && market.marketId) filters.marketId = market.marketId;

  const report = useReport(name, filters);
  const types = useVendorTypes();
  const areas = useReportAreas();
  const columns = REPORT_COLUMNS[name];

  const setFilter = (changes: Record<string, string | null>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const listColumns: ListColumn<ReportRow>[] = columns.map((c) => ({
    key: c.key,
    header: columnLabel(c.label),
    numeric: c.kind === 'money' || c.kind === 'count',
    render: (row) => {
      const value = row[c.key];
      const badge = c.key === 'status' ? STATUS_BADGES[name] : undefined;
      if (badge && typeof value === 'string') return badge(value);
      const words =
        (c.key === 'source' || c.key === 'field') && typeof value === 'string' ? CELL_LABELS[value] : undefined;
      return words ? i18n._(words) : display(value, c.kind);
    },
  }));

  let body;
  if (report.isPending) body = <ListLoading label={REPORTS_MSG.loading} />;
  else if (report.isError)
    body = <ListError title={REPORTS_MSG.loadFailed} error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data.rows.length === 0) body = <ListEmpty text={REPORTS_MSG.empty} />;
  else {
    const { rows, totals, series } = report.data;
    const count = rows.length;
    const totalCells = columns.filter((c) => c.key in totals);
    body = (
      <Stack gap="md">
        {series && <ReportChart name={name} series={series} />}
        <ResponsiveList
          rows={rows}
          rowKey={(row) => columns.map((c) => String(row[c.key])).join('|') + rows.indexOf(row)}
          columns={listColumns}
          cardTitle={(row) => display(row[columns[0]!.key], columns[0]!.kind)}
          label={title}
        />
        <ReportTotals
          caption={`${REPORTS_MSG.totals} (${plural(count, { one: '# row', other: '# rows' })})`}
          figures={totalCells.map((c) => ({
            key: c.key,
            label: columnLabel(c.label),
            value: display(totals[c.key], c.kind),
          }))}
        />
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <ReportTitleBar
          title={title}
          csvHref={reportPath(name, filters, 'csv')}
          csvDisabled={!report.data || report.data.rows.length === 0}
        />
        <Group align="flex-end" gap="md" wrap="wrap">
          {stale ? (
            <NumberInput
              label={REPORTS_MSG.staleDays}
              min={1}
              max={3650}
              allowDecimal={false}
              w={200}
              value={filters.days}
              onChange={(v) => setFilter({ days: v === '' ? null : String(v) })}
            />
          ) : (
            <MarketDateRangeInput
              label={REPORTS_MSG.dateRange}
              timeZone={zone}
              w={300}
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => {
                if (from && to) setFilter({ from, to });
              }}
            />
          )}
          {byMarket && <MarketFilter filter={market} />}
          <Select
            label={t`Vendor type`}
            placeholder={REPORTS_MSG.allVendorTypes}
            clearable
            w={220}
            data={(types.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
            value={vendorTypeId ?? null}
            onChange={(v) => setFilter({ vendorTypeId: v })}
          />
          {!NO_AREA.has(name) && (
            <Select
              label={t`Area`}
              placeholder={REPORTS_MSG.allAreas}
              clearable
              w={220}
              data={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              value={areaId ?? null}
              onChange={(v) => setFilter({ areaId: v })}
            />
          )}
        </Group>
        {body}
      </Stack>
    </PageContainer>
  );
}
