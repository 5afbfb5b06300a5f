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
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  paymentGroupOf,
  PAYMENT_TABS,
  PAYMENTS_MISMATCH_TOLERANCE_CENTS,
  type PaymentGroup,
} from '@shared/date-dashboard';
import type { PaymentsReport } from '@shared/schemas/date-dashboard';
import { formatMarketDay } from '@shared/spaces-messages';
import { countOf } from '@shared/plural';
import { ListEmpty, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQueuedSearchParams } from '@/hooks/use-queued-search-params';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useQueryClient } from '@tanstack/react-query';
import { dateDashboardKeys, useAreas, usePaymentsReport, useSendPaymentReminders } from '../api/date-dashboard';

type Row = PaymentsReport['spaceRequests'][number];
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
  const [params, updateParams] = useQueuedSearchParams();
  const [type, setType] = useVendorTypeFilter();
  const area = params.get('area') ?? 'all';
  const tabParam = params.get('tab');
  const tab: PaymentGroup = (PAYMENT_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as PaymentGroup)
    : 'unpaid';
  const report = usePaymentsReport(id);
  const types = useVendorTypes();
  const areas = useAreas();
  const remind = useSendPaymentReminders(id);
  const client = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const filtered = useMemo(
    () =>
      (report.data?.spaceRequests ?? []).filter(
        (r) =>
          (type === 'all' || r.vendor.vendorType.id === type) && (area === 'all' || r.spaceAssignment?.areaId === area),
      ),
    [report.data, type, area],
  );
  const byTab = (g: PaymentGroup) => filtered.filter((r) => paymentGroupOf(r.paymentStatus.status) === g);
  const rows = byTab(tab);
  const unpaidCount = byTab('unpaid').length;

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
              updateParams((next) => next.set('type', v ?? 'all'));
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
            onChange={(v) => updateParams((next) => next.set('area', v ?? 'all'))}
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
        ) : report.data.spaceRequests.length === 0 ? (
          <ListEmpty text="No payment information available." />
        ) : (
          <>
            <SummaryCards
              rows={filtered}
              apiTotalPaid={report.data.totalPaid}
              filteredView={filtered.length !== report.data.spaceRequests.length}
            />
            <Tabs value={tab} onChange={(v) => updateParams((next) => next.set('tab', v ?? 'unpaid'))}>
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
              <ListEmpty text={EMPTY[tab]} />
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
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

function SummaryCards({
  rows,
  apiTotalPaid,
  filteredView,
}: {
  rows: Row[];
  apiTotalPaid: number;
  filteredView: boolean;
}) {
  const due = rows.reduce((s, r) => s + r.amountDue, 0);
  const paid = rows.reduce((s, r) => s + r.amountPaid, 0);
  const owing = rows.filter((r) => r.paymentStatus.status !== 'none');
  const paidVendors = owing.filter((r) => r.paymentStatus.status === 'received').length;
  const amountPct = due > 0 ? Math.round((paid / due) * 100) : 0;
  const vendorPct = owing.length ? Math.round((paidVendors / owing.length) * 100) : 0;
  const mismatch = !filteredView && Math.abs(paid - apiTotalPaid) > PAYMENTS_MISMATCH_TOLERANCE_CENTS;
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
        {mismatch && (
          <Text size="xs" c="orange.9">
            The report total is {formatDollars(apiTotalPaid)}; the requests listed add up to {formatDollars(paid)}.
          </Text>
        )}
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
          {paidVendors} / {owing.length}
        </Text>
        <Progress value={vendorPct} aria-label="Vendors paid" />
      </Card>
    </SimpleGrid>
  );
}
