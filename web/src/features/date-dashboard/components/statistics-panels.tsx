import '@mantine/charts/styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Statistics } from '@shared/schemas/date-dashboard';
import { formatDollars } from '@/lib/money';
import { useCard } from '../api/date-dashboard';
import { countAxis } from '../lib/count-axis';

const MIX_COLORS = ['leaf.6', 'blue.6', 'orange.6', 'grape.6', 'teal.6', 'red.6', 'yellow.6', 'gray.6'];

/** A request status's name under its bar of the Vendor Status chart. */
const REQUEST_STATUS_TEXT: Record<string, MessageDescriptor> = {
  requested: msg({ message: 'Requested', context: 'request count' }),
  approved: msg({ message: 'Approved', context: 'request count' }),
  confirmed: msg({ message: 'Confirmed', context: 'request count' }),
  canceled: msg({ message: 'Canceled', context: 'request count' }),
  skipped: msg({ message: 'Skipped', context: 'request count' }),
};

/** "+12.5% vs previous market" or nothing when there is no earlier date to compare with. */
function Change({
  value,
  unit = 'percent',
  previous,
}: {
  value: number | null;
  unit?: 'percent' | 'points';
  previous: string | null;
}) {
  const { t } = useLingui();
  if (value === null || !previous) return null;
  const change = `${value >= 0 ? '+' : ''}${value}`;
  return (
    <Text size="xs" c={value >= 0 ? 'leaf.8' : 'red.8'}>
      {unit === 'points' ? t`${change} pts vs previous market` : t`${change}% vs previous market`}
    </Text>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Big({ children }: { children: ReactNode }) {
  return (
    <Text fz={28} fw={700} lh={1.1}>
      {children}
    </Text>
  );
}

export function StatisticsPanels({ id, type }: { id: string; type: string }) {
  const { t } = useLingui();
  const stats = useCard(id, 'statistics', type);
  if (stats.isPending)
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        aria-busy="true"
        role="status"
        aria-label={t`Loading market statistics`}
      >
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} height={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (stats.isError)
    return (
      <Alert color="red" variant="light">
        <Trans>Failed to load market statistics. Please try refreshing the page.</Trans>
      </Alert>
    );
  return <Panels s={stats.data} />;
}

function Panels({ s }: { s: Statistics }) {
  const { t, i18n } = useLingui();
  const prev = s.previousDate;
  const paymentData = [
    { name: t`Paid`, value: s.paymentGroups.paid, color: 'green.6' },
    { name: t`Unpaid`, value: s.paymentGroups.unpaid, color: 'red.6' },
    { name: t`N/A`, value: s.paymentGroups['not-required'], color: 'gray.5' },
  ].filter((d) => d.value > 0);
  const statusData = Object.entries(s.requestStatusCounts).map(([status, count]) => ({
    status: REQUEST_STATUS_TEXT[status] ? i18n._(REQUEST_STATUS_TEXT[status]) : status,
    count,
  }));
  const {
    approvedRequests: approved,
    canceledRequests: canceled,
    totalRequests: requests,
    assignedSpaces: assigned,
    totalSpaces,
    totalVendors,
    paymentCompletionRate: completion,
  } = s;
  const { paid, unpaid, 'not-required': notRequired } = s.paymentGroups;
  const available = totalSpaces - assigned;
  const spacePrice = formatDollars(s.averageSpacePrice);
  const collected = formatDollars(s.totalCollected);
  const outstanding = formatDollars(s.totalOutstanding);
  const vendorAverage = formatDollars(s.averageVendorProceedsPerVendor);
  const statusAxis = countAxis(Math.max(0, ...statusData.map((d) => d.count)));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Panel title={t`Market Proceeds`}>
        <Big>{formatDollars(s.marketRevenue)}</Big>
        <Change value={s.marketRevenueChange} previous={prev} />
        <Text size="sm" c="dimmed">
          <Trans>
            {approved} approved · {canceled} canceled · {requests} requests
          </Trans>
        </Text>
      </Panel>
      <Panel title={t`Avg. Market Proceeds per Vendor`}>
        <Big>{formatDollars(s.averageMarketRevenuePerVendor)}</Big>
        <Change value={s.avgMarketRevenueChange} previous={prev} />
        <Text size="sm" c="dimmed">
          <Trans>Average space price {spacePrice}</Trans>
        </Text>
      </Panel>
      <Panel title={t`Space Utilization`}>
        <Big>{s.spaceUtilization}%</Big>
        <Progress value={s.spaceUtilization} aria-label={t`Space utilization`} />
        <Change value={s.utilizationChange} unit="points" previous={prev} />
        <Text size="sm" c="dimmed">
          <Trans>
            {assigned} of {totalSpaces} spaces assigned
          </Trans>
        </Text>
      </Panel>
      <Panel title={t`Vendor Retention Rate`}>
        <Big>{s.vendorRetentionRate === null ? t`N/A` : `${s.vendorRetentionRate}%`}</Big>
        <Text size="sm" c="dimmed">
          {prev ? t`of the previous market’s vendors are back` : t`No previous market date to compare with`}
        </Text>
      </Panel>
      <Panel title={t`Payment Status`}>
        <Group wrap="nowrap" align="center">
          {paymentData.length > 0 && (
            <DonutChart
              data={paymentData}
              size={110}
              thickness={18}
              withTooltip={false}
              pieChartProps={{ accessibilityLayer: false }}
              pieProps={{ rootTabIndex: -1 }}
              aria-hidden
            />
          )}
          <Stack gap={2}>
            <Text size="sm">
              <Trans>{completion}% of the amount due collected</Trans>
            </Text>
            <Text size="sm">
              <Trans>Collected {collected}</Trans>
            </Text>
            <Text size="sm">
              <Trans>Outstanding {outstanding}</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                {paid} paid · {unpaid} unpaid · {notRequired} N/A
              </Trans>
            </Text>
          </Stack>
        </Group>
      </Panel>
      <Panel title={t`Vendor Gross Sales`}>
        <Big>{formatDollars(s.totalVendorProceeds)}</Big>
        <Text size="sm" c="dimmed">
          <Trans>Average {vendorAverage} per reporting vendor</Trans>
        </Text>
      </Panel>
      <Panel title={t`Space Details`}>
        <Text size="sm">
          <Trans>Total spaces: {totalSpaces}</Trans>
        </Text>
        <Text size="sm">
          <Trans>Assigned: {assigned}</Trans>
        </Text>
        <Text size="sm">
          <Trans>Available: {available}</Trans>
        </Text>
        <Text size="sm">
          <Trans>Average space price: {spacePrice}</Trans>
        </Text>
      </Panel>
      <Panel title={t`Vendor Status`}>
        <Text size="sm">
          <Trans>{totalVendors} vendors approved</Trans>
        </Text>
        {statusData.length > 0 && (
          <BarChart
            h={140}
            data={statusData}
            dataKey="status"
            series={[{ name: 'count', color: 'leaf.6' }]}
            barChartProps={{ accessibilityLayer: false }}
            // Every status named under its bar and counted above it, on whole-number ticks an even step apart.
            withBarValueLabel
            xAxisProps={{ interval: 0 }}
            yAxisProps={{ ...statusAxis, allowDecimals: false, interval: 0 }}
          />
        )}
      </Panel>
      <Panel title={t`Vendor Mix`}>
        {s.vendorMix.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No approved vendors yet.</Trans>
          </Text>
        ) : (
          <Group wrap="nowrap" align="center">
            <DonutChart
              size={110}
              thickness={18}
              withTooltip={false}
              pieChartProps={{ accessibilityLayer: false }}
              pieProps={{ rootTabIndex: -1 }}
              aria-hidden
              data={s.vendorMix.map((m, i) => ({
                name: m.label,
                value: m.count,
                color: MIX_COLORS[i % MIX_COLORS.length]!,
              }))}
            />
            <Stack gap={2}>
              {s.vendorMix.map((m) => (
                <Text key={m.label} size="sm">
                  {m.label}: {m.count} ({m.percentage}%)
                </Text>
              ))}
            </Stack>
          </Group>
        )}
      </Panel>
    </SimpleGrid>
  );
}
