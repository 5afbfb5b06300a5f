import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { makeQueryClient } from '@/lib/react-query';
import { setSessionUser, type SessionUser } from '@/lib/session';
import { makeAdmin, makeUser } from '@/test/api-mock';
import { useVendorTypeFilter } from './use-vendor-type-filter';

function renderFilter(user: SessionUser, url = '/admin/vendors') {
  const client = makeQueryClient({ retry: false });
  setSessionUser(client, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useVendorTypeFilter(), { wrapper });
}

describe('useVendorTypeFilter', () => {
  it("starts from the URL's type, then the admin's default type, then all", () => {
    expect(renderFilter(makeAdmin({ defaultVendorTypes: ['4'] }), '/admin/vendors?type=2').result.current[0]).toBe('2');
    expect(renderFilter(makeAdmin({ defaultVendorTypes: ['4'] })).result.current[0]).toBe('4');
    expect(renderFilter(makeAdmin()).result.current[0]).toBe('all');
  });

  it('keeps the choice in sessionStorage, ahead of the URL, for the rest of the session', () => {
    const first = renderFilter(makeAdmin(), '/admin/vendors?type=2');
    act(() => first.result.current[1]('3'));
    expect(first.result.current[0]).toBe('3');
    expect(sessionStorage.getItem(storageKeys.vendorTypeFilter)).toBe('3');
    first.unmount();
    expect(renderFilter(makeAdmin(), '/admin/vendors?type=2').result.current[0]).toBe('3');
  });

  it('gives a vendor user all, whatever is stored', () => {
    sessionStorage.setItem(storageKeys.vendorTypeFilter, '3');
    expect(renderFilter(makeUser(), '/x?type=2').result.current[0]).toBe('all');
  });
});
