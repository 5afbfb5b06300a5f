/**
 * The SPA's dates come from the one formatter in shared/ (the functions' e-mails and CSV use it too). Calendar dates
 * (YYYY-MM-DD) are shown as written; instants in the market's zone, which screens read with `useMarketTimeZone`.
 */
import { DEFAULT_MARKET_TIME_ZONE } from '@shared/market-time';
import { formatDateTime } from '@shared/date-format';

export { formatDate, formatDateTime, formatDayOf, formatMarketDate, formatMonthDayLong } from '@shared/date-format';

/** "Jun 1, 2025, 9:30 AM" in the market's zone. */
export const formatInstant = (iso: string, timeZone = DEFAULT_MARKET_TIME_ZONE): string =>
  formatDateTime(iso, timeZone);
