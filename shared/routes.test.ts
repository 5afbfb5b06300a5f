import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, routeKey, routes, routesOf } from './routes.js';

const manifestDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'route-manifest');

describe('route manifest', () => {
  it('keeps each group in a file of its own, every route marked with that group', () => {
    const files = fs.readdirSync(manifestDir).filter((f) => f !== 'route-def.ts');
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...ROUTE_GROUPS].sort());
    for (const group of ROUTE_GROUPS) {
      expect(routesOf(group).length).toBeGreaterThan(0);
      expect(routesOf(group).every((r) => r.group === group)).toBe(true);
    }
    expect(routes).toHaveLength(ROUTE_GROUPS.reduce((n, g) => n + routesOf(g).length, 0));
  });

  it("never hides a route behind an earlier one of its group: a group's router takes the first route that fits", () => {
    const fits = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/\{\w+\+?\}/g, '[^/]+')}$`).test(path);
    const hidden: string[] = [];
    for (const group of ROUTE_GROUPS) {
      const own = routesOf(group);
      own.forEach((route, i) => {
        // A path only this route's literal segments name: each parameter filled with a value no literal has.
        const sample = route.path.replace(/\{\w+\+?\}/g, 'p-1');
        const earlier = own.slice(0, i).find((r) => r.method === route.method && fits(r.path, sample));
        if (earlier) hidden.push(`${routeKey(route)} behind ${earlier.path}`);
      });
    }
    expect(hidden).toEqual([]);
  });

  it('names every method and path once', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
