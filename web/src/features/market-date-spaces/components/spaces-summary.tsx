import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { formatDollars } from '@/lib/money';
import type { SpacesSummary as Summary } from '../lib/spaces-view';

/** Spec 2 §2.1: Total Spaces, Assigned, Available, Total Base Price (dollars, 2 decimals). */
export function SpacesSummary({ summary }: { summary: Summary }) {
  const { t } = useLingui();
  const badges = [
    { key: 'total', label: t`Total Spaces`, value: String(summary.total), color: 'gray' },
    { key: 'assigned', label: t`Assigned`, value: String(summary.assigned), color: 'blue' },
    { key: 'available', label: t`Available`, value: String(summary.available), color: 'green' },
    { key: 'price', label: t`Total Base Price`, value: formatDollars(summary.totalBasePrice), color: 'grape' },
  ];
  return (
    <Group gap="xs" aria-label={t`Summary`}>
      {badges.map((b) => (
        <Badge key={b.key} size="lg" variant="light" color={b.color} tt="none">
          {b.label}: {b.value}
        </Badge>
      ))}
    </Group>
  );
}
