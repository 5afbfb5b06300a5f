import type { Messages } from '@lingui/core';
import type { Locale } from '@shared/locale';

/**
 * The compiled catalogues (lingui.config.ts): one per feature beside its code, `common` for the app shell, the
 * components the public pages draw and lib/, and one for the signed-in screens' other shared components. Each is its own file, loaded only in the language being read and only when a screen of
 * its feature is about to show. The catalogues a visitor's first page can need are listed here one by one; the rest
 * are found by ./signed-in-catalogs.ts, which loads with the signed-in screens: a list of every catalogue's file in
 * the entry would cost each first visit about 2 KB.
 */
type Catalog = { messages: Messages };
type Loaders = Record<Locale, () => Promise<Catalog>>;

const PUBLIC_CATALOGS: Record<string, Loaders> = {
  common: { en: () => import('../locales/en.po'), es: () => import('../locales/es.po') },
  auth: { en: () => import('../features/auth/locales/en.po'), es: () => import('../features/auth/locales/es.po') },
  'vendor-application': {
    en: () => import('../features/vendor-application/locales/en.po'),
    es: () => import('../features/vendor-application/locales/es.po'),
  },
  'public-map': {
    en: () => import('../features/public-map/locales/en.po'),
    es: () => import('../features/public-map/locales/es.po'),
  },
  'public-vendor': {
    en: () => import('../features/public-vendor/locales/en.po'),
    es: () => import('../features/public-vendor/locales/es.po'),
  },
  'online-payment': {
    en: () => import('../features/online-payment/locales/en.po'),
    es: () => import('../features/online-payment/locales/es.po'),
  },
  waitlist: {
    en: () => import('../features/waitlist/locales/en.po'),
    es: () => import('../features/waitlist/locales/es.po'),
  },
  notifications: {
    en: () => import('../features/notifications/locales/en.po'),
    es: () => import('../features/notifications/locales/es.po'),
  },
  'payment-methods': {
    en: () => import('../features/payment-methods/locales/en.po'),
    es: () => import('../features/payment-methods/locales/es.po'),
  },
};

/**
 * What the first paint can show: the chrome, and on the maps' addresses the map's loading frame (the startup shell
 * draws it while the session is asked for).
 */
export const startupCatalogs = (pathname: string): string[] =>
  /^\/map(\/[^/]+)?\/?$/.test(pathname) ? ['common', 'public-map'] : ['common'];

/** Every message of the named catalogues (`all`: every catalogue of the language), merged. */
export async function loadCatalogs(locale: Locale, names: readonly string[] | 'all'): Promise<Messages> {
  const catalogs =
    names === 'all'
      ? await (await import('./signed-in-catalogs')).loadAllCatalogs(locale)
      : await Promise.all(
          names.map((name) => {
            const loaders = PUBLIC_CATALOGS[name];
            if (!loaders) throw new Error(`no public catalogue named ${name}: add it to PUBLIC_CATALOGS`);
            return loaders[locale]();
          }),
        );
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}
