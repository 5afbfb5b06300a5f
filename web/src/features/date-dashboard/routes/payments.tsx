import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PAYMENT_TABS, type PaymentGroup } from '@shared/date-dashboard';
import type { PaymentsReport } from '@shared/schemas/date-dashboard';
import { formatMarketDay } from '@shared/spaces-messages';
import { countOf } from '@shared/plural';
import { CursorPager } from '@/components/admin-list/cursor-pager';
import { ListEmpty, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCursorPages } from '@/hooks/use-cursor-pages';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useQueryClient } from '@tanstack/react-query';
import { dateDashboardKeys, useAreas, usePaymentsReport, useSendPaymentReminders } from '../api/date-dashboard';

type Row = PaymentsReport['items'][number];
const STATUS_COLOR = { green: 'green', yellow: 'yellow', red: 'red', other: 'gray' } as const;
const EMPTY: Record<PaymentGroup, string> = {
  unpaid: 'No unpaid requests found',
  paid: 'No paid requests found',
  'not-required': 'No requests found',
};

/** /date/{id}/payments (spec 2 §2.4): who has paid for the date, and reminders for who has not. */
export function PaymentsRoute() {
  usePageTitle('Market Payments');
  const { id = '' } = useParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pages = useCursorPages(() => setSelected(new Set()));
  const { params, cursor, setFilter } = pages;
  const [type, setType] = useVendorTypeFilter();
  const area = params.get('area') ?? 'all';
  const tabParam = params.get('tab');
  const tab: PaymentGroup = (PAYMENT_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as PaymentGroup)
    : 'unpaid';
  const report = usePaymentsReport(id, { tab, type, area, cursor });
  const types = useVendorTypes();
  const areas = useAreas();
  const remind = useSendPaymentReminders(id);
  const client = useQueryClient();

  const rows = report.data?.items ?? [];
  const summary = report.data?.summary;
  const unpaidCount = summary ? summary.owing - summary.owingPaid : 0;

  const send = (requestIds: string[]) =>
    remind.mutate(requestIds, {
      onSuccess: (r) => {
        setSelected(new Set());
        void client.invalidateQueries({ queryKey: dateDashboardKeys.date(id) });
        if (requestIds.length === 1) notify.success('Payment reminder sent', 'The vendor will receive an e-mail.');
        else
          notify.success(
            `Payment reminders sent to ${countOf(r.sent, 'vendor')}`,
            'Each vendor will receive an e-mail.',
          );
      },
      onError: () => notify.error('Failed to send reminder', 'Failed to send payment reminder'),
    });

  const columns: ListColumn<Row>[] = [
    {
      key: 'vendor',
      header: 'Vendor',
      hideInCard: true,
      render: (r) => (
        <Anchor component={Link} to={`/vendor/${encodeURIComponent(r.vendor.id)}`}>
          {r.vendor.name}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Type', render: (r) => r.vendor.vendorType.label },
    { key: 'space', header: 'Space', render: (r) => r.spaceAssignment?.label ?? '—' },
    { key: 'due', header: 'Due', numeric: true, render: (r) => formatDollars(r.amountDue) },
    { key: 'paid', header: 'Paid', numeric: true, render: (r) => formatDollars(r.amountPaid) },
    { key: 'balance', header: 'Balance', numeric: true, render: (r) => formatDollars(r.amountBalance) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge color={STATUS_COLOR[r.paymentStatus.color]} variant="light">
          {r.paymentStatus.label}
        </Badge>
      ),
    },
  ];

  const date = report.data?.marketDate.date;
  return (
    <PageContainer>
      <Stack gap="md">
        <MarketDateNav marketDateId={id} current="payments" />
        <Title order={1}>Market Payments{date ? ` — ${formatMarketDay(date)}` : ''}</Title>
        <Group gap="md" align="flex-end">
          <Select
            label="Vendor type"
            w={200}
            value={type}
            allowDeselect={false}
            onChange={(v) => {
              setType(v ?? 'all');
              setFilter('type', v ?? 'all');
            }}
            data={[
              { value: 'all', label: 'All Types' },
              ...(types.data ?? []).map((t) => ({ value: t.id, label: t.label })),
            ]}
          />
          <Select
            label="Area"
            w={200}
            value={area}
            allowDeselect={false}
            onChange={(v) => setFilter('area', v ?? 'all')}
            data={[
              { value: 'all', label: 'All Areas' },
              ...(areas.data ?? []).map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
        </Group>
        {report.isPending ? (
          <ListLoading label="Loading payments" />
        ) : report.isError ? (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">No payment information available.</Text>
              <Button size="xs" variant="default" onClick={() => void report.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : report.data.summary.requests === 0 ? (
          <ListEmpty text="No payment information available." />
        ) : (
          <>
            <SummaryCards summary={report.data.summary} />
            {(type !== 'all' || area !== 'all') && (
              <Text size="sm" c="dimmed">
                The totals and the unpaid count are for the whole market date; the list shows the chosen type and area.
              </Text>
            )}
            <Tabs value={tab} onChange={(v) => setFilter('tab', v ?? 'unpaid')}>
              <Tabs.List>
                <Tabs.Tab value="unpaid">Unpaid ({unpaidCount})</Tabs.Tab>
                <Tabs.Tab value="paid">Paid</Tabs.Tab>
                <Tabs.Tab value="not-required">N/A</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            {tab === 'unpaid' && rows.length > 0 && (
              <Group justify="space-between">
                <Checkbox
                  label="Select all"
                  checked={rows.every((r) => selected.has(r.id))}
                  indeterminate={selected.size > 0 && !rows.every((r) => selected.has(r.id))}
                  onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                />
                <Button
                  disabled={selected.size === 0}
                  loading={remind.isPending}
                  onClick={() => send([...selected])}
                  rightSection={
                    selected.size > 0 ? (
                      <Badge color="white" c="leaf.8">
                        {selected.size}
                      </Badge>
                    ) : undefined
                  }
                >
                  Send Payment Reminders
                </Button>
              </Group>
            )}
            {rows.length === 0 ? (
              !cursor && !report.data.nextCursor && <ListEmpty text={EMPTY[tab]} />
            ) : (
              <ResponsiveList
                label={`${tab === 'unpaid' ? 'Unpaid' : tab === 'paid' ? 'Paid' : 'N/A'} requests`}
                rows={rows}
                rowKey={(r) => r.id}
                cardTitle={(r) => r.vendor.name}
                columns={
                  tab === 'unpaid'
                    ? [
                        {
                          key: 'select',
                          header: 'Select',
                          render: (r: Row) => (
                            <Checkbox
                              aria-label={`Select ${r.vendor.name}`}
                              checked={selected.has(r.id)}
                              onChange={(e) => {
                                const next = new Set(selected);
                                if (e.currentTarget.checked) next.add(r.id);
                                else next.delete(r.id);
                                setSelected(next);
                              }}
                            />
                          ),
                        },
                        ...columns,
                      ]
                    : columns
                }
                actions={
                  tab === 'unpaid'
                    ? (r) => (
                        <Button size="xs" variant="default" disabled={remind.isPending} onClick={() => send([r.id])}>
                          Send reminder
                        </Button>
                      )
                    : undefined
                }
              />
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

/** The whole date's figures, as its tally keeps them. */
function SummaryCards({ summary }: { summary: PaymentsReport['summary'] }) {
  const { totalDue: due, totalPaid: paid, owing, owingPaid: paidVendors } = summary;
  const amountPct = due > 0 ? Math.round((paid / due) * 100) : 0;
  const vendorPct = owing ? Math.round((paidVendors / owing) * 100) : 0;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          Total Due
        </Text>
        <Text fz={24} fw={700}>
          {formatDollars(due)}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          Total Paid
        </Text>
        <Text fz={24} fw={700}>
          {formatDollars(paid)}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          Amount Progress
        </Text>
        <Text fz={24} fw={700}>
          {amountPct}%
        </Text>
        <Progress value={amountPct} aria-label="Amount paid" />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          Vendor Progress
        </Text>
        <Text fz={24} fw={700}>
          {paidVendors} / {owing}
        </Text>
        <Progress value={vendorPct} aria-label="Vendors paid" />
      </Card>
    </SimpleGrid>
  );
}
