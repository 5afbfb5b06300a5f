import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startLocalStack } from '../../local/stack.js';
import { SCREENSHOT_DIR } from './fixtures.js';

/**
 * Starts the whole product once for the browser tests: the SPA built into a folder of this run's own, fresh data,
 * free ports and the demo market.
 */
export default async function globalSetup() {
  // Screenshots of this run only, so a screen that no longer exists leaves no picture behind.
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  const runDir = await mkdtemp(join(tmpdir(), 'marketday-e2e-'));
  const spaDir = join(runDir, 'web');
  // No source maps: no browser test reads them.
  await build({
    configFile: 'web/vite.config.ts',
    logLevel: 'warn',
    build: { outDir: spaDir, emptyOutDir: true, sourcemap: false },
  });
  const stack = await startLocalStack({
    dataDir: join(runDir, 'data'),
    port: 0,
    seed: true,
    spa: 'dist',
    spaDir,
    stage: 'test',
    quiet: true,
  });
  process.env.E2E_BASE_URL = stack.url;
  // Tests that need data of their own (a market date nobody else uses) write it straight to the stack's stores.
  process.env.E2E_STACK_ENV = JSON.stringify(stack.env);
  return async () => {
    await stack.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}
