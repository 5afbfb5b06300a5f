/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { describe, expect, inject, it } from 'vitest';
import { makeNotificationsRepository } from '../../functions/lib/data/users/notifications.repository.js';
import { makeClient } from './client.js';
import { createTestUser, DEMO, localStores, signedInClient } from './factories.js';

/** Notifications (spec 1 §2.4): stored per user; the bell reads the unread ones, /notifications pages through all. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function userWithNotifications(count: number, over: { isCritical?: boolean } = {}) {
  const { ddb, tableName } = localStores();
  const repo = makeNotificationsRepository(ddb, tableName);
  const user = await createTestUser();
  for (let i = 0; i < count; i++) {
    await repo.notifyUsers([user.id], { title: `Note ${i + 1}`, message: `Message ${i + 1}`, ...over });
    await sleep(2); // distinct milliseconds, so "newest first" has one answer
  }
  return { user, api: await signedInClient(user.email, user.password) };
}

describe('notifications', () => {
  it('lists only the signed-in user’s own notifications, newest first', async () => {
    const a = await userWithNotifications(3);
    const b = await userWithNotifications(2);
    const res = await a.api.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.notifications.map((n: any) => n.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    expect(res.body.unreadCount).toBe(3);
    const theirs = (await b.api.get('/api/notifications')).body.notifications.map((n: any) => n.id);
    for (const n of res.body.notifications) expect(theirs).not.toContain(n.id);
    expect(res.body.notifications[0]).toMatchObject({ type: 'info', isCritical: false, isRead: false, metadata: {} });
  });

  it('filters to unread ones and marks one read; nobody can mark another user’s notification', async () => {
    const a = await userWithNotifications(3);
    const b = await userWithNotifications(1);
    const all = (await a.api.get('/api/notifications')).body.notifications;
    const read = await a.api.post(`/api/notifications/${all[1].id}/read`);
    expect(read).toMatchObject({ status: 200, body: { id: all[1].id, isRead: true } });
    expect(read.body.readAt).toEqual(expect.any(String));

    const unread = await a.api.get('/api/notifications?unreadOnly=true');
    expect(unread.body.notifications.map((n: any) => n.title)).toEqual(['Note 3', 'Note 1']);
    expect(unread.body.unreadCount).toBe(2);
    const everything = await a.api.get('/api/notifications');
    expect(everything.body.notifications).toHaveLength(3);
    expect(everything.body.notifications.find((n: any) => n.id === all[1].id).isRead).toBe(true);

    const bNote = (await b.api.get('/api/notifications')).body.notifications[0];
    expect((await a.api.post(`/api/notifications/${bNote.id}/read`)).status).toBe(404);
    expect((await b.api.get('/api/notifications?unreadOnly=true')).body.unreadCount).toBe(1);
  });

  it('marks all read, for the signed-in user only', async () => {
    const a = await userWithNotifications(4, { isCritical: true });
    const b = await userWithNotifications(2);
    const res = await a.api.post('/api/notifications/read-all');
    expect(res).toMatchObject({ status: 200, body: { updated: 4 } });
    const unread = await a.api.get('/api/notifications?unreadOnly=true');
    expect(unread.body).toMatchObject({ notifications: [], unreadCount: 0, nextCursor: null });
    expect((await a.api.get('/api/notifications')).body.notifications.every((n: any) => n.isRead)).toBe(true);
    expect((await b.api.get('/api/notifications?unreadOnly=true')).body.unreadCount).toBe(2);
    expect((await a.api.post('/api/notifications/read-all')).body.updated).toBe(0);
  });

  it('pages through every notification with a cursor', async () => {
    const a = await userWithNotifications(25);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res: any = await a.api.get(`/api/notifications?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      sizes.push(res.body.notifications.length);
      seen.push(...res.body.notifications.map((n: any) => n.title));
      cursor = res.body.nextCursor;
    } while (cursor && sizes.length < 10);
    expect(sizes.slice(0, 3)).toEqual([10, 10, 5]);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Note ${25 - i}`));

    // The unread list pages the same way.
    const first = await a.api.get('/api/notifications?unreadOnly=true&limit=20');
    expect(first.body.notifications).toHaveLength(20);
    const rest = await a.api.get(`/api/notifications?unreadOnly=true&limit=20&cursor=${first.body.nextCursor}`);
    expect(rest.body.notifications.map((n: any) => n.title)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('shows the admin the demo market’s unread notifications, the critical one included', async () => {
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    // Other files' applications add unread notifications of their own: follow the pages to the demo's.
    let res = await admin.get('/api/notifications?unreadOnly=true&limit=50');
    const unread: any[] = [];
    for (;;) {
      expect(res.status).toBe(200);
      unread.push(...res.body.notifications);
      if (!res.body.nextCursor) break;
      res = await admin.get(`/api/notifications?unreadOnly=true&limit=50&cursor=${res.body.nextCursor}`);
    }
    const critical = unread.find((n: any) => n.title === 'Document expired');
    expect(critical).toMatchObject({ isCritical: true, isRead: false });
    expect(critical.metadata.vendorId).toEqual(expect.any(String));
    expect(res.body.unreadCount).toBeGreaterThanOrEqual(2);
    expect(unread.every((n: any) => !n.isRead)).toBe(true);
  });

  it('needs a signed-in user and refuses a malformed query', async () => {
    const anonymous = makeClient(inject('baseUrl'));
    expect((await anonymous.get('/api/notifications')).status).toBe(401);
    expect((await anonymous.post('/api/notifications/read-all')).status).toBe(401);
    const a = await userWithNotifications(0);
    expect((await a.api.get('/api/notifications?limit=5000')).status).toBe(400);
    expect((await a.api.get('/api/notifications?cursor=%7B%22pk%22%7D')).status).toBe(400);
  });
});
