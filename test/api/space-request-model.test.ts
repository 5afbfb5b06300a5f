/**
 * A model-based test of one vendor's request on one market date (spec 3 §4, spec 2 §2.7, §9): random sequences of
 * the vendor's Request / Skip / Unskip / Cancel and the admin's Approve / Reject (skip or cancel) / Reopen /
 * financial edit / recorded payment go through the real API against the local stack. After every step the stored
 * request must be in the model's status with the model's amounts, its amounts must follow the rules (an open request
 * owes the larger of base and sales-based fee plus its fees; balance = due − paid), and its audit log must have grown
 * by exactly one entry per audited field that changed.
 *
 * Each step is one `Step`: what it sends, and what the model says it does (the next model, or refused). A new action
 * is one more entry in STEPS.
 */
import { fromKey } from '../../functions/lib/data/toolkit/index.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { PERMISSION_CODES } from '../../shared/permissions.js';
import { amountBalance, amountDue, requestAmountDue, salesBasedFee } from '../../shared/pricing.js';
import type { ApiClient, ApiResponse } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';

const SEED = 20_261_123;
const fx = makeRequestFixtures();

/** The vendor's own price (vendor_override): what an approval charges a request never priced. */
const VENDOR_BASE = 2500;
const VENDOR_RATE = 10;

type State = 'none' | 'requested' | 'approved' | 'confirmed' | 'skipped' | 'canceled';
const MONEY = [
  'amountBase',
  'salesBasedRate',
  'grossSales',
  'salesBasedFee',
  'lateCancellationFee',
  'amountLatePaymentFee',
  'amountDue',
  'amountPaid',
  'amountBalance',
] as const;
type Money = Record<(typeof MONEY)[number], number | null>;
const AUDITED = [...MONEY, 'status', 'notes', 'pricingNotes'] as const;

interface Model {
  state: State;
  money: Money;
}
const NO_MONEY: Money = {
  amountBase: 0,
  salesBasedRate: 0,
  grossSales: null,
  salesBasedFee: 0,
  lateCancellationFee: 0,
  amountLatePaymentFee: 0,
  amountDue: 0,
  amountPaid: 0,
  amountBalance: 0,
};

type Stored = Record<string, unknown> & { id: string; status: State };

interface Real {
  marketDateId: string;
  vendorId: string;
  vendor: ApiClient;
  admin: ApiClient;
  /** The stored request before the step, and how many audit entries each request id had. */
  stored: Stored | undefined;
  audits: Map<string, number>;
}

const isOpen = (s: State) => s === 'requested' || s === 'approved' || s === 'confirmed';
const num = (v: number | null) => v ?? 0;
const withBalance = (m: Money, due: number): Money => ({
  ...m,
  amountDue: due,
  amountBalance: amountBalance(due, num(m.amountPaid)),
});

/** One action: the call it makes, and the model after it (or 'refused' when the rules do not allow it). */
interface Step {
  name: string;
  call(real: Real, model: Readonly<Model>): Promise<ApiResponse>;
  next(model: Model): Model | 'refused';
  /** Steps the model cannot hold yet are not drawn in that state. */
  when?(model: Model): boolean;
}

const vendorPath = (r: Real, action: string) => `/api/vendor/market-dates/${r.marketDateId}/${action}`;
const adminPath = (r: Real, action: string) => `/api/market-dates/${r.marketDateId}/${action}?vendorId=${r.vendorId}`;

const requestStep = (notes: string | null): Step => ({
  name: `vendor requests (${notes})`,
  call: (r) => r.vendor.post(vendorPath(r, 'request'), { notes }),
  next: (m) => {
    if (m.state === 'none') return { state: 'requested', money: NO_MONEY };
    if (m.state === 'skipped') return requestedAgain(m);
    return 'refused';
  },
});

/** Back to requested (a vendor's request from a skip, an admin's reopen): it owes its price again, without a late fee. */
function requestedAgain(m: Model): Model {
  const money = { ...m.money, lateCancellationFee: 0 };
  const due = amountDue({
    amountBase: num(money.amountBase),
    salesBasedFee: num(money.salesBasedFee),
    amountLatePaymentFee: num(money.amountLatePaymentFee),
  });
  return { state: 'requested', money: withBalance(money, due) };
}

/** The market date is far ahead: a vendor's cancel is before the Tuesday deadline and costs nothing. */
const cancelStep: Step = {
  name: 'vendor cancels',
  call: (r) => r.vendor.post(vendorPath(r, 'cancel'), {}),
  next: (m) =>
    isOpen(m.state) ? { state: 'canceled', money: withBalance({ ...m.money, lateCancellationFee: 0 }, 0) } : 'refused',
};

/** An admin records a completed payment: paid and balance move together, whatever the request's status. */
const paymentStep = (amount: number): Step => ({
  name: `admin records a payment of ${amount}`,
  call: (r) =>
    r.admin.post(`/api/vendors/${r.vendorId}/payments`, {
      spaceRequestId: r.stored!.id,
      amount,
      paymentMethod: 'cash',
      status: 'completed',
    }),
  next: (m) => {
    const money = { ...m.money, amountPaid: num(m.money.amountPaid) + amount };
    return { state: m.state, money: withBalance(money, num(money.amountDue)) };
  },
  when: (m) => m.state !== 'none',
});

const skipStep = (notes: string | null): Step => ({
  name: `vendor skips (${notes})`,
  call: (r) => r.vendor.post(vendorPath(r, 'skip'), { notes }),
  next: (m) => {
    if (m.state === 'none') return { state: 'skipped', money: NO_MONEY };
    if (isOpen(m.state)) return { state: 'skipped', money: withBalance(m.money, 0) };
    return 'refused';
  },
});

const unskipStep: Step = {
  name: 'vendor unskips',
  call: (r) => r.vendor.post(vendorPath(r, 'unskip')),
  // A skip with payments recorded stays: removing it would orphan them.
  next: (m) => (m.state === 'skipped' && !m.money.amountPaid ? { state: 'none', money: NO_MONEY } : 'refused'),
};

const approveStep: Step = {
  name: 'admin approves',
  call: (r) => r.admin.post(adminPath(r, 'approve')),
  next: (m) => {
    if (m.state !== 'requested') return 'refused';
    if (m.money.amountBase !== 0 || m.money.amountPaid !== 0) return { state: 'approved', money: m.money };
    const fee = salesBasedFee(m.money.grossSales, VENDOR_RATE, false);
    const money = { ...m.money, amountBase: VENDOR_BASE, salesBasedRate: VENDOR_RATE, salesBasedFee: fee };
    return {
      state: 'approved',
      money: withBalance(
        money,
        amountDue({
          amountBase: VENDOR_BASE,
          salesBasedFee: fee,
          lateCancellationFee: num(m.money.lateCancellationFee),
          amountLatePaymentFee: num(m.money.amountLatePaymentFee),
        }),
      ),
    };
  },
};

const rejectStep = (as: 'skip' | 'cancel', reason: string | null): Step => ({
  name: `admin rejects as ${as} (${reason})`,
  call: (r) => r.admin.post(adminPath(r, 'reject'), { as, reason }),
  next: (m) => {
    if (m.state === 'none' || m.state === 'canceled') return 'refused';
    if (as === 'skip') return { state: 'skipped', money: withBalance(m.money, 0) };
    return { state: 'canceled', money: withBalance({ ...m.money, lateCancellationFee: 0 }, 0) };
  },
});

const reopenStep: Step = {
  name: 'admin reopens',
  call: (r) => r.admin.post(adminPath(r, 'reopen')),
  next: (m) => (m.state === 'canceled' || m.state === 'skipped' ? requestedAgain(m) : 'refused'),
};

interface Edit {
  amountBase: number;
  salesBasedRate: number;
  grossSales: number | null;
  lateCancellationFee: number;
  amountLatePaymentFee: number;
}
/** Whole hundreds of dollars of sales at whole percent: fees in whole dollars, so round_cents cannot matter. */
const editArb: fc.Arbitrary<Edit> = fc.record({
  amountBase: fc.integer({ min: 0, max: 60 }).map((d) => d * 100),
  salesBasedRate: fc.integer({ min: 0, max: 20 }),
  grossSales: fc.option(
    fc.integer({ min: 1, max: 40 }).map((h) => h * 10_000),
    { nil: null },
  ),
  lateCancellationFee: fc.constantFrom(0, 0, 1500),
  amountLatePaymentFee: fc.constantFrom(0, 0, 500),
});
const editedMoney = (m: Model, e: Edit): Money => {
  const fee = salesBasedFee(e.grossSales, e.salesBasedRate, false);
  const due = requestAmountDue(m.state, { ...e, salesBasedFee: fee });
  return withBalance({ ...m.money, ...e, salesBasedFee: fee }, due);
};

const editStep = (e: Edit, consistent: boolean): Step => ({
  name: `admin edits the money ${consistent ? '' : 'inconsistently '}${JSON.stringify(e)}`,
  call: (r, m) => {
    const money = editedMoney(m, e);
    return r.admin.patch(`/api/space-requests/${r.stored!.id}`, {
      ...money,
      amountDue: consistent ? money.amountDue : num(money.amountDue) + 100,
      expectedUpdatedAt: r.stored!.updatedAt,
    });
  },
  next: (m) => (consistent ? { state: m.state, money: editedMoney(m, e) } : 'refused'),
  when: (m) => m.state !== 'none',
});

const noteArb = fc.constantFrom(null, 'Bringing the big tent', 'Rain likely');
const STEPS: fc.Arbitrary<Step>[] = [
  noteArb.map(requestStep),
  noteArb.map(skipStep),
  fc.constant(unskipStep),
  fc.constant(approveStep),
  fc.tuple(fc.constantFrom('skip' as const, 'cancel' as const), noteArb).map(([as, reason]) => rejectStep(as, reason)),
  fc.constant(reopenStep),
  fc.constant(cancelStep),
  fc.constantFrom(1000, 2550).map(paymentStep),
  fc.tuple(editArb, fc.boolean()).map(([e, ok]) => editStep(e, ok)),
];

// ---------------------------------------------------------------------------------------------------------------

async function storedRequest(r: Real): Promise<Stored | undefined> {
  return (await fx.request(r.marketDateId, r.vendorId)) as Stored | undefined;
}

async function auditCount(requestId: string): Promise<number> {
  return fx.table.count({ ...fromKey(keys.spaceRequestAuditPrefix(requestId)), consistent: true });
}

const value = (item: Record<string, unknown> | undefined, field: string) => item?.[field] ?? null;
/** Entries one change must log: a field per changed value; a new request its set fields; a removed one, one. */
function expectedEntries(before: Stored | undefined, after: Stored | undefined): number {
  if (!before && !after) return 0;
  if (!after) return 1;
  if (!before) return AUDITED.filter((f) => ![null, 0].includes(value(after, f) as never)).length;
  return AUDITED.filter((f) => value(before, f) !== value(after, f)).length;
}

class StepCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly step: Step) {}
  check = (m: Readonly<Model>) => this.step.when?.(m) ?? true;
  toString = () => this.step.name;

  async run(model: Model, real: Real): Promise<void> {
    const predicted = this.step.next(model);
    const res = await this.step.call(real, model);
    if (predicted === 'refused') {
      expect(res.status, `${this.step.name}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    } else {
      expect([200, 201], `${this.step.name}: ${res.status} ${res.text}`).toContain(res.status);
      Object.assign(model, predicted);
    }

    const before = real.stored;
    const after = await storedRequest(real);
    expect(after?.status ?? 'none').toBe(model.state);
    if (after) {
      const money = Object.fromEntries(MONEY.map((f) => [f, value(after, f)]));
      expect(money).toEqual(model.money);
      const paid = Number(after.amountPaid);
      if (isOpen(after.status)) {
        expect(after.amountDue).toBe(
          amountDue({
            amountBase: Number(after.amountBase),
            salesBasedFee: Number(after.salesBasedFee),
            lateCancellationFee: Number(after.lateCancellationFee),
            amountLatePaymentFee: Number(after.amountLatePaymentFee),
          }),
        );
      }
      expect(after.amountBalance).toBe(Number(after.amountDue) - paid);
    }

    const ids = [...new Set([before?.id, after?.id].filter((id): id is string => !!id))];
    const counts = await Promise.all(ids.map(auditCount));
    const grown = ids.reduce((sum, id, i) => sum + counts[i]! - (real.audits.get(id) ?? 0), 0);
    expect(grown, `audit entries written by ${this.step.name}`).toBe(expectedEntries(before, after));
    ids.forEach((id, i) => real.audits.set(id, counts[i]!));
    real.stored = after;
  }
}

let vendorId: string;
let vendor: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  const [v] = await fx.vendors([
    fx.vendor({ name: 'Model Farm', overrideBasePrice: VENDOR_BASE, overrideSalesBasedRate: VENDOR_RATE }),
  ]);
  vendorId = v!.id;
  const user = await createTestUser({ role: 'vendor_user', vendorId, permissions: [...PERMISSION_CODES] });
  [vendor, admin] = await Promise.all([
    signedInClient(user.email, user.password),
    signedInClient(DEMO.admin, DEMO.password),
  ]);
}, 60_000);

describe('a request’s life against its model', () => {
  it('stays in a state the rules allow, with the rules’ amounts and one audit entry per change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          STEPS.map((s) => s.map((step) => new StepCommand(step))),
          { maxCommands: 14 },
        ),
        async (commands) => {
          const { marketDate } = await fx.marketDate({ spaces: [] });
          const real: Real = {
            marketDateId: marketDate.id,
            vendorId,
            vendor,
            admin,
            stored: undefined,
            audits: new Map(),
          };
          await fc.asyncModelRun(() => ({ model: { state: 'none' as State, money: NO_MONEY }, real }), commands);
        },
      ),
      { seed: SEED, numRuns: 30, interruptAfterTimeLimit: 35_000, markInterruptAsFailure: false },
    );
  }, 60_000);
});
