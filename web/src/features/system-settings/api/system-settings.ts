import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemSettingListSchema, systemSettingSchema } from '@shared/schemas/settings';
import { api } from '@/lib/api-client';

export const settingsKeys = { all: ['system-settings'] as const };

/** GET /api/system-settings (admins): every setting with its description; the map password only says if it is set. */
export const systemSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get('/api/system-settings', systemSettingListSchema, { signal }),
  });

export const useSystemSettings = () => useQuery({ ...systemSettingsQueryOptions(), meta: { globalErrorToast: false } });

/** PATCH /api/system-settings/{key} {value}. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) =>
      api.patch(`/api/system-settings/${encodeURIComponent(key)}`, systemSettingSchema, { value }),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
