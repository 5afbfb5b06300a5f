import { Badge, Group } from '@mantine/core';
import { formatDollars } from '@/lib/money';
import type { SpacesSummary as Summary } from '../lib/spaces-view';

/** Spec 2 §2.1: Total Spaces, Assigned, Available, Total Base Price (dollars, 2 decimals). */
export function SpacesSummary({ summary }: { summary: Summary }) {
  const badges = [
    { label: 'Total Spaces', value: String(summary.total), color: 'gray' },
    { label: 'Assigned', value: String(summary.assigned), color: 'blue' },
    { label: 'Available', value: String(summary.available), color: 'green' },
    { label: 'Total Base Price', value: formatDollars(summary.totalBasePrice), color: 'grape' },
  ];
  return (
    <Group gap="xs" aria-label="Summary">
      {badges.map((b) => (
        <Badge key={b.label} size="lg" variant="light" color={b.color} tt="none">
          {b.label}: {b.value}
        </Badge>
      ))}
    </Group>
  );
}
