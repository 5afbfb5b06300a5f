import { offersPay, payability } from '@shared/amount-owed';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import {
  decide,
  isPastDeadline,
  RULE_MESSAGES,
  type Actor,
  type RequestAction,
  type RequestState,
} from '@shared/space-request-rules';

/** What a row offers: a state change (asked of the shared rules) or Pay. Reject opens the Skip Date / Cancel Date choice. */
export type RowAction = Exclude<RequestAction, 'reject-skip' | 'reject-cancel'> | 'reject' | 'pay';

export interface OfferedAction {
  action: RowAction;
  /** Shown but not clickable, with this reason as its tooltip (Approve for a vendor not approved yet). */
  disabledReason?: string;
}

export interface RowContext {
  actor: Actor;
  vendorStatus: string;
  hasPastDueBalance: boolean;
  timeZone: string;
  now: Date;
  /** The Show Past Dates toggle is on: spec 3 §4 offers Request only with it off. */
  pastView: boolean;
  /** Today in the market's zone. */
  today: string;
}

/**
 * Spec 3 §4: vendors see Request, Skip (Unskip) and Cancel by status; admins Approve, Reject and Reopen. A vendor
 * backing out of a requested or approved date skips it until the Tuesday deadline and cancels it (with the late fee)
 * after; Cancel stands in before the deadline for a user allowed to cancel but not to skip.
 */
function candidates(state: RequestState, actor: Actor, upcoming: boolean, late: boolean): RowAction[] {
  if (actor.role === 'admin') {
    switch (state) {
      case 'none':
        return upcoming ? ['request'] : [];
      case 'requested':
        return ['approve', 'reject'];
      case 'approved':
      case 'confirmed':
        return ['reject'];
      case 'skipped':
      case 'canceled':
        return ['reopen'];
    }
  }
  // A market day already over can no longer be requested, skipped or cancelled.
  if (!upcoming) return [];
  switch (state) {
    case 'none':
      return ['request', 'skip'];
    case 'skipped':
      return ['request', 'unskip'];
    case 'requested':
    case 'approved':
    case 'confirmed':
      return late ? ['cancel'] : ['skip', 'cancel'];
    case 'canceled':
      return [];
  }
}

const asked = (action: RowAction): RequestAction => (action === 'reject' ? 'reject-cancel' : (action as RequestAction));

/** The buttons of one date, each allowed by the same rules the server applies. */
export function rowActions(date: VendorMarketDate, ctx: RowContext): OfferedAction[] {
  const request = date.spaceRequest;
  const state: RequestState = request?.status ?? 'none';
  // The date's own market decides: its zone, its today and its deadline (the answer carries them).
  const timeZone = date.timeZone ?? ctx.timeZone;
  const deadline = date.deadline ?? undefined;
  const today = date.today ?? ctx.today;
  const upcoming = date.date >= today && !ctx.pastView;
  const offered: OfferedAction[] = [];
  const late = isPastDeadline(date.date, ctx.now, timeZone, deadline);
  for (const action of candidates(state, ctx.actor, upcoming, late)) {
    // One way out of a held date: Skip when allowed, else Cancel.
    if (action === 'cancel' && offered.some((o) => o.action === 'skip')) continue;
    const decision = decide(asked(action), ctx.actor, {
      state,
      marketDate: date.date,
      now: ctx.now,
      timeZone,
      deadline,
      marketAllowed: date.marketAllowed,
      vendorStatus: ctx.vendorStatus,
      hasPastDueBalance: ctx.hasPastDueBalance,
    });
    if (decision.ok) offered.push({ action });
    else if (action === 'approve' && decision.reason === RULE_MESSAGES.vendorNotApprovedForApproval) {
      offered.push({ action, disabledReason: decision.reason });
    }
  }
  // Spec 3 §4: a balance on an approved or canceled request shows Pay, once the payment page can take it.
  if (request && offersPay(request, date.date <= today)) offered.push({ action: 'pay' });
  return offered;
}

/**
 * Why a date that owes money shows no Pay: a sales-based fee cannot be paid before its market day, and the vendor is
 * told so where Pay would be, in the words of the payment page.
 */
export function payNotice(date: VendorMarketDate, today: string): string | undefined {
  const request = date.spaceRequest;
  return request && payability(request, date.date <= today) === 'too-early' ? PAY_MSG.salesNotYet : undefined;
}
