import { useContext } from 'react';
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { MSG } from '@/i18n/shared/messages';
import { publicMarketsQueryOptions, type PublicMarket } from './public-markets';

/** Stands in where no query client runs (the startup shell the build writes into index.html): it never fetches. */
let inert: QueryClient | undefined;

export type ShownMarket = Pick<PublicMarket, 'id' | 'name' | 'shortName' | 'hours'> &
  Partial<Pick<PublicMarket, 'address' | 'mapLink'>>;

/**
 * The markets the shoppers' pages describe: undefined while they load (and in the startup shell); when they cannot
 * be read, the first market with the hours the single-market product showed.
 */
export function useShownMarkets(): ShownMarket[] | undefined {
  const context = useContext(QueryClientContext);
  const markets = useQuery(
    { ...publicMarketsQueryOptions(), enabled: !!context },
    context ?? (inert ??= new QueryClient()),
  );
  if (!context || markets.isPending) return undefined;
  if (markets.isError || markets.data.length === 0) {
    return [{ id: 'main', name: '', shortName: '', hours: MSG.marketHours }];
  }
  return markets.data;
}
