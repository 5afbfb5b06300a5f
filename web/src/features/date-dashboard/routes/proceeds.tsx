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
import { formatMarketDay } from '@shared/spaces-messages';
import { ListEmpty, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQueuedSearchParams } from '@/hooks/use-queued-search-params';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { formatDollars } from '@/lib/money';
import { useVendorTypes } from '@/lib/public-catalog';
import { splitText, TenderSplit } from '@/components/tender/tender-split';
import { useProceedsReport } from '../api/date-dashboard';

type Row = ProceedsReport['vendorProceeds'][number];
type SortKey = 'grossSales' | 'marketRevenue' | 'vendorName' | 'amountPaid';
const SORTS: { value: SortKey; label: string }[] = [
  { value: 'grossSales', label: 'Gross sales (highest first)' },
  { value: 'marketRevenue', label: 'Market revenue (highest first)' },
  { value: 'amountPaid', label: 'Amount paid (highest first)' },
  { value: 'vendorName', label: 'Vendor name (A–Z)' },
];
const ATTENTION_LABEL = {
  both: 'Missing sales and payment',
  sales: 'Missing sales',
  payment: 'Missing payment',
} as const;

function sortRows(rows: Row[], key: SortKey): Row[] {
  const copy = [...rows];
  if (key === 'vendorName') return copy.sort((a, b) => a.vendorName.localeCompare(b.vendorName));
  return copy.sort((a, b) => (b[key] ?? -1) - (a[key] ?? -1) || a.vendorName.localeCompare(b.vendorName));
}

/** /date/{id}/proceeds (spec 2 §2.5): what vendors sold and what the market earned, gross sales first. */
export function ProceedsRoute() {
  usePageTitle('Market Proceeds');
  const { id = '' } = useParams();
  const [params, updateParams] = useQueuedSearchParams();
  const [type, setType] = useVendorTypeFilter();
  const paidOnly = params.get('paidOnly') === 'true';
  const report = useProceedsReport(id, paidOnly);
  const types = useVendorTypes();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [sort, setSort] = useState<SortKey>('grossSales');

  const rows = useMemo(
    () =>
      sortRows(
        (report.data?.vendorProceeds ?? []).filter((r) => type === 'all' || r.vendorType.id === type),
        narrow ? sort : 'grossSales',
      ),
    [report.data, type, sort, narrow],
  );
  const attention = rows.filter((r) => r.attention);
  const reporting = rows.filter((r) => r.grossSales !== null).length;
  const totals = {
    gross: rows.reduce((s, r) => s + (r.grossSales ?? 0), 0),
    revenue: rows.reduce((s, r) => s + r.marketRevenue, 0),
    paid: rows.reduce((s, r) => s + r.amountPaid, 0),
  };

  const columns: ListColumn<Row>[] = [
    {
      key: 'vendor',
      header: 'Vendor',
      hideInCard: true,
      render: (r) => (
        <Anchor component={Link} to={`/vendor/${encodeURIComponent(r.vendorId)}`}>
          {r.vendorName}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Type', render: (r) => r.vendorType.label },
    { key: 'space', header: 'Space', render: (r) => r.spaceAssignment?.label ?? '—' },
    {
      key: 'gross',
      header: 'Gross Sales',
      numeric: true,
      render: (r) => (r.grossSales === null ? 'Not reported' : formatDollars(r.grossSales)),
    },
    {
      key: 'tenders',
      header: 'By Tender',
      render: (r) => splitText(r.salesByTender, report.data?.tenders ?? []),
    },
    { key: 'spaceFee', header: 'Space Fee', numeric: true, render: (r) => formatDollars(r.spaceFee) },
    { key: 'rate', header: 'Rate', numeric: true, render: (r) => `${r.salesBasedRate}%` },
    { key: 'salesFee', header: 'Sales Fee', numeric: true, render: (r) => formatDollars(r.salesBasedFee) },
    { key: 'revenue', header: 'Market Revenue', numeric: true, render: (r) => formatDollars(r.marketRevenue) },
    { key: 'paid', header: 'Paid', numeric: true, render: (r) => formatDollars(r.amountPaid) },
  ];

  const date = report.data?.marketDate.date;
  return (
    <PageContainer>
      <Stack gap="md">
        <MarketDateNav marketDateId={id} current="proceeds" />
        <Title order={1}>Market Proceeds{date ? ` — ${formatMarketDay(date)}` : ''}</Title>
        <Group gap="md" align="center">
          <Chip.Group
            value={type}
            onChange={(v) => {
              const value = typeof v === 'string' ? v : 'all';
              setType(value);
              updateParams((next) => next.set('type', value));
            }}
          >
            <Group gap="xs" role="group" aria-label="Vendor type">
              <Chip value="all">All Types</Chip>
              {(types.data ?? []).map((t) => (
                <Chip key={t.id} value={t.id}>
                  {t.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Checkbox
            label="Paid only"
            checked={paidOnly}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              updateParams((next) => (checked ? next.set('paidOnly', 'true') : next.delete('paidOnly')));
            }}
          />
        </Group>
        {report.isPending ? (
          <ListLoading label="Loading proceeds" />
        ) : report.isError ? (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">No proceeds data available for this market date.</Text>
              <Button size="xs" variant="default" onClick={() => void report.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : rows.length === 0 ? (
          <ListEmpty text="No proceeds data available for this market date." />
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Summary label="Total Gross Sales" value={formatDollars(totals.gross)} />
              <Summary label="Market Revenue" value={formatDollars(totals.revenue)} />
              <Summary label="Amount Paid" value={formatDollars(totals.paid)} />
              <Summary label="Vendors Reporting Sales" value={`${reporting} / ${rows.length}`} />
            </SimpleGrid>
            <TenderSplit rows={rows} tenders={report.data.tenders} />
            {attention.length > 0 && (
              <Alert color="orange" variant="light" title="Needs attention">
                <Stack gap={4}>
                  {attention.map((r) => (
                    <Group key={r.id} gap="xs">
                      <Anchor
                        component={Link}
                        to={`/vendor/${encodeURIComponent(r.vendorId)}`}
                        c="leaf.9"
                        underline="always"
                      >
                        {r.vendorName}
                      </Anchor>
                      <Badge color={r.attention === 'both' ? 'red' : 'orange'} variant="light">
                        {ATTENTION_LABEL[r.attention!]}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              </Alert>
            )}
            {narrow && (
              <Select
                label="Sort by"
                value={sort}
                allowDeselect={false}
                onChange={(v) => setSort((v as SortKey | null) ?? 'grossSales')}
                data={SORTS}
              />
            )}
            <ResponsiveList
              label="Vendor proceeds"
              rows={rows}
              rowKey={(r) => r.id}
              cardTitle={(r) => r.vendorName}
              columns={columns}
            />
          </>
        )}
      </Stack>
    </PageContainer>
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
