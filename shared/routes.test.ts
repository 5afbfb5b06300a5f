import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, routeKey, routes, routesOf } from './routes.js';

const manifestDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'route-manifest');

describe('route manifest', () => {
  it('keeps each group in its own file, holding only that group’s routes', async () => {
    const files = fs.readdirSync(manifestDir).filter((f) => f !== 'route-def.ts' && !f.endsWith('.test.ts'));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...ROUTE_GROUPS].sort());
    for (const group of ROUTE_GROUPS) {
      const file = pathToFileURL(path.join(manifestDir, `${group}.ts`)).href;
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, { group: string }[]>;
      const own = Object.values(mod).flat();
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.group === group)).toBe(true);
      expect(routesOf(group)).toEqual(own);
    }
  });

  it('names every method and path once', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
