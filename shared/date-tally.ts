/**
 * The counts and sums a market date's dashboard cards and the admin home show, kept on the date (its tally item)
 * instead of recounted from every request on each view. One rule, used by every write of a request: what a request
 * adds to its date's tally (`requestTallyOf`), so a write moves the tally by `tallyDelta(before, after)` in the same
 * transaction, and a recount is the sum over the date's requests. Pure; money is integer cents.
 */
import { isApprovedStatus } from './past-due.js';
import { holdsPlace } from './waitlist.js';

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
  /** The proceeds report's cards, over approved requests: gross sales, how many reported them, what they owe. */
  'gross',
  'reporting',
  'revenue',
  /** Approved requests on a sales-based rate missing sales and payment, sales alone, payment alone (attentionOf). */
  'attentionBoth',
  'attentionSales',
  'attentionPayment',
  /** Gross sales of approved requests not split by tender (the split's parts are tender fields, tenderField). */
  'unsplit',
  /** Requests that hold one of the date's places under its limit (shared/waitlist.ts holdsPlace): not waitlisted. */
  'holding',
] as const;
type TallyField = (typeof TALLY_FIELDS)[number];
export type DateTally = Record<TallyField, number>;

/**
 * Gross sales split by tender, summed over approved requests: one tally attribute per tender code (codes are
 * `[a-z0-9_]`), so a tender added later needs no change to the tally.
 */
const TENDER_FIELD_PREFIX = 'tender_';
export const tenderField = (code: string) => `${TENDER_FIELD_PREFIX}${code}`;
/** A tally's tender sums by code, from its stored attributes. */
export function tenderSumsOf(item: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, v] of Object.entries(item)) {
    if (name.startsWith(TENDER_FIELD_PREFIX) && typeof v === 'number') out[name.slice(TENDER_FIELD_PREFIX.length)] = v;
  }
  return out;
}

/**
 * What the tally needs of a request. The sales fields are named, not optional, so a write that read a request
 * without them cannot move the proceeds sums by a guess.
 */
export interface TalliedRequest {
  status: string;
  spaceId?: string | null;
  amountDue?: number;
  amountPaid?: number;
  amountBalance?: number;
  grossSales: number | null | undefined;
  salesBasedRate: number | undefined;
  salesByTender?: Record<string, number> | null;
  /** In the date's line (shared/waitlist.ts): a waiting request holds no place. */
  waitlisted?: boolean;
}

/** The proceeds report's attention rule (shared/date-dashboard.ts attentionOf) on a request as stored. */
function attentionFieldOf(r: TalliedRequest): TallyField | null {
  if (!((r.salesBasedRate ?? 0) > 0)) return null;
  const noSales = r.grossSales === null || r.grossSales === undefined;
  const due = r.amountDue ?? 0;
  const unpaid = !(due > 0 && (r.amountBalance ?? 0) <= 0);
  if (noSales && unpaid) return 'attentionBoth';
  if (noSales) return 'attentionSales';
  if (unpaid) return 'attentionPayment';
  return null;
}

/** One request's share of its date's tender sums, by tally attribute (approved requests with a split alone). */
function requestTenderShareOf(r: TalliedRequest | null | undefined): Record<string, number> {
  if (!r || !isApprovedStatus(r.status) || !r.salesByTender) return {};
  const parts = Object.entries(r.salesByTender);
  if (parts.reduce((sum, [, cents]) => sum + cents, 0) <= 0) return {};
  return Object.fromEntries(parts.map(([code, cents]) => [tenderField(code), cents]));
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
  t.holding = holdsPlace({ status: r.status, waitlisted: r.waitlisted === true }) ? 1 : 0;
  t.activeUnplaced = active && !placed ? 1 : 0;
  t.inactivePlaced = !active && placed ? 1 : 0;
  if (active) {
    t.paid = r.amountPaid ?? 0;
    const gross = typeof r.grossSales === 'number' ? r.grossSales : null;
    t.gross = gross ?? 0;
    t.reporting = gross === null ? 0 : 1;
    t.revenue = r.amountDue ?? 0;
    const attention = attentionFieldOf(r);
    if (attention) t[attention] = 1;
    // The split's parts are tender fields; sales nobody split count apart (shared/tenders.ts tenderSplit).
    if (Object.keys(requestTenderShareOf(r)).length === 0) t.unsplit = gross ?? 0;
  }
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

/**
 * How a write of one request moves its date's tally: only the fields that change (none: nothing to write), tender
 * fields (tenderField) included.
 */
export function tallyDelta(
  before: TalliedRequest | null | undefined,
  after: TalliedRequest | null | undefined,
): Partial<DateTally> & Record<string, number> {
  const a = requestTallyOf(after);
  const b = requestTallyOf(before);
  const out: Record<string, number> = {};
  for (const f of TALLY_FIELDS) if (a[f] !== b[f]) out[f] = a[f] - b[f];
  const ta = requestTenderShareOf(after);
  const tb = requestTenderShareOf(before);
  for (const f of new Set([...Object.keys(ta), ...Object.keys(tb)])) {
    const d = (ta[f] ?? 0) - (tb[f] ?? 0);
    if (d !== 0) out[f] = d;
  }
  return out as Partial<DateTally> & Record<string, number>;
}

/**
 * Change counters a write adds to its date's tally beside the counts: `pendingMoves` each time a request enters or
 * leaves "requested", `presenceMoves` each time a request is created or deleted. They only grow, so an answer worked
 * out from a date's requests can be kept with the counters it was worked out at and trusted while they stand still
 * (the pending card's new vendors, date-dashboard).
 */
export const MOVE_COUNTERS = ['pendingMoves', 'presenceMoves'] as const;
type MoveCounter = (typeof MOVE_COUNTERS)[number];

export function tallyMoves(
  before: TalliedRequest | null | undefined,
  after: TalliedRequest | null | undefined,
): Partial<Record<MoveCounter, number>> {
  const out: Partial<Record<MoveCounter, number>> = {};
  if ((before?.status === 'requested') !== (after?.status === 'requested')) out.pendingMoves = 1;
  if (!before !== !after) out.presenceMoves = 1;
  return out;
}

/** The tender sums (by tally attribute) of a set of requests, counted from scratch. */
export function recountTenderSums(requests: readonly TalliedRequest[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of requests) {
    for (const [f, cents] of Object.entries(requestTenderShareOf(r))) out[f] = (out[f] ?? 0) + cents;
  }
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
