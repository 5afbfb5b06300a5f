import { describe, expect, it } from 'vitest';
import { routeKey, routes } from './routes.js';

const declared = (key: string) => {
  const route = routes.find((r) => routeKey(r) === key);
  if (!route) throw new Error(`No route ${key}`);
  return { access: route.access, vendorScope: route.vendorScope };
};

describe('the permission codes of spec 3 §6 on the vendor routes', () => {
  it.each([
    ['GET /api/vendors/{id}', 'vendor.profile.view', { in: 'path', name: 'id' }],
    ['GET /api/vendor/dashboard', 'vendor.spaceRequests.view', { in: 'query', name: 'vendorId' }],
    ['GET /api/vendor/market-dates', 'vendor.spaceRequests.view', { in: 'query', name: 'vendorId' }],
    ['POST /api/vendor/market-dates/{id}/request', 'vendor.spaceRequests.request', { in: 'query', name: 'vendorId' }],
    ['POST /api/vendor/market-dates/{id}/skip', 'vendor.spaceRequests.skip', { in: 'query', name: 'vendorId' }],
    ['POST /api/vendor/market-dates/{id}/unskip', 'vendor.spaceRequests.skip', { in: 'query', name: 'vendorId' }],
  ])('%s needs %s and names its vendor', (key, code, scope) => {
    expect(declared(key)).toEqual({ access: { kind: 'permission', code }, vendorScope: scope });
  });

  it('names a vendor only on routes a vendor user may call at all', () => {
    const misplaced = routes.filter((r) => r.vendorScope && (r.access.kind === 'public' || r.access.kind === 'admin'));
    expect(misplaced.map(routeKey)).toEqual([]);
  });
});
