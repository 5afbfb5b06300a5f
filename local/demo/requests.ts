import { addDays } from '../../shared/market-time.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type {
  MarketDateItem,
  SpaceItem,
  SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';
import type { PaymentItem, VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { paymentKeys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import type { BuildContext } from './build-context.js';
import type { Catalog } from './catalog.js';
import { VENDORS, type DemoVendor } from './vendors.js';

/** What each vendor does on each date: date index 0–5 are the past Sundays (oldest first), 6–13 the upcoming ones. */
type Plan =
  | { status: 'approved' | 'confirmed'; paid: 'full' | 'base' | 'none' }
  | { status: 'requested' | 'skipped' }
  | { status: 'canceled'; lateFee: number; paid: boolean };

const AUTO_REQUEST_FROM = 9;

function planFor(v: DemoVendor, dateIndex: number): Plan | undefined {
  const past = dateIndex < 6;
  const u = dateIndex - 6; // 0 = the next Sunday
  const prepays = v.vendorTypeId === '2' || v.vendorTypeId === '4';
  const special: Record<string, Record<number, Plan | null>> = {
    sunny: {
      5: { status: 'approved', paid: 'base' }, // sales came in above the minimum: a past-due balance
      6: { status: 'approved', paid: 'none' },
      7: { status: 'approved', paid: 'none' },
      8: { status: 'requested' },
      9: { status: 'skipped' },
    },
    blueHeron: { 2: null, 6: { status: 'requested' } },
    // Regulars with no word yet for the next Sunday: the Missing Vendors report of that date lists them.
    nonna: { 0: null, 1: null, 6: null },
    twoRivers: { 6: null },
    seoul: { 6: null, 7: { status: 'requested' } },
    wildflower: { 6: null, 8: { status: 'canceled', lateFee: 0, paid: false } },
    coastalCandle: {
      1: { status: 'skipped' },
      4: { status: 'skipped' },
      6: { status: 'skipped' },
      8: { status: 'skipped' },
    },
    driftwood: { 3: { status: 'canceled', lateFee: 1500, paid: false }, 6: { status: 'approved', paid: 'full' } },
    hilltop: { 4: { status: 'canceled', lateFee: 1500, paid: true } },
    goldenCrust: { 4: { status: 'approved', paid: 'none' }, 7: { status: 'approved', paid: 'none' } },
    taqueria: { 6: { status: 'confirmed', paid: 'full' } },
  };
  const s = special[v.key]?.[dateIndex];
  if (s !== undefined) return s ?? undefined;
  if (past) return { status: 'approved', paid: 'full' };
  if (u <= 1) return { status: 'approved', paid: prepays ? 'full' : 'none' };
  if (u === 2) return v.vendorTypeId === '1' ? { status: 'approved', paid: 'none' } : { status: 'requested' };
  return v.autoRequest && dateIndex >= AUTO_REQUEST_FROM ? { status: 'requested' } : undefined;
}

/** The spec's price sources in order: space, vendor override, space-type fee, space-type default, vendor-type default. */
function priceOf(catalog: Catalog, space: SpaceItem, vendor: VendorItem) {
  const { spaceTypes, fees, vendorTypeById } = catalog;
  const fee = (spaceTypeId: string, vendorTypeId: string) =>
    fees.find((f) => f.spaceTypeId === spaceTypeId && f.vendorTypeId === vendorTypeId && f.isActive);
  const st = Object.values(spaceTypes).find((t) => t.id === space.spaceTypeId);
  const f = st ? fee(st.id, vendor.vendorTypeId) : undefined;
  const vt = vendorTypeById.get(vendor.vendorTypeId);
  const first = (...xs: (number | null | undefined)[]) => xs.find((x) => x !== null && x !== undefined) ?? 0;
  return {
    base: first(space.basePrice, vendor.overrideBasePrice, f?.basePrice, st?.defaultBasePrice, vt?.defaultBasePrice),
    rate: first(space.salesBasedRate, vendor.overrideSalesBasedRate, f?.salesBasedRate, st?.defaultSalesBasedRate),
  };
}

const paymentMethods = ['cash', 'check', 'zelle', 'venmo', 'credit'];

/**
 * The approved vendors' space requests for one market date, with their payments; an approved request assigns the
 * vendor's regular space among the date's spaces.
 */
export function putRequests(
  ctx: BuildContext,
  catalog: Catalog,
  vendorsByKey: Map<string, VendorItem>,
  md: MarketDateItem,
  dateIndex: number,
  spaces: Map<string, SpaceItem>,
): void {
  const { admin, stamp, newId, random, put } = ctx;
  const isPast = dateIndex < 6;
  for (const v of VENDORS) {
    if (v.status !== 'APPROVED') continue;
    const plan = planFor(v, dateIndex);
    if (!plan) continue;
    const vendor = vendorsByKey.get(v.key)!;
    const createdAt = stamp(addDays(md.date, -12), 18);
    const requestId = newId(createdAt);
    const space = spaces.get(v.space!)!;
    const { base, rate } = priceOf(catalog, space, vendor);
    const request = makeSpaceRequestItem({
      id: requestId,
      vendorId: vendor.id,
      marketDateId: md.id,
      date: md.date,
      status: plan.status,
      ...requestVendorFields(vendor),
      createdAt,
      updatedAt: createdAt,
    });

    if (plan.status === 'approved' || plan.status === 'confirmed') {
      const approvedAt = stamp(addDays(md.date, -9), 17);
      // Farm stands report sales after the market: whole dollars between $600 and $2,000.
      const grossSales =
        isPast && rate > 0 ? (plan.paid === 'base' ? 152_000 : Math.round(600 + random() * 1400) * 100) : null;
      const salesBasedFee = grossSales !== null ? Math.round((grossSales * rate) / 100) : 0;
      const amountDue = Math.max(base, salesBasedFee);
      const amountPaid = plan.paid === 'full' ? amountDue : plan.paid === 'base' ? base : 0;
      Object.assign(request, {
        spaceId: space.id,
        approvedAt,
        approvedBy: admin,
        amountBase: base,
        salesBasedRate: rate,
        grossSales,
        salesBasedFee,
        amountDue,
        amountPaid,
        amountBalance: amountDue - amountPaid,
        pricingNotes: v.overrideSalesBasedRate !== undefined ? 'Vendor rate override' : null,
        updatedAt: approvedAt,
        ...(plan.status === 'confirmed'
          ? {
              confirmedAt: stamp(addDays(md.date, -3), 20),
              confirmedBy: vendor.id,
              updatedAt: stamp(addDays(md.date, -3), 20),
            }
          : {}),
      } satisfies Partial<SpaceRequestItem>);
      Object.assign(space, {
        vendorId: vendor.id,
        assignedAt: approvedAt,
        assignedBy: admin,
        isDefault: true,
        updatedAt: approvedAt,
      } satisfies Partial<SpaceItem>);
      if (isPast && (!vendor.lastAttendedDate || vendor.lastAttendedDate < md.date)) vendor.lastAttendedDate = md.date;

      if (amountPaid > 0) {
        // Sales-based stands settle at the market; prepaid stands pay ahead. Part payments are the base up front.
        const paidDate =
          grossSales !== null && plan.paid === 'full' ? stamp(md.date, 21) : stamp(addDays(md.date, -6), 18);
        const payment: PaymentItem = {
          _type: 'payment',
          id: newId(paidDate),
          vendorId: vendor.id,
          spaceRequestId: request.id,
          marketDateId: md.id,
          marketDate: md.date,
          amount: amountPaid,
          status: 'completed',
          stripePaymentId: null,
          paymentMethod: paymentMethods[(VENDORS.indexOf(v) + dateIndex) % paymentMethods.length]!,
          paidDate,
          createdBy: admin,
          notes: plan.paid === 'base' ? 'Minimum paid ahead; sales-based fee outstanding' : null,
          lateFee: 0,
          isLatePayment: false,
          createdAt: paidDate,
          updatedAt: paidDate,
        };
        put(paymentKeys(payment), payment);
      }
    } else if (plan.status === 'canceled') {
      const cancelledAt = stamp(addDays(md.date, plan.lateFee > 0 ? -2 : -8), 22);
      const amountPaid = plan.paid ? plan.lateFee : 0;
      Object.assign(request, {
        cancelledAt,
        cancelledBy: vendor.id,
        cancelledReason: plan.lateFee > 0 ? 'Truck broke down' : 'Family event',
        lateCancellationFee: plan.lateFee,
        amountDue: plan.lateFee,
        amountPaid,
        amountBalance: plan.lateFee - amountPaid,
        updatedAt: cancelledAt,
      } satisfies Partial<SpaceRequestItem>);
      if (amountPaid > 0) {
        const paidDate = stamp(addDays(md.date, 3), 18);
        const payment: PaymentItem = {
          _type: 'payment',
          id: newId(paidDate),
          vendorId: vendor.id,
          spaceRequestId: request.id,
          marketDateId: md.id,
          marketDate: md.date,
          amount: amountPaid,
          status: 'completed',
          stripePaymentId: null,
          paymentMethod: 'check',
          paidDate,
          createdBy: admin,
          notes: 'Late cancellation fee',
          lateFee: 0,
          isLatePayment: false,
          createdAt: paidDate,
          updatedAt: paidDate,
        };
        put(paymentKeys(payment), payment);
      }
    } else if (plan.status === 'skipped') {
      request.notes = 'Not coming this week';
    } else {
      request.notes = v.autoRequest && dateIndex >= AUTO_REQUEST_FROM ? 'Automatic request' : null;
    }
    put(spaceRequestKeys(request), request);
  }
}
