/**
 * One market date summed up for the season-long reports: counts and cent sums per vendor type and area, the requests
 * that still owe money, the stored amounts that differ from what the pricing rules compute, and who attended. It is
 * recomputed whole from the date's partition whenever anything under the date changes, so it never drifts.
 */
import { isApprovedStatus, owesMoney } from '../../shared/past-due.js';
import { priceSpace, requestAmountDue, salesBasedFee, type PriceCatalog } from '../../shared/pricing.js';
import type { AggregateCell, DateAggregate, OwingRequest, PriceError } from '../lib/data/reports/report-items.js';

export interface AggregateRequest {
  id: string;
  vendorId: string;
  status: string;
  spaceId: string | null;
  amountBase: number;
  grossSales: number | null;
  salesBasedRate: number;
  salesBasedFee: number;
  lateCancellationFee: number;
  amountLatePaymentFee: number;
  noShowFee?: number;
  amountDue: number;
  amountPaid: number;
  amountBalance: number;
}

export interface AggregateSpace {
  id: string;
  areaId: string | null;
  spaceTypeId: string | null;
  basePrice: number | null;
  salesBasedRate: number | null;
}

export interface AggregateInput {
  marketDateId: string;
  /** The date's market, copied so a report can keep to one market without reading the dates. */
  marketId?: string;
  date: string;
  requests: readonly AggregateRequest[];
  spaces: readonly AggregateSpace[];
  vendors: ReadonlyMap<
    string,
    { vendorTypeId: string; overrideBasePrice: number | null; overrideSalesBasedRate: number | null }
  >;
  catalog: PriceCatalog;
  roundCents: boolean;
  /**
   * Vendors marked a no-show on market day (issue 31): they held a space but did not attend, so they count neither as
   * placed (the Attendance report's attended) nor as last attended (Stale Vendors).
   */
  noShows?: ReadonlySet<string>;
}

/** An unknown vendor (deleted since) still counts, under a type nobody filters by. */
const UNKNOWN_VENDOR_TYPE = 'unknown';

export function computeDateAggregate(input: AggregateInput): DateAggregate {
  const spaces = new Map(input.spaces.map((s) => [s.id, s]));
  const cells = new Map<string, AggregateCell>();
  const owing: OwingRequest[] = [];
  const priceErrors: PriceError[] = [];
  const placed = new Set<string>();

  for (const r of input.requests) {
    const vendor = input.vendors.get(r.vendorId);
    const vendorTypeId = vendor?.vendorTypeId ?? UNKNOWN_VENDOR_TYPE;
    const space = r.spaceId ? spaces.get(r.spaceId) : undefined;
    const areaId = space?.areaId ?? null;
    const key = `${vendorTypeId}|${areaId ?? ''}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        vendorTypeId,
        areaId,
        requested: 0,
        approved: 0,
        placed: 0,
        skipped: 0,
        canceled: 0,
        grossSales: 0,
        spaceFees: 0,
        salesBasedFees: 0,
        marketRevenue: 0,
        collected: 0,
        outstanding: 0,
      };
      cells.set(key, cell);
    }
    cell.requested += 1;
    const approved = isApprovedStatus(r.status);
    if (approved) {
      cell.approved += 1;
      cell.grossSales += r.grossSales ?? 0;
      cell.spaceFees += r.amountBase;
      cell.salesBasedFees += r.salesBasedFee;
      if (space && !input.noShows?.has(r.vendorId)) {
        cell.placed += 1;
        placed.add(r.vendorId);
      }
    }
    if (r.status === 'skipped') cell.skipped += 1;
    if (r.status === 'canceled') cell.canceled += 1;
    // A plain request is not charged yet; a canceled one owes only its late fees, a skipped one nothing.
    if (approved || r.status === 'canceled') cell.marketRevenue += r.amountDue;
    cell.collected += r.amountPaid;
    const owed = {
      status: r.status,
      date: input.date,
      amountBalance: r.amountBalance,
      lateCancellationFee: r.lateCancellationFee,
    };
    if (owesMoney(owed)) {
      cell.outstanding += r.amountBalance;
      owing.push({
        requestId: r.id,
        vendorId: r.vendorId,
        vendorTypeId,
        areaId,
        status: r.status,
        amountDue: r.amountDue,
        amountPaid: r.amountPaid,
        amountBalance: r.amountBalance,
      });
    }

    if (!approved && r.status !== 'canceled') continue;
    const error = (field: PriceError['field'], stored: number, expected: number) => {
      if (stored !== expected)
        priceErrors.push({ requestId: r.id, vendorId: r.vendorId, vendorTypeId, areaId, field, stored, expected });
    };
    if (approved && space) error('amountBase', r.amountBase, priceSpace(space, vendor, input.catalog).basePrice);
    error('salesBasedFee', r.salesBasedFee, salesBasedFee(r.grossSales, r.salesBasedRate, input.roundCents));
    error(
      'amountDue',
      r.amountDue,
      requestAmountDue(r.status, {
        amountBase: r.amountBase,
        salesBasedFee: r.salesBasedFee,
        lateCancellationFee: r.lateCancellationFee,
        amountLatePaymentFee: r.amountLatePaymentFee,
        noShowFee: r.noShowFee,
      }),
    );
    error('amountBalance', r.amountBalance, r.amountDue - r.amountPaid);
  }

  return {
    marketDateId: input.marketDateId,
    ...(input.marketId ? { marketId: input.marketId } : {}),
    date: input.date,
    cells: [...cells.values()],
    owing,
    priceErrors,
    placedVendorIds: [...placed].sort(),
  };
}
