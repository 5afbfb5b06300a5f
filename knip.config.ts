/**
 * What `npm run knip` holds the code to: no file, export or package that nothing uses. Entry points are what runs:
 * each route group's Lambda (from the route manifest, as the API stack builds them), the jobs' and the stream's
 * Lambdas, the CDK app, the SPA, and the scripts package.json names; knip's plugins add the test files and the
 * vitest, playwright, vite, eslint and postcss configs.
 */
import type { KnipConfig } from 'knip';
import { ROUTE_GROUPS } from './shared/route-manifest/route-def.js';

const config: KnipConfig = {
  entry: [
    ...ROUTE_GROUPS.map((group) => `functions/${group}/index.ts`),
    // The message worker, the scheduled jobs and the first-admin custom resource (infra/stacks/*-stack.ts).
    'functions/jobs/*/index.ts',
    'functions/report-aggregator/index.ts',
    'infra/app.ts',
  ],
  project: ['{shared,functions,infra,local,test}/**/*.ts', 'web/src/**/*.{ts,tsx}', 'web/scripts/**/*.ts', '*.{ts,js}'],
  // The SPA's aliases (web/tsconfig.json), which knip does not read from a tsconfig outside the root.
  paths: {
    '@/*': ['./web/src/*'],
    '@shared/*': ['./shared/*'],
  },
  // The SPA's styles are built by web/vite.config.ts, which reads web/postcss.config.cjs.
  postcss: { config: ['web/postcss.config.cjs'] },
  // DynamoDB Local is a Java program the local stack starts (local/services.ts); Java is a system install.
  ignoreBinaries: ['java'],
  // The web test project runs with root ./web (vitest.config.ts), so its setup file is web/src/test/setup.ts, which
  // knip's vitest plugin resolves from the repository root instead.
  ignoreUnresolved: ['./src/test/setup.ts'],
};

export default config;
