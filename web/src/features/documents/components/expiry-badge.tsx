import { Badge, Text } from '@mantine/core';
import { expiryBadge, type ExpiryBadgeColor } from '@shared/document-rules';
import { formatMarketDate } from '@/lib/format-date';

const COLORS: Record<ExpiryBadgeColor, string> = {
  destructive: 'red',
  warning: 'orange',
  info: 'blue',
  secondary: 'gray',
  success: 'leaf',
};

/** The expiration date with its badge (spec 3 §4), days counted in the market's zone; nothing when it never expires. */
export function ExpiryBadge({
  expirationDate,
  timeZone,
  now = new Date(),
}: {
  expirationDate: string | null;
  timeZone: string;
  now?: Date;
}) {
  if (!expirationDate) return <Text size="sm">No expiration</Text>;
  const badge = expiryBadge(expirationDate, now, timeZone);
  return (
    <Badge color={COLORS[badge.color]} variant="light" miw="max-content" title={formatMarketDate(expirationDate)}>
      {badge.label}
    </Badge>
  );
}

const STATUS_COLORS = { pending: 'yellow', approved: 'leaf', rejected: 'red' } as const;
const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export function DocumentStatusBadge({ status }: { status: keyof typeof STATUS_COLORS }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
