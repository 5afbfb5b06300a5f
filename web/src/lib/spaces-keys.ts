/** Query keys of the spaces screen, general to specific. */
export const spacesKeys = {
  all: ['market-date-spaces'] as const,
  date: (marketDateId: string) => [...spacesKeys.all, marketDateId] as const,
  list: (marketDateId: string) => [...spacesKeys.date(marketDateId), 'list'] as const,
  assignmentData: (marketDateId: string, areaId: string | null, q = '') =>
    [...spacesKeys.date(marketDateId), 'assignment-data', areaId ?? 'all', q] as const,
};
