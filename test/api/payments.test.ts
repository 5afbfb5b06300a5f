import { fromKey } from '../../functions/lib/data/toolkit/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { MSG } from '../../shared/messages.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import {
  paymentChangeResponseSchema,
  vendorPaymentsResponseSchema,
  vendorRequestsResponseSchema,
} from '../../shared/schemas/payments.js';
import { vendorNoteResponseSchema, vendorNotesResponseSchema } from '../../shared/schemas/vendor-notes.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * A vendor's money history and the payments admins record (spec 3 §2 Space History and Payment History, §5 payment
 * form, §7): each test builds its own vendor and requests on dates of this file, removed afterwards.
 */
const fx = makeMarketFixtures();
let admin: ApiClient;
let dates: Awaited<ReturnType<typeof fx.marketDate>>[] = [];

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  dates = [];
  for (const d of ['2002-02-03', '2002-02-10', '2002-02-17', '2094-04-04'])
    dates.push(await fx.marketDate(d, { status: d < '2050' ? 'completed' : 'upcoming' }));
});

afterAll(async () => {
  await fx.cleanup();
});

/** An approved request of $40.00 on the first date, nothing paid. */
async function owingVendor(name: string, over: Parameters<typeof fx.request>[2] = {}) {
  const vendor = await fx.vendor({ name });
  const request = await fx.request(vendor, dates[0]!, {
    status: 'approved',
    amountBase: 4000,
    amountDue: 4000,
    amountBalance: 4000,
    ...over,
  });
  return { vendor, request };
}

const paymentBody = (spaceRequestId: string, over: Record<string, unknown> = {}) => ({
  spaceRequestId,
  amount: 2500,
  paymentMethod: 'cash',
  status: 'completed',
  stripePaymentId: null,
  notes: 'Paid at the info booth',
  ...over,
});

/** Payments the API wrote are remembered, so cleanup removes them with the rest. */
function track(vendorId: string, paymentId: string) {
  fx.track(keys.vendorPayment(vendorId, paymentId));
}

async function auditOf(requestId: string) {
  const { items } = await fx.table.query({ ...fromKey(keys.spaceRequestAuditPrefix(requestId)), consistent: true });
  for (const item of items) fx.track({ pk: String(item.pk), sk: String(item.sk) });
  return items;
}

describe('recording a payment (spec 3 §5, §7)', () => {
  it('a completed payment raises the request’s amount paid and lowers its balance, with audit entries', async () => {
    const { vendor, request } = await owingVendor('Payment Record Farm');
    const res = await admin.post(`/api/vendors/${vendor.id}/payments`, paymentBody(request.id));
    expect(res.status).toBe(201);
    const body = paymentChangeResponseSchema.parse(res.body);
    track(vendor.id, body.payment.id);
    expect(body.payment).toMatchObject({
      spaceRequestId: request.id,
      marketDate: '2002-02-03',
      amount: 2500,
      paymentMethod: 'cash',
      status: 'completed',
      notes: 'Paid at the info booth',
    });
    expect(body.payment.paidDate).not.toBeNull();
    expect(body.spaceRequest).toMatchObject({ id: request.id, amountDue: 4000, amountPaid: 2500, amountBalance: 1500 });

    const stored = await fx.stored(keys.spaceRequest(request.marketDateId, vendor.id));
    expect(stored).toMatchObject({ amountPaid: 2500, amountBalance: 1500 });
    const audit = await auditOf(request.id);
    expect(audit.map((a) => [a.fieldName, a.oldValue, a.newValue]).sort()).toEqual([
      ['amountBalance', '4000', '1500'],
      ['amountPaid', '0', '2500'],
    ]);
    expect(audit.every((a) => a.changeType === 'update' && a.userName)).toBe(true);
  });

  it('a processing payment is listed but does not count towards what was paid', async () => {
    const { vendor, request } = await owingVendor('Payment Pending Farm');
    const res = await admin.post(
      `/api/vendors/${vendor.id}/payments`,
      paymentBody(request.id, { status: 'processing', paymentMethod: 'check', amount: 4000 }),
    );
    expect(res.status).toBe(201);
    track(vendor.id, res.body.payment.id);
    expect(res.body.payment.paidDate).toBeNull();
    expect(res.body.spaceRequest).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
    const list = vendorPaymentsResponseSchema.parse((await admin.get(`/api/vendors/${vendor.id}/payments`)).body);
    expect(list.payments).toHaveLength(1);
    expect(list.total).toBe(0);
  });

  it('two payments recorded at the same moment both count', async () => {
    const { vendor, request } = await owingVendor('Payment Rush Farm', { amountDue: 9000, amountBalance: 9000 });
    const answers = await Promise.all(
      [1000, 2000, 3000].map((amount, i) =>
        admin.post(
          `/api/vendors/${vendor.id}/payments`,
          paymentBody(request.id, { amount, paymentMethod: ['cash', 'zelle', 'venmo'][i] }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    for (const a of answers) track(vendor.id, a.body.payment.id);
    const stored = await fx.stored(keys.spaceRequest(request.marketDateId, vendor.id));
    expect(stored).toMatchObject({ amountPaid: 6000, amountBalance: 3000 });
    const list = vendorPaymentsResponseSchema.parse((await admin.get(`/api/vendors/${vendor.id}/payments`)).body);
    expect(list.total).toBe(6000);
    // One amountPaid entry per payment, each taking over where the one before left off.
    const steps = (await auditOf(request.id))
      .filter((a) => a.fieldName === 'amountPaid')
      .map((a) => [Number(a.oldValue), Number(a.newValue)])
      .sort((x, y) => x[0]! - y[0]!);
    expect(steps).toHaveLength(3);
    expect(steps[0]![0]).toBe(0);
    expect(steps[1]![0]).toBe(steps[0]![1]);
    expect(steps[2]![0]).toBe(steps[1]![1]);
    expect(steps[2]![1]).toBe(6000);
  });

  it('refuses a market date that is not one of this vendor’s requests and writes nothing', async () => {
    const { vendor } = await owingVendor('Payment Own Farm');
    const other = await owingVendor('Payment Other Farm');
    const res = await admin.post(`/api/vendors/${vendor.id}/payments`, paymentBody(other.request.id));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REQUESTS_MSG.paymentOtherVendor);
    const unknown = await admin.post(`/api/vendors/${vendor.id}/payments`, paymentBody('01NOSUCHREQUEST0000000000'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(REQUESTS_MSG.paymentOtherVendor);

    for (const v of [vendor, other.vendor]) {
      const list = await admin.get(`/api/vendors/${v.id}/payments`);
      expect(list.body.payments).toEqual([]);
    }
    expect(await fx.stored(keys.spaceRequest(other.request.marketDateId, other.vendor.id))).toMatchObject({
      amountPaid: 0,
      amountBalance: 4000,
    });
    expect(await auditOf(other.request.id)).toEqual([]);
  });

  it('answers the payment form’s messages for a bad amount, method, status or market date', async () => {
    const { vendor, request } = await owingVendor('Payment Form Farm');
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -500 }, REQUESTS_MSG.amountPositive],
      [{ amount: 0 }, REQUESTS_MSG.amountPositive],
      [{ amount: 'twelve' }, REQUESTS_MSG.amountRequired],
      [{ amount: null }, REQUESTS_MSG.amountRequired],
      // $12.345 is 1234.5 cents.
      [{ amount: 1234.5 }, REQUESTS_MSG.amountCents],
      [{ paymentMethod: 'barter' }, REQUESTS_MSG.paymentMethodRequired],
      [{ status: undefined }, REQUESTS_MSG.statusRequired],
      [{ spaceRequestId: '' }, REQUESTS_MSG.marketDateRequired],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post(`/api/vendors/${vendor.id}/payments`, paymentBody(request.id, over));
      expect([res.status, res.body.message], JSON.stringify(over)).toEqual([400, message]);
    }
    expect((await admin.get(`/api/vendors/${vendor.id}/payments`)).body.payments).toEqual([]);
    expect(await fx.stored(keys.spaceRequest(request.marketDateId, vendor.id))).toMatchObject({ amountPaid: 0 });
  });
});

describe('editing a payment (spec 3 §5, §7)', () => {
  it('a corrected amount moves the request by the difference; a refund takes the payment back', async () => {
    const { vendor, request } = await owingVendor('Payment Edit Farm');
    const created = await admin.post(`/api/vendors/${vendor.id}/payments`, paymentBody(request.id, { amount: 4000 }));
    const id = created.body.payment.id as string;
    track(vendor.id, id);
    expect(created.body.spaceRequest).toMatchObject({ amountPaid: 4000, amountBalance: 0 });

    const edit = { amount: 3000, paymentMethod: 'check', status: 'completed', stripePaymentId: '1042', notes: null };
    const corrected = await admin.patch(`/api/vendors/payments/${id}`, edit);
    expect(corrected.status).toBe(200);
    const body = paymentChangeResponseSchema.parse(corrected.body);
    expect(body.payment).toMatchObject({ id, amount: 3000, paymentMethod: 'check', stripePaymentId: '1042' });
    expect(body.spaceRequest).toMatchObject({ amountPaid: 3000, amountBalance: 1000 });

    const refunded = await admin.patch(`/api/vendors/payments/${id}`, { ...edit, status: 'refunded' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.spaceRequest).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
    expect(await fx.stored(keys.spaceRequest(request.marketDateId, vendor.id))).toMatchObject({
      amountPaid: 0,
      amountBalance: 4000,
    });
    const history = vendorPaymentsResponseSchema.parse((await admin.get(`/api/vendors/${vendor.id}/payments`)).body);
    expect(history.payments).toMatchObject([{ id, status: 'refunded', amount: 3000 }]);
    expect(history.total).toBe(0);
    const paid = (await auditOf(request.id)).filter((a) => a.fieldName === 'amountPaid').map((a) => a.newValue);
    expect(paid.sort()).toEqual(['0', '3000', '4000']);
  });

  it('answers 404 for a payment that does not exist', async () => {
    const res = await admin.patch('/api/vendors/payments/01NOSUCHPAYMENT0000000000', {
      amount: 100,
      paymentMethod: 'cash',
      status: 'completed',
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(REQUESTS_MSG.paymentNotFound);
  });
});

describe('a vendor’s Space History and Payment History (spec 3 §2)', () => {
  it('summarises approved and confirmed requests and the fees of late cancellations, newest date first', async () => {
    const vendor = await fx.vendor({ name: 'History Summary Farm' });
    const [d1, d2, d3, d4] = dates;
    await fx.request(vendor, d1!, {
      status: 'approved',
      amountBase: 4000,
      grossSales: 100_000,
      salesBasedRate: 10,
      salesBasedFee: 10_000,
      amountDue: 10_000,
      amountPaid: 10_000,
      amountBalance: 0,
    });
    await fx.request(vendor, d2!, {
      status: 'confirmed',
      amountBase: 3500,
      amountLatePaymentFee: 500,
      amountDue: 4000,
      amountPaid: 1000,
      amountBalance: 3000,
    });
    await fx.request(vendor, d3!, {
      status: 'canceled',
      lateCancellationFee: 1500,
      amountDue: 1500,
      amountBalance: 1500,
    });
    await fx.request(vendor, d4!, { status: 'requested', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });

    const res = await admin.get(`/api/vendors/${vendor.id}/requests`);
    expect(res.status).toBe(200);
    const body = vendorRequestsResponseSchema.parse(res.body);
    expect(body.vendor).toEqual({ id: vendor.id, name: 'History Summary Farm', status: 'APPROVED' });
    expect(body.summary).toEqual({
      totalBase: 7500,
      sales: 100_000,
      fees: 10_000,
      lateCancel: 1500,
      latePay: 500,
      due: 15_500,
      paid: 11_000,
      balance: 4500,
    });
    expect(body.requests.map((r) => [r.marketDate, r.status])).toEqual([
      ['2094-04-04', 'requested'],
      ['2002-02-17', 'canceled'],
      ['2002-02-10', 'confirmed'],
      ['2002-02-03', 'approved'],
    ]);
    // Past, approved and still owing: shown as Past Due.
    expect(body.requests.find((r) => r.status === 'confirmed')).toMatchObject({
      isPastDue: true,
      isMarketDatePassed: true,
    });
    expect(body.requests.find((r) => r.status === 'requested')).toMatchObject({ isPastDue: false });
  });

  it('a vendor user reads its own history without the admins’ notes, and not another vendor’s', async () => {
    const { vendor, request } = await owingVendor('History Own Farm');
    const other = await owingVendor('History Other Farm');
    const created = await admin.post(`/api/vendors/${vendor.id}/payments`, paymentBody(request.id));
    track(vendor.id, created.body.payment.id);
    const { api } = await fx.vendorUser(vendor.id);

    const payments = await api.get(`/api/vendors/${vendor.id}/payments`);
    expect(payments.status).toBe(200);
    const body = vendorPaymentsResponseSchema.parse(payments.body);
    expect(body.payments).toMatchObject([{ amount: 2500, status: 'completed', notes: null }]);
    expect(body.total).toBe(2500);
    const requests = await api.get(`/api/vendors/${vendor.id}/requests`);
    expect(requests.status).toBe(200);
    expect(requests.body.requests).toMatchObject([{ id: request.id, amountPaid: 2500, amountBalance: 1500 }]);
    expect((await admin.get(`/api/vendors/${vendor.id}/payments`)).body.payments[0].notes).toBe(
      'Paid at the info booth',
    );

    for (const path of [`/api/vendors/${other.vendor.id}/payments`, `/api/vendors/${other.vendor.id}/requests`]) {
      const res = await api.get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MSG.vendorNotFound);
    }
    expect((await api.post(`/api/vendors/${vendor.id}/payments`, paymentBody(request.id))).status).toBe(403);
  });
});

describe('the demo market’s money history', () => {
  it('shows the demo vendor a past-due date and its payments, and the admin its notes', async () => {
    const vendorApi = await signedInClient(DEMO.vendor, DEMO.password);
    const me = await vendorApi.get('/api/auth/user');
    const vendorId = String(me.body.vendorId);
    const requests = vendorRequestsResponseSchema.parse(
      (await vendorApi.get(`/api/vendors/${vendorId}/requests`)).body,
    );
    expect(requests.requests.some((r) => r.isPastDue && r.amountPaid > 0 && r.amountBalance > 0)).toBe(true);
    expect(requests.summary.balance).toBeGreaterThan(0);
    const payments = vendorPaymentsResponseSchema.parse(
      (await vendorApi.get(`/api/vendors/${vendorId}/payments`)).body,
    );
    expect(payments.payments.length).toBeGreaterThan(3);
    expect(payments.payments.every((p) => p.notes === null)).toBe(true);
    const notes = vendorNotesResponseSchema.parse((await admin.get(`/api/vendors/${vendorId}/notes`)).body);
    expect(notes.notes.some((n) => n.isReminder)).toBe(true);
  });
});

describe('round trips', () => {
  it('reads a history of many dates and payments in as many DynamoDB requests as a history of one', async () => {
    const small = await fx.vendor({ name: 'Round Trip Small Farm' });
    const large = await fx.vendor({ name: 'Round Trip Large Farm' });
    const stand = async (vendor: typeof small, count: number) => {
      for (const [i, md] of dates.slice(0, count).entries()) {
        const space = await fx.space(md, `RT${i}`, vendor.id);
        await fx.request(vendor, md, { status: 'approved', spaceId: space.id, amountDue: 4000, amountBalance: 4000 });
        await fx.payment(vendor.id, `${md.date}T18:00:00.000Z`, 1000);
        await admin.post(`/api/vendors/${vendor.id}/notes`, { note: `Note ${i}` });
      }
    };
    await stand(small, 1);
    await stand(large, dates.length);
    for (const path of ['requests', 'payments', 'notes']) {
      const a = await admin.get(`/api/vendors/${small.id}/${path}`);
      const b = await admin.get(`/api/vendors/${large.id}/${path}`);
      expect([a.status, b.status]).toEqual([200, 200]);
      if (path === 'notes')
        for (const n of [...a.body.notes, ...b.body.notes]) fx.track(keys.vendorNote(n.vendorId, n.id));
      expect(admin.ddbRequests(b), path).toBe(admin.ddbRequests(a));
    }
  });
});

describe('notes on a vendor (spec 2 §3 vendor_notes)', () => {
  it('admins add notes, a reminder with its date, and read them newest first', async () => {
    const vendor = await fx.vendor({ name: 'Notes Farm' });
    const first = await admin.post(`/api/vendors/${vendor.id}/notes`, { note: 'Asked about a corner space' });
    expect(first.status).toBe(201);
    const second = await admin.post(`/api/vendors/${vendor.id}/notes`, {
      note: 'Call about the insurance certificate',
      reminderDate: '2029-04-01',
    });
    expect(second.status).toBe(201);
    const notes = [first, second].map((r) => vendorNoteResponseSchema.parse(r.body).note);
    for (const n of notes) fx.track(keys.vendorNote(vendor.id, n.id));
    expect(notes[1]).toMatchObject({ isReminder: true, reminderDate: '2029-04-01', isArchived: false });

    const list = vendorNotesResponseSchema.parse((await admin.get(`/api/vendors/${vendor.id}/notes`)).body);
    expect(list.notes.map((n) => [n.note, n.isReminder, n.reminderDate])).toEqual([
      ['Call about the insurance certificate', true, '2029-04-01'],
      ['Asked about a corner space', false, null],
    ]);
    expect(list.notes[0]!.createdByName).toBeTruthy();
  });

  it('refuses an empty note or a date that is not one, and answers 404 for an unknown vendor', async () => {
    const vendor = await fx.vendor({ name: 'Notes Refused Farm' });
    const empty = await admin.post(`/api/vendors/${vendor.id}/notes`, { note: '   ' });
    expect([empty.status, empty.body.message]).toEqual([400, REQUESTS_MSG.noteRequired]);
    const badDate = await admin.post(`/api/vendors/${vendor.id}/notes`, { note: 'x', reminderDate: '2094-02-30' });
    expect([badDate.status, badDate.body.message]).toEqual([400, REQUESTS_MSG.reminderDateInvalid]);
    expect((await admin.get(`/api/vendors/${vendor.id}/notes`)).body.notes).toEqual([]);
    const unknown = await admin.post('/api/vendors/01NOSUCHVENDOR00000000000/notes', { note: 'Hello' });
    expect(unknown.status).toBe(404);
    expect((await admin.get('/api/vendors/01NOSUCHVENDOR00000000000/notes')).status).toBe(404);
  });
});
