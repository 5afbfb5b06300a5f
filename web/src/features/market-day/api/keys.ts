/** Query keys of Market Day, general to specific; the phone keeps these queries (and only these) between visits. */
export const marketDayKeys = {
  all: ['market-day'] as const,
  today: () => [...marketDayKeys.all, 'today'] as const,
  day: (marketDateId: string) => [...marketDayKeys.all, 'day', marketDateId] as const,
};

/** A day's list stays on the phone this long after it was last read, so a morning without signal still has it. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
