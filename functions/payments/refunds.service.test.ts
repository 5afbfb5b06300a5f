import { describe, expect, it } from 'vitest';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { applyPaymentChange } from '../../shared/payment-arithmetic.js';
import { makeSpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { PaymentItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { CardPaymentProvider } from '../lib/payments/payment-provider.js';
import { makeRefundsService, type RefundsDeps } from './refunds.service.js';

const actor = { userId: 'admin-1', userName: 'Market Admin', ipAddress: null, userAgent: null };
const vendor = { id: 'v1', name: 'Stand' } as VendorItem;

/** The card processor as a test double: it records each refund asked for and answers it, or refuses. */
function fakeProcessor(answer: 'succeeded' | 'failed' | 'throws' = 'succeeded') {
  const refunds: { paymentIntentId: string; amountCents: number; idempotencyKey: string }[] = [];
  const provider = {
    mode: 'local',
    publishableKey: null,
    dashboardUrl: (pi: string) => `https://dashboard.stripe.com/test/payments/${pi}`,
    refund: async (input: (typeof refunds)[number]) => {
      refunds.push(input);
      if (answer === 'throws') throw new Error('network down');
      return { refundId: 're_1', status: answer, amountCents: input.amountCents };
    },
  } as unknown as CardPaymentProvider;
  return { provider, refunds };
}

/** One paid request and its card payment in memory; a refund flips the payment once, as the table's condition does. */
function world(over: Partial<PaymentItem> = {}) {
  let request = makeSpaceRequestItem({
    id: 'r1',
    vendorId: 'v1',
    marketDateId: 'md',
    date: '2025-06-15',
    status: 'approved',
    amountBase: 4000,
    amountDue: 4000,
    amountPaid: 4000,
    amountBalance: 0,
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
  });
  let payment: PaymentItem = {
    _type: 'payment',
    id: 'pay1',
    vendorId: 'v1',
    spaceRequestId: 'r1',
    marketDateId: 'md',
    marketDate: '2025-06-15',
    amount: 4000,
    status: 'completed',
    stripePaymentId: 'pi_1',
    paymentMethod: 'credit',
    paidDate: '2025-06-10T00:00:00.000Z',
    createdBy: null,
    notes: null,
    lateFee: 0,
    isLatePayment: false,
    createdAt: '2025-06-10T00:00:00.000Z',
    updatedAt: '2025-06-10T00:00:00.000Z',
    ...over,
  };
  let marks = 0;
  const deps: Omit<RefundsDeps, 'provider'> = {
    store: {
      paymentContext: async (id) =>
        id === payment.id ? { payment, request, vendor, marketDatePublished: false, spaceLabel: null } : undefined,
    },
    providerPayments: {
      markRefunded: async () => {
        if (payment.status === 'refunded') return { outcome: 'already-refunded', payment, request };
        marks++;
        const after = { ...payment, status: 'refunded' as const };
        const change = applyPaymentChange(request, payment, after);
        request = { ...request, amountPaid: change.amountPaid, amountBalance: change.amountBalance };
        payment = after;
        return { outcome: 'refunded', payment, request };
      },
    },
    today: async () => '2025-06-20',
  };
  return { deps, marks: () => marks, request: () => request };
}

describe('refunding a card payment (Payment History, admins)', () => {
  it('asks the processor once per payment (idempotency key refund-{id}) and gives the balance back once', async () => {
    const w = world();
    const { provider, refunds } = fakeProcessor();
    const service = makeRefundsService({ ...w.deps, provider: async () => provider });
    const out = await service.refund(actor, 'pay1', {});
    expect(out.payment).toMatchObject({
      status: 'refunded',
      providerDashboardUrl: 'https://dashboard.stripe.com/test/payments/pi_1',
    });
    expect(out.spaceRequest).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
    await service.refund(actor, 'pay1', {});
    expect(refunds).toEqual([
      { paymentIntentId: 'pi_1', amountCents: 4000, idempotencyKey: 'refund-pay1' },
      { paymentIntentId: 'pi_1', amountCents: 4000, idempotencyKey: 'refund-pay1' },
    ]);
    expect(w.marks()).toBe(1);
    expect(w.request()).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
  });

  it('refuses cash, a failed card payment and a partial amount, without asking the processor', async () => {
    for (const [over, input, message] of [
      [{ paymentMethod: 'cash', stripePaymentId: null }, {}, REQUESTS_MSG.refundCardOnly],
      [{ status: 'failed' as const }, {}, REQUESTS_MSG.refundCardOnly],
      [{}, { amount: 100 }, REQUESTS_MSG.refundWholeOnly],
    ] as const) {
      const w = world(over);
      const { provider, refunds } = fakeProcessor();
      const service = makeRefundsService({ ...w.deps, provider: async () => provider });
      await expect(service.refund(actor, 'pay1', input)).rejects.toMatchObject({ status: 400, message });
      expect(refunds).toEqual([]);
      expect(w.marks()).toBe(0);
    }
  });

  it('changes nothing when the processor refuses or cannot be reached (502), or is not configured (409)', async () => {
    for (const answer of ['failed', 'throws'] as const) {
      const w = world();
      const { provider } = fakeProcessor(answer);
      const service = makeRefundsService({ ...w.deps, provider: async () => provider });
      await expect(service.refund(actor, 'pay1', {})).rejects.toMatchObject({
        status: 502,
        message: REQUESTS_MSG.refundDeclined,
      });
      expect(w.marks()).toBe(0);
    }
    const w = world();
    const service = makeRefundsService({ ...w.deps, provider: async () => undefined });
    await expect(service.refund(actor, 'pay1', {})).rejects.toMatchObject({ status: 409 });
    await expect(service.refund(actor, 'nope', {})).rejects.toMatchObject({ status: 404 });
  });
});
