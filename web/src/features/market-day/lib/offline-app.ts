/// <reference types="vite-plugin-pwa/client" />
/**
 * The service worker that lets Market Day reload with no signal (web/vite.config.ts says what it keeps). Only Market
 * Day registers it, so the public pages' first visit carries none of its code; once installed it serves the app to
 * every screen, from the network first for anything it does not keep.
 */
let registered = false;

export async function installOfflineApp(): Promise<void> {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}
