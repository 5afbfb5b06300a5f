import { VENDOR_DATES_MSG } from './vendor-dates-messages.js';

/**
 * Space labels sort by their letter prefix, then by their number (spec 2 §2.1): A2 before A10, A10 before B1.
 * Labels without that shape fall back to a natural, case-insensitive comparison after the ones with it.
 */
const LABEL = /^\s*([A-Za-z]*)\s*-?\s*(\d+)?(.*)$/;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function parts(label: string): { prefix: string; number: number | null; rest: string } {
  const m = LABEL.exec(label)!;
  return { prefix: (m[1] ?? '').toUpperCase(), number: m[2] === undefined ? null : Number(m[2]), rest: m[3] ?? '' };
}

export function compareSpaceLabels(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  if (pa.prefix !== pb.prefix) return pa.prefix < pb.prefix ? -1 : 1;
  if (pa.number !== pb.number) {
    if (pa.number === null) return -1;
    if (pb.number === null) return 1;
    return pa.number - pb.number;
  }
  return collator.compare(pa.rest, pb.rest) || collator.compare(a, b);
}

/** What a vendor may see of its space on one market date. */
export interface VendorSpaceView {
  /** The space's id and label, both null until the date is published. */
  spaceId: string | null;
  spaceLabel: string | null;
  /** "Space #A3" once the date is published; before that "Assigned" when a space is held, else "TBD". */
  spaceDisplay: string;
}

/**
 * Spec 3 §2: the space label shows once the market date is published. Until then the assignment is a draft the
 * market may still move, so the vendor's answer carries neither the space's id nor its label, only whether one
 * is held.
 */
export function vendorSpaceView(input: {
  published: boolean;
  spaceId: string | null;
  spaceLabel: string | null;
}): VendorSpaceView {
  if (input.published && input.spaceId && input.spaceLabel) {
    return {
      spaceId: input.spaceId,
      spaceLabel: input.spaceLabel,
      spaceDisplay: VENDOR_DATES_MSG.spaceLabel(input.spaceLabel),
    };
  }
  return {
    spaceId: null,
    spaceLabel: null,
    spaceDisplay: input.spaceId ? VENDOR_DATES_MSG.spaceAssigned : VENDOR_DATES_MSG.spaceTbd,
  };
}
