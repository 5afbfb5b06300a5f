import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import { statusBadge } from '@shared/space-request-rules';

/** The styles of spec 1 §3's status mapping, in the app's colours. */
const COLOR: Record<ReturnType<typeof statusBadge>, string> = {
  success: 'leaf',
  destructive: 'red',
  warning: 'yellow',
  secondary: 'gray',
};

const LABEL: Record<string, MessageDescriptor> = {
  requested: msg({ message: 'Requested', context: 'space request status' }),
  approved: msg({ message: 'Approved', context: 'space request status' }),
  confirmed: msg({ message: 'Confirmed', context: 'space request status' }),
  skipped: msg({ message: 'Skipped', context: 'space request status' }),
  canceled: msg({ message: 'Canceled', context: 'space request status' }),
  cancelled: msg({ message: 'Cancelled', context: 'space request status' }),
  rejected: msg({ message: 'Rejected', context: 'space request status' }),
};

/** A space request's status as a badge: approved green, rejected and canceled red, skipped yellow, others grey. */
export function RequestStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const { i18n } = useLingui();
  const tone = statusBadge(status);
  const label = LABEL[status];
  return (
    // Never narrower than its word: a crowded table row wraps its other cells instead of cutting the status.
    <Badge
      color={COLOR[tone]}
      variant={tone === 'warning' ? 'filled' : 'light'}
      data-tone={tone}
      miw="max-content"
      {...props}
    >
      {label ? i18n._(label) : status}
    </Badge>
  );
}
