import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Statistics } from '@shared/schemas/date-dashboard';
import { formatDollars } from '@/lib/money';
import { useCard } from '../api/date-dashboard';
import { countAxis } from '../lib/count-axis';

const MIX_COLORS = ['leaf.6', 'blue.6', 'orange.6', 'grape.6', 'teal.6', 'red.6', 'yellow.6', 'gray.6'];

/** "+12.5% vs May 4" or nothing when there is no earlier date to compare with. */
function Change({ value, unit = '%', previous }: { value: number | null; unit?: string; previous: string | null }) {
  if (value === null || !previous) return null;
  return (
    <Text size="xs" c={value >= 0 ? 'leaf.8' : 'red.8'}>
      {value >= 0 ? '+' : ''}
      {value}
      {unit} vs previous market
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
  const stats = useCard(id, 'statistics', type);
  if (stats.isPending)
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        aria-busy="true"
        role="status"
        aria-label="Loading market statistics"
      >
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} height={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (stats.isError)
    return (
      <Alert color="red" variant="light">
        Failed to load market statistics. Please try refreshing the page.
      </Alert>
    );
  return <Panels s={stats.data} />;
}

function Panels({ s }: { s: Statistics }) {
  const prev = s.previousDate;
  const paymentData = [
    { name: 'Paid', value: s.paymentGroups.paid, color: 'green.6' },
    { name: 'Unpaid', value: s.paymentGroups.unpaid, color: 'red.6' },
    { name: 'N/A', value: s.paymentGroups['not-required'], color: 'gray.5' },
  ].filter((d) => d.value > 0);
  const statusData = Object.entries(s.requestStatusCounts).map(([status, count]) => ({
    status: status[0]!.toUpperCase() + status.slice(1),
    count,
  }));
  const statusAxis = countAxis(Math.max(0, ...statusData.map((d) => d.count)));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Panel title="Market Proceeds">
        <Big>{formatDollars(s.marketRevenue)}</Big>
        <Change value={s.marketRevenueChange} previous={prev} />
        <Text size="sm" c="dimmed">
          {s.approvedRequests} approved · {s.canceledRequests} canceled · {s.totalRequests} requests
        </Text>
      </Panel>
      <Panel title="Avg. Market Proceeds per Vendor">
        <Big>{formatDollars(s.averageMarketRevenuePerVendor)}</Big>
        <Change value={s.avgMarketRevenueChange} previous={prev} />
        <Text size="sm" c="dimmed">
          Average space price {formatDollars(s.averageSpacePrice)}
        </Text>
      </Panel>
      <Panel title="Space Utilization">
        <Big>{s.spaceUtilization}%</Big>
        <Progress value={s.spaceUtilization} aria-label="Space utilization" />
        <Change value={s.utilizationChange} unit=" pts" previous={prev} />
        <Text size="sm" c="dimmed">
          {s.assignedSpaces} of {s.totalSpaces} spaces assigned
        </Text>
      </Panel>
      <Panel title="Vendor Retention Rate">
        <Big>{s.vendorRetentionRate === null ? 'N/A' : `${s.vendorRetentionRate}%`}</Big>
        <Text size="sm" c="dimmed">
          {prev ? 'of the previous market’s vendors are back' : 'No previous market date to compare with'}
        </Text>
      </Panel>
      <Panel title="Payment Status">
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
            <Text size="sm">{s.paymentCompletionRate}% of the amount due collected</Text>
            <Text size="sm">Collected {formatDollars(s.totalCollected)}</Text>
            <Text size="sm">Outstanding {formatDollars(s.totalOutstanding)}</Text>
            <Text size="sm" c="dimmed">
              {s.paymentGroups.paid} paid · {s.paymentGroups.unpaid} unpaid · {s.paymentGroups['not-required']} N/A
            </Text>
          </Stack>
        </Group>
      </Panel>
      <Panel title="Vendor Gross Sales">
        <Big>{formatDollars(s.totalVendorProceeds)}</Big>
        <Text size="sm" c="dimmed">
          Average {formatDollars(s.averageVendorProceedsPerVendor)} per reporting vendor
        </Text>
      </Panel>
      <Panel title="Space Details">
        <Text size="sm">Total spaces: {s.totalSpaces}</Text>
        <Text size="sm">Assigned: {s.assignedSpaces}</Text>
        <Text size="sm">Available: {s.totalSpaces - s.assignedSpaces}</Text>
        <Text size="sm">Average space price: {formatDollars(s.averageSpacePrice)}</Text>
      </Panel>
      <Panel title="Vendor Status">
        <Text size="sm">{s.totalVendors} vendors approved</Text>
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
      <Panel title="Vendor Mix">
        {s.vendorMix.length === 0 ? (
          <Text size="sm" c="dimmed">
            No approved vendors yet.
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
