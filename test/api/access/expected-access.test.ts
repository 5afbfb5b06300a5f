import { describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '../../../shared/routes.js';
import { EXPECTED_ACCESS, type ExpectedAccess } from './expected-access.js';

/** What a row means in the manifest's own terms. */
function declarationFor(row: ExpectedAccess): Pick<RouteDef, 'access' | 'vendorScope'> {
  if (row === 'public' || row === 'signed-in' || row === 'admin' || row === 'market-day')
    return { access: { kind: row } };
  if (row === 'owner') return { access: { kind: 'signed-in' } };
  if (row === 'every-user' || row === 'own-user') return { access: { kind: 'signed-in', staff: true } };
  if (typeof row === 'string') return { access: { kind: 'permission', code: row } };
  const [where, name] = row.vendorIn.split(':') as ['path' | 'query', string];
  return { access: { kind: 'permission', code: row.permission }, vendorScope: { in: where, name } };
}

const describeDeclaration = (d: Pick<RouteDef, 'access' | 'vendorScope'>) =>
  (d.access.kind === 'permission' ? d.access.code : d.access.kind) +
  (d.access.kind === 'signed-in' && d.access.staff ? ' (market staff too)' : '') +
  (d.vendorScope ? ` (vendor in ${d.vendorScope.in} ${d.vendorScope.name})` : '');

/** Every disagreement between the manifest and the table, one line each, so one run names them all. */
function disagreements(manifest: readonly RouteDef[], table: Record<string, ExpectedAccess>): string[] {
  const found: string[] = [];
  for (const route of manifest) {
    const key = routeKey(route);
    const row = table[key];
    if (row === undefined) {
      found.push(`${key}: no row in test/api/access/expected-access.ts`);
      continue;
    }
    const declared = describeDeclaration(route);
    const expected = describeDeclaration(declarationFor(row));
    if (declared !== expected) found.push(`${key}: declared ${declared}, expected ${expected}`);
    if ((row === 'owner' || row === 'own-user') && !route.path.includes('{id}'))
      found.push(`${key}: an owner route names no {id}`);
  }
  const keys = new Set(manifest.map(routeKey));
  for (const key of Object.keys(table)) if (!keys.has(key)) found.push(`${key}: a row for a route not in the manifest`);
  return found;
}

describe('the route manifest against the hand-written access table', () => {
  it('declares every route exactly as the table expects', () => {
    expect(disagreements(routes, EXPECTED_ACCESS)).toEqual([]);
  });

  describe('catches', () => {
    const route = (over: Partial<RouteDef>): RouteDef => ({
      method: 'GET',
      path: '/api/things/{id}',
      group: 'vendors',
      access: { kind: 'admin' },
      ...over,
    });

    it('an admin route declared public', () => {
      expect(disagreements([route({ access: { kind: 'public' } })], { 'GET /api/things/{id}': 'admin' })).toEqual([
        'GET /api/things/{id}: declared public, expected admin',
      ]);
    });

    it('a route added without a row, and a row left behind by a removed route', () => {
      expect(disagreements([route({})], { 'GET /api/gone': 'admin' })).toEqual([
        'GET /api/things/{id}: no row in test/api/access/expected-access.ts',
        'GET /api/gone: a row for a route not in the manifest',
      ]);
    });

    it('a vendor route that lost its vendor scope or asks for another permission', () => {
      const row: ExpectedAccess = { permission: 'vendor.profile.edit', vendorIn: 'path:id' };
      const table = { 'GET /api/things/{id}': row };
      expect(disagreements([route({ access: { kind: 'permission', code: 'vendor.profile.edit' } })], table)).toEqual([
        'GET /api/things/{id}: declared vendor.profile.edit, expected vendor.profile.edit (vendor in path id)',
      ]);
      const viewOnly = route({
        access: { kind: 'permission', code: 'vendor.profile.view' },
        vendorScope: { in: 'path', name: 'id' },
      });
      expect(disagreements([viewOnly], table)).toHaveLength(1);
    });

    it('an owner route open to every signed-in user on a path without an id', () => {
      const open = route({ path: '/api/things', access: { kind: 'signed-in' } });
      expect(disagreements([open], { 'GET /api/things': 'owner' })).toEqual([
        'GET /api/things: an owner route names no {id}',
      ]);
    });
  });
});
