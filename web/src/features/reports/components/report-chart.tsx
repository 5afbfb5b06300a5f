import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { REPORTS_MSG } from '@shared/reports-messages';
import type { ReportName, ReportRow } from '@shared/schemas/reports';
import { formatDollars, formatWholeDollars } from '@/lib/money';

/** Attendance and proceeds across the season: a trend reads better as a line than as a column of numbers. */
export function ReportChart({ name, series }: { name: ReportName; series: readonly ReportRow[] }) {
  if (series.length < 2) return null;
  const data = series.map((s) => ({ ...s }));
  return (
    <Paper withBorder radius="md" p="md" aria-label={REPORTS_MSG.seasonTrend} role="figure">
      <Title order={2} size="h4" mb="sm">
        {REPORTS_MSG.seasonTrend}
      </Title>
      {name === 'attendance' ? (
        <LineChart
          h={260}
          data={data}
          dataKey="date"
          withLegend
          curveType="monotone"
          series={[
            { name: 'approved', label: 'Approved', color: 'blue.6' },
            { name: 'attended', label: 'Attended', color: 'teal.7' },
            { name: 'canceled', label: 'Canceled', color: 'red.6' },
          ]}
        />
      ) : (
        <BarChart
          h={260}
          data={data}
          dataKey="date"
          withLegend
          valueFormatter={(cents) => formatDollars(cents)}
          yAxisProps={{ tickFormatter: (cents: number) => formatWholeDollars(cents) }}
          series={[
            { name: 'grossSales', label: 'Gross sales', color: 'blue.6' },
            { name: 'marketRevenue', label: 'Market revenue', color: 'teal.7' },
            { name: 'collected', label: 'Collected', color: 'grape.6' },
          ]}
        />
      )}
    </Paper>
  );
}
