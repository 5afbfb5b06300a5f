import { describe, expect, it } from 'vitest';
import { estimateEntryWidth, MORE_BUTTON_WIDTH, splitToolbar, TOOLBAR_GAP } from './toolbar-fit';

const adminLabels = ['Dashboard', 'Next Market', 'Market Dates', 'Vendors', 'Notifications', 'Admin Tools'];
const widths = adminLabels.map((label) => estimateEntryWidth(label));
const total = widths.reduce((sum, w) => sum + w, 0) + TOOLBAR_GAP * (widths.length - 1);

describe('fitting the top toolbar', () => {
  it('shows every entry, with no "More", when they all fit', () => {
    expect(splitToolbar(widths, total)).toEqual({ shown: widths.length, more: false });
    expect(splitToolbar(widths, 5000)).toEqual({ shown: widths.length, more: false });
  });

  it('moves the entries that do not fit whole under "More", keeping room for it', () => {
    const split = splitToolbar(widths, total - 1);
    expect(split.more).toBe(true);
    const used = widths.slice(0, split.shown).reduce((sum, w) => sum + w + TOOLBAR_GAP, 0);
    expect(used + MORE_BUTTON_WIDTH).toBeLessThanOrEqual(total - 1);
    // One more entry would not have fitted beside "More".
    expect(used + widths[split.shown]! + TOOLBAR_GAP + MORE_BUTTON_WIDTH).toBeGreaterThan(total - 1);
  });

  it('keeps the order: the first entries stay, the last go', () => {
    const split = splitToolbar([100, 100, 100, 100], 300);
    expect(split).toEqual({ shown: 2, more: true });
  });

  it('puts everything under "More" when not even one fits beside it', () => {
    expect(splitToolbar([200, 200], 150)).toEqual({ shown: 0, more: true });
  });

  it('guesses a longer label, a counter or a group as wider', () => {
    expect(estimateEntryWidth('Market Dates')).toBeGreaterThan(estimateEntryWidth('Vendors'));
    expect(estimateEntryWidth('Notifications', { counter: true })).toBeGreaterThan(estimateEntryWidth('Notifications'));
  });
});
