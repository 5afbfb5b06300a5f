/**
 * What the public request and payment pages show of one request (spec 3 §2, §3): pure, from what the short code's
 * context read. No e-mail, phone or address of anyone is ever part of it.
 */
import { payability, type Payability } from '../../shared/amount-owed.js';
import type { Tender } from '../../shared/tenders.js';
import { DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { hasPermission, PERMISSION_CODES } from '../../shared/permissions.js';
import type { PublicRequestView } from '../../shared/schemas/public-payments.js';
import { vendorSpaceView } from '../../shared/space-labels.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { CodeContext } from '../lib/data/payments/public-payments.repository.js';
import type { MarketDateItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';

export type FullContext = CodeContext & { marketDate: MarketDateItem; request: SpaceRequestItem; vendor: VendorItem };

export function marketToday(now: Date, timeZone: string): string {
  try {
    return isoDateInZone(now, timeZone);
  } catch {
    return isoDateInZone(now, DEFAULT_MARKET_TIME_ZONE);
  }
}

/** The permission codes a viewer holds for this vendor: none for a visitor or someone else's user. */
export function viewerPermissions(user: SessionUser | undefined, vendorId: string): string[] {
  if (!user) return [];
  if (user.role !== 'admin' && user.vendorId !== vendorId) return [];
  return PERMISSION_CODES.filter((code) => hasPermission(user.role, user.permissions, code));
}

/** Sales-based: the request's rate is above 0 (spec 3 §2 "only when the space has a sales-based rate above 0"). */
export const isSalesBased = (r: Pick<SpaceRequestItem, 'salesBasedRate'>) => r.salesBasedRate > 0;

/** On or after the market date in the market's zone: sales may be entered and a sales-based fee paid. */
export const marketDayReached = (date: string, today: string) => today >= date;

export function requestView(
  ctx: FullContext,
  today: string,
  extra: { userPermissions: string[]; paymentShortCode: string | null; salesTenders?: Tender[] },
): PublicRequestView {
  const { marketDate, request, vendor, space, vendorType } = ctx;
  return {
    spaceRequestId: request.id,
    marketDateId: marketDate.id,
    marketDate: marketDate.date,
    status: request.status,
    vendorId: vendor.id,
    vendorName: vendor.name,
    spaceDisplay: vendorSpaceView({
      published: !!marketDate.publishedAt,
      spaceId: request.spaceId,
      spaceLabel: space?.label ?? null,
    }).spaceDisplay,
    marketDatePublished: !!marketDate.publishedAt,
    isMarketDatePassed: marketDayReached(marketDate.date, today),
    basePrice: request.amountBase,
    salesBasedRate: request.salesBasedRate,
    grossSales: request.grossSales,
    salesTenders: (extra.salesTenders ?? []).map(({ code, label }) => ({
      code,
      label,
      cents: request.salesByTender?.[code] ?? 0,
    })),
    salesBasedFee: request.salesBasedFee,
    lateCancellationFee: request.lateCancellationFee,
    amountLatePaymentFee: request.amountLatePaymentFee,
    amountDue: request.amountDue,
    amountPaid: request.amountPaid,
    amountBalance: request.amountBalance,
    requiresPrepayment: !!(space?.requiresPrepayment || vendorType?.requiresPrepayment),
    paymentShortCode: extra.paymentShortCode,
    userPermissions: extra.userPermissions,
  };
}

/** Whether the request's balance can be paid now: the one rule of shared/amount-owed.ts. */
export const payable = (ctx: FullContext, today: string): Payability =>
  payability(ctx.request, marketDayReached(ctx.marketDate.date, today));
