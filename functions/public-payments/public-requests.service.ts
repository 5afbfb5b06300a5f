/**
 * The public request page (/r, /m, /v) and the reminder page (spec 3 §2, §7 "Public request page", "Reminder page").
 *
 * Who may do what with a link: whoever holds a code acts as the vendor's link. It may see the request, enter gross
 * sales, and (on the reminder page) request or skip the date it names, under the same rules as the vendor's own
 * screen. Cancelling cannot be undone, so it is not the link's to do: it needs a signed-in user of that vendor with
 * vendor.spaceRequests.cancel (or an admin), as the page's userPermissions say.
 */
import { amountBalance, requestAmountDue, salesBasedFee } from '../../shared/pricing.js';
import { PAY_MSG, PAY_RULE_MSG } from '../../shared/payment-messages.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import type { PublicRequestView, ReminderView } from '../../shared/schemas/public-payments.js';
import { RULE_MESSAGES } from '../../shared/space-request-rules.js';
import { normalizeSplit, splitError, type Tender, type TenderAmounts } from '../../shared/tenders.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { ConflictError, ForbiddenError, ValidationError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { makeCodeReader } from './code-context.js';
import type { PublicPagesDeps } from './ports.js';
import { isSalesBased, marketDayReached, requestView, viewerPermissions, type FullContext } from './public-view.js';

/** The link's own standing when it requests or skips: the vendor's, limited to those two actions. */
export function linkUser(vendorId: string): SessionUser {
  return {
    id: 'short-link',
    username: 'Short link',
    email: '',
    role: 'vendor_user',
    vendorId,
    permissions: ['vendor.spaceRequests.request', 'vendor.spaceRequests.skip'],
    defaultVendorTypes: [],
  };
}

/**
 * Spec 3 §2, §5: gross sales of an approved sales-based request, on or after the market date; the fee, amount due
 * and balance follow from shared/pricing.ts, written with an audit entry only if the request is still as read.
 */
export async function enterGrossSales(
  deps: Pick<PublicPagesDeps, 'store'>,
  opened: { ctx: FullContext; today: string; now: Date; settings: { roundCents: boolean; salesTenders: Tender[] } },
  grossSales: number,
  actor: AuditActor,
  salesByTender?: TenderAmounts | null,
): Promise<SpaceRequestItem> {
  const { request, marketDate } = opened.ctx;
  if (request.status !== 'approved' && request.status !== 'confirmed') {
    throw new ConflictError(PAY_RULE_MSG.salesNotAvailable);
  }
  if (!isSalesBased(request)) throw new ValidationError(PAY_MSG.missingSalesRate);
  if (!marketDayReached(marketDate.date, opened.today)) throw new ValidationError(PAY_RULE_MSG.salesNotYet);
  // Sales by tender: optional, but a split must add up to the total; a new total without one drops the old split.
  const splitProblem = splitError(grossSales, salesByTender, opened.settings.salesTenders);
  if (splitProblem) throw new ValidationError(splitProblem, { field: 'salesByTender' });
  const split = normalizeSplit(salesByTender, opened.settings.salesTenders);
  const fee = salesBasedFee(grossSales, request.salesBasedRate, opened.settings.roundCents);
  const due = requestAmountDue(request.status, {
    amountBase: request.amountBase,
    salesBasedFee: fee,
    lateCancellationFee: request.lateCancellationFee,
    amountLatePaymentFee: request.amountLatePaymentFee,
    noShowFee: request.noShowFee,
  });
  const written = await deps.store.updateFinancials(
    request,
    request.updatedAt,
    {
      grossSales,
      salesByTender: split,
      salesBasedFee: fee,
      amountDue: due,
      amountBalance: amountBalance(due, request.amountPaid),
      updatedAt: opened.now.toISOString(),
    },
    actor,
  );
  if (typeof written === 'string') throw new ConflictError(REQUESTS_MSG.requestChanged);
  return written;
}

export function makePublicRequestsService(deps: PublicPagesDeps) {
  const reader = makeCodeReader(deps);
  const view = (ctx: FullContext, today: string, code: string, user: SessionUser | undefined, tenders: Tender[]) =>
    requestView(ctx, today, {
      userPermissions: viewerPermissions(user, ctx.vendor.id),
      paymentShortCode: code,
      salesTenders: tenders,
    });

  return {
    /** GET /api/public-space-manage/{shortCode} */
    async requestPage(code: string, address: string, user: SessionUser | undefined): Promise<PublicRequestView> {
      const opened = await reader.openRequest(code, address, PAY_MSG.requestNotFound);
      return view(opened.ctx, opened.today, code, user, opened.settings.salesTenders);
    },

    /** POST /api/public-space-manage/{shortCode}/sales */
    async enterSales(
      code: string,
      grossSales: number,
      address: string,
      user: SessionUser | undefined,
      actor: AuditActor,
      salesByTender?: TenderAmounts | null,
    ): Promise<PublicRequestView> {
      const opened = await reader.openRequest(code, address, PAY_MSG.requestNotFound);
      const request = await enterGrossSales(deps, opened, grossSales, actor, salesByTender);
      return view({ ...opened.ctx, request }, opened.today, code, user, opened.settings.salesTenders);
    },

    /** POST /api/public-space-manage/{shortCode}/cancel: the vendor's own Cancel, late fee included. */
    async cancel(
      code: string,
      address: string,
      user: SessionUser | undefined,
      actor: AuditActor,
    ): Promise<PublicRequestView> {
      const opened = await reader.openRequest(code, address, PAY_MSG.requestNotFound);
      if (!user) throw new ForbiddenError(PAY_RULE_MSG.cancelNeedsSignIn);
      const { marketDate, vendor } = opened.ctx;
      if (!viewerPermissions(user, vendor.id).includes('vendor.spaceRequests.cancel')) {
        throw new ForbiddenError(RULE_MESSAGES.noPermission);
      }
      await deps.vendorActions.act(user, 'cancel', marketDate.id, { vendorId: vendor.id, notes: null }, actor);
      const after = await reader.openRequest(code, address, PAY_MSG.requestNotFound);
      return view(after.ctx, after.today, code, user, after.settings.salesTenders);
    },

    /** GET /api/public-space-request/{shortCode} */
    async reminder(code: string, address: string): Promise<ReminderView> {
      const { ctx } = await reader.open(code, address, PAY_MSG.reminderNotFound);
      return {
        marketDateId: ctx.marketDate!.id,
        marketDate: ctx.marketDate!.date,
        vendorId: ctx.vendor!.id,
        vendorName: ctx.vendor!.name,
        existingRequest: ctx.request ? { id: ctx.request.id, status: ctx.request.status } : null,
        // The same code opens the request page once a request exists.
        manageShortCode: ctx.request ? code : null,
      };
    },

    /**
     * POST /api/public-space-request/{shortCode}/request | skip: only while the vendor has no request on the date
     * (a skip may be turned into a request), through the vendor's own action and its rules.
     */
    async reminderAction(
      code: string,
      action: 'request' | 'skip',
      marketDateId: string,
      address: string,
      actor: AuditActor,
    ): Promise<ReminderView> {
      const { ctx } = await reader.open(code, address, PAY_MSG.reminderNotFound);
      const marketDate = ctx.marketDate!;
      const vendor = ctx.vendor!;
      if (marketDateId !== marketDate.id) throw new ValidationError(PAY_RULE_MSG.wrongMarketDate);
      const existing = ctx.request?.status;
      if (existing && !(action === 'request' && existing === 'skipped')) {
        throw new ConflictError(PAY_RULE_MSG.requestExists);
      }
      const done = await deps.vendorActions.act(
        linkUser(vendor.id),
        action,
        marketDate.id,
        { vendorId: vendor.id, notes: null },
        actor,
      );
      const request = done.spaceRequest;
      return {
        marketDateId: marketDate.id,
        marketDate: marketDate.date,
        vendorId: vendor.id,
        vendorName: vendor.name,
        existingRequest: request ? { id: request.id, status: request.status } : null,
        manageShortCode: request ? code : null,
      };
    },
  };
}
export type PublicRequestsService = ReturnType<typeof makePublicRequestsService>;
