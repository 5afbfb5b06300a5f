import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { storageKeys } from '@/config/storage-keys';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const VENDOR_TYPES = [
  { id: '1', code: 'FARM', label: 'Farmers/Produce' },
  { id: '3', code: 'CRAFT', label: 'Crafts' },
];
const row = (id: string, name: string, contactName: string, status: string, vendorTypeId = '1') => ({
  id,
  name,
  contactName,
  email: `${id}@example.com`,
  phone: '(707) 555-0100',
  vendorTypeId,
  status,
  createdAt: '2026-05-01T00:00:00.000Z',
});
const VENDORS = [
  row('v1', 'Bee Happy Honey', 'Olivia Grant', 'PENDING'),
  row('v2', 'Redwood Leatherworks', 'Marcus Hill', 'PENDING', '3'),
  row('v3', 'Sunny Acres Farm', 'Sam Rivera', 'APPROVED'),
];

function api(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/public/vendor-types': { body: VENDOR_TYPES },
    'GET /api/vendors': { body: { items: VENDORS, nextCursor: null } },
    ...over,
  });
}
const listUrls = (calls: ReturnType<typeof mockApi>) =>
  calls.fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === '/api/vendors');

describe('the admin vendor list (/admin/vendors)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    api();
    renderApp('/admin/vendors');
    const table = await screen.findByRole('table', { name: 'Vendedores' });
    expect(within(table).getAllByText('Pendiente')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Aprobar Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitudes pendientes' })).toBeInTheDocument();
  });

  it('lists vendors with contact, type, status and e-mail/phone, each linked to its details', async () => {
    api();
    renderApp('/admin/vendors');
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const honey = within(table).getByRole('row', { name: /Bee Happy Honey/ });
    expect(within(honey).getByRole('link', { name: 'Bee Happy Honey' })).toHaveAttribute('href', '/vendor/v1');
    expect(within(honey).getByText('Olivia Grant')).toBeInTheDocument();
    expect(within(honey).getByText('Farmers/Produce')).toBeInTheDocument();
    expect(within(honey).getByText('Pending')).toBeInTheDocument();
    expect(within(honey).getByText('v1@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Redwood/ })).toHaveTextContent('Crafts');
    expect(document.title).toBe('MarketDay - Vendors');
  });

  it('applies the search term from the address, and keeps what is typed in the address', async () => {
    const calls = api();
    const app = renderApp('/admin/vendors?search=acres');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('acres');
    await waitFor(() => expect(listUrls(calls).some((u) => u.searchParams.get('search') === 'acres')).toBe(true));

    const user = userEvent.setup();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rivera');
    expect(app.location().search).toBe('?search=rivera');
    await waitFor(() => expect(listUrls(calls).at(-1)!.searchParams.get('search')).toBe('rivera'));
  });

  it('shows all statuses by default and the pending applications on the quick filter', async () => {
    const calls = api();
    const app = renderApp('/admin/vendors');
    await screen.findByRole('table', { name: 'Vendors' });
    expect(listUrls(calls)[0]!.searchParams.get('status')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pending applications' }));
    expect(app.location().search).toBe('?status=PENDING');
    await waitFor(() => expect(listUrls(calls).at(-1)!.searchParams.get('status')).toBe('PENDING'));
  });

  it("filters by the session's vendor type", async () => {
    sessionStorage.setItem(storageKeys.vendorTypeFilter, '3');
    const calls = api();
    renderApp('/admin/vendors');
    await screen.findByRole('table', { name: 'Vendors' });
    expect(listUrls(calls)[0]!.searchParams.get('vendorTypeId')).toBe('3');
    expect(screen.getByRole('combobox', { name: 'Vendor type' })).toHaveValue('Crafts');
  });

  it('approves after confirmation and says so', async () => {
    const calls = api({
      'POST /api/vendors/v1/status': {
        body: {
          vendor: {
            ...VENDORS[0],
            status: 'APPROVED',
            defaultSpaceTypeId: null,
            description: '',
            website: null,
            addressLine1: 'x',
            addressLine2: null,
            city: 'y',
            state: 'CA',
            zipCode: '95472',
            updatedAt: '2026-05-02T00:00:00.000Z',
          },
          userCreated: true,
          welcomeSent: true,
        },
      },
    });
    renderApp('/admin/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Bee Happy Honey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bee Happy Honey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Vendor approved')).toBeInTheDocument();
    expect(screen.getByText(VENDOR_MSG.welcomeSent('v1@example.com'))).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/vendors/v1/status')[0]!.body).toEqual({ status: 'APPROVED' });
  });

  it('says why a status change failed', async () => {
    api({ 'POST /api/vendors/v2/status': { status: 409, body: { message: VENDOR_MSG.statusConflict } } });
    renderApp('/admin/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Redwood Leatherworks' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(VENDOR_MSG.statusFailed)).toBeInTheDocument();
    expect(screen.getByText(VENDOR_MSG.statusConflict)).toBeInTheDocument();
  });

  it('loads the next page from the cursor with the same filters, keeping the rows shown', async () => {
    const calls = api({
      'GET /api/vendors': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? { body: { items: [row('v9', 'Zinnia Flowers', 'Zoe Park', 'PENDING')], nextCursor: null } }
          : { body: { items: VENDORS.slice(0, 2), nextCursor: 'page-2' } },
    });
    renderApp('/admin/vendors?status=PENDING');
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).queryByRole('row', { name: /Zinnia/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /Zinnia Flowers/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bee Happy Honey/ })).toBeInTheDocument();
    expect(listUrls(calls).at(-1)!.searchParams.get('status')).toBe('PENDING');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "No vendors found" for an empty result', async () => {
    api({ 'GET /api/vendors': { body: { items: [], nextCursor: null } } });
    renderApp('/admin/vendors?search=zzz');
    expect(await screen.findByText('No vendors found')).toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    api({ 'GET /api/vendors': { status: 500 } });
    renderApp('/admin/vendors');
    expect(await screen.findByText(VENDOR_MSG.vendorsFailed)).toBeInTheDocument();
  });
});
