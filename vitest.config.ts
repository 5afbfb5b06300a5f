import { defineConfig } from 'vitest/config';
import FuzzFirstSequencer from './test/api/fuzz-first-sequencer.js';

export default defineConfig({
  test: {
    sequence: { sequencer: FuzzFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'local/**/*.test.ts',
            'test/e2e/**/*.test.ts',
            // Needs no stack: holds the route manifest to a hand-written table.
            'test/api/access/**/*.test.ts',
            // Holds the docs to the code: the access-pattern table, the links between pages.
            'test/docs/**/*.test.ts',
            // Every message of the SPA's catalogues has its Spanish.
            'test/i18n/**/*.test.ts',
          ],
          environment: 'node',
          // A test that hashes passwords (scrypt) or seeds the demo market has taken just over the default 5 s beside
          // the browser and API tests on two cores; one that never finishes still fails.
          testTimeout: 30_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Beside the API and browser tests a whole-app test can take several times its 1–15 s alone.
          testTimeout: 90_000,
          // A test that fails is run once more before the run fails: beside the browser and API tests on two cores, a
          // component test has been seen to miss a popover that opens every time alone. One that is broken fails twice.
          retry: 1,
          // One module graph for every file: React, Mantine and the app load once per run instead of once per file
          // (most of this project's time went there). Files stay independent: each renders with a fresh query client
          // and router, stubs fetch for itself, and the setup file clears the DOM, toasts, storage and stubs after
          // every test.
          isolate: false,
        },
      },
      {
        // Builds the SPA and holds the first-visit weight of its public pages to the budget.
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // Building the SPA and synthesising every function's bundle runs at a low priority beside the stack-bound
          // tests: on two busy cores either build has taken over three minutes.
          hookTimeout: 600_000,
        },
      },
      {
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          exclude: ['test/api/access/**'],
          environment: 'node',
          globalSetup: ['test/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another against one stack and each makes data of its own; sharing the worker's
          // modules (the AWS SDK, the factories) saves loading them again for every file.
          isolate: false,
        },
      },
    ],
  },
});
