import { describe, expect, it } from 'vitest';
import { ALL_VENDOR_TYPES, resolveVendorTypeFilter } from './vendor-type-filter';

const admin = { role: 'admin' as const, stored: null, urlParam: null, defaultVendorTypes: [] as string[] };

describe('the vendor-type filter source order (spec 1 §4)', () => {
  it('takes the value stored for this session first', () => {
    expect(resolveVendorTypeFilter({ ...admin, stored: '3', urlParam: '2', defaultVendorTypes: ['1'] })).toBe('3');
    expect(resolveVendorTypeFilter({ ...admin, stored: 'all', urlParam: '2', defaultVendorTypes: ['1'] })).toBe('all');
  });

  it('then the URL parameter', () => {
    expect(resolveVendorTypeFilter({ ...admin, urlParam: '2', defaultVendorTypes: ['1'] })).toBe('2');
  });

  it("then the first of the user's default vendor types", () => {
    expect(resolveVendorTypeFilter({ ...admin, defaultVendorTypes: ['4', '1'] })).toBe('4');
  });

  it('then all', () => {
    expect(resolveVendorTypeFilter(admin)).toBe(ALL_VENDOR_TYPES);
    expect(resolveVendorTypeFilter({ ...admin, stored: '', urlParam: ' ' })).toBe(ALL_VENDOR_TYPES);
  });

  it('always gives non-admins all', () => {
    const sources = { stored: '3', urlParam: '2', defaultVendorTypes: ['1'] };
    expect(resolveVendorTypeFilter({ ...sources, role: 'vendor_user' })).toBe(ALL_VENDOR_TYPES);
    expect(resolveVendorTypeFilter({ ...sources, role: undefined })).toBe(ALL_VENDOR_TYPES);
  });
});
