/// <reference types="vite-plugin-pwa/client" />
/**
 * The service worker that lets Market Day reload with no signal (web/vite.config.ts says what it keeps). Only Market
 * Day registers it, so the public pages' first visit carries none of its code.
 */
import { apiPath } from '@shared/api-path';

let registered = false;

/**
 * The session was read before the worker was there to keep it: asked once more as soon as the worker controls the
 * page, so a reload with no signal still knows who is signed in.
 */
function keepSessionOnceControlled() {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () =>
      void fetch(apiPath('/api/auth/user'), {
        credentials: 'include',
        headers: { accept: 'application/json', 'x-requested-with': 'marketday' },
      }).catch(() => undefined),
    { once: true },
  );
}

export async function installOfflineApp(): Promise<void> {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  if (!navigator.serviceWorker.controller) keepSessionOnceControlled();
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}
