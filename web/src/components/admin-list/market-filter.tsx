import { Select } from '@mantine/core';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import type { Market } from '@shared/schemas/markets';
import { useQueuedSearchParams } from '@/hooks/use-queued-search-params';
import { useAdminMarkets } from '@/lib/markets';

/** The address's `?market=` parameter: which market an admin list shows ("All markets" without it). */
const MARKET_PARAM = 'market';

/**
 * The market an admin screen is filtered by, kept in the address (`?market=<id>`) so a link or a reload keeps it,
 * with the organisation's markets. `marketId` is undefined for "All markets"; `several` says whether there is a
 * choice at all (a single market needs no selector and no market names on its rows).
 */
export function useMarketFilter() {
  const markets = useAdminMarkets();
  const [params, update] = useQueuedSearchParams();
  const list: Market[] = markets.data ?? [];
  const marketId = params.get(MARKET_PARAM) || undefined;
  const setMarketId = (id: string | null) =>
    update((next) => {
      if (id) next.set(MARKET_PARAM, id);
      else next.delete(MARKET_PARAM);
    });
  const byId = new Map(list.map((m) => [m.id, m]));
  return {
    markets: list,
    marketId,
    market: marketId ? byId.get(marketId) : undefined,
    setMarketId,
    several: list.length > 1,
    /** A market's short name (its id when the list does not know it). */
    shortNameOf: (id: string) => byId.get(id)?.shortName ?? id,
  };
}

/** The "Market" select of an admin list: "All markets" first (when allowed), then each market by name. */
export function MarketFilter(props: {
  filter: ReturnType<typeof useMarketFilter>;
  /** Whether "All markets" is a choice (a default layout belongs to one market: it is not). */
  allowAll?: boolean;
  /** The market shown when none is chosen and "All markets" is not a choice. */
  fallback?: string;
}) {
  const { filter, allowAll = true } = props;
  if (!filter.several) return null;
  const ALL = '';
  const data = [
    ...(allowAll ? [{ value: ALL, label: MARKET_MSG.allMarkets }] : []),
    ...filter.markets.map((m) => ({ value: m.id, label: m.name })),
  ];
  return (
    <Select
      label="Market"
      data={data}
      value={filter.marketId ?? (allowAll ? ALL : (props.fallback ?? filter.markets[0]?.id ?? null))}
      onChange={(v) => filter.setMarketId(v || null)}
      allowDeselect={false}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
