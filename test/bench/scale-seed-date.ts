/**
 * A thousand requests on one market date, in the shares a busy market week has: most approved (some confirmed), paid
 * in full, in part or not yet; some waiting, a few waitlisted, skipped or cancelled (half of those with a late fee).
 * Written with what the product writes beside a request: the payments and, on a date laid out for them, the space
 * and its assignment guard. The requests' own audit entries are left out: they sit under each request, where no
 * measured call of the date reads them, and would double the seeding time.
 *
 * Two layouts: the date keeps the demo's layout and its approved requests wait for a space (the issue's measure:
 * more vendors and requests, the same map), or every approved request is given a space of its own beside 50 free
 * ones (a large layout: the calls that show every space grow with it).
 */
import { ulid } from 'ulid';
import { keys, paymentKeys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import {
  makeSpaceRequestItem,
  type MarketDateItem,
  type SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';
import { assignmentGuardItem } from '../../functions/lib/data/market-dates/spaces.repository.js';
import type { PaymentItem, VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { makeTestSpace, type Row } from '../fixtures/market-data.js';

const BASE_PRICE = 4000;
const LATE_FEE = 1500;
const METHODS = ['cash', 'check', 'zelle', 'venmo', 'credit'];
/** Spaces nobody holds, beside the assigned ones, on a date laid out for its requests. */
const FREE_SPACES = 50;

export type DateLayout = 'demo' | 'large';

type Share = 'approved' | 'confirmed' | 'requested' | 'waitlisted' | 'skipped' | 'canceled';
/** Twenty slots: 55 % approved, 10 % confirmed, 15 % requested, 5 % waitlisted, 5 % skipped, 10 % cancelled. */
const SHARES: Share[] = [
  ...Array<Share>(11).fill('approved'),
  'confirmed',
  'confirmed',
  'requested',
  'requested',
  'requested',
  'waitlisted',
  'skipped',
  'canceled',
  'canceled',
];

/** What a request owes: the balance is always what is due less what was paid. */
const owing = (due: number, paid: number) => ({ amountDue: due, amountPaid: paid, amountBalance: due - paid });

export function dateRows(
  md: MarketDateItem,
  vendors: readonly VendorItem[],
  adminId: string,
  at: string,
  layout: DateLayout,
): Row[] {
  const rows: Row[] = [];
  let spaces = 0;
  const space = (vendorId: string | null) => {
    const n = spaces++;
    const s = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label: `S${n + 1}`,
      basePrice: BASE_PRICE,
      // Past the demo layout, so the grown spaces do not sit on the demo's.
      position: { x: 300 + (n % 40) * 12, y: Math.floor(n / 40) * 14 },
      vendorId,
      assignedAt: vendorId ? at : null,
      assignedBy: vendorId ? adminId : null,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, s.id), ...s });
    return s.id;
  };
  vendors.forEach((vendor, i) => {
    const share = SHARES[i % SHARES.length]!;
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: vendor.id,
      marketDateId: md.id,
      date: md.date,
      status: share === 'waitlisted' ? 'requested' : share,
      // The Market Requests list is keyed by the vendor's folded name, as every request write keys it.
      ...requestVendorFields(vendor),
      createdAt: at,
      updatedAt: at,
    });
    let keysOfLine = {};
    if (share === 'approved' || share === 'confirmed') {
      const paid = share === 'confirmed' ? BASE_PRICE : [BASE_PRICE, BASE_PRICE, BASE_PRICE / 2, 0][i % 4]!;
      if (layout === 'large') {
        const spaceId = space(vendor.id);
        rows.push(assignmentGuardItem(md.id, vendor.id, spaceId, at));
        Object.assign(request, { spaceId, assignedAt: at, assignedBy: adminId } satisfies Partial<SpaceRequestItem>);
      }
      Object.assign(request, {
        approvedAt: at,
        approvedBy: adminId,
        ...(share === 'confirmed' ? { confirmedAt: at, confirmedBy: vendor.id } : {}),
        amountBase: BASE_PRICE,
        ...owing(BASE_PRICE, paid),
      } satisfies Partial<SpaceRequestItem>);
    } else if (share === 'canceled') {
      const fee = i % 40 < 20 ? LATE_FEE : 0;
      const paid = fee && i % 3 === 0 ? fee : 0;
      Object.assign(request, {
        cancelledAt: at,
        cancelledBy: vendor.id,
        cancelledReason: 'Family event',
        lateCancellationFee: fee,
        ...owing(fee, paid),
      } satisfies Partial<SpaceRequestItem>);
    } else if (share === 'waitlisted') {
      Object.assign(request, { waitlisted: true, waitlistRank: i } satisfies Partial<SpaceRequestItem>);
      keysOfLine = keys.waitlistEntry(md.date, md.id, vendor.id);
    }
    rows.push({ ...spaceRequestKeys(request), ...keysOfLine, ...request });
    if (request.amountPaid > 0) rows.push(paymentRow(request, METHODS[i % METHODS.length]!, adminId, at));
  });
  if (layout === 'large') for (let i = 0; i < FREE_SPACES; i++) space(null);
  return rows;
}

function paymentRow(request: SpaceRequestItem, paymentMethod: string, adminId: string, at: string): Row {
  const payment: PaymentItem = {
    _type: 'payment',
    id: ulid(),
    vendorId: request.vendorId,
    spaceRequestId: request.id,
    marketDateId: request.marketDateId,
    marketDate: request.date,
    amount: request.amountPaid,
    status: 'completed',
    stripePaymentId: null,
    paymentMethod,
    paidDate: at,
    createdBy: adminId,
    notes: null,
    lateFee: 0,
    isLatePayment: false,
    createdAt: at,
    updatedAt: at,
  };
  return { ...paymentKeys(payment), ...payment };
}
