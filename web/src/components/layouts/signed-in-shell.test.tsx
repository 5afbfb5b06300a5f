import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { OFFLINE_API_CACHE, storageKeys } from '@/config/storage-keys';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { makeAdmin, makeUser, mockApi, vendorDashboardReply } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { fakeMatchMedia } from '@/test/match-media';

describe('the signed-in chrome', () => {
  it('logs out: goodbye toast, filter cleared, offline answers forgotten, back to /auth, and a double click calls once', async () => {
    const deleted = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleted });
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'POST /api/auth/logout': { body: { message: MSG.goodbyeText } },
    });
    sessionStorage.setItem(storageKeys.vendorTypeFilter, 'all');
    const app = renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    await user.dblClick(logout);
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect(await screen.findByText(MSG.goodbyeTitle)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(sessionStorage.getItem(storageKeys.vendorTypeFilter)).toBeNull();
    expect(deleted).toHaveBeenCalledWith(OFFLINE_API_CACHE);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('reads in Spanish: the menus and the account menu', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    renderApp('/admin');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Fechas de mercado' })).toBeInTheDocument();
    expect(screen.getByText('Herramientas de administración')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menú de la cuenta' }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('still leaves when the logout call fails, with the error toast', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'POST /api/auth/logout': { status: 500 } });
    const app = renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect(await screen.findByText(MSG.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText(MSG.errorTitle)).toBeInTheDocument();
  });

  it('switches between sidebar and toolbar and remembers the choice', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    renderApp('/admin');
    const user = userEvent.setup();
    // The sidebar is the default on a wide screen, open.
    expect(await screen.findByRole('button', { name: 'Close navigation' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Keep sidebar open' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Use top toolbar' }));
    expect(localStorage.getItem(storageKeys.navLayout)).toBe('"toolbar"');
    expect(screen.queryByRole('button', { name: 'Close navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('lists only the entries the user may see', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': vendorDashboardReply(),
    });
    renderApp('/vendor/dashboard');
    const dashboardLinks = await screen.findAllByRole('link', { name: 'Dashboard' });
    expect(dashboardLinks.map((a) => a.getAttribute('href'))).toEqual(['/vendor/dashboard']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('tells a vendor user without a vendor that the dashboard needs one', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser({ vendorId: null }) } });
    renderApp('/vendor/dashboard');
    expect(await screen.findByText(MSG.noVendorForDashboard)).toBeInTheDocument();
  });
});

describe('the sidebar in a narrow window (spec 1 §2.2)', () => {
  const wideMatchMedia = window.matchMedia;
  const narrowWindow = () => {
    window.matchMedia = fakeMatchMedia((query) => query === NARROW_SCREEN_QUERY);
  };
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it('starts collapsed under 768 px even when it was left open on a wide screen, and opening it is not remembered', async () => {
    localStorage.setItem(storageKeys.sidebarCollapsed, 'false');
    narrowWindow();
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    renderApp('/admin');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('false');
  });

  it('keeps the remembered state on a wide screen', async () => {
    localStorage.setItem(storageKeys.sidebarCollapsed, 'true');
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });
});
