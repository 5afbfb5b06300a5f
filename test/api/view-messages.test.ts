/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { MESSAGE_LOG_MAX_READS } from '../../functions/message-log/message-log.service.js';
import { MESSAGE_LOG_MSG } from '../../shared/schemas/message-log.js';
import type { ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { listMailbox } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';
import { everyPage } from './paging.js';

/**
 * View Messages (GET /api/messages, POST /api/messages/{id}/resend) against the local stack, where the mailbox
 * refuses any bounce@ / bounce+…@ address for good, as SES refuses a suppressed one.
 */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
const DATE = '2095-03-06';
let admin: ApiClient;
let bouncing: VendorItem;
let reaching: VendorItem;
let reminderId: string;

async function vendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
  const v = await fx.vendor(over);
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

async function deadLetters(): Promise<any[]> {
  const res = await fetch(new URL('/_dead-letters.json', baseUrl));
  return ((await res.json()) as { deadLetters: any[] }).deadLetters;
}

/**
 * Every logged message to an address, newest first, through the API: page after page, because other test files of
 * the run log messages too, some of them at later test-clock times than these.
 */
async function logTo(to: string, query = ''): Promise<any[]> {
  await listMailbox(baseUrl); // waits until the worker has processed what was enqueued
  const { rows } = await everyPage(admin, `/api/messages${query.replace(/^&/, '?')}`, 100, (body) => body.messages);
  return rows.filter((m: any) => m.recipient.email === to || m.recipient.phone === to);
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const date = await fx.marketDate(DATE);
  bouncing = await vendor({ email: `bounce+${ulid().toLowerCase()}@example.com`, contactName: 'Robin Bounce' });
  reaching = await vendor({ email: `reach-${ulid().toLowerCase()}@example.com` });
  const res = await admin.post(`/api/market-dates/${date.id}/remind`, { vendorIds: [bouncing.id, reaching.id] });
  expect(res.status, res.text).toBe(200);
  const [failed] = await logTo(bouncing.email, '&status=failed');
  reminderId = failed.id;
});

afterAll(() => fx.cleanup());

describe('View Messages', () => {
  it('shows a message the provider refused as failed, with its error, subject, template and recipient', async () => {
    const [m] = await logTo(bouncing.email, '&status=failed');
    expect(m).toMatchObject({
      id: reminderId,
      channel: 'email',
      status: 'failed',
      templateId: 'request_reminder',
      templateName: 'Space request reminder',
      recipient: { id: bouncing.id, name: bouncing.name, email: bouncing.email, phone: null },
      sentAt: null,
      canResend: true,
    });
    expect(m.subject).toMatch(/^Will we see you on /);
    expect(m.error).toMatch(/^MessageRejected: .*local bounce list/);
    // Nothing reached the mailbox for that address.
    expect((await listMailbox(baseUrl)).filter((e) => e.to === bouncing.email)).toEqual([]);
  });

  it('puts the refused message on the dead-letter queue with its reason', async () => {
    const letter = (await deadLetters()).find((d) => d.messageId === reminderId);
    expect(letter).toMatchObject({ to: bouncing.email, templateId: 'request_reminder' });
    expect(letter.reason).toMatch(/^MessageRejected: /);
  });

  it('filters by status, channel, template and date range, newest first', async () => {
    expect((await logTo(bouncing.email, '&status=sent')).map((m) => m.id)).not.toContain(reminderId);
    expect((await logTo(bouncing.email, '&channel=sms')).map((m) => m.id)).not.toContain(reminderId);
    expect((await logTo(bouncing.email, '&templateId=password_reset')).map((m) => m.id)).not.toContain(reminderId);
    expect((await logTo(bouncing.email, '&templateId=request_reminder&channel=email')).map((m) => m.id)).toContain(
      reminderId,
    );
    expect((await logTo(bouncing.email, '&from=2020-01-01&to=2020-12-31')).map((m) => m.id)).toEqual([]);

    const all = (await admin.get('/api/messages?limit=50')).body.messages as any[];
    const times = all.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages with a cursor, in a fixed number of reads whatever the log holds', async () => {
    const first = await admin.get('/api/messages?limit=1');
    expect(first.body.messages).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await admin.get(`/api/messages?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.status, second.text).toBe(200);
    expect(second.body.messages[0].id).not.toBe(first.body.messages[0].id);
    expect(second.body.messages[0].createdAt <= first.body.messages[0].createdAt).toBe(true);

    const filtered = await admin.get('/api/messages?limit=100&channel=sms&templateId=request_reminder');
    expect(filtered.status).toBe(200);
    // The session's own reads, then at most MESSAGE_LOG_MAX_READS queries.
    expect(admin.ddbRequests(filtered)).toBeLessThanOrEqual(MESSAGE_LOG_MAX_READS + 2);
  });

  it('refuses a cursor or a filter it does not know', async () => {
    expect((await admin.get('/api/messages?cursor=abc')).status).toBe(400);
    expect((await admin.get('/api/messages?status=lost')).status).toBe(400);
    expect((await admin.get('/api/messages?from=2026-02-30')).status).toBe(400);
  });

  it('resends a failed message as a new message linked to the old one, once', async () => {
    const res = await admin.post(`/api/messages/${reminderId}/resend`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ resendOf: reminderId, id: expect.any(String) });

    const log = await logTo(bouncing.email);
    const old = log.find((m) => m.id === reminderId);
    const copy = log.find((m) => m.id === res.body.id);
    expect(old).toMatchObject({ resentAs: res.body.id, canResend: false });
    // The worker took the copy: the same address refuses it again, so it is failed with the same reason.
    expect(copy).toMatchObject({ resendOf: reminderId, status: 'failed', subject: old.subject });
    expect(copy.error).toMatch(/^MessageRejected: /);
    expect((await deadLetters()).map((d) => d.messageId)).toContain(res.body.id);

    const again = await admin.post(`/api/messages/${reminderId}/resend`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGE_LOG_MSG.alreadyResent);
  });

  it('refuses to resend a message whose one-time link was never stored', async () => {
    const user = await createTestUser({ email: `bounce+${ulid().toLowerCase()}@example.com` });
    const forgot = await admin.post('/api/auth/forgot-password', { emailOrPhone: user.email });
    expect(forgot.status, forgot.text).toBe(200);
    const [reset] = await logTo(user.email, '&templateId=password_reset');
    expect(reset).toMatchObject({ status: 'failed', canResend: false, templateId: 'password_reset' });

    const res = await admin.post(`/api/messages/${reset.id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This message held a one-time link and cannot be resent; ask the person to request a new one.',
    );
  });

  it('refuses to resend a message that did not fail, and one that does not exist', async () => {
    const [sent] = await logTo(reaching.email, '&status=sent');
    expect(sent).toMatchObject({ status: 'sent', error: null, canResend: false, sentAt: expect.any(String) });
    const res = await admin.post(`/api/messages/${sent.id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGE_LOG_MSG.notFailed);
    const missing = await admin.post(`/api/messages/${ulid()}/resend`);
    expect(missing.status).toBe(404);
  });

  it('is for admins only: a vendor user gets 403', async () => {
    const vendorUser = await signedInClient(DEMO.vendor, DEMO.password);
    expect((await vendorUser.get('/api/messages')).status).toBe(403);
    expect((await vendorUser.post(`/api/messages/${reminderId}/resend`)).status).toBe(403);
  });
});
