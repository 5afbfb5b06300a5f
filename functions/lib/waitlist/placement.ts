/**
 * The one door to a place on a market date (issue 24 "Nobody jumps the waitlist"). Every move that asks for a place —
 * a vendor's request (a skip asked again included), the public /r and /m links, auto-request, an admin's request for
 * a vendor and an admin's reopen — comes here: the date is read, shared/waitlist.ts decides whether the vendor takes a
 * place or waits, and the request is written in one transaction with the date's placement counter (`requestSeq`)
 * moved on.
 *
 * The counter is the guard the database holds: a place is only taken if the counter is still the value read, so two
 * moves that read the same date cannot both take its last place; the second reads again and waits. Joining the line
 * moves the counter too, so a newcomer who read the date before someone joined it reads again and queues behind.
 * A place taken over the limit (an admin's override) is written with its reason as an audit entry in that same
 * transaction.
 *
 * A vendor already waiting who is given a place by hand (an admin's approval) counts only those ahead of it in line:
 * the vendors behind it do not hold it back, its own open offer does not fill the date against it.
 */
import {
  CAPACITY_OVERRIDE_AUDIT_FIELD,
  isWaiting,
  placementFor,
  rankBehindAll,
  waitlistOrder,
  waitlistReason,
  WAITLIST_MSG,
  type Placement,
  type WaitlistReason,
} from '../../../shared/waitlist.js';
import { keys } from '../data/keys.js';
import type { SpaceRequestItem } from '../data/market-dates/market-date.items.js';
import { requestAuditEntries, requestAuditEntry } from '../data/market-dates/request-audit.items.js';
import type { WaitlistRepository } from '../data/market-dates/waitlist.repository.js';
import { AGAIN, retry, type TxPart } from '../data/toolkit/index.js';
import type { AuditActor } from '../http/request-origin.js';
import { openOffers } from './date-state.js';

type TransactItem = TxPart;

/** Enough rounds for a crowd at once: each round at least one of them is written. */
const ATTEMPTS = 25;
/** Short and growing up to the sixth round, so a crowd spreads out without anyone waiting long. */
const pauseMs = (attempt: number) => 5 + Math.random() * 20 * Math.min(attempt, 6);

export interface PlaceInput {
  /** A new request: written only if the vendor has none on the date. */
  item?: SpaceRequestItem;
  /** Or a stored request moving back to "requested" (a skip asked again, a reopen), with the fields that move it. */
  existing?: { request: SpaceRequestItem; set: Record<string, unknown> };
  vendorTypeId: string;
  actor: AuditActor;
  /** An admin's placement over the date's limit, with the reason the audit log keeps. */
  override?: { reason: string } | null;
  /** A scheduled job's once-only record, written with the request or not at all. */
  once?: Record<string, unknown> & { pk: string; sk: string };
  /** What taking a place writes besides (a space assigned with it); none of it when the vendor waits instead. */
  withPlace?: {
    /** Fields the request takes with its place (approved, its space). */
    set?: Record<string, unknown>;
    /** Further items of the same transaction (the space and the vendor's one-space guard). */
    parts?: TransactItem[];
    /** Counters added on the date's item (a space assigned). */
    dateAdd?: Record<string, number>;
    /** Written instead of `parts` when the vendor waits: the checks that still hold (the space still free). */
    whenWaiting?: TransactItem[];
  };
  /** Refuse rather than put the vendor in line: for a move that means a place or nothing (an approval by hand). */
  refuseWaiting?: boolean;
}

export type PlaceRefusal = 'exists' | 'changed' | 'done' | 'not-found' | 'busy' | 'full' | 'extra';

export type PlaceOutcome =
  | { ok: true; placement: Placement; reason: WaitlistReason | null; request: SpaceRequestItem }
  /** `reason` with 'full' (why the vendor would wait); `part` with 'extra' (which of the withPlace parts refused). */
  | { ok: false; refusal: PlaceRefusal; reason?: WaitlistReason; part?: number };

/** The requests that can hold a vendor back: everyone else, but of a vendor already waiting only those ahead. */
function othersThan(requests: readonly SpaceRequestItem[], vendorId: string): SpaceRequestItem[] {
  const self = requests.find((r) => r.vendorId === vendorId);
  const others = requests.filter((r) => r.vendorId !== vendorId);
  if (!self || !isWaiting(self)) return others;
  const line = waitlistOrder(requests).map((r) => r.vendorId);
  const behind = new Set(line.slice(line.indexOf(vendorId) + 1));
  return others.filter((r) => !behind.has(r.vendorId));
}

export function makePlacement(repo: Pick<WaitlistRepository, 'readDate' | 'placementParts' | 'transact'>) {
  const parts = repo.placementParts;
  return {
    async place(input: PlaceInput): Promise<PlaceOutcome> {
      const subject = input.item ?? input.existing?.request;
      if (!subject) throw new Error('place() needs a new or a stored request');
      const { marketDateId, vendorId } = subject;
      // Someone else moving the date on between the read and the write: read it again and decide again.
      return retry<PlaceOutcome>(
        async () => {
          const state = await repo.readDate(marketDateId);
          if (!state.marketDate) return { ok: false, refusal: 'not-found' };
          const others = othersThan(state.requests, vendorId);
          const reason = waitlistReason({
            maxVendors: state.marketDate.maxVendors,
            requests: others,
            spaces: state.spaces,
            offeredSpaceIds: new Set(
              openOffers(state)
                .filter((o) => o.vendorId !== vendorId)
                .map((o) => o.spaceId),
            ),
            vendorTypeId: input.vendorTypeId,
          });
          const placement = placementFor(reason, !!input.override);
          if (placement === 'waitlisted' && input.refuseWaiting) return { ok: false, refusal: 'full', reason: reason! };
          const at = String(input.existing?.set.updatedAt ?? subject.updatedAt);
          const waiting = placement === 'waitlisted';
          const lineFields = waiting
            ? {
                waitlisted: true,
                waitlistRank: rankBehindAll(others, at),
                ...keys.waitlistEntry(subject.date, marketDateId, vendorId),
              }
            : { waitlisted: false, ...input.withPlace?.set };
          const { gsi3pk: _pk, gsi3sk: _sk, ...lineOnItem } = lineFields as Record<string, unknown>;

          let request: SpaceRequestItem;
          let requestPart: TransactItem;
          if (input.existing) {
            request = { ...input.existing.request, ...input.existing.set, ...lineOnItem } as SpaceRequestItem;
            requestPart = parts.movedRequest(input.existing.request, { ...input.existing.set, ...lineFields });
          } else {
            request = { ...input.item!, ...lineOnItem } as SpaceRequestItem;
            requestPart = parts.newRequest({ ...request, ...lineFields });
          }
          const datePart = waiting
            ? parts.joinLine(marketDateId)
            : parts.takePlace(marketDateId, state.requestSeq, input.withPlace?.dateAdd ?? {});
          const audit = [
            ...requestAuditEntries(input.existing?.request ?? null, request, input.actor, at),
            ...(placement === 'override' && reason
              ? [
                  requestAuditEntry(
                    request,
                    {
                      fieldName: CAPACITY_OVERRIDE_AUDIT_FIELD,
                      oldValue: WAITLIST_MSG.fullDate(reason),
                      newValue: input.override!.reason,
                    },
                    input.actor,
                    at,
                  ),
                ]
              : []),
          ];
          const placeParts = (waiting ? input.withPlace?.whenWaiting : input.withPlace?.parts) ?? [];
          const all: TransactItem[] = [
            requestPart,
            datePart,
            ...placeParts,
            ...parts.tally(marketDateId, input.existing?.request ?? null, request),
            ...audit.map(parts.audit),
            ...(input.once ? [parts.once(input.once)] : []),
          ];
          const written = await repo.transact(all);
          if (written.ok) return { ok: true, placement, reason, request };
          if (written.failedAt(0)) return { ok: false, refusal: input.existing ? 'changed' : 'exists' };
          const part = placeParts.findIndex((_p, i) => written.failedAt(2 + i));
          if (part >= 0) return { ok: false, refusal: 'extra', part };
          if (input.once && written.failedAt(all.length - 1)) return { ok: false, refusal: 'done' };
          if (written.failedAt(1) || written.codes.includes('TransactionConflict')) return AGAIN;
          throw new Error(`Placement cancelled: ${written.codes.join(', ')}`);
        },
        { attempts: ATTEMPTS, pauseMs, exhausted: () => ({ ok: false, refusal: 'busy' }) },
      );
    },
  };
}
export type PlacementService = ReturnType<typeof makePlacement>;
