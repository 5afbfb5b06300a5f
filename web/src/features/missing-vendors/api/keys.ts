/** Query keys of the Missing Vendors screen, general to specific. */
export const missingKeys = {
  all: ['missing-vendors'] as const,
  date: (marketDateId: string) => [...missingKeys.all, marketDateId] as const,
  report: (marketDateId: string, area: string | null) =>
    [...missingKeys.date(marketDateId), 'report', area ?? 'all'] as const,
  spaces: (marketDateId: string) => [...missingKeys.date(marketDateId), 'spaces'] as const,
};
