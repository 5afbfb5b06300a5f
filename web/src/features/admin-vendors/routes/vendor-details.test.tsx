import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const VENDOR = {
  id: 'v1',
  name: 'Bee Happy Honey',
  contactName: 'Olivia Grant',
  email: 'beehappy@example.com',
  phone: '(707) 555-0146',
  vendorTypeId: '1',
  defaultSpaceTypeId: 'st-std',
  description: 'Raw wildflower honey.',
  status: 'HOLD',
  website: null,
  addressLine1: '2901 Chileno Valley Rd',
  addressLine2: null,
  city: 'Petaluma',
  state: 'CA',
  zipCode: '94952',
  createdAt: '2026-05-01T16:00:00.000Z',
  updatedAt: '2026-05-02T16:00:00.000Z',
};
const entry = (id: string, oldValue: string | null, newValue: string, userName: string) => ({
  id,
  vendorId: 'v1',
  changeType: oldValue ? 'update' : 'create',
  fieldName: 'status',
  oldValue,
  newValue,
  userId: null,
  userName,
  createdAt: '2026-05-02T16:00:00.000Z',
});

function api(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/public/vendor-types': { body: [{ id: '1', code: 'FARM', label: 'Farmers/Produce' }] },
    'GET /api/public/space-types': { body: [{ id: 'st-std', name: 'Standard', description: '', vendorTypeId: null }] },
    'GET /api/vendors/v1': { body: VENDOR },
    'GET /api/vendors/v1/audit-log': {
      body: [entry('a2', 'PENDING', 'HOLD', 'Market Admin'), entry('a1', null, 'PENDING', 'Olivia Grant')],
    },
    ...over,
  });
}

describe('Vendor Details (/vendor/{id})', { timeout: 30_000 }, () => {
  it("shows the vendor's fields, its status with the review actions, and its status history", async () => {
    api();
    renderApp('/vendor/v1');
    expect(await screen.findByRole('heading', { name: 'Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByText('On Hold')).toBeInTheDocument();
    expect(screen.getByText('Olivia Grant')).toBeInTheDocument();
    expect(await screen.findByText('Farmers/Produce')).toBeInTheDocument();
    expect(await screen.findByText('Standard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'beehappy@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold Bee Happy Honey' })).not.toBeInTheDocument();

    const log = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Updated status.*Pending.*On Hold.*Market Admin/);
    expect(rows[1]).toHaveTextContent(/Created status.*—.*Pending.*Olivia Grant/);
    expect(document.title).toBe('MarketDay - Vendor Details');
  });

  it('says when there is no history, and when the vendor does not exist', async () => {
    api({ 'GET /api/vendors/v1/audit-log': { body: [] } });
    renderApp('/vendor/v1');
    expect(await screen.findByText(VENDOR_MSG.auditEmpty)).toBeInTheDocument();

    api({ 'GET /api/vendors/v1': { status: 404, body: { message: 'Vendor not found' } } });
    renderApp('/vendor/v1');
    expect(await screen.findByText(VENDOR_MSG.vendorNotFound)).toBeInTheDocument();
  });

  it('is for admins only: a vendor user goes to the vendor dashboard', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() } });
    const app = renderApp('/vendor/v1');
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/dashboard'));
  });
});
