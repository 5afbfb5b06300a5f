import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.js';

describe('matching a request to the route manifest', () => {
  it('prefers a literal path over a path parameter, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/market-dates/next')?.route.path).toBe('/api/market-dates/next');
    expect(matchRoute('GET', '/api/vendors/vendor-types')?.route).toMatchObject({ group: 'catalog' });
  });

  it('still fills in path parameters', () => {
    expect(matchRoute('GET', '/api/market-dates/01HX')).toMatchObject({
      route: { path: '/api/market-dates/{id}' },
      pathParameters: { id: '01HX' },
    });
    expect(matchRoute('PATCH', '/api/system-settings/round_cents')?.pathParameters).toEqual({ key: 'round_cents' });
    expect(matchRoute('GET', '/api/system-settings/round_cents')?.route.access).toEqual({ kind: 'signed-in' });
  });
});
