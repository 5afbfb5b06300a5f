import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, mockApi, unauthorized, vendorDashboardReply } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { canAccess } from './authorization';

describe('route guards', () => {
  it.each(['/admin', '/admin/dashboard', '/vendor/dashboard', '/profile/change-password'])(
    'send an anonymous visitor from %s to /auth',
    async (path) => {
      mockApi({ 'GET /api/auth/user': unauthorized });
      const app = renderApp(path);
      await waitFor(() => expect(app.location().pathname).toBe('/auth'));
      expect(await screen.findByLabelText('Email or phone')).toBeInTheDocument();
    },
  );

  it('send a vendor user away from admin screens to /vendor/dashboard', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': vendorDashboardReply(),
    });
    const app = renderApp('/admin/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/dashboard'));
    // The dashboard's screen loads lazily and then asks for its data.
    expect(await screen.findByText('Hello Sunny Acres Farm!')).toBeInTheDocument();
  });

  it('let an admin in', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Hello admin!')).toBeInTheDocument();
    expect(document.title).toBe('MarketDay - Dashboard');
  });
});

describe('canAccess', () => {
  it('checks role, permission (admins hold all) and the vendor link', () => {
    const vendor = makeUser({ permissions: ['vendor.documents.view'] });
    expect(canAccess(vendor, { roles: ['admin'] })).toBe(false);
    expect(canAccess(vendor, { roles: ['vendor_user'], permission: 'vendor.documents.view' })).toBe(true);
    expect(canAccess(vendor, { roles: ['vendor_user'], permission: 'vendor.users.edit' })).toBe(false);
    expect(canAccess(makeUser({ vendorId: null }), { roles: ['vendor_user'], needsVendorId: true })).toBe(false);
    expect(canAccess(makeAdmin(), { roles: ['admin'], permission: 'vendor.users.edit' })).toBe(true);
  });
});
