/**
 * The display rules of the public request and payment pages (spec 3 §2, §4), kept apart from the screens so each
 * can be tested alone.
 */
import { PAY_MSG } from '@shared/payment-messages';
import type { RequestStatus } from '@shared/space-request-rules';

interface Amounts {
  status: RequestStatus;
  salesBasedRate: number;
  grossSales: number | null;
  isMarketDatePassed: boolean;
  amountDue: number;
  amountBalance: number;
  lateCancellationFee: number;
  requiresPrepayment: boolean;
}

export const SALES_NOT_YET =
  'Payment is unavailable until the market date. Sales can be entered on or after the market date.';

export const isSalesBased = (r: Pick<Amounts, 'salesBasedRate'>) => r.salesBasedRate > 0;

/**
 * Spec 3 §2 "Public payment page": the pay controls show only when something is owed, the request is not a
 * sales-based one with no gross sales entered, and a sales-based request's market date has passed.
 */
export function payControlsShown(r: Amounts): boolean {
  if (r.amountBalance <= 0) return false;
  if (isSalesBased(r) && !r.grossSales) return false;
  return !isSalesBased(r) || r.isMarketDatePassed;
}

const ACTIVE: readonly RequestStatus[] = ['approved', 'confirmed'];

/** Sales entry, payment and cancellation are offered on confirmed or approved requests only. */
export const hasActions = (r: Pick<Amounts, 'status'>) => ACTIVE.includes(r.status);

/**
 * Pay on the public request page: an active request with an amount due and a balance (or one that must be paid
 * ahead), or a canceled one whose late cancellation fee is still owed.
 */
export function requestPagePayShown(r: Amounts): boolean {
  if (r.amountBalance <= 0) return false;
  if (r.status === 'canceled') return r.lateCancellationFee > 0;
  return hasActions(r) && (r.amountDue > 0 || r.requiresPrepayment);
}

export const CANCEL_PERMISSION = 'vendor.spaceRequests.cancel';
export const cancelShown = (r: Pick<Amounts, 'status'> & { userPermissions: readonly string[] }) =>
  hasActions(r) && r.userPermissions.includes(CANCEL_PERMISSION);

export interface StatusBanner {
  color: 'red' | 'orange' | 'blue' | 'green';
  title: string;
  text: string;
}

/** Spec 3 §2: the banner's colour and title by status. */
export function statusBanner(status: RequestStatus): StatusBanner {
  switch (status) {
    case 'canceled':
      return {
        color: 'red',
        title: PAY_MSG.requestCancelledBanner,
        text: 'This request has been cancelled. Please contact market management with any questions.',
      };
    case 'skipped':
      return { color: 'orange', title: PAY_MSG.requestSkippedBanner, text: 'You are not attending this market date.' };
    case 'requested':
      return {
        color: 'blue',
        title: PAY_MSG.requestReceivedBanner,
        text: 'Your request is awaiting approval from market management.',
      };
    default:
      return { color: 'green', title: PAY_MSG.requestApprovedBanner, text: 'You have a space at this market date.' };
  }
}

/** "Sunday, June 1, 2025": the market date of a calendar day, never shifted into the browser's zone. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Typed dollars ("1,234.5") → cents, or an error message of spec 3 §5. */
export function parseGrossSales(typed: string): { cents: number } | { error: string } {
  const cleaned = typed.replace(/[$,\s]/g, '');
  if (!cleaned || !/^-?\d*(\.\d{0,2})?$/.test(cleaned) || cleaned === '.' || cleaned === '-') {
    return { error: PAY_MSG.grossSalesNumber };
  }
  const dollars = Number(cleaned);
  if (!Number.isFinite(dollars)) return { error: PAY_MSG.grossSalesNumber };
  if (dollars < 0) return { error: PAY_MSG.grossSalesPositive };
  return { cents: Math.round(dollars * 100) };
}
