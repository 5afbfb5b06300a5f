import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { tenderSplit, type Tender, type TenderAmounts } from '@shared/tenders';
import { formatDollars } from '@/lib/money';

/** A request's split in one line for a table cell: "Card $600.00 · SNAP/EBT tokens $200.00". */
export function splitText(split: TenderAmounts | null, tenders: readonly Pick<Tender, 'code' | 'label'>[]): string {
  if (!split) return '—';
  // In the market's order (a stored map keeps none), codes no longer listed last.
  const order = new Map(tenders.map((t, i) => [t.code, i]));
  const labels = new Map(tenders.map((t) => [t.code, t.label]));
  return Object.entries(split)
    .sort(([a], [b]) => (order.get(a) ?? tenders.length) - (order.get(b) ?? tenders.length))
    .map(([code, cents]) => `${labels.get(code) ?? code} ${formatDollars(cents)}`)
    .join(' · ');
}

/**
 * The date's gross sales by tender: each tender's sum over the vendors who split their sales, with its share, and
 * the sales nobody split shown apart so the parts never claim the whole. Nothing when nobody split.
 */
export function TenderSplit(props: {
  rows: readonly { grossSales: number | null; salesByTender: TenderAmounts | null }[];
  tenders: Tender[];
}) {
  const { t } = useLingui();
  const split = tenderSplit(props.rows, props.tenders);
  if (split.splitTotal === 0) return null;
  const unsplit = formatDollars(split.unsplit);
  return (
    <Card withBorder radius="md" padding="md" aria-label={t`Sales by tender`} component="section">
      <Text fw={700} mb="xs">
        <Trans>Sales by tender</Trans>
      </Text>
      <Stack gap={8}>
        {split.lines
          .filter((line) => line.cents > 0)
          .map((line) => (
            <div key={line.code}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{line.label}</Text>
                <Text size="sm" fw={600}>
                  {formatDollars(line.cents)} ({line.percent}%)
                </Text>
              </Group>
              <Progress value={line.percent} size="sm" aria-label={`${line.label}: ${line.percent}%`} />
            </div>
          ))}
      </Stack>
      {split.unsplit > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>Not split by tender: {unsplit}</Trans>
        </Text>
      )}
    </Card>
  );
}
