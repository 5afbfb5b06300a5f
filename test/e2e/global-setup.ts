import { rm } from 'node:fs/promises';
import { startStackWithSpa } from '../fixtures/spa-stack.js';
import { SCREENSHOT_DIR } from './fixtures.js';

/**
 * Starts the whole product once for the browser tests: the SPA built into a folder of this run's own, fresh data,
 * free ports and the demo market.
 */
export default async function globalSetup() {
  // Screenshots of this run only, so a screen that no longer exists leaves no picture behind.
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  const stack = await startStackWithSpa('e2e');
  process.env.E2E_BASE_URL = stack.url;
  // Tests that need data of their own (a market date nobody else uses) write it straight to the stack's stores.
  process.env.E2E_STACK_ENV = JSON.stringify(stack.env);
  // A spec that starts a stack of its own (the first-run setup's empty one) serves the SPA built here.
  process.env.E2E_SPA_DIR = stack.spaDir;
  return () => stack.stop();
}
