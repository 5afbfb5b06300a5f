/**
 * Money a vendor is told to pay (issue 25): a late cancellation fee is paid on /p/{code} through the local test
 * checkout like any balance, every total of what the vendor owes counts it, and an admin can waive it with a reason
 * the request's audit log keeps. The requests below are stored as a late cancel leaves them
 * (shared/request-transitions.ts): cancelled, no space, the fee as the amount due and balance.
 */
import { describe, expect, inject, it } from 'vitest';
import { FEE_WAIVER_MSG } from '../../shared/fee-waiver.js';
import { PERMISSION_CODES } from '../../shared/permissions.js';
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';

const ADDRESS = '127.0.0.71';
const baseUrl = inject('baseUrl');
const fx = makeRequestFixtures();
const visitor = makeClient(baseUrl, { sourceAddress: ADDRESS });

const FEE = 1500;
/** A late cancel of a sales-based space (5%, $35.00 minimum): only its $15.00 fee is owed. */
const lateCancel: Partial<SpaceRequestItem> = {
  status: 'canceled',
  amountBase: 3500,
  salesBasedRate: 5,
  lateCancellationFee: FEE,
  amountDue: FEE,
  amountBalance: FEE,
  cancelledAt: new Date().toISOString(),
};

async function signIn(vendorId: string, permissions: readonly string[] = PERMISSION_CODES): Promise<ApiClient> {
  const user = await createTestUser({ role: 'vendor_user', vendorId, permissions: [...permissions] });
  const api = makeClient(baseUrl, { sourceAddress: ADDRESS });
  const res = await api.post('/api/auth/login', { emailOrPhone: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return api;
}

/** A vendor with a late-cancelled date and an approved $40.00 date; its user signed in. */
async function vendorOwingAFee(year: number) {
  const vendor = fx.vendor();
  const cancelled = await fx.marketDate({ year, spaces: [], requestsWithoutSpace: [{ vendor, request: lateCancel }] });
  const approved = await fx.marketDate({
    year: year + 1,
    spaces: [{ label: 'LF1', vendor, request: { amountBase: 4000, amountDue: 4000, amountBalance: 4000 } }],
  });
  return {
    vendor,
    own: await signIn(vendor.id),
    marketDateId: cancelled.marketDate.id,
    requestId: cancelled.waiting[0]!.request.id,
    approvedRequestId: approved.spaces[0]!.request!.id,
  };
}

describe('a late cancellation fee is paid on the payment page', () => {
  it('offers every configured method, takes the card through checkout, and the webhook records it', async () => {
    const { vendor, own, marketDateId, requestId } = await vendorOwingAFee(2041);
    const link = await own.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId });
    expect(link.status).toBeLessThan(300);
    const code = String(link.body.shortCode);

    const page = await visitor.get(`/api/public-payments/${code}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'canceled', lateCancellationFee: FEE, amountBalance: FEE });
    expect(page.body.cardMode).not.toBeNull();
    expect(page.body.paymentServices.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(['stripe', 'venmo']),
    );

    const session = await visitor.post(`/api/public-payments/${code}/create-session`, { paymentServiceCode: 'stripe' });
    expect(session.status).toBe(200);
    expect(session.body.type).toBe('checkout');
    const paid = await fetch(new URL(`/_stripe/checkout/${String(session.body.sessionId)}/pay`, baseUrl), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    // The checkout delivers its signed events before it sends the payer back: the webhook has recorded the fee.
    expect(await fx.request(marketDateId, vendor.id)).toMatchObject({
      status: 'canceled',
      amountPaid: FEE,
      amountBalance: 0,
    });
    const back = new URL(paid.headers.get('location') ?? '', baseUrl);
    const result = await visitor.get(`/api/public-payments/session/${back.searchParams.get('session_id')}`);
    expect(result.body).toMatchObject({ amount: FEE, paidFor: 'Late Cancellation Fee', status: 'paid' });
    const payments = await own.get(`/api/vendors/${vendor.id}/payments`);
    expect(payments.body.payments).toHaveLength(1);
    expect(payments.body.payments[0]).toMatchObject({ amount: FEE, paymentMethod: 'credit', status: 'completed' });
  });

  it('opens a Venmo order for the fee', async () => {
    const { own, requestId } = await vendorOwingAFee(2043);
    const code = String(
      (await own.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId })).body.shortCode,
    );
    const order = await visitor.post(`/api/public-payments/${code}/create-paypal-order`, {});
    expect(order.status).toBe(200);
    expect(String(order.body.approveUrl)).toContain('/_stripe/paypal/');
  });
});

describe('what a vendor owes counts the fee', () => {
  it('on the dashboard cards and in Space History’s summary', async () => {
    const { vendor, own } = await vendorOwingAFee(2045);
    const dashboard = await own.get('/api/vendor/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.counts.pendingPayments).toEqual({ count: 2, amount: 4000 + FEE });

    const history = await own.get(`/api/vendors/${vendor.id}/requests`);
    expect(history.status).toBe(200);
    expect(history.body.summary).toMatchObject({
      totalBase: 4000,
      lateCancel: FEE,
      due: 4000 + FEE,
      paid: 0,
      balance: 4000 + FEE,
    });
  });
});

describe('waiving a fee', () => {
  it('takes the fee off what is owed, keeps the reason in the audit log, and a repeat changes nothing', async () => {
    const { vendor, own, marketDateId, requestId } = await vendorOwingAFee(2047);
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    const reason = 'Family emergency, first time';

    const waived = await admin.post(`/api/space-requests/${requestId}/waive-fee`, { fee: 'lateCancellation', reason });
    expect(waived.status).toBe(200);
    expect(waived.body).toMatchObject({ lateCancellationFee: 0, amountDue: 0, amountBalance: 0 });
    expect(await fx.request(marketDateId, vendor.id)).toMatchObject({
      lateCancellationFee: 0,
      amountDue: 0,
      amountBalance: 0,
    });

    const again = await admin.post(`/api/space-requests/${requestId}/waive-fee`, { fee: 'lateCancellation', reason });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(waived.body);

    const log = await admin.get(`/api/space-requests/${requestId}/audit-log?limit=50`);
    const waivers = log.body.items.filter((e: { fieldName: string }) => e.fieldName === 'lateCancellationFeeWaived');
    expect(waivers).toEqual([expect.objectContaining({ oldValue: String(FEE), newValue: reason })]);
    expect(log.body.items.filter((e: { fieldName: string }) => e.fieldName === 'lateCancellationFee')).toEqual([
      expect.objectContaining({ oldValue: String(FEE), newValue: '0' }),
    ]);

    const dashboard = await own.get('/api/vendor/dashboard');
    expect(dashboard.body.counts.pendingPayments).toEqual({ count: 1, amount: 4000 });
  });

  it('waives a late payment fee and leaves the space’s price owed', async () => {
    const { vendor, approvedRequestId } = await vendorOwingAFee(2049);
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    const history = await admin.get(`/api/vendors/${vendor.id}/requests`);
    const approved = history.body.requests.find((r: { id: string }) => r.id === approvedRequestId);
    // The past-due scan's fee, added as the admin's financial edit would.
    const edited = await admin.patch(`/api/space-requests/${approvedRequestId}`, {
      expectedUpdatedAt: approved.updatedAt,
      amountBase: 4000,
      salesBasedRate: 0,
      amountLatePaymentFee: 1000,
      amountDue: 5000,
      amountPaid: 0,
      amountBalance: 5000,
    });
    expect(edited.status).toBe(200);

    const waived = await admin.post(`/api/space-requests/${approvedRequestId}/waive-fee`, {
      fee: 'latePayment',
      reason: 'Card reader outage',
    });
    expect(waived.status).toBe(200);
    expect(waived.body).toMatchObject({ amountLatePaymentFee: 0, amountDue: 4000, amountBalance: 4000 });
  });

  it('needs a reason, and is refused to the vendor and to an employee', async () => {
    const { vendor, own, marketDateId, requestId } = await vendorOwingAFee(2051);
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    const noReason = await admin.post(`/api/space-requests/${requestId}/waive-fee`, {
      fee: 'lateCancellation',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(FEE_WAIVER_MSG.reasonRequired);

    const employee = await signIn(vendor.id, ['vendor.spaceRequests.view', 'vendor.spaceRequests.cancel']);
    for (const api of [own, employee]) {
      const refused = await api.post(`/api/space-requests/${requestId}/waive-fee`, {
        fee: 'lateCancellation',
        reason: 'Please',
      });
      expect(refused.status).toBe(403);
    }
    expect(await fx.request(marketDateId, vendor.id)).toMatchObject({ lateCancellationFee: FEE, amountBalance: FEE });
  });
});
