import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeAdmin, makeUser, mockApi, unauthorized, vendorDashboardReply } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { canAccess, RequireRoles } from './authorization';
import { makeQueryClient } from './react-query';

/** A screen of admins and staff only, and where the others land. */
function renderRolesScreen() {
  render(
    <AppProvider queryClient={makeQueryClient({ retry: false })} env="test">
      <MemoryRouter initialEntries={['/day']}>
        <Routes>
          <Route element={<RequireRoles roles={['admin', 'staff']} />}>
            <Route path="/day" element={<p>the day</p>} />
          </Route>
          {['/auth', '/admin', '/vendor/dashboard'].map((path) => (
            <Route key={path} path={path} element={<p>landed on {path}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

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

describe('a screen of some roles only (RequireRoles)', () => {
  it('lets those roles in and sends the others home, visitors to sign in', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser({ role: 'staff', vendorId: null, permissions: [] }) } });
    renderRolesScreen();
    expect(await screen.findByText('the day')).toBeInTheDocument();

    mockApi({ 'GET /api/auth/user': { body: makeUser() } });
    renderRolesScreen();
    expect(await screen.findByText('landed on /vendor/dashboard')).toBeInTheDocument();

    mockApi({ 'GET /api/auth/user': unauthorized });
    renderRolesScreen();
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
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
