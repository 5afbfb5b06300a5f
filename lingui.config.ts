import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The SPA's message catalogues (architecture: Languages). English is the source: the strings are written once in the
 * screens, with Lingui's macros, and `npm run i18n:extract` collects them. Each feature keeps its own catalogue beside
 * its code, so the public pages load only the public features' messages; what the app shell, the shared components
 * and lib/ say is in web/src/locales, less what only the signed-in screens show (web/src/locales/signed-in, which no
 * first visit loads). The spec's shared strings (shared/*-messages.ts) are English already; their Spanish lives in
 * shared/locales/es/.
 */
const FEATURE_CATALOG = {
  path: '<rootDir>/web/src/features/{name}/locales/{locale}',
  include: ['<rootDir>/web/src/features/{name}/'],
  exclude: ['**/*.test.*'],
};
/** The shared components a public page can draw; the others only the signed-in screens. */
const PUBLIC_COMPONENTS = ['layouts', 'ui', 'form', 'vendor-profile', 'notifications', 'admin-list'];
/** What only the signed-in chrome says, in the folders above: its menus, and the signed-in screens' routes. */
const SIGNED_IN_FILES = [
  'components/layouts/account-menu.tsx',
  'components/layouts/language-menu.tsx',
  'components/layouts/nav-links.tsx',
  'components/layouts/signed-in-shell.tsx',
  'config/navigation.ts',
  'app/routes/admin-home.tsx',
  'app/signed-in-routes.tsx',
].map((file) => `<rootDir>/web/src/${file}`);
const COMMON_CATALOG = {
  path: '<rootDir>/web/src/locales/{locale}',
  include: [
    ...['app', 'lib', 'hooks', 'config', 'i18n'].map((folder) => `<rootDir>/web/src/${folder}/`),
    ...PUBLIC_COMPONENTS.map((folder) => `<rootDir>/web/src/components/${folder}/`),
  ],
  exclude: ['**/*.test.*', ...SIGNED_IN_FILES],
};
/** The signed-in chrome's and the signed-in screens' shared components: no first visit loads it. */
const SIGNED_IN_CATALOG = {
  path: '<rootDir>/web/src/locales/signed-in/{locale}',
  include: [
    ...readdirSync(new URL('web/src/components/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !PUBLIC_COMPONENTS.includes(entry.name))
      .map((entry) => `<rootDir>/web/src/components/${entry.name}/`),
    ...SIGNED_IN_FILES,
  ],
  exclude: ['**/*.test.*'],
};

/**
 * LINGUI_ONLY=auth,common limits an extraction to those catalogues ("common" is web/src/locales, "signed-in"
 * web/src/locales/signed-in).
 */
const only = process.env.LINGUI_ONLY?.split(',').filter(Boolean);
const catalogs = only
  ? only.map((name) =>
      name === 'common'
        ? COMMON_CATALOG
        : name === 'signed-in'
          ? SIGNED_IN_CATALOG
          : {
              ...FEATURE_CATALOG,
              path: FEATURE_CATALOG.path.replace('{name}', name),
              include: [`<rootDir>/web/src/features/${name}/`],
            },
    )
  : [FEATURE_CATALOG, COMMON_CATALOG, SIGNED_IN_CATALOG];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Without line numbers a catalogue changes only when its messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs,
});
