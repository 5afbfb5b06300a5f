import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@/i18n/shared/messages';
import { messageResponseSchema } from '@shared/schemas/session';
import { publicPaths as paths } from '@/config/public-paths';
import { OFFLINE_API_CACHE, storageKeys } from '@/config/storage-keys';
import { api } from './api-client';
import { notify } from './notify';
import { clearSession, sessionKeys } from './session';
import { apiPath } from '@shared/api-path';

/** Spec 1 §9: a second click within 1 s of the first does nothing. */
const LOGOUT_LOCK_MS = 1000;

const logout = () => api.post(apiPath('/api/auth/logout'), messageResponseSchema);

export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const locked = useRef(false);
  const { mutateAsync } = useMutation({ mutationFn: logout, meta: { globalErrorToast: false } });

  return useCallback(async () => {
    if (locked.current) return;
    locked.current = true;
    setTimeout(() => (locked.current = false), LOGOUT_LOCK_MS);
    try {
      await mutateAsync();
      notify.success(MSG.goodbyeTitle, MSG.goodbyeText);
    } catch {
      notify.error(MSG.errorTitle, MSG.logoutFailed);
    } finally {
      // Signed out on this device either way: forget the user and the filter, and leave the signed-in screens.
      sessionStorage.removeItem(storageKeys.vendorTypeFilter);
      if (typeof caches !== 'undefined') await caches.delete(OFFLINE_API_CACHE).catch(() => false);
      clearSession(client);
      await navigate(paths.auth, { replace: true });
      client.removeQueries({ type: 'inactive', predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
    }
  }, [client, mutateAsync, navigate]);
}
