import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NotificationDto } from '@shared/schemas/notifications';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';

const TYPE_COLOR: Record<NotificationDto['type'], string> = {
  info: 'blue',
  warning: 'yellow',
  error: 'red',
  success: 'leaf',
};

const TYPE_LABEL: Record<NotificationDto['type'], MessageDescriptor> = {
  info: msg`info`,
  warning: msg`warning`,
  error: msg`error`,
  success: msg`success`,
};

/**
 * One notification: title, message and time; critical ones are marked; admins get a shortcut to the vendor the
 * notification is about (spec 1 §2.4).
 */
export function NotificationItem({
  notification,
  showVendorShortcut,
  onNavigate,
  actions,
}: {
  notification: NotificationDto;
  showVendorShortcut: boolean;
  onNavigate?: () => void;
  actions?: ReactNode;
}) {
  const { i18n } = useLingui();
  const timeZone = useMarketTimeZone();
  const vendorId = notification.metadata.vendorId;
  return (
    <Stack gap={2} data-testid="notification" data-read={notification.isRead}>
      <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
        <Group gap={6} wrap="wrap">
          <Text fw={notification.isRead ? 500 : 700} size="sm">
            {notification.title}
          </Text>
          {notification.isCritical && (
            <Badge size="xs" color="red" variant="filled">
              <Trans>Critical</Trans>
            </Badge>
          )}
          {!notification.isCritical && notification.type !== 'info' && (
            <Badge size="xs" color={TYPE_COLOR[notification.type]} variant="light">
              {i18n._(TYPE_LABEL[notification.type])}
            </Badge>
          )}
        </Group>
        {actions}
      </Group>
      <Text size="sm" c="dimmed">
        {notification.message}
      </Text>
      <Group gap="sm">
        <Text size="xs" c="dimmed">
          {formatInstant(notification.createdAt, timeZone)}
        </Text>
        {showVendorShortcut && vendorId && (
          <Anchor component={Link} to={paths.vendorDetails(vendorId)} size="xs" onClick={onNavigate}>
            <Trans>View vendor</Trans>
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
