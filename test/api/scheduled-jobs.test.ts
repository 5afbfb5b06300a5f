/**
 * The scheduled jobs (issue 13), each run through `POST /_jobs/{name}?at=…` as the local runtime runs them, twice:
 * a second run sends no message and adds no fee the first did not. Each part of the market here lives in a year of
 * its own far ahead (2071–2074), so the jobs, run as of those days, see only this file's dates and documents.
 */
import { fromKey } from '../../functions/lib/data/toolkit/index.js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { keys, TABLE_INDEXES } from '../../functions/lib/data/keys.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { PERMISSION_CODES } from '../../shared/permissions.js';
import { makeClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { listMailbox, type MailboxMessage } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';

const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
afterAll(() => fx.cleanup());

interface Report {
  job: string;
  ranAt: string;
  actions: { action: string; vendorId?: string; subject?: string; amountCents?: number; detail?: string }[];
  alreadyDone: number;
}

async function runJob(name: string, at: string): Promise<Report> {
  const res = await fetch(new URL(`/_jobs/${name}?at=${encodeURIComponent(at)}`, baseUrl), { method: 'POST' });
  expect(res.status).toBe(200);
  const report = (await res.json()) as Report;
  // The run's messages go out after its answer; a day passes between real runs, so let them be sent (reading the
  // mailbox waits for that) before the next run, whose clock may be a day later, finds them unsent and past their lease.
  await listMailbox(baseUrl);
  return report;
}

/** A vendor as the product writes one: the item (in the vendors-by-name index) and its directory entry. */
async function vendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
  const v = await fx.vendor(over);
  await fx.table.put({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v });
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

async function mailTo(address: string): Promise<MailboxMessage[]> {
  return (await listMailbox(baseUrl)).filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

const forVendor = (report: Report, vendorId: string) => report.actions.filter((a) => a.vendorId === vendorId);

describe('auto-request and the weekly request reminders', () => {
  // Tuesday 10:00 in Los Angeles, before the market on Sunday 2071-06-14.
  const at = '2071-06-09T17:00:00.000Z';

  it('requests the next date for Auto Request vendors, then reminds only the vendors who have not answered, once', async () => {
    const md = await fx.marketDate('2071-06-14');
    const auto = await vendor({ autoRequest: true });
    const quiet = await vendor();
    const skipped = await vendor();
    await fx.request(skipped, md, { status: 'skipped' });
    const owing = await vendor({ autoRequest: true });
    // A balance from a date long past the grace period: the vendor's own request would be refused too.
    await fx.request(
      owing,
      { id: 'old-date-of-owing-vendor', date: '2071-04-05' },
      {
        status: 'approved',
        amountBase: 4000,
        amountDue: 4000,
        amountBalance: 4000,
      },
    );

    const first = await runJob('auto-request', at);
    const second = await runJob('auto-request', at);
    expect(forVendor(first, auto.id)).toEqual([expect.objectContaining({ action: 'requested' })]);
    expect(forVendor(first, owing.id)).toEqual([expect.objectContaining({ action: 'blocked' })]);
    expect(forVendor(second, auto.id)).toEqual([]);
    expect(forVendor(second, owing.id)).toEqual([]);
    expect(second.alreadyDone).toBeGreaterThanOrEqual(2);

    const request = await fx.storedRequest(md.id, auto.id);
    expect(request).toMatchObject({ status: 'requested', vendorId: auto.id, date: '2071-06-14' });
    expect(await fx.storedRequest(md.id, owing.id)).toBeUndefined();
    const blocked = await mailTo(owing.email);
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.subject).toBe('We could not request your space for Sunday, June 14, 2071');
    expect(blocked[0]!.text).toContain('Past Due Balance');

    await runJob('request-reminders', at);
    await runJob('request-reminders', at);
    const reminders = await mailTo(quiet.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Will we see you on Sunday, June 14, 2071?');
    const link = /\/r\/([A-Za-z0-9_-]{16})/.exec(reminders[0]!.text);
    expect(link).not.toBeNull();
    // The link opens the vendor's "Request Space?" page for that date.
    const page = await makeClient(baseUrl).get(`/api/public-space-request/${link![1]}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(md.id);
    // Auto-requested, skipped: no reminder.
    expect(await mailTo(auto.email)).toHaveLength(0);
    expect(await mailTo(skipped.email)).toHaveLength(0);
  });
});

/** What Stripe.js does with the card form: confirms the SetupIntent with the card's details. */
async function confirmSetup(setupIntentId: string, clientSecret: string, cardNumber: string) {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2040',
    'payment_method_data[card][cvc]': '123',
  });
  return fetch(new URL(`/_stripe/v1/setup_intents/${setupIntentId}/confirm`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

/** A vendor with Auto Payment, its signed-in user and a default saved card with the given number. */
async function autoPayingVendor(cardNumber: string) {
  const v = await vendor({ autoPayment: true });
  const user = await createTestUser({ role: 'vendor_user', vendorId: v.id, permissions: [...PERMISSION_CODES] });
  const api = makeClient(baseUrl);
  expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: user.password })).status).toBe(200);
  const setup = await api.post(`/api/public-payments/vendors/${v.id}/payment-methods/setup`);
  expect(setup.status).toBe(200);
  const confirmed = await confirmSetup(setup.body.setupIntentId, setup.body.clientSecret, cardNumber);
  expect(confirmed.status).toBe(200);
  const { payment_method: paymentMethodId } = (await confirmed.json()) as { payment_method: string };
  const saved = await api.post(`/api/public-payments/vendors/${v.id}/payment-methods`, { paymentMethodId });
  expect(saved.status).toBe(201);
  expect(saved.body[0].isDefault).toBe(true);
  return { vendor: v, user, api };
}

async function notificationsOf(userId: string): Promise<Record<string, unknown>[]> {
  return (await fx.table.query(fromKey(keys.userNotificationsPrefix(userId)))).items;
}

/** One of the admins (every admin is notified alike). */
async function anAdminId(): Promise<string> {
  const { items } = await fx.table.query({
    index: TABLE_INDEXES.byListing,
    pk: keys.userByRole('admin', '').gsi3pk,
    projection: ['id'],
  });
  return String(items[0]?.id);
}

describe('auto-payment the day after the market', () => {
  // Monday 10:00 in Los Angeles, the day after the market on Sunday 2072-06-12.
  const at = '2072-06-13T17:00:00.000Z';
  const owed = { status: 'approved', amountBase: 4500, amountDue: 4500, amountBalance: 4500 } as const;

  it('charges the default card the balance once and sends one receipt; a declined card leaves it due with notices', async () => {
    const md = await fx.marketDate('2072-06-12');
    const payer = await autoPayingVendor('4242424242424242');
    const decliner = await autoPayingVendor('4000000000000341');
    await fx.request(payer.vendor, md, owed);
    await fx.request(decliner.vendor, md, owed);

    const first = await runJob('auto-payment', at);
    const second = await runJob('auto-payment', at);
    expect(forVendor(first, payer.vendor.id)).toEqual([
      expect.objectContaining({ action: 'charged', amountCents: 4500 }),
    ]);
    expect(forVendor(first, decliner.vendor.id)).toEqual([
      expect.objectContaining({ action: 'declined', amountCents: 4500 }),
    ]);
    expect(forVendor(second, payer.vendor.id)).toEqual([]);
    expect(forVendor(second, decliner.vendor.id)).toEqual([]);

    expect(await fx.storedRequest(md.id, payer.vendor.id)).toMatchObject({ amountPaid: 4500, amountBalance: 0 });
    const payments = await payer.api.get(`/api/vendors/${payer.vendor.id}/payments`);
    expect(payments.body.payments).toHaveLength(1);
    expect(payments.body.payments[0]).toMatchObject({ amount: 4500, paymentMethod: 'credit' });
    // The charge carries the job's mark, so whichever of the job and the webhook records it first, the
    // Auto-Payments report lists it.
    const events = (await (await fetch(new URL('/_stripe/events.json', baseUrl))).json()) as { body: string }[];
    const charged = events
      .map((e) => JSON.parse(e.body) as { type: string; data: { object: { metadata?: Record<string, string> } } })
      .filter((e) => e.type === 'payment_intent.succeeded' && e.data.object.metadata?.vendorId === payer.vendor.id);
    expect(charged.length).toBeGreaterThan(0);
    expect(charged.every((e) => e.data.object.metadata?.initiatedBy === 'auto-payment')).toBe(true);
    expect((await fetch(new URL('/_reports/settled', baseUrl))).status).toBe(200);
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    const report = await admin.get('/api/reports/auto-payments?from=2072-06-01&to=2072-06-30');
    expect(report.body.rows).toEqual([
      expect.objectContaining({ date: '2072-06-12', status: 'completed', amount: 4500 }),
    ]);
    const receipts = await mailTo(payer.vendor.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Receipt: $45.00 paid for Sunday, June 12, 2072');

    expect(await fx.storedRequest(md.id, decliner.vendor.id)).toMatchObject({ amountPaid: 0, amountBalance: 4500 });
    const declinedMail = await mailTo(decliner.vendor.email);
    expect(declinedMail).toHaveLength(1);
    expect(declinedMail[0]!.subject).toBe('Your card was declined for Sunday, June 12, 2072');
    const notices = await notificationsOf(decliner.user.id);
    expect(notices.filter((n) => n.title === 'Auto payment declined')).toHaveLength(1);
    const adminId = await anAdminId();
    const adminNotes = (await notificationsOf(adminId)).filter(
      (n) => n.title === 'Auto payment declined' && String(n.message).includes(decliner.vendor.name),
    );
    expect(adminNotes).toHaveLength(1);
  });
});

describe('the past-due scan', () => {
  it('adds the late payment fee once to a balance still open after the grace period, with one e-mail', async () => {
    const fee = await fx.setting('late_payment_fee_cents', 1000);
    const grace = await fx.setting('late_payment_grace_days', 7);
    const md = await fx.marketDate('2073-06-11');
    const late = await vendor();
    const paid = await vendor();
    await fx.request(late, md, { status: 'approved', amountBase: 3000, amountDue: 3000, amountBalance: 3000 });
    await fx.request(paid, md, {
      status: 'approved',
      amountBase: 3000,
      amountDue: 3000,
      amountPaid: 3000,
      amountBalance: 0,
    });
    const dayAfterGrace = new Date(Date.parse('2073-06-11T19:00:00.000Z') + (grace + 1) * 86_400_000).toISOString();
    const withinGrace = new Date(Date.parse('2073-06-11T19:00:00.000Z') + grace * 86_400_000).toISOString();

    const early = await runJob('past-due-scan', withinGrace);
    expect(forVendor(early, late.id)).toEqual([]);
    const first = await runJob('past-due-scan', dayAfterGrace);
    const second = await runJob('past-due-scan', dayAfterGrace);
    const nextDay = await runJob('past-due-scan', new Date(Date.parse(dayAfterGrace) + 86_400_000).toISOString());
    expect(forVendor(first, late.id)).toEqual([expect.objectContaining({ action: 'late-fee', amountCents: fee })]);
    expect(forVendor(first, paid.id)).toEqual([]);
    expect(forVendor(second, late.id)).toEqual([]);
    expect(forVendor(nextDay, late.id)).toEqual([]);

    const stored = await fx.storedRequest(md.id, late.id);
    expect(stored).toMatchObject({
      amountLatePaymentFee: fee,
      amountDue: 3000 + fee,
      amountBalance: 3000 + fee,
    });
    const history = await fx.auditOf(String(stored!.id));
    expect(history.some((e) => e.fieldName === 'amountLatePaymentFee')).toBe(true);
    const mail = await mailTo(late.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('A late payment fee was added for Sunday, June 11, 2073');
    expect(await mailTo(paid.email)).toHaveLength(0);
    const listed = (await notificationsOf(await anAdminId())).filter(
      (n) => String(n.title).startsWith('Late payment fees added') && String(n.message).includes(late.name),
    );
    expect(listed).toHaveLength(1);
    expect((await notificationsOf(await anAdminId())).some((n) => String(n.message).includes(paid.name))).toBe(false);
  });
});

describe('document expiry notices', () => {
  it('sends the 30-day, 7-day and day-of notices once each', async () => {
    const v = await vendor();
    await fx.document(v.id, '2074-03-31');
    await fx.document(v.id, '2074-03-08');
    await fx.document(v.id, '2074-03-01');
    await fx.document(v.id, '2074-05-01');
    await fx.document(v.id, '2074-03-08', true);
    // 10:00 on 2074-03-01 in Los Angeles.
    const at = '2074-03-01T18:00:00.000Z';

    const first = await runJob('document-expiry', at);
    await runJob('document-expiry', at);
    expect(forVendor(first, v.id)).toHaveLength(3);
    const subjects = (await mailTo(v.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Your permit.pdf expires in 30 days',
      'Your permit.pdf expires in 7 days',
      'Your permit.pdf expires today',
    ]);
  });
});

describe('POST /_jobs', () => {
  it('answers 404 for a job that does not exist', async () => {
    const res = await fetch(new URL('/_jobs/no-such-job', baseUrl), { method: 'POST' });
    expect(res.status).toBe(404);
  });
});
