import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicSettingsSchema } from '@shared/schemas/public-map';
import { api } from '@/lib/api-client';
import { publicMapKeys } from './query-keys';

export const getPublicSettings = (signal?: AbortSignal) =>
  api.get('/api/system-settings/public', publicSettingsSchema, { signal });

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicMapKeys.settings(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
    // Without the settings the vendor names are shown as plain text; no toast for that.
    meta: { globalErrorToast: false },
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
