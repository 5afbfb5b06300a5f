import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unlockMapResponseSchema, type UnlockMapRequest } from '@shared/schemas/public-map';
import { api } from '@/lib/api-client';
import { publicMapKeys } from './query-keys';
import { apiPath } from '@shared/api-path';

/** The server checks the password and answers with an HttpOnly cookie that unlocks the map for this session. */
const unlockMap = (body: UnlockMapRequest) =>
  api.post(apiPath('/api/public/map/unlock'), unlockMapResponseSchema, body);

export function useUnlockMap(callbacks: { onSuccess?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockMap,
    // The dialog shows 'Incorrect password' itself.
    meta: { globalErrorToast: false },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: publicMapKeys.maps() });
      callbacks.onSuccess?.();
    },
  });
}
