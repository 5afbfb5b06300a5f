import type { Messages } from '@lingui/core';
import type { Locale } from '@shared/locale';

/**
 * The compiled catalogues (lingui.config.ts): one per feature beside its code, one for the app shell and the shared
 * components. Each is its own file, loaded only in the language being read; the public scope is what a visitor's first
 * page can show, the rest loads with the signed-in screens.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '../features/*/locales/*.po']);

export type CatalogScope = 'public' | 'all';

/** The features a visitor reaches without signing in: their messages load before the first page. */
const PUBLIC_FEATURES = ['auth', 'vendor-application', 'public-map', 'public-vendor', 'online-payment', 'waitlist'];

const isPublic = (path: string) =>
  path.startsWith('../locales/') || PUBLIC_FEATURES.some((name) => path.startsWith(`../features/${name}/`));

/** The catalogue files of a language and scope. */
export function catalogPaths(locale: Locale, scope: CatalogScope): string[] {
  return Object.keys(CATALOGS).filter(
    (path) => path.endsWith(`/${locale}.po`) && (scope === 'all' || isPublic(path)),
  );
}

/** Every message of the language and scope, merged. */
export async function loadCatalogs(locale: Locale, scope: CatalogScope): Promise<Messages> {
  const modules = await Promise.all(catalogPaths(locale, scope).map((path) => CATALOGS[path]!()));
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}
