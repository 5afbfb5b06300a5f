import { describe, expect, it } from 'vitest';
import { formatDollars } from './money.js';

describe('money as people and files read it', () => {
  it('screens, e-mails and texts show dollars and cents with the thousands separator', () => {
    expect(formatDollars(123_450)).toBe('$1,234.50');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(-2000)).toBe('-$20.00');
  });

  it('the action cards show whole dollars, a half dollar rounding up', () => {
    expect(formatDollars(3550, 'whole')).toBe('$36');
    expect(formatDollars(3549, 'whole')).toBe('$35');
    expect(formatDollars(123_400, 'whole')).toBe('$1,234');
  });

  it('the payment reminder writes dollars and cents without the separator', () => {
    expect(formatDollars(123_450, 'ungrouped')).toBe('$1234.50');
    expect(formatDollars(-505, 'ungrouped')).toBe('$-5.05');
  });

  it('a CSV cell, an input or a provider gets a plain decimal, exact for every whole number of cents', () => {
    expect(formatDollars(123_405, 'decimal')).toBe('1234.05');
    expect(formatDollars(0, 'decimal')).toBe('0.00');
    expect(formatDollars(-7, 'decimal')).toBe('-0.07');
    for (const cents of [1, 10, 99, 101, 1005, 4_294_967_295]) {
      expect(formatDollars(cents, 'decimal')).toBe((cents / 100).toFixed(2));
    }
  });
});
