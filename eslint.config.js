import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

const zodImportSyntax = {
  selector: "ImportDeclaration[source.value=/^zod($|\\/)/][importKind!='type']",
  message: "Import the product's zod (import * as z from 'shared/zod.js'); type-only imports may name 'zod/mini'.",
};

/**
 * Every date the product shows is written by shared/date-format.ts, in the market's time zone: a date formatted
 * anywhere else takes the browser's or the server's zone and slips a day near midnight.
 */
const DATE_FORMAT_MODULE = 'shared/date-format.ts';
const dateFormatMessage =
  'Format dates with shared/date-format.ts (market dates never shift; instants in the market zone).';
const dateFormattingSyntax = [
  { selector: 'MemberExpression[property.name=/^toLocale(Date|Time)String$/]', message: dateFormatMessage },
  { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: dateFormatMessage },
  {
    selector:
      "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: dateFormatMessage,
  },
  {
    // A number's toLocaleString stays allowed; one given date fields, or called on a date-named value, is a date's.
    selector:
      "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name=/^(timeZone|dateStyle|timeStyle|weekday|year|month|day|hour|minute|second)$/]",
    message: dateFormatMessage,
  },
  {
    selector:
      "CallExpression[callee.property.name='toLocaleString'][callee.object.name=/(date|Date|when|When|At|time|Time|day|Day)$/]",
    message: dateFormatMessage,
  },
  { selector: 'ImportDeclaration[source.value=/^dayjs($|\\/)/]', message: dateFormatMessage },
];

/**
 * Every "now" on the server comes from the clock port (functions/lib/time/clock.ts): the local test stack runs a
 * request as if it were another time, and a service that reads the machine's clock would not move with it.
 */
const CLOCK_MODULE = 'functions/lib/time/clock.ts';
const clockMessage =
  'Take "now" from the clock port (clockNow, passed in by the wiring); durations use performance.now().';
const clockSyntax = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: clockMessage },
];

const apiPathMessage =
  "Name an API route through apiPath('/api/...template', params) from shared/api-path: a renamed route then fails the type check.";
/** The SPA's API addresses come from the manifest's templates; only apiPath's own argument spells one out. */
const apiLiteralSyntax = [
  {
    selector: "Literal[value=/^\\/api\\//]:not(CallExpression[callee.name='apiPath'] > Literal)",
    message: apiPathMessage,
  },
  {
    selector:
      "TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]:not(CallExpression[callee.name='apiPath'] > TemplateLiteral)",
    message: apiPathMessage,
  },
];

/**
 * The layers, by folder: a file belongs to the first element whose pattern matches it. Imports are resolved through
 * each tsconfig, so the '@/' and '@shared/' aliases count like relative paths; a route group is any functions/<group>
 * but lib (the jobs and the report aggregator too).
 */
const layerElements = [
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web', pattern: 'web' },
  { type: 'shared', pattern: 'shared' },
  { type: 'lib', pattern: 'functions/lib' },
  { type: 'route-group', pattern: 'functions/*', capture: ['group'] },
  { type: 'local', pattern: 'local' },
].map((element) => ({ partialMatch: false, stopMatching: true, ...element }));

/** Services hold the use cases (functions/<group>/*.service.ts) and depend on ports only. */
const layerFiles = [{ category: 'service', pattern: 'functions/*/**/*.service.ts' }];

const layerPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message:
      'A feature never imports another feature ({{ to.element.captured.feature }}): move the shared piece to web/src/components, web/src/lib or web/src/hooks.',
  },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  {
    from: { element: { type: 'lib' } },
    disallow: { to: { element: { type: 'route-group' } } },
    message:
      'functions/lib never imports a route group ({{ to.element.captured.group }}): move what both need into lib or shared.',
  },
  {
    from: { file: { categories: 'service' } },
    disallow: { to: { module: { origin: 'external', source: '@aws-sdk/*' } } },
    message:
      'Services depend on ports, never on an AWS SDK client: put the call in a repository or adapter in functions/lib.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: [
      { to: { element: { types: { anyOf: ['web', 'feature', 'lib', 'route-group', 'local'] } } } },
      { to: { module: { origin: 'external', source: '@aws-sdk/*' } } },
    ],
    message:
      'shared/ is used by the API and the SPA alike: it imports nothing from functions/, web/ or local/, nor an AWS SDK client.',
  },
  {
    from: { element: { types: { anyOf: ['web', 'feature'] } } },
    disallow: [
      { to: { element: { types: { anyOf: ['lib', 'route-group', 'local'] } } } },
      { to: { module: { origin: 'external', source: '@aws-sdk/*' } } },
    ],
    message: 'The SPA talks to the API only: web/ imports nothing from functions/ or local/, nor an AWS SDK client.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Lambda bundles stay small: schemas use zod's functional API, configured once in shared/zod.ts.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['shared/zod.ts'],
    rules: {
      'no-restricted-syntax': ['error', zodImportSyntax, ...dateFormattingSyntax],
    },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts', CLOCK_MODULE],
    rules: {
      'no-restricted-syntax': ['error', zodImportSyntax, ...dateFormattingSyntax, ...clockSyntax],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-syntax': ['error', zodImportSyntax, ...dateFormattingSyntax, ...apiLiteralSyntax],
    },
  },
  {
    // Screen tests wait with Testing Library's waitFor, whose time web/src/test/setup.ts sets for a loaded machine;
    // vitest's own gives up after one second.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use waitFor from '@testing-library/react'." },
      ],
    },
  },
  {
    // The one formatter keeps the zod rule and is the one place Intl formats dates.
    files: [DATE_FORMAT_MODULE],
    rules: {
      'no-restricted-syntax': ['error', zodImportSyntax],
    },
  },
  {
    files: ['local/**/*.ts', 'infra/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dateFormattingSyntax] },
  },
  {
    // A promise nobody awaits loses its error and can outlive the request or the test: await it, return it, or
    // mark it `void` with a reason. Typed linting builds one program per tsconfig: tsconfig.eslint.json (the root's
    // options over the folders linted here, without infra/ and test/, whose CDK and browser types are most of the
    // root program) and web/tsconfig.json. A shared/ file is read with the root's options.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}', 'local/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.eslint.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Every word a screen shows comes from a catalogue (architecture: Languages): Lingui's macros (t`…`, <Trans>,
    // plural) or the shared message modules through web/src/i18n/shared. A sentence typed into a screen fails here.
    // What is not prose passes: a single word without a capital (a CSS value, an id, a field name), a string a
    // literal-union type asks for (Mantine's variant="light"), class names, paths and the like.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_.:/-]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            { regex: { pattern: 'className|classNames|style|Style|^data-|testid|TestId|Key$|key$|Id$|id$', flags: '' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'src', 'srcSet', 'type', 'href', 'to', 'path', 'pathname', 'search', 'hash', 'method', 'mode', 'name', 'value',
            'autoComplete', 'inputMode', 'role', 'rel', 'target', 'accept', 'pattern', 'viewBox', 'd', 'fill', 'stroke',
            'transform', 'points', 'format', 'valueFormat', 'locale', 'dir', 'encType', 'sizes', 'media', 'queryKey',
            'displayName', 'color', 'c', 'bg', 'variant', 'size', 'fw', 'ff', 'tt', 'ta', 'align', 'justify', 'gap',
            'component', 'position', 'layout', 'orientation', 'wrap', 'display', 'cursor', 'width', 'height', 'w', 'h',
            'maw', 'miw', 'mah', 'mih', 'radius', 'shadow', 'p', 'px', 'py', 'pt', 'pb', 'pl', 'pr', 'm', 'mx', 'my',
            'mt', 'mb', 'ml', 'mr', 'lh', 'fz', 'weight', 'order', 'spacing', 'verticalSpacing', 'horizontalSpacing',
          ],
          ignoreFunctions: [
            'console.*', 'Error', 'new Error', 'TypeError', 'new TypeError', 'URLSearchParams', 'new URLSearchParams',
            'URL', 'new URL', '*.getItem', '*.setItem', '*.removeItem', '*.get', '*.has', '*.set', '*.delete',
            '*.getAll', '*.append', '*.startsWith', '*.endsWith', '*.includes', '*.split', '*.replace', '*.replaceAll',
            '*.join', '*.padStart', '*.padEnd', '*.querySelector', '*.querySelectorAll', '*.addEventListener',
            '*.removeEventListener', '*.setAttribute', '*.getAttribute', '*.createElement', 'apiPath', 'api.*',
            'fetch', 'import', 'useSearchParams', 'navigate', 'matchPath', 'useMatch', 'invariant', 'cx', 'clsx',
            'rem', 'em', 'Intl.*', 'new Intl.*', 'Number', 'String', 'Date', 'new Date', 'RegExp', 'new RegExp',
            'dayjs', 'dayjs.*', 'JSON.*', 'Symbol', 'structuredClone', 'assertNever', 'encodeURIComponent',
            'useMediaQuery', 'z.*', 'v.*',
          ],
        },
      ],
    },
  },
  {
    // Layers are held by lint: see layerElements and layerPolicies above.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}', 'local/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerElements,
      'boundaries/files': layerFiles,
      // The policies and messages use {{...}} templates only: no ${...} data is built for each import.
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: layerPolicies }],
    },
  },
);
