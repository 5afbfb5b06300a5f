import { Badge, type BadgeProps } from '@mantine/core';
import { statusBadge } from '@shared/space-request-rules';

/** The styles of spec 1 §3's status mapping, in the app's colours. */
const COLOR: Record<ReturnType<typeof statusBadge>, string> = {
  success: 'leaf',
  destructive: 'red',
  warning: 'yellow',
  secondary: 'gray',
};

const LABEL: Record<string, string> = {
  requested: 'Requested',
  approved: 'Approved',
  confirmed: 'Confirmed',
  skipped: 'Skipped',
  canceled: 'Canceled',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** A space request's status as a badge: approved green, rejected and canceled red, skipped yellow, others grey. */
export function RequestStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const tone = statusBadge(status);
  return (
    // Never narrower than its word: a crowded table row wraps its other cells instead of cutting the status.
    <Badge
      color={COLOR[tone]}
      variant={tone === 'warning' ? 'filled' : 'light'}
      data-tone={tone}
      miw="max-content"
      {...props}
    >
      {LABEL[status] ?? status}
    </Badge>
  );
}
