import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the local stack the API tests run against, e.g. http://localhost:41234 */
    baseUrl: string;
    /** The environment its functions run with: endpoints, pool ids, table and bucket names. */
    localEnv: Record<string, string>;
    /** How long the stack took to start, per phase and in total (ms). */
    stackTimings: Record<string, number>;
  }
}

/** Starts the whole product once per run: its own empty data, free ports, no SPA, the demo market loaded. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'marketday-api-'));
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({ dataDir, port: 0, seed: true, spa: 'none', stage: 'test', quiet: true });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseUrl', stack.url);
  project.provide('localEnv', stack.env);
  project.provide('stackTimings', stack.timings);
  process.env.API_BASE_URL = stack.url;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
