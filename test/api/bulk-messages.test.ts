import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { formatMarketDay } from '../../shared/spaces-messages.js';
import type { ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { listMailbox } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';

/** Bulk Messages (POST /api/messages/bulk, its preview and progress) against the local stack and its mailbox. */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
const DATE = '2097-04-07';
let admin: ApiClient;
let marketDateId: string;
let theDate: Awaited<ReturnType<typeof fx.marketDate>>;
const requested: VendorItem[] = [];
let approvedUnpaid: VendorItem;
let emailOff: VendorItem;
let texting: { vendor: VendorItem; phone: string };

async function vendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
  const v = await fx.vendor(over);
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

const toAny = (addresses: readonly string[]) => async () =>
  (await listMailbox(baseUrl)).filter((m) => addresses.includes(m.to));

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const date = await fx.marketDate(DATE);
  theDate = date;
  marketDateId = date.id;
  for (let i = 0; i < 5; i++) {
    const v = await vendor();
    await fx.request(v, date);
    requested.push(v);
  }
  approvedUnpaid = await vendor();
  await fx.request(approvedUnpaid, date, { status: 'approved', amountDue: 4500, amountBalance: 4500 });
  emailOff = await vendor();
  await fx.request(emailOff, date);
  await createTestUser({ vendorId: emailOff.id, emailNotifications: false });
  const textVendor = await vendor();
  await fx.request(textVendor, date);
  const user = await createTestUser({ vendorId: textVendor.id, textNotifications: true });
  texting = { vendor: textVendor, phone: user.phone! };
});

afterAll(() => fx.cleanup());

const audience = (requestStatuses: string[]) => ({ marketDateId, requestStatuses, statuses: ['APPROVED'] });

describe('Bulk Messages', () => {
  it('queues one e-mail per requested vendor in one call, filled per vendor, with a notification settings link', async () => {
    const res = await admin.post('/api/messages/bulk', {
      channel: 'email',
      subject: 'Market day {{marketDate}}',
      body: 'Hello {{contactName}} of {{vendorName}},\nbring shade.',
      audience: audience(['requested']),
    });
    expect(res.status, res.text).toBe(200);
    // Five requested vendors and the one with texts on; the vendor whose only user turned e-mail off gets none.
    expect(res.body.queued).toBe(6);
    const mail = await toAny([...requested, texting.vendor, emailOff].map((v) => v.email))();
    expect(mail.filter((m) => m.channel === 'email')).toHaveLength(6);
    expect(mail.some((m) => m.to === emailOff.email)).toBe(false);
    const one = mail.find((m) => m.to === requested[0]!.email)!;
    expect(one.subject).toBe(`Market day ${formatMarketDay(DATE)}`);
    expect(one.text).toContain(`Hello Pat Tester of ${requested[0]!.name},`);
    expect(one.text).toContain('/profile/settings');

    const progress = await admin.get(`/api/messages/bulk/${res.body.batchId}`);
    expect(progress.status, progress.text).toBe(200);
    expect(progress.body).toMatchObject({ queued: 6, sent: 6, failed: 0 });
  });

  it('texts only the users who chose texts, and reaches the unpaid vendors alone when asked', async () => {
    const sms = await admin.post('/api/messages/bulk', {
      channel: 'sms',
      body: 'Rain plan for {{marketDate}}: we open at 10.',
      audience: audience(['requested']),
    });
    expect(sms.status, sms.text).toBe(200);
    expect(sms.body.queued).toBe(1);
    const texts = await toAny([texting.phone])();
    expect(texts[0]?.text).toContain('Rain plan for');

    const unpaid = await admin.post('/api/messages/bulk/preview', {
      channel: 'email',
      subject: 'Balance',
      body: 'Hi {{vendorName}}, please pay.',
      audience: audience(['unpaid']),
    });
    expect(unpaid.status, unpaid.text).toBe(200);
    expect(unpaid.body).toMatchObject({ recipients: 1, vendor: { id: approvedUnpaid.id } });
    expect(unpaid.body.text).toContain(`Hi ${approvedUnpaid.name}, please pay.`);
  });

  it('reaches only the vendors who sell at the chosen market', async () => {
    const evening = 'bulk-evening';
    const both = await vendor({ marketIds: ['main', evening] } as Partial<VendorItem>);
    await fx.request(both, theDate);
    const preview = (marketId?: string) =>
      admin.post('/api/messages/bulk/preview', {
        channel: 'email',
        subject: 'Evening market',
        body: 'Hi {{vendorName}}.',
        audience: { ...audience(['requested']), ...(marketId ? { marketId } : {}) },
      });
    const all = await preview();
    const atEvening = await preview(evening);
    expect(atEvening.status, atEvening.text).toBe(200);
    expect(atEvening.body).toMatchObject({ recipients: 1, vendor: { id: both.id } });
    // Vendors stored before markets (no market ids) sell at the first market only.
    expect((await preview('main')).body.recipients).toBe(all.body.recipients);
  });

  it('queues once for the same idempotency key, and refuses unknown variables with the names', async () => {
    const body = {
      channel: 'email',
      subject: 'Once',
      body: 'Only once, {{vendorName}}.',
      audience: audience(['approved']),
      idempotencyKey: `key-${Date.now()}`,
    };
    const [a, b] = await Promise.all([admin.post('/api/messages/bulk', body), admin.post('/api/messages/bulk', body)]);
    expect(a.status, a.text).toBe(200);
    expect(b.body.batchId).toBe(a.body.batchId);
    const mail = (await toAny([approvedUnpaid.email])()).filter((m) => m.subject === 'Once');
    expect(mail).toHaveLength(1);

    const bad = await admin.post('/api/messages/bulk', {
      ...body,
      idempotencyKey: undefined,
      body: 'Hi {{firstName}}',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('{{firstName}}');
  });

  it('is for admins only', async () => {
    const { api } = await fx.vendorUser(requested[0]!.id);
    const res = await api.post('/api/messages/bulk', {
      channel: 'email',
      subject: 'x',
      body: 'y',
      audience: audience(['requested']),
    });
    expect(res.status).toBe(403);
  });
});
