import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicSettingsSchema } from '@shared/schemas/public-map';
import { api } from './api-client';
import { apiPath } from '@shared/api-path';

/**
 * GET /api/system-settings/public: the settings anyone may read (the map's password state, public profiles, the
 * market's time zone and regulations). Signed-in screens read the time zone here, as vendors may not read the
 * admins' settings list.
 */
const publicSettingsKeys = { all: ['system-settings', 'public'] as const };

const getPublicSettings = (signal?: AbortSignal) =>
  api.get(apiPath('/api/system-settings/public'), publicSettingsSchema, { signal });

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsKeys.all,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
    // Each reader has its own fallback (the default zone, plain vendor names, no regulations link): no toast.
    meta: { globalErrorToast: false },
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
