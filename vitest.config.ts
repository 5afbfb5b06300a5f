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
          ],
          environment: 'node',
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
        },
      },
      {
        // Builds the SPA and holds the first-visit weight of its public pages to the budget.
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
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
        },
      },
    ],
  },
});
