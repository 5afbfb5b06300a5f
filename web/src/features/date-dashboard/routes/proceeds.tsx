import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Chip,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProceedsReport } from '@shared/schemas/date-dashboard';
import { CursorPager } from '@/components/admin-list/cursor-pager';
import { ListEmpty, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatMarketDay } from '@/i18n/shared/spaces-messages';
import { useCursorPages } from '@/hooks/use-cursor-pages';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { formatDollars } from '@/lib/money';
import { useVendorTypes } from '@/lib/public-catalog';
import { splitText, TenderSplit } from '@/components/tender/tender-split';
import { useProceedsReport } from '../api/date-dashboard';

type Report = ProceedsReport;
type Row = Report['items'][number];
type SortKey = 'grossSales' | 'marketRevenue' | 'vendorName' | 'amountPaid';
const SORTS: { value: SortKey; label: MessageDescriptor }[] = [
  { value: 'grossSales', label: msg`Gross sales (highest first)` },
  { value: 'marketRevenue', label: msg`Market revenue (highest first)` },
  { value: 'amountPaid', label: msg`Amount paid (highest first)` },
  { value: 'vendorName', label: msg`Vendor name (A–Z)` },
];
const ATTENTION_LABEL: Record<'both' | 'sales' | 'payment', MessageDescriptor> = {
  both: msg`Missing sales and payment`,
  sales: msg`Missing sales`,
  payment: msg`Missing payment`,
};

/** The rows of one page in the order the phone's sort chose (the server's order is gross sales first). */
function sortRows(rows: readonly Row[], key: SortKey): Row[] {
  const copy = [...rows];
  if (key === 'grossSales') return copy;
  if (key === 'vendorName') return copy.sort((a, b) => a.vendorName.localeCompare(b.vendorName));
  return copy.sort((a, b) => b[key] - a[key] || a.vendorName.localeCompare(b.vendorName));
}

/** The date's sums by tender in the shape the split card reads: the split sales as one row, the unsplit as another. */
function dateSplitRows(summary: Report['summary']) {
  const split = Object.values(summary.salesByTender).reduce((a, b) => a + b, 0);
  return [
    { grossSales: split, salesByTender: summary.salesByTender },
    { grossSales: summary.unsplit, salesByTender: null },
  ];
}

/**
 * /date/{id}/proceeds (spec 2 §2.5): what vendors sold and what the market earned, gross sales first. The server
 * pages the rows (type and paid-only filters in the address with the page); the cards, the attention counts and the
 * sales by tender are the whole date's, as its tally keeps them.
 */
export function ProceedsRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Market Proceeds`);
  const emptyText = t`No proceeds data available for this market date.`;
  const { id = '' } = useParams();
  const pages = useCursorPages(() => undefined);
  const { params, cursor, setFilter } = pages;
  const [type, setType] = useVendorTypeFilter();
  const paidOnly = params.get('paidOnly') === 'true';
  const report = useProceedsReport(id, { type, paidOnly, cursor });
  const types = useVendorTypes();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [sort, setSort] = useState<SortKey>('grossSales');

  const rows = useMemo(
    () => sortRows(report.data?.items ?? [], narrow ? sort : 'grossSales'),
    [report.data, sort, narrow],
  );
  const flagged = rows.filter((r) => r.attention);

  const columns: ListColumn<Row>[] = [
    {
      key: 'vendor',
      header: t`Vendor`,
      hideInCard: true,
      render: (r) => (
        <Anchor component={Link} to={`/vendor/${encodeURIComponent(r.vendorId)}`}>
          {r.vendorName}
        </Anchor>
      ),
    },
    { key: 'type', header: t`Type`, render: (r) => r.vendorType.label },
    { key: 'space', header: t`Space`, render: (r) => r.spaceAssignment?.label ?? '—' },
    {
      key: 'gross',
      header: t`Gross Sales`,
      numeric: true,
      render: (r) => (r.grossSales === null ? t`Not reported` : formatDollars(r.grossSales)),
    },
    {
      key: 'tenders',
      header: t`By Tender`,
      render: (r) => splitText(r.salesByTender, report.data?.tenders ?? []),
    },
    { key: 'spaceFee', header: t`Space Fee`, numeric: true, render: (r) => formatDollars(r.spaceFee) },
    { key: 'rate', header: t`Rate`, numeric: true, render: (r) => `${r.salesBasedRate}%` },
    { key: 'salesFee', header: t`Sales Fee`, numeric: true, render: (r) => formatDollars(r.salesBasedFee) },
    { key: 'revenue', header: t`Market Revenue`, numeric: true, render: (r) => formatDollars(r.marketRevenue) },
    { key: 'paid', header: t`Paid`, numeric: true, render: (r) => formatDollars(r.amountPaid) },
  ];

  const date = report.data?.marketDate.date;
  const summary = report.data?.summary;
  const day = date ? formatMarketDay(date) : '';
  return (
    <PageContainer>
      <Stack gap="md">
        <MarketDateNav marketDateId={id} current="proceeds" />
        <Title order={1}>{date ? t`Market Proceeds — ${day}` : t`Market Proceeds`}</Title>
        <Group gap="md" align="center">
          <Chip.Group
            value={type}
            onChange={(v) => {
              const value = typeof v === 'string' ? v : 'all';
              setType(value);
              setFilter('type', value);
            }}
          >
            <Group gap="xs" role="group" aria-label={t`Vendor type`}>
              <Chip value="all">
                <Trans>All Types</Trans>
              </Chip>
              {(types.data ?? []).map((vt) => (
                <Chip key={vt.id} value={vt.id}>
                  {vt.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Checkbox
            label={t`Paid only`}
            checked={paidOnly}
            onChange={(e) => setFilter('paidOnly', e.currentTarget.checked ? 'true' : '')}
          />
        </Group>
        {report.isPending ? (
          <ListLoading label={t`Loading proceeds`} />
        ) : report.isError ? (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{emptyText}</Text>
              <Button size="xs" variant="default" onClick={() => void report.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : !summary || summary.vendors === 0 ? (
          <ListEmpty text={emptyText} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Summary label={t`Total Gross Sales`} value={formatDollars(summary.grossSales)} />
              <Summary label={t`Market Revenue`} value={formatDollars(summary.marketRevenue)} />
              <Summary label={t`Amount Paid`} value={formatDollars(summary.amountPaid)} />
              <Summary label={t`Vendors Reporting Sales`} value={`${summary.reporting} / ${summary.vendors}`} />
            </SimpleGrid>
            {(type !== 'all' || paidOnly) && (
              <Text size="sm" c="dimmed">
                {paidOnly
                  ? t`The totals, the attention counts and the sales by tender are for the whole market date; the list shows the chosen type and paid vendors only.`
                  : t`The totals, the attention counts and the sales by tender are for the whole market date; the list shows the chosen type.`}
              </Text>
            )}
            <TenderSplit rows={dateSplitRows(summary)} tenders={report.data.tenders} />
            <AttentionPanel attention={summary.attention} flagged={flagged} />
            {rows.length === 0 ? (
              !cursor && !report.data.nextCursor && <ListEmpty text={emptyText} />
            ) : (
              <>
                {narrow && (
                  <Select
                    label={t`Sort by`}
                    description={t`Orders the vendors on this page; pages follow gross sales.`}
                    value={sort}
                    allowDeselect={false}
                    onChange={(v) => setSort((v as SortKey | null) ?? 'grossSales')}
                    data={SORTS.map((s) => ({ value: s.value, label: i18n._(s.label) }))}
                  />
                )}
                <ResponsiveList
                  label={t`Vendor proceeds`}
                  rows={rows}
                  rowKey={(r) => r.id}
                  cardTitle={(r) => r.vendorName}
                  columns={columns}
                />
              </>
            )}
            <CursorPager
              hasPrevious={pages.hasPrevious}
              nextCursor={report.data.nextCursor}
              onPrevious={pages.previousPage}
              onNext={pages.nextPage}
              busy={report.isFetching}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

/**
 * The attention panel: how many of the date's vendors need attention of each kind (its tally), and those of them on
 * this page, linked.
 */
function AttentionPanel({ attention, flagged }: { attention: Report['summary']['attention']; flagged: Row[] }) {
  const { t, i18n } = useLingui();
  const total = attention.both + attention.sales + attention.payment;
  if (total === 0) return null;
  const counted = (kind: 'both' | 'sales' | 'payment') => {
    const count = attention[kind];
    if (kind === 'both') return t`${count} missing sales and payment`;
    return kind === 'sales' ? t`${count} missing sales` : t`${count} missing payment`;
  };
  const kinds = (['both', 'sales', 'payment'] as const).filter((k) => attention[k] > 0);
  return (
    <Alert color="orange" variant="light" title={t`Needs attention`}>
      <Stack gap={4}>
        <Text size="sm">
          {plural(total, { one: '# vendor on this date:', other: '# vendors on this date:' })}{' '}
          {kinds.map(counted).join(', ')}
        </Text>
        {flagged.map((r) => (
          <Group key={r.id} gap="xs">
            <Anchor component={Link} to={`/vendor/${encodeURIComponent(r.vendorId)}`} c="leaf.9" underline="always">
              {r.vendorName}
            </Anchor>
            <Badge color={r.attention === 'both' ? 'red' : 'orange'} variant="light">
              {i18n._(ATTENTION_LABEL[r.attention!])}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Card>
  );
}
