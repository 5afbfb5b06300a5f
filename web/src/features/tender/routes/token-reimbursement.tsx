import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isoDateInZone } from '@shared/market-time';
import { REPORTS_MSG } from '@shared/reports-messages';
import type { ReimbursementReport } from '@shared/schemas/tenders';
import { TENDER_MSG } from '@shared/tender-messages';
import { countOf } from '@shared/plural';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateRangeInput } from '@/components/form/market-date-input';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDollars } from '@/lib/money';
import { useMarketTimeZone } from '@/lib/system-settings';
import { ReportTitleBar, ReportTotals } from '@/components/reports/report-frame';
import { reimbursementPath, useReimbursement } from '../api/tender';

type Row = ReimbursementReport['rows'][number];
const TITLE = 'Token Reimbursement';

/**
 * /reports/token-reimbursement: what the market owes each vendor for the tokens and coupons turned in over a range
 * of dates (this year by default, kept in the address), per reimbursable tender, with totals and the CSV a grant
 * report can use.
 */
export function TokenReimbursementRoute() {
  usePageTitle(TITLE);
  const zone = useMarketTimeZone();
  const [search, setSearch] = useSearchParams();
  const year = isoDateInZone(new Date(), zone).slice(0, 4);
  const from = search.get('from') ?? `${year}-01-01`;
  const to = search.get('to') ?? `${year}-12-31`;
  const report = useReimbursement(from, to);

  let body;
  if (report.isPending) body = <ListLoading label={REPORTS_MSG.loading} />;
  else if (report.isError)
    body = <ListError title={REPORTS_MSG.loadFailed} error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data.rows.length === 0) body = <ListEmpty text={TENDER_MSG.noTokens} />;
  else {
    const { rows, tenders, totals, marketDates } = report.data;
    const columns: ListColumn<Row>[] = [
      { key: 'vendor', header: 'Vendor', hideInCard: true, render: (r) => r.vendorName },
      ...tenders.map((t): ListColumn<Row> => ({
        key: t.code,
        header: t.label,
        numeric: true,
        render: (r) => formatDollars(r.byTender[t.code] ?? 0),
      })),
      { key: 'total', header: 'Total', numeric: true, render: (r) => formatDollars(r.total) },
      { key: 'dates', header: 'Market dates', numeric: true, render: (r) => String(r.dates) },
    ];
    body = (
      <Stack gap="md">
        <ResponsiveList
          label={TITLE}
          rows={rows}
          rowKey={(r) => r.vendorId}
          cardTitle={(r) => r.vendorName}
          columns={columns}
        />
        <ReportTotals
          caption={`${REPORTS_MSG.totals} (${countOf(rows.length, 'vendor')}, ${countOf(marketDates, 'market date')})`}
          figures={[
            ...tenders.map((t) => ({
              key: t.code,
              label: t.label,
              value: formatDollars(totals.byTender[t.code] ?? 0),
            })),
            { key: 'total', label: 'Total owed', value: formatDollars(totals.total) },
          ]}
        />
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <ReportTitleBar
          title={TITLE}
          csvHref={reimbursementPath(from, to, 'csv')}
          csvDisabled={!report.data || report.data.rows.length === 0}
        />
        <MarketDateRangeInput
          label={REPORTS_MSG.dateRange}
          timeZone={zone}
          w={300}
          value={[from, to]}
          onChange={([nextFrom, nextTo]) => {
            if (nextFrom && nextTo) setSearch({ from: nextFrom, to: nextTo }, { replace: true });
          }}
        />
        {body}
      </Stack>
    </PageContainer>
  );
}
