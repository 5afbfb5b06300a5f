import type { Messages } from '@lingui/core';
import type { Locale } from '@shared/locale';

/**
 * The compiled catalogues (lingui.config.ts): one per feature beside its code, and `common` for the app shell, the
 * shared components and lib/. Each is its own file, loaded only in the language being read and only when a screen
 * of its feature is about to show.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '../features/*/locales/*.po']);

/** What the first paint can show: the chrome, and the map's loading frame (the startup shell draws it). */
export const STARTUP_CATALOGS: readonly string[] = ['common', 'public-map'];

const pathOf = (name: string, locale: Locale) =>
  name === 'common' ? `../locales/${locale}.po` : `../features/${name}/locales/${locale}.po`;

/** The catalogues by name; `all` is every catalogue of the language (the signed-in screens). */
export function catalogPaths(locale: Locale, names: readonly string[] | 'all'): string[] {
  if (names === 'all') return Object.keys(CATALOGS).filter((path) => path.endsWith(`/${locale}.po`));
  return names.map((name) => pathOf(name, locale)).filter((path) => path in CATALOGS);
}

/** Every message of the named catalogues, merged. */
export async function loadCatalogs(locale: Locale, names: readonly string[] | 'all'): Promise<Messages> {
  const modules = await Promise.all(catalogPaths(locale, names).map((path) => CATALOGS[path]!()));
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}
