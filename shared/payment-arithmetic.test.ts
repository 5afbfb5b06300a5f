import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPaymentChange, countedAmount, nextVersion, summarizeRequests } from './payment-arithmetic.js';

const request = (over: Partial<Parameters<typeof summarizeRequests>[0][number]> = {}) => ({
  status: 'approved',
  amountBase: 4000,
  grossSales: null,
  salesBasedFee: 0,
  lateCancellationFee: 0,
  amountLatePaymentFee: 0,
  amountDue: 4000,
  amountPaid: 0,
  amountBalance: 4000,
  ...over,
});

describe('the Space History summary (spec 3 §2)', () => {
  it('adds up base, sales, fees, late fees, due, paid and balance of approved and confirmed requests', () => {
    const summary = summarizeRequests([
      request({ amountPaid: 4000, amountBalance: 0 }),
      request({
        status: 'confirmed',
        amountBase: 3500,
        grossSales: 152_000,
        salesBasedFee: 15_200,
        amountLatePaymentFee: 1000,
        amountDue: 16_200,
        amountPaid: 3500,
        amountBalance: 12_700,
      }),
    ]);
    expect(summary).toEqual({
      totalBase: 7500,
      sales: 152_000,
      fees: 15_200,
      lateCancel: 0,
      latePay: 1000,
      due: 20_200,
      paid: 7500,
      balance: 12_700,
    });
  });

  it('leaves requested, skipped and cancelled-in-time dates out', () => {
    const summary = summarizeRequests([
      request({ status: 'requested' }),
      request({ status: 'skipped', amountDue: 0, amountBalance: 0 }),
      request({ status: 'canceled', amountDue: 0, amountBalance: 0 }),
    ]);
    expect(Object.values(summary).every((v) => v === 0)).toBe(true);
  });

  it('counts a late cancellation’s fee, what was paid of it and what is still owed, not the space it gave up', () => {
    const summary = summarizeRequests([
      request({ amountPaid: 4000, amountBalance: 0 }),
      request({ status: 'canceled', lateCancellationFee: 1500, amountDue: 1500, amountBalance: 1500 }),
      request({ status: 'canceled', lateCancellationFee: 1500, amountDue: 1500, amountPaid: 1500, amountBalance: 0 }),
    ]);
    expect(summary).toEqual({
      totalBase: 4000,
      sales: 0,
      fees: 0,
      lateCancel: 3000,
      latePay: 0,
      due: 7000,
      paid: 5500,
      balance: 1500,
    });
  });
});

describe('what a payment does to its request', () => {
  it('a completed payment raises what was paid and lowers the balance by its amount', () => {
    expect(
      applyPaymentChange({ amountDue: 4000, amountPaid: 1000 }, null, { amount: 2500, status: 'completed' }),
    ).toEqual({ amountPaid: 3500, amountBalance: 500, delta: 2500 });
  });

  it('a processing, failed or requested payment does not count', () => {
    for (const status of ['processing', 'failed', 'requested', 'refunded']) {
      expect(applyPaymentChange({ amountDue: 4000, amountPaid: 0 }, null, { amount: 4000, status })).toEqual({
        amountPaid: 0,
        amountBalance: 4000,
        delta: 0,
      });
    }
  });

  it('refunding a completed payment takes it back; correcting its amount moves only the difference', () => {
    const req = { amountDue: 4000, amountPaid: 4000 };
    const paid = { amount: 4000, status: 'completed' };
    expect(applyPaymentChange(req, paid, { amount: 4000, status: 'refunded' })).toMatchObject({
      amountPaid: 0,
      amountBalance: 4000,
    });
    expect(applyPaymentChange(req, paid, { amount: 3000, status: 'completed' })).toMatchObject({
      amountPaid: 3000,
      amountBalance: 1000,
    });
    expect(applyPaymentChange({ amountDue: 4000, amountPaid: 0 }, { amount: 4000, status: 'failed' }, paid)).toEqual({
      amountPaid: 4000,
      amountBalance: 0,
      delta: 4000,
    });
  });

  it('whatever the order of changes, amount paid is the sum of completed payments and balance is due minus paid', () => {
    const payment = fc.record({
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      status: fc.constantFrom('completed', 'processing', 'failed', 'refunded', 'requested'),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(payment, { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), payment), { maxLength: 10 }),
        (amountDue, created, edits) => {
          const payments = [...created];
          let req = { amountDue, amountPaid: 0, amountBalance: amountDue };
          for (const p of created) req = { amountDue, ...applyPaymentChange(req, null, p) };
          for (const [i, next] of edits) {
            const at = i % payments.length;
            req = { amountDue, ...applyPaymentChange(req, payments[at]!, next) };
            payments[at] = next;
          }
          const completed = payments.reduce((s, p) => s + countedAmount(p), 0);
          expect(req.amountPaid).toBe(completed);
          expect(req.amountBalance).toBe(amountDue - completed);
        },
      ),
    );
  });
});

describe('version stamps', () => {
  it('follow the clock, and step past a version written in the same millisecond or later', () => {
    const now = new Date('2026-05-03T16:00:00.000Z');
    expect(nextVersion('2026-05-03T15:59:59.000Z', now)).toBe('2026-05-03T16:00:00.000Z');
    expect(nextVersion('2026-05-03T16:00:00.000Z', now)).toBe('2026-05-03T16:00:00.001Z');
    expect(nextVersion('2026-05-03T16:00:05.000Z', now)).toBe('2026-05-03T16:00:05.001Z');
  });
});
