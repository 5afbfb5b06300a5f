/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { describe, expect, it } from 'vitest';
import { makeNotificationsRepository } from '../../functions/lib/data/users/notifications.repository.js';
import { TEST_NOW_HEADER } from '../../local/api-server.js';
import { createTestUser, localStores, signedInClient } from './factories.js';

/**
 * The test stack runs a request at the time its clock header names, and every service and repository reads "now"
 * from that one clock: here the notifications route, whose repository stamped the machine's time before.
 */
describe('the test stack’s clock header', () => {
  it('moves the time a notification is marked read, as the user sees it', async () => {
    const { ddb, tableName } = localStores();
    const user = await createTestUser();
    await makeNotificationsRepository(ddb, tableName).notifyUsers([user.id], { title: 'Clock', message: 'Read me' });
    const api = await signedInClient(user.email, user.password);
    const [note] = (await api.get('/api/notifications')).body.notifications;

    const at = '2031-03-04T05:06:07.000Z';
    const read = await api.request<any>('POST', `/api/notifications/${note.id}/read`, {
      headers: { [TEST_NOW_HEADER]: at },
    });
    expect(read).toMatchObject({ status: 200, body: { id: note.id, isRead: true } });
    // The shifted clock moves on from the named instant while the request runs.
    const elapsed = Date.parse(read.body.readAt) - Date.parse(at);
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(60_000);
  });
});
