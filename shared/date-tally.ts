/**
 * The counts and sums a market date's dashboard cards and the admin home show, kept on the date (its tally item)
 * instead of recounted from every request on each view. One rule, used by every write of a request: what a request
 * adds to its date's tally (`requestTallyOf`), so a write moves the tally by `tallyDelta(before, after)` in the same
 * transaction, and a recount is the sum over the date's requests. Pure; money is integer cents.
 */
import { isApprovedStatus } from './past-due.js';

export const TALLY_FIELDS = [
  'requested',
  'approved',
  'confirmed',
  'canceled',
  'skipped',
  /** Approved requests without a space. */
  'activeUnplaced',
  /** Requests holding a space whose status is not approved. */
  'inactivePlaced',
  /** Requests that hold a space (of any status): the rest of the assigned spaces are held without a request. */
  'linked',
  /** Approved requests that owe something, and those of them paid in full. */
  'owing',
  'owingPaid',
  'collected',
  'outstanding',
  'due',
  /** What every approved request has paid, those whose fee was later waived to nothing included. */
  'paid',
] as const;
type TallyField = (typeof TALLY_FIELDS)[number];
export type DateTally = Record<TallyField, number>;

/** What the tally needs of a request. */
export interface TalliedRequest {
  status: string;
  spaceId?: string | null;
  amountDue?: number;
  amountPaid?: number;
  amountBalance?: number;
}

const STATUS_FIELDS: ReadonlySet<string> = new Set(['requested', 'approved', 'confirmed', 'canceled', 'skipped']);

export const emptyTally = (): DateTally => Object.fromEntries(TALLY_FIELDS.map((f) => [f, 0])) as DateTally;

/** One request's share of its date's tally (nothing for no request). */
export function requestTallyOf(r: TalliedRequest | null | undefined): DateTally {
  const t = emptyTally();
  if (!r) return t;
  if (STATUS_FIELDS.has(r.status)) t[r.status as TallyField] = 1;
  const active = isApprovedStatus(r.status);
  const placed = !!r.spaceId;
  t.linked = placed ? 1 : 0;
  t.activeUnplaced = active && !placed ? 1 : 0;
  t.inactivePlaced = !active && placed ? 1 : 0;
  if (active) t.paid = r.amountPaid ?? 0;
  const due = r.amountDue ?? 0;
  if (active && due > 0) {
    const balance = r.amountBalance ?? 0;
    t.owing = 1;
    t.owingPaid = balance <= 0 ? 1 : 0;
    t.collected = r.amountPaid ?? 0;
    t.outstanding = Math.max(balance, 0);
    t.due = due;
  }
  return t;
}

/** How a write of one request moves its date's tally: only the fields that change (none: nothing to write). */
export function tallyDelta(
  before: TalliedRequest | null | undefined,
  after: TalliedRequest | null | undefined,
): Partial<DateTally> {
  const a = requestTallyOf(after);
  const b = requestTallyOf(before);
  const out: Partial<DateTally> = {};
  for (const f of TALLY_FIELDS) if (a[f] !== b[f]) out[f] = a[f] - b[f];
  return out;
}

/** The tally of a set of requests, counted from scratch. */
export function recountTally(requests: readonly TalliedRequest[]): DateTally {
  const t = emptyTally();
  for (const r of requests) {
    const share = requestTallyOf(r);
    for (const f of TALLY_FIELDS) t[f] += share[f];
  }
  return t;
}
