import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES, PERMISSION_INFO } from '@shared/permissions';
import type { VendorUser } from '@shared/schemas/vendor-users';
import { makeUser, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { categoryLabel, groupPermissions } from '../components/permission-editor';

const vendorUser = (over: Partial<VendorUser>): VendorUser => ({
  id: 'user-1',
  username: 'Jane Doe',
  email: 'jane@example.com',
  phone: '7075550101',
  role: 'vendor_user',
  vendorId: 'vendor-1',
  isActive: true,
  isPrimary: true,
  textNotifications: false,
  emailNotifications: true,
  permissions: [...PERMISSION_CODES],
  lastLogin: null,
  ...over,
});
const allPermissions = PERMISSION_CODES.map((code) => ({ code, ...PERMISSION_INFO[code] }));

describe('permission categories', () => {
  it('groups by the first two segments of each code, in the order the codes come', () => {
    const groups = groupPermissions(allPermissions).map(([category, list]) => [category, list.length]);
    expect(groups).toEqual([
      ['vendor.spaceRequests', 4],
      ['vendor.profile', 2],
      ['vendor.users', 4],
      ['vendor.documents', 4],
      ['vendor.payment-methods', 1],
    ]);
    expect(categoryLabel('vendor.spaceRequests')).toBe('Space Requests');
    expect(categoryLabel('vendor.payment-methods')).toBe('Payment Methods');
  });
});

describe('Users / Employees (/vendor/profile/users)', () => {
  it('says "Access Denied" without vendor.users.view, and asks the server nothing', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.spaceRequests.view'] }) },
    });
    renderApp('/vendor/profile/users');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view users.")).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/vendors/vendor-1/users')).toHaveLength(0);
  });

  it('lists the users, marks the primary one, and grants a permission with a toggle', async () => {
    const helper = vendorUser({ id: 'user-2', username: 'Alex Helper', isPrimary: false, permissions: [] });
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/users/vendors/vendor-1/users': { body: [vendorUser({}), helper] },
      'GET /api/users/permissions': { body: { allPermissions, userPermissions: [] } },
      'PATCH /api/users/vendor/vendor-1/users/user-2': ({ body }) => ({
        body: { ...helper, ...(body as Record<string, unknown>) },
      }),
    });
    renderApp('/vendor/profile/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jane Doe');
    expect(rows[1]).toHaveTextContent('Primary');
    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByRole('button', { name: 'Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Alex Helper' });
    await user.click(await within(dialog).findByRole('switch', { name: /^Request space/ }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: /^Request space/ })).toBeChecked());
    expect(api.callsTo('PATCH', '/api/users/vendor/vendor-1/users/user-2')[0]?.body).toEqual({
      permissions: ['vendor.spaceRequests.request'],
    });
  });

  it('locks the sign-in of users holding more than the caller: no e-mail, phone, activate or reset, and says why', async () => {
    const mine = ['vendor.users.view', 'vendor.users.edit', 'vendor.users.reset-password'] as const;
    const colleague = vendorUser({
      id: 'user-2',
      username: 'Alex Helper',
      isPrimary: false,
      email: 'alex@example.com',
      permissions: ['vendor.users.view'],
    });
    const manager = vendorUser({
      id: 'user-4',
      username: 'Sam Manager',
      isPrimary: false,
      email: 'sam@example.com',
      permissions: ['vendor.users.view', 'vendor.users.add'],
    });
    mockApi({
      'GET /api/auth/user': { body: makeUser({ id: 'user-3', permissions: [...mine] }) },
      'GET /api/users/vendors/vendor-1/users': { body: [vendorUser({}), colleague, manager] },
    });
    renderApp('/vendor/profile/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, primaryRow, colleagueRow, managerRow] = within(table).getAllByRole('row');
    const primaryMessage =
      "Only the vendor's primary user or a market administrator can change the primary user's email, phone, password or active state.";

    expect(within(primaryRow!).getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(primaryRow).toHaveTextContent(primaryMessage);
    expect(within(managerRow!).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(within(managerRow!).getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(managerRow).toHaveTextContent('You do not hold: vendor.users.add');
    expect(within(colleagueRow!).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
    expect(within(colleagueRow!).getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(colleagueRow).not.toHaveTextContent('You do not hold');

    const user = userEvent.setup();
    await user.click(within(primaryRow!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Jane Doe' });
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeEnabled();
    expect(dialog).toHaveTextContent(primaryMessage);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(colleagueRow!).getByRole('button', { name: 'Edit' }));
    const colleagueDialog = await screen.findByRole('dialog', { name: 'Edit Alex Helper' });
    expect(within(colleagueDialog).getByRole('textbox', { name: /^Email/ })).toBeEnabled();
    expect(within(colleagueDialog).getByRole('textbox', { name: /^Phone/ })).toBeEnabled();
  });

  it('shows the server message when the list cannot load', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/users/vendors/vendor-1/users': { status: 500, body: { message: 'Something broke' } },
    });
    renderApp('/vendor/profile/users');
    expect(await screen.findByText('Failed to load users.')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/users/vendors/vendor-1/users': { body: [vendorUser({})] },
    });
    renderApp('/vendor/profile/users');
    expect(await screen.findByRole('table', { name: 'Usuarios' })).toBeInTheDocument();
    expect(
      screen.getByText('Las personas que trabajan con su negocio aquí y lo que cada una puede hacer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar usuario' })).toBeInTheDocument();
  });
});

describe('Profile Settings (/profile/settings)', () => {
  it('saves the profile with "Profile Updated", and shows "Update Failed" with the server message', async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'PATCH /api/users/user-1/profile': () =>
        fail
          ? { status: 409, body: { message: 'An account with this email already exists' } }
          : { body: { ...makeUser(), textNotifications: false, emailNotifications: true } },
    });
    renderApp('/profile/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('An account with this email already exists')).not.toHaveLength(0);
    expect(screen.getAllByText('Update Failed').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  });
});

describe('Business Details and Settings (/vendor/profile/business-details)', () => {
  it('offers the vendor its own data as a plain download link, saying what the ZIP holds', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1': {
        body: {
          id: 'vendor-1',
          name: 'Sunny Acres Farm',
          vendorTypeId: '1',
          email: 'sunny@example.com',
          phone: '7075550101',
          website: null,
          addressLine1: '1 Farm Rd',
          addressLine2: null,
          city: 'Sebastopol',
          state: 'CA',
          zipCode: '95472',
          status: 'APPROVED',
        },
      },
    });
    renderApp('/vendor/profile/business-details');
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/vendors/vendor-1/export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/its users, space requests, payments/)).toBeInTheDocument();
  });
});
