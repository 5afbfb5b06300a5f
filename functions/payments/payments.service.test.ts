import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { paymentCreateSchema } from '../../shared/schemas/payments.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { makeSpaceRequestItem, type SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { PaymentItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { PaymentChangeWrite } from '../lib/data/vendors/payments.repository.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { makePaymentsService, type PaymentsStore } from './payments.service.js';

const vendor = { id: 'v1', name: 'Stand', status: 'APPROVED' } as VendorItem;
const admin: SessionUser = {
  id: 'admin-1',
  username: 'Market Admin',
  email: 'admin@example.com',
  role: 'admin',
  vendorId: null,
  permissions: [],
  defaultVendorTypes: [],
} as unknown as SessionUser;
const actor = { userId: 'admin-1', userName: 'Market Admin', ipAddress: null, userAgent: null };

/**
 * One request of $40.00 held in memory. Writes are checked against the versions read, as the table's conditions
 * check them; `interleave` runs before a write, as another admin's payment landing first would.
 */
function makeFakeStore(interleave?: (request: SpaceRequestItem) => SpaceRequestItem | undefined) {
  let request = makeSpaceRequestItem({
    id: 'r1',
    vendorId: 'v1',
    marketDateId: 'md',
    date: '2025-06-15',
    status: 'approved',
    amountBase: 4000,
    amountDue: 4000,
    amountBalance: 4000,
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
  });
  const payments = new Map<string, PaymentItem>();
  const audit: PaymentChangeWrite['audit'] = [];
  let interleaved = false;
  const store: PaymentsStore = {
    vendor: async () => vendor,
    vendorRequests: async () => [request],
    publishedDates: async () => new Set(),
    spaceLabels: async () => new Map(),
    vendorPayments: async () => ({ vendor, payments: [...payments.values()] }),
    requestContext: async (id) =>
      id === request.id ? { request, vendor, marketDatePublished: false, spaceLabel: null } : undefined,
    request: async () => request,
    paymentContext: async (id) => {
      const payment = payments.get(id);
      return payment ? { payment, request, vendor, marketDatePublished: false, spaceLabel: null } : undefined;
    },
    writePaymentChange: async (w) => {
      if (interleave && !interleaved) {
        interleaved = true;
        request = interleave(request) ?? request;
      }
      const stored = payments.get(w.payment.id);
      if (w.paymentVersion === null ? stored : stored?.updatedAt !== w.paymentVersion) return 'payment-changed';
      if (w.request && request.updatedAt !== w.request.version) return 'request-changed';
      payments.set(w.payment.id, w.payment);
      if (w.request) request = { ...request, ...w.request.set };
      audit.push(...w.audit);
      return 'written';
    },
    vendorNotes: async () => [],
    addNote: async () => true,
  };
  return { store, current: () => request, audit };
}

const settings = { getSettings: async () => ({ marketTimeZone: 'America/Los_Angeles' }) };
const body = (over: Partial<z.output<typeof paymentCreateSchema>> = {}): z.output<typeof paymentCreateSchema> => ({
  spaceRequestId: 'r1',
  amount: 1500,
  paymentMethod: 'cash',
  status: 'completed',
  stripePaymentId: null,
  notes: null,
  ...over,
});

describe('recording a payment while another change lands on the request', () => {
  it('reads the request again and counts both payments', async () => {
    const fake = makeFakeStore((r) => ({
      ...r,
      amountPaid: 1000,
      amountBalance: 3000,
      updatedAt: '2025-06-02T00:00:00.000Z',
    }));
    const service = makePaymentsService({ now: () => new Date(), store: fake.store, settings });
    const res = await service.recordPayment(admin, actor, 'v1', body());
    expect(res.spaceRequest).toMatchObject({ amountPaid: 2500, amountBalance: 1500 });
    expect(fake.current()).toMatchObject({ amountPaid: 2500, amountBalance: 1500 });
    expect(fake.audit.map((a) => [a.fieldName, a.oldValue, a.newValue]).sort()).toEqual([
      ['amountBalance', '3000', '1500'],
      ['amountPaid', '1000', '2500'],
    ]);
  });

  it('gives up with a clear conflict when the request keeps changing', async () => {
    const fake = makeFakeStore();
    const store: PaymentsStore = { ...fake.store, writePaymentChange: async () => 'request-changed' };
    const service = makePaymentsService({ now: () => new Date(), store, settings });
    await expect(service.recordPayment(admin, actor, 'v1', body())).rejects.toMatchObject({
      status: 409,
      message: REQUESTS_MSG.requestChanged,
    });
  });

  it('refuses an edit that would take back more than was paid, and writes nothing', async () => {
    const fake = makeFakeStore();
    const service = makePaymentsService({ now: () => new Date(), store: fake.store, settings });
    const created = await service.recordPayment(admin, actor, 'v1', body({ amount: 4000 }));
    // Someone lowered the amount paid by hand meanwhile: refunding the full payment would leave it below zero.
    const request = fake.current();
    Object.assign(request, { amountPaid: 1000, amountBalance: 3000 });
    await expect(
      service.updatePayment(actor, created.payment.id, { ...body({ amount: 4000 }), status: 'refunded' }),
    ).rejects.toMatchObject({ status: 400, message: REQUESTS_MSG.paymentPaidNegative });
    expect(fake.current()).toMatchObject({ amountPaid: 1000 });
  });
});
