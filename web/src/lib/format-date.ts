/**
 * Calendar dates (YYYY-MM-DD) are market dates in the market's zone: they are shown as written, never shifted into
 * the browser's zone. Instants (ISO timestamps) are shown in the market's zone too.
 */
import { DEFAULT_MARKET_TIME_ZONE } from '@shared/market-time';

/** "Sun, Jun 1, 2025". */
export function formatMarketDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "Jun 1, 2025, 9:30 AM". */
export function formatInstant(iso: string, timeZone = DEFAULT_MARKET_TIME_ZONE): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
