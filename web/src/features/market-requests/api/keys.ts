/** Query keys of the Market Requests screen, general to specific. */
export const requestsKeys = {
  all: ['market-requests'] as const,
  date: (marketDateId: string) => [...requestsKeys.all, marketDateId] as const,
  lists: (marketDateId: string) => [...requestsKeys.date(marketDateId), 'list'] as const,
  list: (marketDateId: string, filters: { status: string; type: string; q: string; cursor: string }) =>
    [...requestsKeys.lists(marketDateId), filters] as const,
};
