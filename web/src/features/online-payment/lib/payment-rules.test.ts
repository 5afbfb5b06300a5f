import { describe, expect, it } from 'vitest';
import { PAY_MSG } from '@shared/payment-messages';
import {
  cancelShown,
  formatLongDate,
  parseGrossSales,
  payControlsShown,
  requestPagePayShown,
  statusBanner,
} from './payment-rules';

const flat = {
  status: 'approved' as const,
  salesBasedRate: 0,
  grossSales: null,
  isMarketDatePassed: false,
  amountDue: 4000,
  amountBalance: 4000,
  lateCancellationFee: 0,
  requiresPrepayment: false,
};
const salesBased = { ...flat, salesBasedRate: 10 };

describe('the pay controls of the payment page (spec 3 §2)', () => {
  it('show for a flat fee with a balance, before the market date too', () => {
    expect(payControlsShown(flat)).toBe(true);
  });
  it('hide once nothing is owed', () => {
    expect(payControlsShown({ ...flat, amountBalance: 0 })).toBe(false);
  });
  it('hide for a sales-based request until gross sales are entered and the market date has passed', () => {
    expect(payControlsShown({ ...salesBased, isMarketDatePassed: true })).toBe(false);
    expect(payControlsShown({ ...salesBased, grossSales: 120000 })).toBe(false);
    expect(payControlsShown({ ...salesBased, grossSales: 0, isMarketDatePassed: true })).toBe(false);
    expect(payControlsShown({ ...salesBased, grossSales: 120000, isMarketDatePassed: true })).toBe(true);
  });
  it('show for a late cancellation fee of a sales-based space, before its market date', () => {
    expect(
      payControlsShown({ ...salesBased, status: 'canceled', amountBalance: 1500, lateCancellationFee: 1500 }),
    ).toBe(true);
  });
});

describe('the public request page', () => {
  it('colours and titles the banner by status', () => {
    expect(statusBanner('canceled')).toMatchObject({ color: 'red', title: 'Space Request Cancelled' });
    expect(statusBanner('skipped')).toMatchObject({ color: 'orange', title: 'Market Date Skipped' });
    expect(statusBanner('requested')).toMatchObject({ color: 'blue', title: 'Space Request Received' });
    expect(statusBanner('approved')).toMatchObject({ color: 'green', title: 'Space Request Approved' });
    expect(statusBanner('confirmed')).toMatchObject({ color: 'green', title: 'Space Request Approved' });
  });

  it('offers Cancel only on an active request and only with vendor.spaceRequests.cancel', () => {
    expect(cancelShown({ status: 'approved', userPermissions: ['vendor.spaceRequests.cancel'] })).toBe(true);
    expect(cancelShown({ status: 'approved', userPermissions: ['vendor.spaceRequests.view'] })).toBe(false);
    expect(cancelShown({ status: 'requested', userPermissions: ['vendor.spaceRequests.cancel'] })).toBe(false);
  });

  it('offers Pay for a balance on an active request, or a late cancellation fee still owed', () => {
    expect(requestPagePayShown(flat)).toBe(true);
    expect(requestPagePayShown({ ...flat, status: 'requested' })).toBe(false);
    expect(requestPagePayShown({ ...flat, status: 'canceled', amountBalance: 0, lateCancellationFee: 1500 })).toBe(
      false,
    );
    expect(
      requestPagePayShown({ ...salesBased, status: 'canceled', amountBalance: 1500, lateCancellationFee: 1500 }),
    ).toBe(true);
  });

  it('offers no Pay on a sales-based space before its market date, and Pay (with sales entry) from it', () => {
    expect(requestPagePayShown(salesBased)).toBe(false);
    expect(requestPagePayShown({ ...salesBased, isMarketDatePassed: true })).toBe(true);
  });

  it('writes the market date with its weekday, whatever the browser zone', () => {
    expect(formatLongDate('2099-06-07')).toBe('Sunday, June 7, 2099');
  });
});

describe('gross sales typed in dollars', () => {
  it('become cents', () => {
    expect(parseGrossSales('1,234.56')).toEqual({ cents: 123456 });
    expect(parseGrossSales('$80')).toEqual({ cents: 8000 });
    expect(parseGrossSales('0')).toEqual({ cents: 0 });
  });
  it('refuse text and negative amounts with the spec’s messages', () => {
    expect(parseGrossSales('abc')).toEqual({ error: PAY_MSG.grossSalesNumber });
    expect(parseGrossSales('')).toEqual({ error: PAY_MSG.grossSalesNumber });
    expect(parseGrossSales('-5')).toEqual({ error: PAY_MSG.grossSalesPositive });
  });
});
