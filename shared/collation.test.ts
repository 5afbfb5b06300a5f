import { describe, expect, it } from 'vitest';
import { compareCodes, compareLabels, compareNames } from './collation.js';

describe('sorting text', () => {
  it('sorts names ignoring case and accents', () => {
    expect(['banana', 'Émile', 'apple', 'Cherry', 'Apple'].sort(compareNames)).toEqual([
      'apple',
      'Apple',
      'banana',
      'Cherry',
      'Émile',
    ]);
  });
  it('sorts space labels in number order', () => {
    expect(['A10', 'a2', 'B1', 'A1'].sort(compareLabels)).toEqual(['A1', 'a2', 'A10', 'B1']);
  });
  it('sorts ISO dates and timestamps by code units', () => {
    expect(['2026-11-29', '2026-01-04', '2026-11-22T10:00:00Z'].sort(compareCodes)).toEqual([
      '2026-01-04',
      '2026-11-22T10:00:00Z',
      '2026-11-29',
    ]);
  });
  it('sorts 5,000 vendor names in well under the time per-comparison collators took', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `Vendor ${(i * 7919) % 5000} Farm`);
    const started = performance.now();
    [...names].sort(compareNames);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
