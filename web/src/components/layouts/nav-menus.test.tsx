import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainNavigation } from '@/config/navigation';
import { makeAdmin, makeUser, mockApi, vendorDashboardReply } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { activeAddress } from './nav-links';

const admin = makeAdmin();

describe('the current page in the menu (spec 1 §2.2)', () => {
  it('marks the admin Dashboard on /admin and /admin/dashboard only, not on a screen under /admin it does not list', () => {
    expect(activeAddress('/admin', mainNavigation, admin)).toBe('/admin');
    expect(activeAddress('/admin/dashboard', mainNavigation, admin)).toBe('/admin');
    expect(activeAddress('/admin/content-review', mainNavigation, admin)).toBeUndefined();
    expect(activeAddress('/admin/vendors', mainNavigation, admin)).toBe('/admin/vendors');
    expect(activeAddress('/admin/vendors/new', mainNavigation, admin)).toBe('/admin/vendors');
  });

  it('leaves Dashboard unmarked in the sidebar on Content Review', async () => {
    mockApi({ 'GET /api/auth/user': { body: admin } });
    renderApp('/admin/content-review');
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard).not.toHaveAttribute('aria-current');
  });
});

describe('the menus’ wording (spec 1 §2.2)', () => {
  it('names the vendor’s saved cards “Vendor Payment Methods” and the user’s “Payment Methods”', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/vendor/dashboard': vendorDashboardReply() });
    renderApp('/vendor/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Vendor Payment Methods' })).toHaveAttribute(
      'href',
      '/vendor/payment-methods',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Payment Methods' })).toHaveAttribute(
      'href',
      '/user/payment-methods',
    );
  });
});
