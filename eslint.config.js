import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod($|\\/)/][importKind!='type']",
          message:
            "Import the product's zod (import * as z from 'shared/zod.js'); type-only imports may name 'zod/mini'.",
        },
      ],
    },
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
