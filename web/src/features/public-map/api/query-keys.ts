/** Query keys of the public market maps, from general to specific. */
export const publicMapKeys = {
  all: ['public-map'] as const,
  upcoming: () => [...publicMapKeys.all, 'market-dates', 'upcoming'] as const,
  maps: () => [...publicMapKeys.all, 'map'] as const,
  map: (marketDateId: string) => [...publicMapKeys.maps(), marketDateId] as const,
};
