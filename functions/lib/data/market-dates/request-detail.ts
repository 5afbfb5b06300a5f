/**
 * A stored space request as the money screens receive it (shared/schemas/space-requests.ts): the one mapping every
 * route that answers a request uses, so "Past Due", the space shown and the amounts read the same everywhere.
 */
import type { SpaceRequestDetail } from '../../../../shared/schemas/space-requests.js';
import { isPastDue } from '../../../../shared/past-due.js';
import { vendorSpaceView } from '../../../../shared/space-labels.js';
import { VENDOR_DATES_MSG } from '../../../../shared/vendor-dates-messages.js';
import type { SpaceRequestItem } from './market-date.items.js';

export interface DetailContext {
  vendorName: string;
  /** The date's publishedAt is set. */
  marketDatePublished: boolean;
  /** Label of the request's space, when it holds one. */
  spaceLabel: string | null;
  /** Today in the market's time zone (ISO date). */
  today: string;
  /** Admins see a draft assignment's label; a vendor sees "Assigned" until the date is published. */
  viewer: 'admin' | 'vendor_user';
}

export function toSpaceRequestDetail(r: SpaceRequestItem, ctx: DetailContext): SpaceRequestDetail {
  const space =
    ctx.viewer === 'admin'
      ? {
          spaceId: r.spaceId,
          spaceLabel: r.spaceId ? ctx.spaceLabel : null,
          spaceDisplay:
            r.spaceId && ctx.spaceLabel ? VENDOR_DATES_MSG.spaceLabel(ctx.spaceLabel) : VENDOR_DATES_MSG.spaceTbd,
        }
      : vendorSpaceView({ published: ctx.marketDatePublished, spaceId: r.spaceId, spaceLabel: ctx.spaceLabel });
  return {
    id: r.id,
    vendorId: r.vendorId,
    vendorName: ctx.vendorName,
    marketDateId: r.marketDateId,
    marketDate: r.date,
    status: r.status,
    ...space,
    marketDatePublished: ctx.marketDatePublished,
    isMarketDatePassed: r.date < ctx.today,
    isPastDue: isPastDue(r, ctx.today),
    notes: r.notes,
    pricingNotes: r.pricingNotes,
    createdAt: r.createdAt,
    approvedAt: r.approvedAt,
    cancelledAt: r.cancelledAt,
    cancelledReason: r.cancelledReason,
    amountBase: r.amountBase,
    salesBasedRate: r.salesBasedRate,
    grossSales: r.grossSales,
    salesByTender: r.salesByTender,
    salesBasedFee: r.salesBasedFee,
    lateCancellationFee: r.lateCancellationFee,
    amountLatePaymentFee: r.amountLatePaymentFee,
    ...(r.noShowFee !== undefined ? { noShowFee: r.noShowFee } : {}),
    amountDue: r.amountDue,
    amountPaid: r.amountPaid,
    amountBalance: r.amountBalance,
    updatedAt: r.updatedAt,
  };
}
