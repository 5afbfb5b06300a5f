import { describe, expect, it } from 'vitest';
import { hasPastDueBalance, isPastDue, owesMoney } from './past-due.js';

const r = (over: Partial<Parameters<typeof owesMoney>[0]>) => ({
  status: 'approved',
  date: '2025-05-04',
  amountBalance: 0,
  lateCancellationFee: 0,
  ...over,
});

describe('past-due balances (spec 3 §4)', () => {
  it('an approved request with a balance above 0 owes money; a paid one does not', () => {
    expect(owesMoney(r({ amountBalance: 4100 }))).toBe(true);
    expect(owesMoney(r({ status: 'confirmed', amountBalance: 1 }))).toBe(true);
    expect(owesMoney(r({ amountBalance: 0 }))).toBe(false);
  });

  it('a late cancellation owes its fees until paid; requests, skips and credits owe nothing', () => {
    expect(owesMoney(r({ status: 'canceled', lateCancellationFee: 1500, amountBalance: 1500 }))).toBe(true);
    expect(owesMoney(r({ status: 'canceled', lateCancellationFee: 1500, amountBalance: 0 }))).toBe(false);
    // Its cancellation fee waived, a late payment fee it still carries is owed.
    expect(owesMoney(r({ status: 'canceled', amountBalance: 500 }))).toBe(true);
    expect(owesMoney(r({ status: 'requested', amountBalance: 500 }))).toBe(false);
    expect(owesMoney(r({ status: 'skipped', amountBalance: -3500 }))).toBe(false);
  });

  it('is shown as past due once the market date is earlier than today', () => {
    const owing = r({ date: '2025-06-01', amountBalance: 100 });
    expect(isPastDue(owing, '2025-06-01')).toBe(false);
    expect(isPastDue(owing, '2025-06-02')).toBe(true);
  });

  it('blocks new requests only after the grace period', () => {
    const owing = [r({ date: '2025-06-01', amountBalance: 100 })];
    expect(hasPastDueBalance(owing, '2025-06-08', 7)).toBe(false); // the 7th day after the market
    expect(hasPastDueBalance(owing, '2025-06-09', 7)).toBe(true);
    expect(hasPastDueBalance(owing, '2025-06-02', 0)).toBe(true);
    expect(hasPastDueBalance([r({ date: '2025-01-05' })], '2025-06-09', 7)).toBe(false);
  });
});
