/**
 * The space-request state machine of spec 3 §4, in one pure module: states, actions, who may act, the cancel
 * deadline in the market's time zone (its rule; the Tuesday before when none is given), and whether a vendor's skip
 * becomes a cancel. The API uses it for every request change and the screens use it to decide which buttons to show.
 */
import { addDays, instantInZone, isoDateInZone, weekdayOf } from './market-time.js';
import { MARKET_MSG } from './market-messages.js';
import type { DeadlineRule } from './markets.js';
import type { Role } from './permissions.js';

export const REQUEST_STATUSES = ['requested', 'approved', 'confirmed', 'skipped', 'canceled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** No request exists for the vendor and date. */
export type RequestState = RequestStatus | 'none';

export type RequestAction =
  'request' | 'skip' | 'unskip' | 'cancel' | 'approve' | 'reject-skip' | 'reject-cancel' | 'reopen';

/** The admin's actions on the Market Requests screen, one at a time or in bulk. */
export const ADMIN_REQUEST_ACTIONS = ['approve', 'reject-skip', 'reject-cancel', 'reopen'] as const;
export type AdminRequestAction = (typeof ADMIN_REQUEST_ACTIONS)[number];

export interface Actor {
  role: Role;
  permissions: readonly string[];
}

export interface RequestContext {
  state: RequestState;
  /** ISO date of the market date. */
  marketDate: string;
  now: Date;
  timeZone: string;
  /** The market's cancellation deadline rule; the Tuesday before when absent. */
  deadline?: DeadlineRule;
  /** The vendor is approved for the date's market (shared/vendor-markets.ts); absent counts as approved. */
  marketAllowed?: boolean;
  vendorStatus: string;
  /** The vendor owes money on an approved request of a past date. */
  hasPastDueBalance: boolean;
}

export type Decision = { ok: true; to: RequestState; late?: boolean } | { ok: false; reason: string };

export const RULE_MESSAGES = {
  notApproved: 'Your vendor account must be approved before you can request space.',
  pastDue:
    'Past Due Balance: Please pay your outstanding balance or late cancellation fees before requesting new market dates.',
  pastDate: 'This market date has already passed.',
  vendorNotApprovedForApproval: 'Vendor must be approved before approving space requests',
  noPermission: 'You do not have permission to do that.',
  notAllowed: 'This action is not available for this market date.',
  notApprovedForMarket: MARKET_MSG.notApprovedForMarket,
} as const;

/**
 * The last instant a vendor may cancel without the fee, in the market's zone: the end of minute `rule.time` on the
 * day `rule.daysBefore` days before the date; without a rule, 23:59:59.999 on the Tuesday before (spec 3 §4).
 */
export function cancelDeadline(marketDate: string, timeZone: string, rule?: DeadlineRule): Date {
  if (rule) return instantInZone(addDays(marketDate, -rule.daysBefore), `${rule.time}:59.999`, timeZone);
  // The last Tuesday strictly before the date: five days before a Sunday, a week before a Tuesday.
  const daysBack = (weekdayOf(marketDate) - 2 + 7) % 7 || 7;
  return instantInZone(addDays(marketDate, -daysBack), '23:59:59.999', timeZone);
}

export const isPastDeadline = (marketDate: string, now: Date, timeZone: string, rule?: DeadlineRule) =>
  now.getTime() > cancelDeadline(marketDate, timeZone, rule).getTime();

/** A date is past once its day is over in the market's zone. */
const isPastDate = (marketDate: string, now: Date, timeZone: string) => marketDate < isoDateInZone(now, timeZone);

const can = (actor: Actor, code: string) => actor.role === 'admin' || actor.permissions.includes(code);
const isAdmin = (actor: Actor) => actor.role === 'admin';
const deny = (reason: string): Decision => ({ ok: false, reason });

/** Decides one action; every row of the table is here and nowhere else. */
export function decide(action: RequestAction, actor: Actor, ctx: RequestContext): Decision {
  const { state } = ctx;
  switch (action) {
    case 'request': {
      if (!can(actor, 'vendor.spaceRequests.request')) return deny(RULE_MESSAGES.noPermission);
      if (state !== 'none' && state !== 'skipped') return deny(RULE_MESSAGES.notAllowed);
      // A vendor sells only at the markets it is approved for; an admin cannot request for it elsewhere either.
      if (ctx.marketAllowed === false) return deny(RULE_MESSAGES.notApprovedForMarket);
      if (!isAdmin(actor)) {
        if (ctx.vendorStatus !== 'APPROVED') return deny(RULE_MESSAGES.notApproved);
        if (ctx.hasPastDueBalance) return deny(RULE_MESSAGES.pastDue);
        if (isPastDate(ctx.marketDate, ctx.now, ctx.timeZone)) return deny(RULE_MESSAGES.pastDate);
      }
      return { ok: true, to: 'requested' };
    }
    case 'skip': {
      if (!can(actor, 'vendor.spaceRequests.skip')) return deny(RULE_MESSAGES.noPermission);
      if (state === 'canceled' || state === 'skipped') return deny(RULE_MESSAGES.notAllowed);
      if (state === 'none') return { ok: true, to: 'skipped' };
      // An existing request skipped after the deadline is a late cancellation.
      const late = isPastDeadline(ctx.marketDate, ctx.now, ctx.timeZone, ctx.deadline);
      return { ok: true, to: late ? 'canceled' : 'skipped', late };
    }
    case 'cancel': {
      // The vendor's Cancel (spec 3 §2 public request page, vendor panel): after the deadline it costs the fee.
      if (!can(actor, 'vendor.spaceRequests.cancel')) return deny(RULE_MESSAGES.noPermission);
      if (state !== 'requested' && state !== 'approved' && state !== 'confirmed') return deny(RULE_MESSAGES.notAllowed);
      return { ok: true, to: 'canceled', late: isPastDeadline(ctx.marketDate, ctx.now, ctx.timeZone, ctx.deadline) };
    }
    case 'unskip':
      if (!can(actor, 'vendor.spaceRequests.skip')) return deny(RULE_MESSAGES.noPermission);
      return state === 'skipped' ? { ok: true, to: 'none' } : deny(RULE_MESSAGES.notAllowed);
    case 'approve':
      if (!isAdmin(actor)) return deny(RULE_MESSAGES.noPermission);
      if (state !== 'requested') return deny(RULE_MESSAGES.notAllowed);
      if (ctx.vendorStatus !== 'APPROVED') return deny(RULE_MESSAGES.vendorNotApprovedForApproval);
      return { ok: true, to: 'approved' };
    case 'reject-skip':
    case 'reject-cancel':
      if (!isAdmin(actor)) return deny(RULE_MESSAGES.noPermission);
      if (state === 'none' || state === 'canceled') return deny(RULE_MESSAGES.notAllowed);
      return { ok: true, to: action === 'reject-skip' ? 'skipped' : 'canceled' };
    case 'reopen':
      // Reopen is the admin's way back from a cancel or a skip. The request is kept, with its payments and history,
      // and waits for approval again; a late-cancellation fee it carried is waived.
      if (!isAdmin(actor)) return deny(RULE_MESSAGES.noPermission);
      return state === 'canceled' || state === 'skipped'
        ? { ok: true, to: 'requested' }
        : deny(RULE_MESSAGES.notAllowed);
  }
}

/** Badge style of a status (spec 1 §3). */
export function statusBadge(status: string): 'success' | 'destructive' | 'warning' | 'secondary' {
  switch (status) {
    case 'approved':
      return 'success';
    case 'rejected':
    case 'canceled':
    case 'cancelled':
      return 'destructive';
    case 'skipped':
      return 'warning';
    default:
      return 'secondary';
  }
}
