import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Text } from '@mantine/core';
import { expiryBadge, type ExpiryBadgeColor } from '@/i18n/shared/document-rules';
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
  if (!expirationDate)
    return (
      <Text size="sm">
        <Trans>No expiration</Trans>
      </Text>
    );
  const badge = expiryBadge(expirationDate, now, timeZone);
  return (
    <Badge color={COLORS[badge.color]} variant="light" miw="max-content" title={formatMarketDate(expirationDate)}>
      {badge.label}
    </Badge>
  );
}

const STATUS_COLORS = { pending: 'yellow', approved: 'leaf', rejected: 'red' } as const;
/** Read at render: the labels follow the reader's language. */
const statusLabels = () => ({ pending: t`Pending`, approved: t`Approved`, rejected: t`Rejected` });

export function DocumentStatusBadge({ status }: { status: keyof typeof STATUS_COLORS }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {statusLabels()[status]}
    </Badge>
  );
}
