import { describe, expect, it } from 'vitest';
import { relativeDays } from './relative-days';

describe("a reminder's distance in words (spec 2 §2.6)", () => {
  it('reads Today on the day itself', () => {
    expect(relativeDays(0)).toBe('Today');
  });

  it('reads "In N days" ahead and "N days ago" behind, one day in the singular', () => {
    expect(relativeDays(1)).toBe('In 1 day');
    expect(relativeDays(12)).toBe('In 12 days');
    expect(relativeDays(-1)).toBe('1 day ago');
    expect(relativeDays(-30)).toBe('30 days ago');
  });
});
