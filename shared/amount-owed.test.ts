import { describe, expect, it } from 'vitest';
import { amountOwed, offersPay, payability, paymentPurpose, totalOwed } from './amount-owed.js';

const r = (over: Partial<Parameters<typeof payability>[0]> = {}) => ({
  status: 'approved',
  amountBalance: 4000,
  salesBasedRate: 0,
  grossSales: null,
  ...over,
});

describe('what a request owes', () => {
  it('an approved or confirmed request owes its balance; a late cancellation owes its fee', () => {
    expect(amountOwed(r())).toBe(4000);
    expect(amountOwed(r({ status: 'confirmed', amountBalance: 250 }))).toBe(250);
    expect(amountOwed(r({ status: 'canceled', amountBalance: 1500 }))).toBe(1500);
  });

  it('a plain request, a skip, a paid request and a credit owe nothing', () => {
    expect(amountOwed(r({ status: 'requested' }))).toBe(0);
    expect(amountOwed(r({ status: 'skipped', amountBalance: 3500 }))).toBe(0);
    expect(amountOwed(r({ amountBalance: 0 }))).toBe(0);
    expect(amountOwed(r({ status: 'canceled', amountBalance: -4000 }))).toBe(0);
  });

  it('totals count every open balance, fees of cancelled dates included', () => {
    expect(
      totalOwed([
        r(),
        r({ status: 'canceled', amountBalance: 1500 }),
        r({ status: 'requested' }),
        r({ status: 'skipped', amountBalance: -2000 }),
      ]),
    ).toEqual({ count: 2, amount: 5500 });
  });
});

describe('when Pay can work', () => {
  it('a flat price is payable at once; nothing owed is not', () => {
    expect(payability(r(), false)).toBe('ok');
    expect(payability(r({ amountBalance: 0 }), true)).toBe('nothing-owed');
  });

  it('a sales-based space is not payable before its market day, and after it only with its sales', () => {
    const salesBased = r({ salesBasedRate: 5, amountBalance: 3500 });
    expect(payability(salesBased, false)).toBe('too-early');
    expect(offersPay(salesBased, false)).toBe(false);
    expect(payability(salesBased, true)).toBe('sales-missing');
    // The payment page asks for the sales, then takes the payment.
    expect(offersPay(salesBased, true)).toBe(true);
    expect(payability({ ...salesBased, grossSales: 100_000 }, true)).toBe('ok');
  });

  it('a late cancellation fee of a sales-based space is payable before the market day', () => {
    const fee = r({ status: 'canceled', salesBasedRate: 5, amountBalance: 1500 });
    expect(payability(fee, false)).toBe('ok');
    expect(offersPay(fee, false)).toBe(true);
  });
});

describe('what a payment pays for', () => {
  const fees = { lateCancellationFee: 0, amountLatePaymentFee: 0 };
  it('names the space fee, the late cancellation fee and a late payment fee', () => {
    expect(paymentPurpose({ status: 'approved', ...fees })).toBe('Space Fee');
    expect(paymentPurpose({ status: 'approved', ...fees, amountLatePaymentFee: 1000 })).toBe(
      'Space Fee and Late Payment Fee',
    );
    expect(paymentPurpose({ status: 'canceled', ...fees, lateCancellationFee: 1500 })).toBe('Late Cancellation Fee');
    expect(paymentPurpose({ status: 'canceled', ...fees, amountLatePaymentFee: 1000 })).toBe('Late Payment Fee');
  });
});
