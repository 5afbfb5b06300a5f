import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { MarketDate } from '@shared/schemas/market-dates';

/** Spec 2 §9 fill thresholds: under 50 %, under 75 %, under 90 %, and full. */
function fillColor(percent: number): string {
  if (percent < 50) return 'red';
  if (percent < 75) return 'yellow';
  if (percent < 90) return 'blue';
  return 'leaf';
}

/** "12 / 24 assigned" with a bar, and the date's vendor cap. */
export function FillBadge({ date }: { date: MarketDate }) {
  const { t } = useLingui();
  const { assignedCount, spaceCount, maxVendors } = date;
  const percent = date.spaceCount ? Math.round((date.assignedCount / date.spaceCount) * 100) : 0;
  return (
    <Stack gap={4} miw={140}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600}>
          <Trans>
            {assignedCount} / {spaceCount} spaces
          </Trans>
        </Text>
        <Badge miw="max-content" size="sm" variant="light" color={fillColor(percent)}>
          {percent}%
        </Badge>
      </Group>
      <Progress value={percent} color={fillColor(percent)} size="sm" aria-label={t`${percent}% of spaces assigned`} />
      <Text size="xs" c="dimmed">
        {maxVendors === null ? t`No vendor limit` : t`Max ${maxVendors} vendors`}
      </Text>
    </Stack>
  );
}
