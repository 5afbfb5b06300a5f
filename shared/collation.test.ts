import { describe, expect, it, vi } from 'vitest';
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
  // What made sorting slow was a collator built per comparison (`localeCompare` with options): the sort builds none.
  // Counted, not timed, so a busy machine cannot fail it.
  it('sorts 5,000 vendor names without building a collator per comparison', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `Vendor ${(i * 7919) % 5000} Farm`);
    const collators = vi.spyOn(Intl, 'Collator');
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const sorted = [...names].sort(compareNames);
      expect(collators).not.toHaveBeenCalled();
      expect(localeCompare).not.toHaveBeenCalled();
      expect(sorted.slice(0, 3)).toEqual(['Vendor 0 Farm', 'Vendor 1 Farm', 'Vendor 10 Farm']);
    } finally {
      collators.mockRestore();
      localeCompare.mockRestore();
    }
  });
});
