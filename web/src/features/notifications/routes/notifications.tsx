import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { NotificationItem } from '@/components/notifications/notification-item';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPages,
} from '@/components/notifications/notifications-api';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { MarkReadButton } from '@/components/notifications/mark-read-button';

/**
 * /notifications (spec 1 §2.1, §2.4): every notification of the signed-in user, read and unread, newest first, a page
 * at a time. The route is public, but shows its content only to a signed-in user.
 */
export function NotificationsRoute() {
  usePageTitle(t`Notifications`);
  const { user } = useSession();
  const pages = useNotificationPages(user?.id ?? null);
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();

  if (!user) {
    return (
      <PageContainer size="sm">
        <Stack gap="md">
          <Title order={1}>{VENDOR_DATES_MSG.notificationsTitle}</Title>
          <Text>{VENDOR_DATES_MSG.signInForNotifications}</Text>
          <Group>
            <Button component={Link} to={paths.auth}>
              <Trans>Login</Trans>
            </Button>
          </Group>
        </Stack>
      </PageContainer>
    );
  }

  const notifications = pages.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unreadCount = pages.data?.pages[0]?.unreadCount ?? 0;

  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>{VENDOR_DATES_MSG.notificationsTitle}</Title>
            <Text c="dimmed">{unreadCount ? t`${unreadCount} unread` : t`All caught up`}</Text>
          </Stack>
          {unreadCount > 0 && (
            <Button variant="light" loading={markAll.isPending} onClick={() => markAll.mutate()}>
              {VENDOR_DATES_MSG.markAllRead}
            </Button>
          )}
        </Group>

        {pages.isPending && <Loader role="status" aria-label={t`Loading notifications`} />}
        {pages.isError && (
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.notificationsLoadFailed}>
            {errorMessage(pages.error, VENDOR_DATES_MSG.notificationsFetchFailed)}
          </Alert>
        )}
        {pages.data && notifications.length === 0 && <Text c="dimmed">{VENDOR_DATES_MSG.noNotifications}</Text>}
        {notifications.length > 0 && (
          <Card padding="md">
            <Stack gap={0}>
              {notifications.map((n, i) => {
                const { title } = n;
                return (
                  <Stack key={n.id} gap={0}>
                    {i > 0 && <Divider my="sm" />}
                    <Group
                      wrap="nowrap"
                      align="flex-start"
                      gap="sm"
                      style={{ borderLeft: `3px solid ${n.isRead ? 'transparent' : 'var(--mantine-color-leaf-6)'}` }}
                      pl="sm"
                    >
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <NotificationItem
                          notification={n}
                          showVendorShortcut={user.role === 'admin'}
                          actions={
                            n.isRead ? (
                              <Text size="xs" c="dimmed">
                                <Trans>Read</Trans>
                              </Text>
                            ) : (
                              <MarkReadButton title={title} onMark={() => markOne.mutate(n.id)} />
                            )
                          }
                        />
                      </div>
                    </Group>
                  </Stack>
                );
              })}
            </Stack>
          </Card>
        )}
        {pages.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {VENDOR_DATES_MSG.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
    </PageContainer>
  );
}
