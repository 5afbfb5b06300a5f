import type { Messages } from '@lingui/core';
import type { Locale } from '@shared/locale';

/** Every catalogue of the SPA (see ./catalogs.ts), found by their files: the signed-in screens load them all. */
const CATALOGS = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../locales/signed-in/*.po',
  '../features/*/locales/*.po',
]);

export const loadAllCatalogs = (locale: Locale) =>
  Promise.all(
    Object.keys(CATALOGS)
      .filter((path) => path.endsWith(`/${locale}.po`))
      .map((path) => CATALOGS[path]!()),
  );
