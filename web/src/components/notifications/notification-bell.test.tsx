import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '@shared/schemas/notifications';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const note = (over: Partial<NotificationDto>): NotificationDto => ({
  id: 'n1',
  type: 'info',
  title: 'New vendor application',
  message: 'Bee Happy Honey applied.',
  isCritical: false,
  isRead: false,
  readAt: null,
  createdAt: '2025-06-01T17:00:00.000Z',
  metadata: {},
  ...over,
});
const list = (notifications: NotificationDto[]) => ({
  body: { notifications, nextCursor: null, unreadCount: notifications.length },
});

describe('the notification bell (spec 1 §2.4)', () => {
  it('lists the unread notifications with the admin’s vendor shortcut, and turns red for a critical one', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/notifications': list([
        note({ id: 'n2', title: 'Document expired', isCritical: true, type: 'warning', metadata: { vendorId: 'v-9' } }),
        note({ id: 'n1', metadata: { vendorId: 'v-1' } }),
      ]),
    });
    renderApp('/admin');
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell).toHaveAttribute('data-critical', 'true');
    expect(api.callsTo('GET', '/api/notifications')[0]!.query.get('unreadOnly')).toBe('true');

    await userEvent.setup().click(bell);
    const dropdown = await screen.findByTestId('notification-bell-dropdown');
    expect(within(dropdown).getByText('Document expired')).toBeInTheDocument();
    expect(within(dropdown).getByText('Critical')).toBeInTheDocument();
    const shortcuts = within(dropdown).getAllByRole('link', { name: 'View vendor' });
    expect(shortcuts.map((a) => a.getAttribute('href'))).toEqual(['/vendor/v-9', '/vendor/v-1']);
    expect(within(dropdown).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/notifications');
    expect(within(dropdown).getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    let read = false;
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/notifications': () => (read ? list([]) : list([note({})])),
      'POST /api/notifications/read-all': () => {
        read = true;
        return { body: { updated: 1 } };
      },
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(VENDOR_DATES_MSG.noNewNotifications)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('data-critical', 'false');
  });

  it('shows "No new notifications" and no vendor shortcut to a vendor user', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': { status: 500, body: {} },
      'GET /api/notifications': list([]),
    });
    renderApp('/vendor/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(VENDOR_DATES_MSG.noNewNotifications)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View vendor' })).not.toBeInTheDocument();
  });

  it('says "Failed to load notifications" when the call fails', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/notifications': { status: 500, body: {} } });
    renderApp('/admin');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toBeEnabled());
    await user.click(bell);
    expect(await screen.findByText(VENDOR_DATES_MSG.notificationsLoadFailed)).toBeInTheDocument();
  });

  it('shows the unread count beside the admin menu’s Notifications entry', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/notifications': list([note({ id: 'a' }), note({ id: 'b' }), note({ id: 'c' })]),
    });
    renderApp('/admin');
    const entry = await screen.findByRole('link', { name: /^Notifications/ });
    expect(entry).toHaveAttribute('href', '/notifications');
    expect(await within(entry).findByLabelText('3 unread')).toHaveTextContent('3');
  });

  it('shows "99+" for more than 99 unread, whole, beside the bell rather than over it', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/notifications': { body: { notifications: [note({ id: 'a' })], nextCursor: null, unreadCount: 150 } },
    });
    renderApp('/admin');
    const bell = await screen.findByRole('button', { name: 'Notifications (150 unread)' });
    const count = screen.getByTestId('bell-count');
    expect(count).toHaveTextContent(/^99\+$/);
    expect(bell).not.toContainElement(count);
    const entry = screen.getByRole('link', { name: /^Notifications/ });
    expect(within(entry).getByLabelText('150 unread')).toHaveTextContent(/^99\+$/);
  });
});
