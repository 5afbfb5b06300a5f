import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '@shared/schemas/notifications';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { makeUser, mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const note = (i: number, isRead = false): NotificationDto => ({
  id: `n${i}`,
  type: 'info',
  title: `Note ${i}`,
  message: `Message ${i}`,
  isCritical: false,
  isRead,
  readAt: isRead ? '2025-06-01T18:00:00.000Z' : null,
  createdAt: '2025-06-01T17:00:00.000Z',
  metadata: {},
});

describe('the notifications page', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/notifications': { body: { notifications: [note(2), note(1, true)], nextCursor: null, unreadCount: 1 } },
    });
    renderApp('/notifications');
    expect(await screen.findByText('1 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar "Note 2" como leída' })).toBeInTheDocument();
    expect(screen.getByText('Leída')).toBeInTheDocument();
  });

  it('lists read and unread notifications newest first and loads more', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/notifications': ({ query }) => {
        if (query.get('unreadOnly')) return { body: { notifications: [], nextCursor: null, unreadCount: 1 } };
        return query.get('cursor') === 'n2'
          ? { body: { notifications: [note(1, true)], nextCursor: null, unreadCount: 1 } }
          : { body: { notifications: [note(3), note(2, true)], nextCursor: 'n2', unreadCount: 1 } };
      },
    });
    renderApp('/notifications');
    expect(await screen.findByText('Note 3')).toBeInTheDocument();
    expect(screen.getByText('Note 2')).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: VENDOR_DATES_MSG.loadMore }));
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VENDOR_DATES_MSG.loadMore })).not.toBeInTheDocument();
    const pages = api.callsTo('GET', '/api/notifications').filter((c) => !c.query.get('unreadOnly'));
    expect(pages.map((c) => c.query.get('cursor'))).toEqual([null, 'n2']);
    expect(screen.getAllByTestId('notification').map((n) => n.getAttribute('data-read'))).toEqual([
      'false',
      'true',
      'true',
    ]);
  });

  it('shows the empty state', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/notifications': { body: { notifications: [], nextCursor: null, unreadCount: 0 } },
    });
    renderApp('/notifications');
    expect(await screen.findByText(VENDOR_DATES_MSG.noNotifications)).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/notifications': { status: 500, body: {} } });
    renderApp('/notifications');
    expect(await screen.findByText(VENDOR_DATES_MSG.notificationsLoadFailed)).toBeInTheDocument();
  });

  it('is reachable without signing in, but shows nothing private', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/notifications');
    expect(await screen.findByText(VENDOR_DATES_MSG.signInForNotifications)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/notifications')).toHaveLength(0);
  });
});
