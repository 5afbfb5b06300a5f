import { t } from '@lingui/core/macro';
/**
 * The display rules of the public request and payment pages (spec 3 §2, §4), kept apart from the screens so each
 * can be tested alone.
 */
import { offersPay, payability } from '@shared/amount-owed';
import { formatDayLong } from '@shared/date-format';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
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

export const isSalesBased = (r: Pick<Amounts, 'salesBasedRate'>) => r.salesBasedRate > 0;

/**
 * Spec 3 §2 "Public payment page": the pay controls show only when what is owed can be paid now (a late
 * cancellation fee always can; a sales-based fee once its sales are entered on or after the market date).
 */
export const payControlsShown = (r: Amounts): boolean => payability(r, r.isMarketDatePassed) === 'ok';

const ACTIVE: readonly RequestStatus[] = ['approved', 'confirmed'];

/** Sales entry, payment and cancellation are offered on confirmed or approved requests only. */
export const hasActions = (r: Pick<Amounts, 'status'>) => ACTIVE.includes(r.status);

/**
 * Pay on the public request page: wherever the payment page can take what is owed (shared/amount-owed.ts), which a
 * cancelled request's fees always are and a sales-based fee only from the market day.
 */
export const requestPagePayShown = (r: Amounts): boolean => offersPay(r, r.isMarketDatePassed);

const CANCEL_PERMISSION = 'vendor.spaceRequests.cancel';
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
        text: t`This request has been cancelled. Please contact market management with any questions.`,
      };
    case 'skipped':
      return { color: 'orange', title: PAY_MSG.requestSkippedBanner, text: t`You are not attending this market date.` };
    case 'requested':
      return {
        color: 'blue',
        title: PAY_MSG.requestReceivedBanner,
        text: t`Your request is awaiting approval from market management.`,
      };
    default:
      return { color: 'green', title: PAY_MSG.requestApprovedBanner, text: t`You have a space at this market date.` };
  }
}

/** "Sunday, June 1, 2025": the market date of a calendar day, never shifted into the browser's zone. */
export function formatLongDate(isoDate: string): string {
  if (Number.isNaN(Date.parse(`${isoDate.slice(0, 10)}T12:00:00Z`))) return t`Invalid date`;
  return formatDayLong(isoDate.slice(0, 10));
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
