import { describe, expect, it } from 'vitest';
import { formatMarketDate } from './format-market-date';

describe('formatMarketDate', () => {
  it('writes a market date out in full, on the calendar day it names', () => {
    expect(formatMarketDate('2033-06-05')).toBe('Sunday, June 5, 2033');
    expect(formatMarketDate('2033-01-02', 'short')).toBe('Sun, Jan 2, 2033');
  });

  it('keeps the day across daylight-saving changes', () => {
    expect(formatMarketDate('2033-03-13')).toBe('Sunday, March 13, 2033');
    expect(formatMarketDate('2033-11-06')).toBe('Sunday, November 6, 2033');
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatMarketDate('soon')).toBe('soon');
  });
});
