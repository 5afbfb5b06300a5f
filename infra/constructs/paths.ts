import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json and cdk.json). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function fromRoot(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
