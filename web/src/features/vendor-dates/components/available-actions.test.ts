import { describe, expect, it } from 'vitest';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { DEFAULT_VENDOR_PERMISSIONS } from '@shared/permissions';
import { availableActions } from './available-actions';

const vendorUser = { role: 'vendor_user' as const, permissions: [...DEFAULT_VENDOR_PERMISSIONS] };
const ctx = {
  actor: vendorUser,
  vendorStatus: 'APPROVED',
  hasPastDueBalance: false,
  timeZone: 'America/Los_Angeles',
  now: new Date('2025-06-04T18:00:00Z'),
};
const date = (status: string | null): VendorMarketDate => ({
  id: 'md-1',
  date: '2025-06-15',
  notes: null,
  spaceRequest: status
    ? {
        id: 'r1',
        status: status as never,
        spaceId: null,
        spaceLabel: null,
        spaceDisplay: 'TBD',
        notes: null,
        amountDue: 0,
        amountBalance: 0,
        grossSales: null,
        lateCancellationFee: 0,
      }
    : null,
});

describe('the actions a market date offers the vendor (spec 1 §4)', () => {
  it('offers Request Space and Skip on a date without a request', () => {
    expect(availableActions(date(null), ctx)).toEqual(['request', 'skip']);
  });

  it('offers Request Space and Unskip on a skipped date', () => {
    expect(availableActions(date('skipped'), ctx)).toEqual(['request', 'unskip']);
  });

  it('offers nothing on requested and approved dates', () => {
    expect(availableActions(date('requested'), ctx)).toEqual([]);
    expect(availableActions(date('approved'), ctx)).toEqual([]);
  });

  it('holds back Request Space for a vendor that is not approved or owes a past-due balance', () => {
    expect(availableActions(date(null), { ...ctx, vendorStatus: 'PENDING' })).toEqual(['skip']);
    expect(availableActions(date('skipped'), { ...ctx, hasPastDueBalance: true })).toEqual(['unskip']);
  });

  it('offers only what the user’s permissions allow', () => {
    const viewer = { role: 'vendor_user' as const, permissions: ['vendor.spaceRequests.view'] };
    expect(availableActions(date(null), { ...ctx, actor: viewer })).toEqual([]);
  });
});
