import { formatDayLong, formatMarketDate as formatShort } from '@shared/date-format';

/** A market date written out for the map's visitors: "Sunday, June 8, 2025" (or "Sun, Jun 8, 2025"), never shifted. */
export const formatMarketDate = (isoDate: string, style: 'long' | 'short' = 'long'): string =>
  style === 'long' ? formatDayLong(isoDate) : formatShort(isoDate);
