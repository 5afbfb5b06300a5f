import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USERS_MSG } from '@shared/admin-users-messages';
import type { AdminUser } from '@shared/schemas/admin-users';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const adminUser = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  username: 'Market Admin',
  email: 'admin@example.com',
  phone: null,
  role: 'admin',
  isActive: true,
  lastLogin: null,
  createdAt: '2031-01-01T00:00:00Z',
  ...over,
});

describe('admin users (/admin/users)', () => {
  it('lists the admins and keeps the signed-in admin from deactivating itself', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin({ id: 'me' }) },
      'GET /api/admin/users': {
        body: [
          adminUser({ id: 'me', username: 'Me Myself' }),
          adminUser({ id: 'u2', username: 'Old Hand', email: 'old@example.com', isActive: false }),
        ],
      },
    });
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Admin Users' });
    expect(within(table).getByText('old@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Deactivate Me Myself' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Reactivate Old Hand' })).toBeEnabled();
  });

  it('says so when no admin matches the search, and when the list cannot load', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/users': { body: [adminUser({})] },
    });
    const first = renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Admin Users' });
    await userEvent.setup().type(screen.getByLabelText('Search admin users'), 'zzz');
    expect(screen.getByText(ADMIN_USERS_MSG.noMatch)).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/users': { status: 500, body: { message: 'Server down' } },
    });
    renderApp('/admin/users');
    expect(await screen.findByText(ADMIN_USERS_MSG.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('creates an admin from the dialog and shows the server refusal of a taken e-mail', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/users': { body: [adminUser({})] },
      'POST /api/admin/users': { status: 409, body: { message: ADMIN_USERS_MSG.emailTaken } },
    });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Admin' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Riley');
    await user.type(within(dialog).getByLabelText(/Email/), 'riley@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(await within(dialog).findByText(ADMIN_USERS_MSG.emailTaken)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users')[0]!.body).toEqual({
      role: 'admin',
      username: 'Riley',
      email: 'riley@example.com',
      phone: null,
    });
  });

  it('creates a market staff member, who is listed with that role', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/users': {
        body: [adminUser({}), adminUser({ id: 'u3', username: 'Sam Volunteer', role: 'staff' })],
      },
      'POST /api/admin/users': {
        status: 201,
        body: adminUser({ id: 'u4', username: 'Dana', email: 'dana@example.com', role: 'staff' }),
      },
    });
    renderApp('/admin/users');
    const user = userEvent.setup();
    expect(await screen.findByText('Market staff')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Admin' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Market staff' }));
    await user.type(within(dialog).getByLabelText(/Name/), 'Dana');
    await user.type(within(dialog).getByLabelText(/Email/), 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Market Staff' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/users')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/users')[0]!.body).toMatchObject({ role: 'staff', username: 'Dana' });
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin({ id: 'me' }) },
      'GET /api/admin/users': { body: [adminUser({ id: 'u2', username: 'Old Hand', isActive: false })] },
    });
    renderApp('/admin/users');
    expect(await screen.findByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivar Old Hand' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Último inicio de sesión' })).toBeInTheDocument();
    expect(screen.getByText('Nunca')).toBeInTheDocument();
  });
});
