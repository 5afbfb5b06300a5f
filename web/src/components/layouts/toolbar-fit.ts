/**
 * Which toolbar entries fit beside the logo and which go under "More" (spec 1 §2.2's top toolbar, 1024–1366 px
 * windows). A label is never shortened: an entry is either shown whole or listed in the menu.
 */
export interface ToolbarSplit {
  /** How many entries, from the first, the toolbar shows. */
  shown: number;
  /** Whether a "More" menu holds the rest. */
  more: boolean;
}

/** Room the "More" button takes, gap included. */
export const MORE_BUTTON_WIDTH = 84;
export const TOOLBAR_GAP = 4;

export function splitToolbar(
  widths: readonly number[],
  available: number,
  { moreWidth = MORE_BUTTON_WIDTH, gap = TOOLBAR_GAP }: { moreWidth?: number; gap?: number } = {},
): ToolbarSplit {
  const total = widths.reduce((sum, width, index) => sum + width + (index ? gap : 0), 0);
  if (total <= available) return { shown: widths.length, more: false };
  let used = moreWidth;
  let shown = 0;
  for (const width of widths) {
    if (used + width + gap > available) break;
    used += width + gap;
    shown += 1;
  }
  return { shown, more: true };
}

/**
 * A generous guess of a compact toolbar button's width, from its label: semibold 16 px text runs under 10 px a
 * character; padding and a group's chevron or a counter add the rest. The toolbar checks the real width after
 * drawing and moves one more entry to "More" if the guess was short.
 */
export function estimateEntryWidth(label: string, extras: { counter?: boolean; group?: boolean } = {}): number {
  return Math.ceil(label.length * 9.5) + 24 + (extras.counter ? 36 : 0) + (extras.group ? 8 : 0);
}
