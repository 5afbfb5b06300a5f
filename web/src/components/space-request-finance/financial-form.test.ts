import { describe, expect, it } from 'vitest';
import { financialEditSchema } from '@shared/schemas/space-requests';
import { REQUESTS_MSG } from '@shared/request-messages';
import { makeRequestDetail } from '@/test/money-fixtures';
import { calculate, financialValues, toFinancialEdit } from './financial-form';

const request = makeRequestDetail({ amountPaid: 2500, updatedAt: '2026-05-21T16:00:00.000Z' });
const unpaid = { ...request, amountPaid: 0 };

describe('the financial edit’s calculated fields (spec 2 §5)', () => {
  it('takes the larger of base and sales-based fee, adds the late fees, and subtracts what was paid', () => {
    const values = { ...financialValues(request), amountBase: 4000, salesBasedRate: 10, grossSales: 62_345 };
    // $623.45 × 10% = $62.35 (half a cent up) > $40 base.
    expect(calculate(values, request, false)).toEqual({ salesBasedFee: 6235, amountDue: 6235, amountBalance: 3735 });
    expect(
      calculate({ ...values, lateCancellationFee: 1500, amountLatePaymentFee: 500 }, request, false).amountDue,
    ).toBe(6235 + 2000);
    // No sales: the base stands.
    expect(calculate({ ...values, grossSales: null }, request, false)).toEqual({
      salesBasedFee: 0,
      amountDue: 4000,
      amountBalance: 1500,
    });
  });

  it('makes a cancelled request owe its late fees only, and a skipped one nothing', () => {
    const values = {
      ...financialValues(request),
      amountBase: 4000,
      lateCancellationFee: 1500,
      amountLatePaymentFee: 0,
    };
    expect(calculate(values, { status: 'canceled', amountPaid: 0 }, false)).toMatchObject({
      amountDue: 1500,
      amountBalance: 1500,
    });
    expect(calculate(values, { status: 'skipped', amountPaid: 0 }, false).amountDue).toBe(0);
  });

  it('rounds the sales-based fee to the next whole dollar at 50 cents or more when round_cents is on', () => {
    // $625.45 × 10% = $62.55 → $63.00; $623.45 × 10% = $62.35 stays.
    const values = { ...financialValues(request), salesBasedRate: 10, grossSales: 62_545 };
    expect(calculate(values, unpaid, false).salesBasedFee).toBe(6255);
    expect(calculate(values, unpaid, true).salesBasedFee).toBe(6300);
    expect(calculate({ ...values, grossSales: 62_345 }, unpaid, true).salesBasedFee).toBe(6235);
  });

  it('sends the calculated fields, the paid amount and the version with what was typed, in cents', () => {
    const values = { ...financialValues(request), amountBase: 5000, grossSales: 10_000, notes: '  Corner spot ' };
    const body = financialEditSchema.parse(toFinancialEdit(values, request, false));
    expect(body).toMatchObject({
      amountBase: 5000,
      salesBasedRate: 10,
      grossSales: 10_000,
      salesBasedFee: 1000,
      amountDue: 5000,
      amountPaid: 2500,
      amountBalance: 2500,
      notes: 'Corner spot',
      pricingNotes: null,
      expectedUpdatedAt: '2026-05-21T16:00:00.000Z',
    });
  });

  it('sends the split by tender without its empty parts while switched on, and clears it when switched off', () => {
    const values = {
      ...financialValues(request),
      grossSales: 10_000,
      splitOpen: true,
      salesByTender: { card: 7000, cash: null, snap: 3000 },
    };
    expect(toFinancialEdit(values, request, false).salesByTender).toEqual({ card: 7000, snap: 3000 });
    expect(toFinancialEdit({ ...values, splitOpen: false }, request, false).salesByTender).toBeNull();
    expect(financialValues({ ...request, salesByTender: { card: 100 } })).toMatchObject({
      splitOpen: true,
      salesByTender: { card: 100 },
    });
  });

  it('says which required field is empty in the spec’s words', () => {
    const values = { ...financialValues(request), amountBase: null, salesBasedRate: null };
    const result = financialEditSchema.safeParse(toFinancialEdit(values, request, false));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      amountBase: REQUESTS_MSG.baseAmountRequired,
      salesBasedRate: REQUESTS_MSG.salesRateRequired,
    });
  });
});
