import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemSettingSchema } from '@shared/schemas/settings';
import { api } from '@/lib/api-client';
import { settingsKeys, systemSettingsQueryOptions } from '@/lib/system-settings';
import { apiPath } from '@shared/api-path';

export const useSystemSettings = () => useQuery({ ...systemSettingsQueryOptions(), meta: { globalErrorToast: false } });

/** PATCH /api/system-settings/{key} {value}. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) =>
      api.patch(apiPath('/api/system-settings/{key}', { key }), systemSettingSchema, { value }),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
