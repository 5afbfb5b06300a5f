/**
 * A market date (an ISO calendar date in the market's zone) written out for people: "Sunday, June 8, 2025".
 * Formatted as a calendar date at noon UTC, so neither the browser's zone nor daylight saving can shift the day.
 */
export function formatMarketDate(isoDate: string, style: 'long' | 'short' = 'long'): string {
  const instant = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: style === 'long' ? 'long' : 'short',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}
