/**
 * Market day (issue 31): the day's screen, today's dates, and the sync of a phone's queued actions.
 *
 * Sync rules, each action alone:
 * - refused (with why) when malformed, taken more than a few minutes in the future by the server's clock, about a
 *   vendor not expected on the date (no approved or confirmed request), or naming a space not on the date;
 * - a duplicate when its id is already in the day's log (sent twice, or by two phones at once): nothing changes;
 * - otherwise written to the log. The vendor's mark is the action taken last (the phone's time, ties by action id):
 *   a later action replaces the mark and the replaced one stays in the log as overridden; an earlier one is kept in
 *   the log as overridden at once and answered as a conflict naming the action that is the mark.
 *
 * The no-show fee (system setting no_show_fee_cents; 0 = none) is charged on the vendor's request when its mark
 * becomes no-show and the request carries no no-show fee yet; a request whose fee was waived (noShowFee 0) is not
 * charged again. When the mark moves off no-show (arrived, late, or cleared) while the fee is still unpaid (the
 * balance covers it), the fee is taken off again; once paid it stays, for an admin to waive with a reason.
 */
import { isApprovedStatus } from '../../shared/past-due.js';
import { MARKET_DAY_MSG } from '../../shared/market-day-messages.js';
import { FIRST_MARKET_ID, marketFor, marketIdOf } from '../../shared/markets.js';
import { isoDateInZone } from '../../shared/market-time.js';
import { nextVersion } from '../../shared/payment-arithmetic.js';
import { amountBalance } from '../../shared/pricing.js';
import {
  CLOCK_SKEW_MS,
  dayActionSchema,
  type DayAction,
  type MarketDay,
  type SyncAnswer,
  type TodaysDates,
} from '../../shared/schemas/market-day.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import type {
  ActionWrite,
  DayState,
  MarketDayRepository,
  VendorState,
} from '../lib/data/market-day/market-day.repository.js';
import type { AttendanceItem, DayActionItem } from '../lib/data/market-day/market-day.items.js';
import type { SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { NotFoundError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import { byActionTime, marketDayView } from './market-day-view.js';

export interface MarketDayDeps {
  store: Pick<MarketDayRepository, 'readDay' | 'vendorNames' | 'readVendor' | 'applyAction' | 'datesBetween'>;
  settings: {
    getSettings(): Promise<Pick<MarketSettings, 'markets' | 'marketTimeZone' | 'noShowFeeCents'>>;
  };
  now: () => Date;
}

/** How often one action is tried again after another write on the same vendor got in first. */
const WRITE_ATTEMPTS = 6;
/** Vendors whose actions are written side by side; one vendor's actions are written in their order. */
const VENDORS_AT_ONCE = 16;

type Refusal = { id: string; message: string; code: string };

const pause = (attempt: number) => new Promise((done) => setTimeout(done, Math.random() * 25 * attempt));

const codeOf = (message: string) =>
  `MARKET_DAY_MSG.${Object.entries(MARKET_DAY_MSG).find(([, m]) => m === message)?.[0] ?? 'actionIdInvalid'}`;

function refusal(id: unknown, message: string): Refusal {
  return { id: typeof id === 'string' ? id.slice(0, 64) : '', message, code: codeOf(message) };
}

/** The action's key in time order: later wins, ties by action id. */
const isLater = (a: { at: string; id: string }, b: { at: string; actionId: string }) =>
  byActionTime(a, { at: b.at, id: b.actionId }) > 0;

/** The request's money after the mark moves from `was` to `now` (undefined: no change). */
export function noShowFeeChange(
  request: SpaceRequestItem,
  was: AttendanceItem['status'] | undefined,
  next: AttendanceItem['status'],
  feeCents: number,
): { set: Record<string, unknown>; remove: string[]; after: SpaceRequestItem } | undefined {
  if (was === next) return undefined;
  if (next === 'no_show') {
    // Charged once: a fee on the request (or one waived to 0) is never charged again.
    if (feeCents <= 0 || request.noShowFee !== undefined || !isApprovedStatus(request.status)) return undefined;
    const due = request.amountDue + feeCents;
    const set = { noShowFee: feeCents, amountDue: due, amountBalance: amountBalance(due, request.amountPaid) };
    return { set, remove: [], after: { ...request, ...set } };
  }
  const fee = request.noShowFee ?? 0;
  // Taken off again only while unpaid: once the vendor paid it, an admin waives it with a reason.
  if (was !== 'no_show' || fee <= 0 || request.amountBalance < fee) return undefined;
  const due = request.amountDue - fee;
  const set = { amountDue: due, amountBalance: amountBalance(due, request.amountPaid) };
  const after: SpaceRequestItem = { ...request, ...set };
  delete after.noShowFee;
  return { set, remove: ['noShowFee'], after };
}

export function makeMarketDayService(deps: MarketDayDeps) {
  const now = deps.now;

  async function dayOrNotFound(marketDateId: string): Promise<DayState> {
    const state = await deps.store.readDay(marketDateId);
    if (!state) throw new NotFoundError(MARKET_DAY_MSG.marketDateNotFound);
    return state;
  }

  /** Validates one action alone against the day; a refusal, or the action. */
  function check(raw: unknown, state: DayState, spaces: ReadonlySet<string>): Refusal | DayAction {
    const id = (raw as { id?: unknown } | null)?.id;
    const parsed = dayActionSchema.safeParse(raw);
    if (!parsed.success) return refusal(id, parsed.error.issues[0]?.message ?? MARKET_DAY_MSG.actionIdInvalid);
    const action = parsed.data;
    if (Date.parse(action.at) > now().getTime() + CLOCK_SKEW_MS) return refusal(id, MARKET_DAY_MSG.actionInFuture);
    if (state.marketDate.status === 'canceled') return refusal(id, MARKET_DAY_MSG.dateCanceled);
    const request = state.requests.find((r) => r.vendorId === action.vendorId);
    if (!request || !isApprovedStatus(request.status)) return refusal(id, MARKET_DAY_MSG.vendorNotExpected);
    if (action.spaceId !== undefined && !spaces.has(action.spaceId)) return refusal(id, MARKET_DAY_MSG.spaceNotOnDate);
    return action;
  }

  /** Writes one vendor's actions in time order; answers each one's outcome. */
  async function syncVendor(
    marketDateId: string,
    actions: readonly DayAction[],
    first: VendorState,
    by: string,
    actor: AuditActor,
    feeCents: number,
    answer: SyncAnswer,
  ): Promise<void> {
    let state = first;
    for (const action of actions) {
      let done = false;
      for (let attempt = 0; attempt < WRITE_ATTEMPTS && !done; attempt++) {
        if (attempt > 0) {
          // Another write on the vendor got in first: a short pause that grows, then read again and decide again.
          await pause(attempt);
          state = await deps.store.readVendor(marketDateId, action.vendorId, action.id);
        }
        if (state.actionExists) {
          answer.duplicates.push(action.id);
          done = true;
          break;
        }
        const request = state.request;
        if (!request || !isApprovedStatus(request.status)) {
          answer.refused.push(refusal(action.id, MARKET_DAY_MSG.vendorNotExpected));
          done = true;
          break;
        }
        const at = now().toISOString();
        const current = state.attendance;
        const wins = !current || isLater(action, current);
        const item: DayActionItem = {
          _type: 'day_action',
          id: action.id,
          marketDateId,
          type: action.type,
          vendorId: action.vendorId,
          ...(action.spaceId ? { spaceId: action.spaceId } : {}),
          at: action.at,
          by,
          outcome: wins ? 'applied' : 'overridden',
          createdAt: at,
          updatedAt: at,
        };
        const status = action.type === 'clear' ? 'cleared' : action.type;
        const next: AttendanceItem | undefined = wins
          ? {
              _type: 'attendance',
              id: action.vendorId,
              marketDateId,
              vendorId: action.vendorId,
              status,
              at: action.at,
              by,
              actionId: action.id,
              createdAt: current?.createdAt ?? at,
              updatedAt: at,
            }
          : undefined;
        const change = wins ? noShowFeeChange(request, current?.status, status, feeCents) : undefined;
        const version = change ? nextVersion(request.updatedAt, now()) : undefined;
        const write: ActionWrite = {
          action: item,
          current,
          next,
          request,
          ...(change && version
            ? {
                fee: {
                  after: { ...change.after, updatedAt: version },
                  set: { ...change.set, updatedAt: version },
                  remove: change.remove,
                  actor,
                },
              }
            : {}),
        };
        const outcome = await deps.store.applyAction(write);
        if (outcome === 'changed') continue;
        done = true;
        if (outcome === 'duplicate') {
          answer.duplicates.push(action.id);
          break;
        }
        if (wins) answer.applied.push(action.id);
        else answer.conflicts.push({ id: action.id, kept: current!.actionId });
        const mark = next && next.status !== 'cleared' ? next.status : undefined;
        const written = write.fee ? write.fee.after : request;
        state = {
          request: next ? { ...written, attendanceStatus: mark } : written,
          attendance: next ?? current,
          actionExists: false,
        };
      }
      if (!done) answer.refused.push(refusal(action.id, MARKET_DAY_MSG.busy));
    }
  }

  return {
    /** GET /api/market-day/{marketDateId} */
    async day(marketDateId: string): Promise<MarketDay> {
      const [state, settings] = await Promise.all([dayOrNotFound(marketDateId), deps.settings.getSettings()]);
      const market = marketFor(settings, marketIdOf(state.marketDate));
      const unnamed = state.requests.filter((r) => r.vendorName === undefined && isApprovedStatus(r.status));
      const names = await deps.store.vendorNames(unnamed.map((r) => r.vendorId));
      return marketDayView(state, { id: market.id, name: market.name }, names);
    },

    /** GET /api/market-day: today's date of each market, today in each market's own zone. */
    async today(): Promise<TodaysDates> {
      const settings = await deps.settings.getSettings();
      const markets = settings.markets.length ? settings.markets : [marketFor(settings, FIRST_MARKET_ID)];
      const todayOf = new Map(
        markets.map((m) => [m.id, isoDateInZone(now(), marketFor(settings, m.id).timeZone)] as const),
      );
      const days = [...new Set(todayOf.values())].sort();
      if (!days.length) return [];
      const dates = await deps.store.datesBetween(days[0]!, days.at(-1)!);
      return dates
        .filter((d) => d.status !== 'canceled' && todayOf.get(marketIdOf(d)) === d.date)
        .map((d) => ({
          marketDateId: d.id,
          marketName: marketFor(settings, marketIdOf(d)).name,
          date: d.date,
        }))
        .sort((a, b) => a.marketName.localeCompare(b.marketName) || a.marketDateId.localeCompare(b.marketDateId));
    },

    /** POST /api/market-day/{marketDateId}/sync */
    async sync(
      user: { id: string },
      actor: AuditActor,
      marketDateId: string,
      actions: readonly unknown[],
    ): Promise<SyncAnswer> {
      const [state, settings] = await Promise.all([dayOrNotFound(marketDateId), deps.settings.getSettings()]);
      const answer: SyncAnswer = { applied: [], duplicates: [], conflicts: [], refused: [] };
      const spaces = new Set(state.spaces.map((s) => s.id));
      const logged = new Set(state.log.map((a) => a.id));
      const byVendor = new Map<string, DayAction[]>();
      const seen = new Set<string>();
      for (const raw of actions) {
        const checked = check(raw, state, spaces);
        if ('message' in checked) {
          answer.refused.push(checked);
          continue;
        }
        // The same id twice in one call, or already in the log: written once.
        if (logged.has(checked.id) || seen.has(checked.id)) {
          answer.duplicates.push(checked.id);
          continue;
        }
        seen.add(checked.id);
        byVendor.set(checked.vendorId, [...(byVendor.get(checked.vendorId) ?? []), checked]);
      }

      const requests = new Map(state.requests.map((r) => [r.vendorId, r]));
      const marks = new Map(state.attendance.map((a) => [a.vendorId, a]));
      const queue = [...byVendor];
      await Promise.all(
        Array.from({ length: Math.min(VENDORS_AT_ONCE, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const [vendorId, list] = next;
            await syncVendor(
              marketDateId,
              [...list].sort(byActionTime),
              { request: requests.get(vendorId), attendance: marks.get(vendorId), actionExists: false },
              user.id,
              actor,
              settings.noShowFeeCents,
              answer,
            );
          }
        }),
      );
      return answer;
    },
  };
}
export type MarketDayService = ReturnType<typeof makeMarketDayService>;
