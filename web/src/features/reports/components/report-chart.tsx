import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useLingui } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import type { ReportName, ReportRow } from '@shared/schemas/reports';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';
import { formatDollars, formatWholeDollars } from '@/lib/money';

/** Attendance and proceeds across the season: a trend reads better as a line than as a column of numbers. */
export function ReportChart({ name, series }: { name: ReportName; series: readonly ReportRow[] }) {
  const { t } = useLingui();
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
            { name: 'approved', label: t({ message: 'Approved', context: 'report count' }), color: 'blue.6' },
            { name: 'attended', label: t({ message: 'Attended', context: 'report count' }), color: 'teal.7' },
            { name: 'canceled', label: t({ message: 'Canceled', context: 'report count' }), color: 'red.6' },
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
            { name: 'grossSales', label: t`Gross sales`, color: 'blue.6' },
            { name: 'marketRevenue', label: t`Market revenue`, color: 'teal.7' },
            { name: 'collected', label: t`Collected`, color: 'grape.6' },
          ]}
        />
      )}
    </Paper>
  );
}
