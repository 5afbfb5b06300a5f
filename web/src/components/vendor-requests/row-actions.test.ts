import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '@shared/permissions';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { RULE_MESSAGES } from '@shared/space-request-rules';
import { rowActions, type RowContext } from './row-actions';

const vendorUser = { role: 'vendor_user' as const, permissions: [...DEFAULT_VENDOR_PERMISSIONS] };
const admin = { role: 'admin' as const, permissions: [] };
const ctx: RowContext = {
  actor: vendorUser,
  vendorStatus: 'APPROVED',
  hasPastDueBalance: false,
  timeZone: 'America/Los_Angeles',
  now: new Date('2025-06-04T18:00:00Z'),
  pastView: false,
  today: '2025-06-04',
};

const date = (status: string | null, over: Record<string, unknown> = {}, day = '2025-06-15'): VendorMarketDate => ({
  id: 'md-1',
  date: day,
  notes: null,
  marketId: 'main',
  marketName: 'MarketDay',
  marketAllowed: true,
  deadline: null,
  spaceRequest: status
    ? {
        id: 'r1',
        status: status as never,
        spaceId: null,
        spaceLabel: null,
        spaceDisplay: 'TBD',
        notes: null,
        waitlistPlace: null,
        amountDue: 0,
        amountBalance: 0,
        grossSales: null,
        lateCancellationFee: 0,
        amountBase: 0,
        salesBasedRate: 0,
        salesBasedFee: 0,
        amountLatePaymentFee: 0,
        amountPaid: 0,
        createdAt: null,
        approvedAt: null,
        cancelledAt: null,
        cancelledReason: null,
        isPastDue: false,
        ...over,
      }
    : null,
});

const names = (d: VendorMarketDate, c: Partial<RowContext> = {}) =>
  rowActions(d, { ...ctx, ...c }).map((a) => a.action);

describe('the actions a date offers a vendor (spec 3 §4)', () => {
  it('no request: Request and Skip; skipped: Request and Unskip', () => {
    expect(names(date(null))).toEqual(['request', 'skip']);
    expect(names(date('skipped'))).toEqual(['request', 'unskip']);
  });

  it('requested, approved and confirmed: Skip until the Tuesday deadline, Cancel after it; never Request', () => {
    expect(names(date('requested'))).toEqual(['skip']);
    expect(names(date('approved'))).toEqual(['skip']);
    expect(names(date('confirmed'))).toEqual(['skip']);
    // Wednesday 4 June: the deadline of Sunday 8 June (Tuesday 3 June, 23:59:59.999) has passed.
    expect(names(date('approved', {}, '2025-06-08'))).toEqual(['cancel']);
    expect(names(date('requested', {}, '2025-06-08'))).toEqual(['cancel']);
  });

  it('Pay shows for a balance above 0 on an approved or canceled request, not on a requested one', () => {
    expect(names(date('approved', { amountBalance: 4000 }))).toEqual(['skip', 'pay']);
    expect(names(date('canceled', { amountBalance: 1500, lateCancellationFee: 1500 }))).toEqual(['pay']);
    expect(names(date('requested', { amountBalance: 4000 }))).toEqual(['skip']);
    expect(names(date('approved', { amountBalance: 0 }))).toEqual(['skip']);
  });

  it('a sales-based space offers Pay from its market day, not before; its late cancellation fee at once', () => {
    const salesBased = { amountBalance: 3500, salesBasedRate: 5 };
    expect(names(date('approved', salesBased))).toEqual(['skip']);
    expect(names(date('approved', salesBased, '2025-06-04'))).toEqual(['cancel', 'pay']);
    expect(names(date('canceled', { ...salesBased, amountBalance: 1500, lateCancellationFee: 1500 }))).toEqual(['pay']);
  });

  it('each action follows its permission', () => {
    const only = (...codes: string[]) => ({ actor: { role: 'vendor_user' as const, permissions: codes } });
    expect(names(date(null), only('vendor.spaceRequests.view'))).toEqual([]);
    expect(names(date(null), only('vendor.spaceRequests.view', 'vendor.spaceRequests.skip'))).toEqual(['skip']);
    expect(names(date('approved'), only('vendor.spaceRequests.view', 'vendor.spaceRequests.request'))).toEqual([]);
    expect(names(date('approved'), only('vendor.spaceRequests.cancel'))).toEqual(['cancel']);
    expect(names(date('approved'), only('vendor.spaceRequests.skip', 'vendor.spaceRequests.cancel'))).toEqual(['skip']);
  });

  it('holds back Request for a vendor that is not approved or owes a past-due balance', () => {
    expect(names(date(null), { vendorStatus: 'PENDING' })).toEqual(['skip']);
    expect(names(date('skipped'), { hasPastDueBalance: true })).toEqual(['unskip']);
  });

  it('offers no request, skip or cancel on an earlier date or with Show Past Dates on; Pay stays', () => {
    expect(names(date(null, {}, '2025-06-01'))).toEqual([]);
    expect(names(date('approved', { amountBalance: 100 }, '2025-06-01'))).toEqual(['pay']);
    expect(names(date(null), { pastView: true })).toEqual([]);
  });
});

describe('the actions a date offers an admin (spec 3 §4)', () => {
  it('Approve and Reject on a request; Reject on an approved one; Reopen on a skip or cancel', () => {
    expect(names(date('requested'), { actor: admin })).toEqual(['approve', 'reject']);
    expect(names(date('approved'), { actor: admin })).toEqual(['reject']);
    expect(names(date('skipped'), { actor: admin })).toEqual(['reopen']);
    expect(names(date('canceled'), { actor: admin })).toEqual(['reopen']);
    expect(names(date(null), { actor: admin })).toEqual(['request']);
  });

  it('Approve is shown disabled, with the spec’s tooltip, while the vendor is not approved', () => {
    expect(rowActions(date('requested'), { ...ctx, actor: admin, vendorStatus: 'PENDING' })[0]).toEqual({
      action: 'approve',
      disabledReason: RULE_MESSAGES.vendorNotApprovedForApproval,
    });
  });
});

describe("a date's own market decides its actions", () => {
  // Wednesday 2025-06-11 at a New York market whose deadline is two days before at noon (Monday 16:00:59.999Z).
  const wednesday = (now: string, status = 'approved') =>
    names(
      {
        ...date(status, {}, '2025-06-11'),
        marketId: 'evening',
        marketName: 'Evening',
        timeZone: 'America/New_York',
        today: '2025-06-09',
        deadline: { daysBefore: 2, time: '12:00' },
      },
      { now: new Date(now), today: '2025-06-09' },
    );

  it("skips until the market's deadline and only cancels after it", () => {
    expect(wednesday('2025-06-09T16:00:59.999Z')).toEqual(['skip']);
    expect(wednesday('2025-06-09T16:01:00.000Z')).toEqual(['cancel']);
  });

  it('offers no Request on a date of a market the vendor is not approved for', () => {
    expect(names({ ...date(null), marketAllowed: false })).toEqual(['skip']);
    expect(names({ ...date('skipped'), marketAllowed: false })).toEqual(['unskip']);
  });
});
