import { describe, expect, it } from 'vitest';
import { decodePathParameters, matchRoute } from './routes.js';

describe('matching a request to the route manifest', () => {
  it('prefers a literal path over a path parameter, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/market-dates/next')?.route.path).toBe('/api/market-dates/next');
    expect(matchRoute('GET', '/api/vendors/vendor-types')?.route).toMatchObject({ group: 'catalog' });
    // A vendor's export is its own route, not the vendor's details with a longer id.
    expect(matchRoute('GET', '/api/vendors/01HX/export')).toMatchObject({
      route: { path: '/api/vendors/{id}/export', group: 'export' },
      pathParameters: { id: '01HX' },
    });
    expect(matchRoute('GET', '/api/vendors/01HX')?.route.group).toBe('vendors');
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

describe('decoding path parameters', () => {
  it('leaves parameters encoded for the request pipeline to decode', () => {
    expect(matchRoute('GET', '/api/vendors/a%20b')?.pathParameters).toEqual({ id: 'a%20b' });
    expect(decodePathParameters({ id: 'a%20b', key: 'round_cents' })).toEqual({ id: 'a b', key: 'round_cents' });
  });

  it('answers undefined for a malformed escape instead of throwing', () => {
    const match = matchRoute('GET', '/api/vendors/%zz');
    expect(match?.route.path).toBe('/api/vendors/{id}');
    expect(decodePathParameters(match!.pathParameters)).toBeUndefined();
    expect(decodePathParameters({ id: '%' })).toBeUndefined();
    expect(decodePathParameters({ id: '%E0%A4%A' })).toBeUndefined();
    // A lone surrogate's UTF-8 bytes are not valid UTF-8.
    expect(decodePathParameters({ id: '%ED%A0%80' })).toBeUndefined();
  });
});
