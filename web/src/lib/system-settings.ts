import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_MARKET_TIME_ZONE } from '@shared/market-time';
import { systemSettingListSchema } from '@shared/schemas/settings';
import type { Tender } from '@shared/tenders';
import { api } from './api-client';
import { publicSettingsQueryOptions } from './public-settings';
import { apiPath } from '@shared/api-path';

export const settingsKeys = { all: ['system-settings'] as const };

/** GET /api/system-settings (admins): every setting with its description; the map password only says if it is set. */
export const systemSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get(apiPath('/api/system-settings'), systemSettingListSchema, { signal }),
  });

/**
 * The market's time zone (a system setting), for screens that pick or show dates: "today" is the market's today,
 * wherever the browser is. Read from the public settings, which vendors may call too; the default zone stands in
 * until (or unless) they load.
 */
export function useMarketTimeZone(): string {
  const settings = useQuery({ ...publicSettingsQueryOptions(), select: (s) => s.market_time_zone });
  return settings.data || DEFAULT_MARKET_TIME_ZONE;
}

/** The market's tenders (a system setting), for splitting gross sales by tender; empty until the settings load. */
export function useSalesTenders(): Tender[] {
  const settings = useQuery({
    ...systemSettingsQueryOptions(),
    select: (list) => list.find((s) => s.key === 'sales_tenders')?.value,
    staleTime: 5 * 60_000,
    meta: { globalErrorToast: false },
  });
  return Array.isArray(settings.data) ? settings.data : [];
}
