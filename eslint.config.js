import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
    files: ['web/**/*.{ts,tsx}'],
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
    // Layering: services hold use cases and depend on ports only, never on AWS SDK clients.
    files: ['functions/**/*.service.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-sdk', 'aws-sdk/*'],
              message: 'Services and shared code use ports, not AWS SDK clients.',
            },
          ],
        },
      ],
    },
  },
  {
    // Adapters sit below the route groups: lib never reaches up into a group's handler, service or wiring.
    files: ['functions/lib/**/*.ts'],
    ignores: ['functions/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.service.js', '**/handler.js', '**/index.js'],
              message: 'Adapters never import route groups.',
            },
          ],
        },
      ],
    },
  },
  {
    // The SPA never imports server code.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/functions/**', '@aws-sdk/*'], message: 'The SPA talks to the API only.' }] },
      ],
    },
  },
);
