import { describe, expect, it } from 'vitest';
import { latePaymentFeeFields, transitionFields } from './request-transitions.js';

const request = {
  notes: 'Corner please',
  amountBase: 5000,
  salesBasedFee: 6200,
  amountLatePaymentFee: 0,
  amountPaid: 2000,
};
const base = { request, at: '2026-11-20T10:00:00.000Z', userId: 'u1', note: null, lateCancellationFeeCents: 2500 };

describe('transitionFields', () => {
  it('a late cancel owes the fee minus what was paid, and frees the space', () => {
    expect(transitionFields({ ...base, to: 'canceled', late: true })).toMatchObject({
      status: 'canceled',
      spaceId: null,
      lateCancellationFee: 2500,
      amountDue: 2500,
      amountBalance: 500,
    });
  });

  it('a cancel in time owes nothing; what was paid becomes a credit', () => {
    expect(transitionFields({ ...base, to: 'canceled', late: false })).toMatchObject({
      lateCancellationFee: 0,
      amountDue: 0,
      amountBalance: -2000,
    });
  });

  it('a reopened request owes the larger of base and sales fee again, without the cancellation fee', () => {
    expect(transitionFields({ ...base, to: 'requested' })).toMatchObject({
      status: 'requested',
      lateCancellationFee: 0,
      amountDue: 6200,
      amountBalance: 4200,
      cancelledAt: null,
    });
  });

  it('approval with new prices replaces the amounts and keeps the payments', () => {
    const amounts = { amountBase: 4000, salesBasedRate: 0, salesBasedFee: 0, amountDue: 4000, amountBalance: 4000 };
    expect(transitionFields({ ...base, to: 'approved', amounts })).toMatchObject({
      status: 'approved',
      approvedBy: 'u1',
      amountDue: 4000,
      amountBalance: 2000,
    });
  });

  it('an unskip removes the request', () => {
    expect(transitionFields({ ...base, to: 'none' })).toBeNull();
  });
});

describe('latePaymentFeeFields', () => {
  it('charging the late payment fee adds it to what the request owes and to its balance, once, at the new version', () => {
    const request = { amountDue: 4000, amountPaid: 1500 };
    expect(latePaymentFeeFields({ request, feeCents: 2500, at: '2031-02-01T06:00:00.000Z' })).toEqual({
      amountLatePaymentFee: 2500,
      amountDue: 6500,
      amountBalance: 5000,
      updatedAt: '2031-02-01T06:00:00.000Z',
    });
  });

  it('a cancelled request owing only its late cancellation fee owes that fee plus the late payment fee', () => {
    expect(latePaymentFeeFields({ request: { amountDue: 1000, amountPaid: 0 }, feeCents: 500, at: 't' })).toMatchObject(
      {
        amountDue: 1500,
        amountBalance: 1500,
      },
    );
  });
});
