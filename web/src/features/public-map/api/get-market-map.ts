import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_MSG as ENGLISH } from '@shared/public-map-messages';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import { publicMapSchema } from '@shared/schemas/public-map';
import { api } from '@/lib/api-client';
import { isApiStatus } from '@/lib/errors';
import { publicMapKeys } from './query-keys';
import { apiPath } from '@shared/api-path';

const getMarketMap = (marketDateId: string, signal?: AbortSignal) =>
  api.get(apiPath('/api/public/map/{marketDateId}', { marketDateId }), publicMapSchema, { signal });

/** The server withholds a protected map until this browser has proven the map password (said in either language). */
export const isPasswordRequired = (error: unknown) =>
  isApiStatus(error, 401) && (error.message === ENGLISH.passwordRequired || error.message === MAP_MSG.passwordRequired);

const marketMapQueryOptions = (marketDateId: string) =>
  queryOptions({
    queryKey: publicMapKeys.map(marketDateId),
    queryFn: ({ signal }) => getMarketMap(marketDateId, signal),
    // The screen shows the password dialog, the no-date state or the failure itself.
    meta: { globalErrorToast: false },
  });

export const useMarketMap = (marketDateId: string) =>
  useQuery({ ...marketMapQueryOptions(marketDateId), enabled: marketDateId.trim() !== '' });
