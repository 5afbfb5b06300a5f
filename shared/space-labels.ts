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
