import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPath, withQuery, type ApiPath, type ApiRoutePath } from './api-path.js';
import { routes } from './routes.js';

describe('apiPath', () => {
  it('fills each parameter of the template, percent-encoded', () => {
    expect(apiPath('/api/vendors/{id}/products/{productId}', { id: 'v 1/a', productId: 'p?#%' })).toBe(
      '/api/vendors/v%201%2Fa/products/p%3F%23%25',
    );
  });

  it('takes a template without parameters as it is', () => {
    expect(apiPath('/api/market-dates/next')).toBe('/api/market-dates/next');
  });

  it('adds a query string, leaving out undefined values and encoding the rest', () => {
    const path = apiPath('/api/vendors/search');
    expect(withQuery(path, { q: 'Ann & Bo', page: 2, past: true, vendorId: undefined })).toBe(
      '/api/vendors/search?q=Ann%20%26%20Bo&page=2&past=true',
    );
    expect(withQuery(path, { vendorId: undefined })).toBe('/api/vendors/search');
    expect(withQuery(path, new URLSearchParams([['status', 'requested']]))).toBe(
      '/api/vendors/search?status=requested',
    );
  });

  it('knows exactly the manifest routes and the methods they answer, by type', () => {
    const everyTemplate: readonly ApiRoutePath[] = routes.map((r) => r.path as ApiRoutePath);
    expect(everyTemplate).toContain('/api/vendors/{id}');
    expectTypeOf<'/api/market-dates/next'>().toExtend<ApiRoutePath<'GET'>>();
    expectTypeOf<'/api/market-dates/next'>().not.toExtend<ApiRoutePath<'DELETE'>>();
    expectTypeOf(apiPath('/api/areas')).toEqualTypeOf<ApiPath<'/api/areas'>>();
    expectTypeOf<string>().not.toExtend<ApiPath>();
  });

  it('refuses an unknown route and missing or unknown parameters at the type check', () => {
    // @ts-expect-error a route the manifest does not have
    expect(() => apiPath('/api/vendor/{id}', { id: 'v1' })).not.toThrow();
    // @ts-expect-error the template has {id}: its value is required
    expect(() => apiPath('/api/vendors/{id}')).toThrow();
    // @ts-expect-error the parameter is {id}, not {vendorId}
    expect(() => apiPath('/api/vendors/{id}', { vendorId: 'v1' })).toThrow();
    // @ts-expect-error a template without parameters takes none
    expect(apiPath('/api/areas', { id: 'a1' })).toBe('/api/areas');
  });
});
