import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { IconBell } from '@/components/ui/shell-icons';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session';
import { NotificationItem } from './notification-item';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useUnreadNotifications } from './notifications-api';
import { unreadCountText } from './unread-count-text';
import { MarkReadButton } from './mark-read-button';

/**
 * The bell in the signed-in header (spec 1 §2.4): the unread notifications, polled every 30 s, with "Mark all read"
 * and "View All". A critical unread notification turns it red.
 */
export function NotificationBell({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadNotifications(user.id);
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const count = unread.data?.unreadCount ?? 0;
  const critical = unread.data?.notifications.some((n) => n.isCritical) ?? false;
  const close = () => setOpened(false);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal>
      {/* The count sits beside the bell, raised like a superscript, so that even "99+" never covers the bell. The
          popover's target is the button itself: the expanded/popup state belongs on it, not on the badge. */}
      <Box pos="relative" style={{ display: 'inline-flex', flexShrink: 0 }}>
        <Popover.Target>
          <ActionIcon
            variant={critical ? 'filled' : 'subtle'}
            color={critical ? 'red' : 'gray'}
            size="lg"
            radius="xl"
            onClick={() => setOpened((o) => !o)}
            aria-label={count ? t`Notifications (${count} unread)` : t`Notifications`}
            data-critical={critical}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        {count > 0 && (
          <Badge
            size="sm"
            color="red"
            variant="filled"
            aria-hidden
            data-testid="bell-count"
            px={5}
            miw={18}
            ml={-6}
            mt={-4}
            // The bell's own label carries the count; the badge is only its picture.
            styles={{
              root: { flexShrink: 0, overflow: 'visible', pointerEvents: 'none', alignSelf: 'flex-start' },
              label: { overflow: 'visible', textOverflow: 'clip' },
            }}
          >
            {unreadCountText(count)}
          </Badge>
        )}
      </Box>
      <Popover.Dropdown p={0} aria-label={t`Unread notifications`} data-testid="notification-bell-dropdown">
        <Group justify="space-between" px="md" py="sm">
          <Text fw={700}>{VENDOR_DATES_MSG.notificationsTitle}</Text>
          {count > 0 && (
            <Button size="compact-sm" variant="subtle" loading={markAll.isPending} onClick={() => markAll.mutate()}>
              {VENDOR_DATES_MSG.markAllRead}
            </Button>
          )}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap={0} px="md" py="xs">
            {unread.isPending && <Loader size="sm" my="sm" role="status" aria-label={t`Loading notifications`} />}
            {unread.isError && !unread.data && (
              <Text c="red" size="sm" py="sm">
                {VENDOR_DATES_MSG.notificationsLoadFailed}
              </Text>
            )}
            {unread.data && unread.data.notifications.length === 0 && (
              <Text c="dimmed" size="sm" py="sm">
                {VENDOR_DATES_MSG.noNewNotifications}
              </Text>
            )}
            {unread.data?.notifications.map((n, i) => {
              const { title } = n;
              return (
                <Stack key={n.id} gap={0}>
                  {i > 0 && <Divider my={6} />}
                  <NotificationItem
                    notification={n}
                    showVendorShortcut={user.role === 'admin'}
                    onNavigate={close}
                    actions={<MarkReadButton title={title} onMark={() => markOne.mutate(n.id)} />}
                  />
                </Stack>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" p="xs">
          <Button component={Link} to={paths.notifications} variant="subtle" size="compact-sm" onClick={close}>
            {VENDOR_DATES_MSG.viewAll}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
