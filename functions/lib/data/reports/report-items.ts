/**
 * What the report aggregator stores per market date and per automatic payment: the reports read these back and the
 * report rows are built from them.
 */
export interface AggregateCell {
  vendorTypeId: string;
  areaId: string | null;
  requested: number;
  approved: number;
  /** Approved requests that held a space and were not marked a no-show on market day: the vendor attended. */
  placed: number;
  skipped: number;
  canceled: number;
  grossSales: number;
  spaceFees: number;
  salesBasedFees: number;
  marketRevenue: number;
  collected: number;
  outstanding: number;
}

export interface OwingRequest {
  requestId: string;
  vendorId: string;
  vendorTypeId: string;
  areaId: string | null;
  status: string;
  amountDue: number;
  amountPaid: number;
  amountBalance: number;
}

export interface PriceError {
  requestId: string;
  vendorId: string;
  vendorTypeId: string;
  areaId: string | null;
  field: 'amountBase' | 'salesBasedFee' | 'amountDue' | 'amountBalance';
  stored: number;
  expected: number;
}

export interface DateAggregate {
  marketDateId: string;
  /** The date's market; absent on aggregates of dates made before markets existed (the first market's). */
  marketId?: string;
  date: string;
  cells: AggregateCell[];
  owing: OwingRequest[];
  priceErrors: PriceError[];
  /** Vendors placed on the date (approved with a space), for "last attended". */
  placedVendorIds: string[];
}

export interface AutoPaymentInput {
  paymentId: string;
  vendorId: string;
  marketDate: string;
  paidDate: string | null;
  createdAt: string;
  status: string;
  amount: number;
}
