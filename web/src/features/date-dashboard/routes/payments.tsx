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
import { PAYMENT_TABS, type PaymentGroup } from '@/i18n/shared/date-dashboard';
import type { PaymentsReport } from '@shared/schemas/date-dashboard';
import { CursorPager } from '@/components/admin-list/cursor-pager';
import { ListEmpty, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { translateShared } from '@/i18n/shared-messages';
import { formatMarketDay } from '@/i18n/shared/spaces-messages';
import { useCursorPages } from '@/hooks/use-cursor-pages';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useQueryClient } from '@tanstack/react-query';
import { dateDashboardKeys, useAreas, usePaymentsReport, useSendPaymentReminders } from '../api/date-dashboard';

type Row = PaymentsReport['items'][number];
const STATUS_COLOR = { green: 'green', yellow: 'yellow', red: 'red', other: 'gray' } as const;
const EMPTY: Record<PaymentGroup, MessageDescriptor> = {
  unpaid: msg`No unpaid requests found`,
  paid: msg`No paid requests found`,
  'not-required': msg`No requests found`,
};
const LIST_LABEL: Record<PaymentGroup, MessageDescriptor> = {
  unpaid: msg`Unpaid requests`,
  paid: msg`Paid requests`,
  'not-required': msg`N/A requests`,
};

/** /date/{id}/payments (spec 2 §2.4): who has paid for the date, and reminders for who has not. */
export function PaymentsRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Market Payments`);
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
  const selectLabel = (name: string) => t`Select ${name}`;

  const rows = report.data?.items ?? [];
  const summary = report.data?.summary;
  const unpaidCount = summary ? summary.owing - summary.owingPaid : 0;

  const send = (requestIds: string[]) =>
    remind.mutate(requestIds, {
      onSuccess: (r) => {
        setSelected(new Set());
        void client.invalidateQueries({ queryKey: dateDashboardKeys.date(id) });
        if (requestIds.length === 1) notify.success(t`Payment reminder sent`, t`The vendor will receive an e-mail.`);
        else
          notify.success(
            plural(r.sent, { one: 'Payment reminders sent to # vendor', other: 'Payment reminders sent to # vendors' }),
            t`Each vendor will receive an e-mail.`,
          );
      },
      onError: () => notify.error(t`Failed to send reminder`, t`Failed to send payment reminder`),
    });

  const columns: ListColumn<Row>[] = [
    {
      key: 'vendor',
      header: t`Vendor`,
      hideInCard: true,
      render: (r) => (
        <Anchor component={Link} to={`/vendor/${encodeURIComponent(r.vendor.id)}`}>
          {r.vendor.name}
        </Anchor>
      ),
    },
    { key: 'type', header: t`Type`, render: (r) => r.vendor.vendorType.label },
    { key: 'space', header: t`Space`, render: (r) => r.spaceAssignment?.label ?? '—' },
    { key: 'due', header: t`Due`, numeric: true, render: (r) => formatDollars(r.amountDue) },
    { key: 'paid', header: t`Paid`, numeric: true, render: (r) => formatDollars(r.amountPaid) },
    { key: 'balance', header: t`Balance`, numeric: true, render: (r) => formatDollars(r.amountBalance) },
    {
      key: 'status',
      header: t`Status`,
      render: (r) => (
        <Badge color={STATUS_COLOR[r.paymentStatus.color]} variant="light">
          {translateShared(r.paymentStatus.label)}
        </Badge>
      ),
    },
  ];

  const date = report.data?.marketDate.date;
  const day = date ? formatMarketDay(date) : '';
  return (
    <PageContainer>
      <Stack gap="md">
        <MarketDateNav marketDateId={id} current="payments" />
        <Title order={1}>{date ? t`Market Payments — ${day}` : t`Market Payments`}</Title>
        <Group gap="md" align="flex-end">
          <Select
            label={t`Vendor type`}
            w={200}
            value={type}
            allowDeselect={false}
            onChange={(v) => {
              setType(v ?? 'all');
              setFilter('type', v ?? 'all');
            }}
            data={[
              { value: 'all', label: t`All Types` },
              ...(types.data ?? []).map((vt) => ({ value: vt.id, label: vt.label })),
            ]}
          />
          <Select
            label={t`Area`}
            w={200}
            value={area}
            allowDeselect={false}
            onChange={(v) => setFilter('area', v ?? 'all')}
            data={[
              { value: 'all', label: t`All Areas` },
              ...(areas.data ?? []).map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
        </Group>
        {report.isPending ? (
          <ListLoading label={t`Loading payments`} />
        ) : report.isError ? (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>No payment information available.</Trans>
              </Text>
              <Button size="xs" variant="default" onClick={() => void report.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : report.data.summary.requests === 0 ? (
          <ListEmpty text={t`No payment information available.`} />
        ) : (
          <>
            <SummaryCards summary={report.data.summary} />
            {(type !== 'all' || area !== 'all') && (
              <Text size="sm" c="dimmed">
                <Trans>
                  The totals and the unpaid count are for the whole market date; the list shows the chosen type and
                  area.
                </Trans>
              </Text>
            )}
            <Tabs value={tab} onChange={(v) => setFilter('tab', v ?? 'unpaid')}>
              <Tabs.List>
                <Tabs.Tab value="unpaid">
                  <Trans>Unpaid ({unpaidCount})</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="paid">
                  <Trans>Paid</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="not-required">
                  <Trans>N/A</Trans>
                </Tabs.Tab>
              </Tabs.List>
            </Tabs>
            {tab === 'unpaid' && rows.length > 0 && (
              <Group justify="space-between">
                <Checkbox
                  label={t`Select all`}
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
                  <Trans>Send Payment Reminders</Trans>
                </Button>
              </Group>
            )}
            {rows.length === 0 ? (
              !cursor && !report.data.nextCursor && <ListEmpty text={i18n._(EMPTY[tab])} />
            ) : (
              <ResponsiveList
                label={i18n._(LIST_LABEL[tab])}
                rows={rows}
                rowKey={(r) => r.id}
                cardTitle={(r) => r.vendor.name}
                columns={
                  tab === 'unpaid'
                    ? [
                        {
                          key: 'select',
                          header: t`Select`,
                          render: (r: Row) => (
                            <Checkbox
                              aria-label={selectLabel(r.vendor.name)}
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
                          <Trans>Send reminder</Trans>
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
  const { t } = useLingui();
  const { totalDue: due, totalPaid: paid, owing, owingPaid: paidVendors } = summary;
  const amountPct = due > 0 ? Math.round((paid / due) * 100) : 0;
  const vendorPct = owing ? Math.round((paidVendors / owing) * 100) : 0;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          <Trans>Total Due</Trans>
        </Text>
        <Text fz={24} fw={700}>
          {formatDollars(due)}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          <Trans>Total Paid</Trans>
        </Text>
        <Text fz={24} fw={700}>
          {formatDollars(paid)}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          <Trans>Amount Progress</Trans>
        </Text>
        <Text fz={24} fw={700}>
          {amountPct}%
        </Text>
        <Progress value={amountPct} aria-label={t`Amount paid`} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          <Trans>Vendor Progress</Trans>
        </Text>
        <Text fz={24} fw={700}>
          {paidVendors} / {owing}
        </Text>
        <Progress value={vendorPct} aria-label={t`Vendors paid`} />
      </Card>
    </SimpleGrid>
  );
}
