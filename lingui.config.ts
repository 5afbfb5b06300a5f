import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The SPA's message catalogues (architecture: Languages). English is the source: the strings are written once in the
 * screens, with Lingui's macros, and `npm run i18n:extract` collects them. Each feature keeps its own catalogue beside
 * its code, so the public pages load only the public features' messages; what the app shell, the shared components
 * and lib/ say is in web/src/locales. The spec's shared strings (shared/*-messages.ts) are English already; their
 * Spanish lives in shared/locales/es/.
 */
const FEATURE_CATALOG = {
  path: '<rootDir>/web/src/features/{name}/locales/{locale}',
  include: ['<rootDir>/web/src/features/{name}/'],
  exclude: ['**/*.test.*'],
};
const COMMON_CATALOG = {
  path: '<rootDir>/web/src/locales/{locale}',
  include: ['app', 'components', 'lib', 'hooks', 'config', 'i18n'].map((folder) => `<rootDir>/web/src/${folder}/`),
  exclude: ['**/*.test.*'],
};

/** LINGUI_ONLY=auth,common limits an extraction to those catalogues ("common" is web/src/locales). */
const only = process.env.LINGUI_ONLY?.split(',').filter(Boolean);
const catalogs = only
  ? only.map((name) =>
      name === 'common'
        ? COMMON_CATALOG
        : {
            ...FEATURE_CATALOG,
            path: FEATURE_CATALOG.path.replace('{name}', name),
            include: [`<rootDir>/web/src/features/${name}/`],
          },
    )
  : [FEATURE_CATALOG, COMMON_CATALOG];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Without line numbers a catalogue changes only when its messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs,
});
