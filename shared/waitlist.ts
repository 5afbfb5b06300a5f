/**
 * The waitlist's rules (issue 15), pure so the server, the job and the tests share them.
 *
 * - A date is full when its limit (market_dates.maxVendors, when above 0) is reached by the requests that hold a
 *   place: requested, approved or confirmed, not waitlisted. Open offers count too, so an offer is never made for a
 *   place another offer already holds.
 * - No space fits when the date has a layout (at least one space) and none of its free, available spaces without an
 *   open offer is meant for the vendor's type (auto-assign's fit rule: a space's vendor type unset or the vendor's).
 *   Both are checked when a vendor asks for a space on the date.
 * - Newcomers never jump the queue: while anyone waits, a new request waits too.
 * - The order is a number per entry (`waitlistRank`), the request's arrival time at first; moving an entry sets its
 *   number between its new neighbours', so a reorder is one write.
 */
import { compareSpaceLabels } from './space-labels.js';
export { WAITLIST_MSG } from './waitlist-messages.js';

export interface WaitlistRequest {
  vendorId: string;
  status: string;
  waitlisted: boolean;
  waitlistRank?: number | null;
  createdAt: string;
  spaceId?: string | null;
}

export interface WaitlistSpace {
  id: string;
  label: string;
  vendorType: string | null;
  available: boolean;
  vendorId: string | null;
}

const WAITLIST_HOLDING_STATUSES = ['requested', 'approved', 'confirmed'] as const;

/** The space fits the vendor's type (the same rule auto-assign places vendors by). */
const spaceFits = (space: Pick<WaitlistSpace, 'vendorType'>, vendorTypeId: string) =>
  !space.vendorType || space.vendorType === vendorTypeId;

export const isWaiting = (r: Pick<WaitlistRequest, 'status' | 'waitlisted'>) =>
  r.waitlisted && r.status === 'requested';

/** Requests that hold one of the date's places (counted on the date's tally as `holding`, shared/date-tally.ts). */
export const holdsPlace = (r: Pick<WaitlistRequest, 'status' | 'waitlisted'>) =>
  !r.waitlisted && (WAITLIST_HOLDING_STATUSES as readonly string[]).includes(r.status);

const rankOf = (r: Pick<WaitlistRequest, 'waitlistRank' | 'createdAt'>) =>
  typeof r.waitlistRank === 'number' ? r.waitlistRank : Date.parse(r.createdAt);

/** The waiting requests, first in line first. */
export function waitlistOrder<T extends WaitlistRequest>(requests: readonly T[]): T[] {
  return requests
    .filter(isWaiting)
    .sort(
      (a, b) =>
        rankOf(a) - rankOf(b) ||
        (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
        (a.vendorId < b.vendorId ? -1 : a.vendorId > b.vendorId ? 1 : 0),
    );
}

/** Places left under the date's limit; Infinity when the date has none. */
export function placesLeft(maxVendors: number | null, requests: readonly WaitlistRequest[], openOffers: number) {
  return placesLeftOfCount(maxVendors, requests.filter(holdsPlace).length, openOffers);
}

/** The same, from the number of requests that hold a place (the date's tally keeps it) instead of the requests. */
export function placesLeftOfCount(maxVendors: number | null, holding: number, openOffers: number) {
  if (maxVendors === null || maxVendors <= 0) return Infinity;
  return maxVendors - holding - openOffers;
}

/** Spaces a vendor could be given now: available, unassigned, not offered to anyone; by label. */
export function freeSpaces<S extends WaitlistSpace>(spaces: readonly S[], offeredSpaceIds: ReadonlySet<string>): S[] {
  return spaces
    .filter((s) => s.available && !s.vendorId && !offeredSpaceIds.has(s.id))
    .sort((a, b) => compareSpaceLabels(a.label, b.label) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export type WaitlistReason = 'full' | 'no-space-fits' | 'others-waiting';

/**
 * What a move that asks for a place on a date did: took a place, joined the waitlist, or took a place over the
 * date's limit because an admin said so (with a reason kept in the request's audit log).
 */
export const PLACEMENTS = ['placed', 'waitlisted', 'override'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** The audit log's field name for an admin's placement over the date's limit. */
export const CAPACITY_OVERRIDE_AUDIT_FIELD = 'capacityOverride';

export function placementFor(reason: WaitlistReason | null, override: boolean): Placement {
  if (!reason) return 'placed';
  return override ? 'override' : 'waitlisted';
}

/** A newcomer's rank: behind everyone waiting, whatever ranks moves have given them. */
export function rankBehindAll(requests: readonly WaitlistRequest[], at: string): number {
  const last = requests.filter(isWaiting).reduce((max, r) => Math.max(max, rankOf(r)), -Infinity);
  return Math.max(Date.parse(at), last + 1);
}

/** Whether a new request for the date waits, and why; null when it takes a place at once. */
export function waitlistReason(input: {
  maxVendors: number | null;
  requests: readonly WaitlistRequest[];
  spaces: readonly WaitlistSpace[];
  offeredSpaceIds: ReadonlySet<string>;
  vendorTypeId: string;
}): WaitlistReason | null {
  if (input.requests.some(isWaiting)) return 'others-waiting';
  if (placesLeft(input.maxVendors, input.requests, input.offeredSpaceIds.size) <= 0) return 'full';
  if (input.spaces.length > 0) {
    const fitting = freeSpaces(input.spaces, input.offeredSpaceIds).filter((s) => spaceFits(s, input.vendorTypeId));
    if (fitting.length === 0) return 'no-space-fits';
  }
  return null;
}

/**
 * The rank that puts an entry one place up or down. Undefined when it cannot move (already first or last, or not
 * waiting).
 */
export function movedRank(
  ordered: readonly Pick<WaitlistRequest, 'vendorId' | 'waitlistRank' | 'createdAt'>[],
  vendorId: string,
  direction: 'up' | 'down',
): number | undefined {
  const i = ordered.findIndex((r) => r.vendorId === vendorId);
  if (i < 0) return undefined;
  if (direction === 'up') {
    if (i === 0) return undefined;
    const above = rankOf(ordered[i - 1]!);
    const twoAbove = i >= 2 ? rankOf(ordered[i - 2]!) : above - 2;
    return (twoAbove + above) / 2;
  }
  if (i === ordered.length - 1) return undefined;
  const below = rankOf(ordered[i + 1]!);
  const twoBelow = i + 2 < ordered.length ? rankOf(ordered[i + 2]!) : below + 2;
  return (below + twoBelow) / 2;
}

export interface OfferCandidate {
  vendorId: string;
  vendorTypeId: string;
}

/**
 * Which waiting vendor each free space is offered to: for each space in label order, the first vendor in line whose
 * type fits and who has not already passed on that space (declined or let an offer lapse); one offer per vendor, and
 * no more offers than the date has places left.
 */
export function planOffers(input: {
  spaces: readonly WaitlistSpace[];
  /** First in line first; vendors who hold an open offer already are left out by the caller. */
  queue: readonly OfferCandidate[];
  passed: ReadonlyMap<string, ReadonlySet<string>>;
  placesLeft: number;
}): { spaceId: string; vendorId: string }[] {
  const out: { spaceId: string; vendorId: string }[] = [];
  const taken = new Set<string>();
  let left = input.placesLeft;
  for (const space of input.spaces) {
    if (left <= 0) break;
    const passed = input.passed.get(space.id);
    const pick = input.queue.find(
      (v) => !taken.has(v.vendorId) && spaceFits(space, v.vendorTypeId) && !passed?.has(v.vendorId),
    );
    if (!pick) continue;
    taken.add(pick.vendorId);
    out.push({ spaceId: space.id, vendorId: pick.vendorId });
    left -= 1;
  }
  return out;
}
