import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../local/stack.js';

/** Starts the whole product once for the browser tests: fresh data, free ports, the built SPA, the demo market. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'marketday-e2e-'));
  const stack = await startLocalStack({ dataDir, port: 0, seed: true, spa: 'dist', stage: 'test', quiet: true });
  process.env.E2E_BASE_URL = stack.url;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
