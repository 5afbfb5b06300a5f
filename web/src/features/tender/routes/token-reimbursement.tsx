import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isoDateInZone } from '@shared/market-time';
import type { ReimbursementReport } from '@shared/schemas/tenders';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateRangeInput } from '@/components/form/market-date-input';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';
import { TENDER_MSG } from '@/i18n/shared/tender-messages';
import { formatDollars } from '@/lib/money';
import { useMarketTimeZone } from '@/lib/system-settings';
import { ReportTitleBar, ReportTotals } from '@/components/reports/report-frame';
import { reimbursementPath, useReimbursement } from '../api/tender';

type Row = ReimbursementReport['rows'][number];
const TITLE = msg`Token Reimbursement`;

/**
 * /reports/token-reimbursement: what the market owes each vendor for the tokens and coupons turned in over a range
 * of dates (this year by default, kept in the address), per reimbursable tender, with totals and the CSV a grant
 * report can use.
 */
export function TokenReimbursementRoute() {
  const { t, i18n } = useLingui();
  const title = i18n._(TITLE);
  usePageTitle(title);
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
    const vendorCount = plural(rows.length, { one: '# vendor', other: '# vendors' });
    const dateCount = plural(marketDates, { one: '# market date', other: '# market dates' });
    const columns: ListColumn<Row>[] = [
      { key: 'vendor', header: t`Vendor`, hideInCard: true, render: (r) => r.vendorName },
      ...tenders.map((tender): ListColumn<Row> => ({
        key: tender.code,
        header: tender.label,
        numeric: true,
        render: (r) => formatDollars(r.byTender[tender.code] ?? 0),
      })),
      { key: 'total', header: t`Total`, numeric: true, render: (r) => formatDollars(r.total) },
      { key: 'dates', header: t`Market dates`, numeric: true, render: (r) => String(r.dates) },
    ];
    body = (
      <Stack gap="md">
        <ResponsiveList
          label={title}
          rows={rows}
          rowKey={(r) => r.vendorId}
          cardTitle={(r) => r.vendorName}
          columns={columns}
        />
        <ReportTotals
          caption={`${REPORTS_MSG.totals} (${vendorCount}, ${dateCount})`}
          figures={[
            ...tenders.map((tender) => ({
              key: tender.code,
              label: tender.label,
              value: formatDollars(totals.byTender[tender.code] ?? 0),
            })),
            { key: 'total', label: t`Total owed`, value: formatDollars(totals.total) },
          ]}
        />
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <ReportTitleBar
          title={title}
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
