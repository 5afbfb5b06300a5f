import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Area, SpaceType, VendorType } from '@shared/schemas/catalog';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const at = '2031-01-01T00:00:00Z';
const area = (over: Partial<Area>): Area => ({
  id: 'a1',
  marketId: 'main',
  name: 'North Row',
  isActive: true,
  sortOrder: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const vendorType = (over: Partial<VendorType>): VendorType => ({
  id: '1',
  code: 'FARM',
  label: 'Farmers/Produce',
  description: '',
  isActive: true,
  requiresPrepayment: false,
  defaultBasePrice: 4000,
  icon: 'fas fa-carrot',
  autoPaymentAvailable: true,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const spaceType = (over: Partial<SpaceType>): SpaceType => ({
  id: 'st1',
  name: '10x10 Standard',
  size: '10x10',
  description: '',
  isActive: true,
  defaultBasePrice: 4000,
  defaultSalesBasedRate: 6,
  vendorTypeId: null,
  fees: [],
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe('areas (/admin/areas)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/areas': { body: [area({}), area({ id: 'a2', name: 'Food Court', isActive: false, sortOrder: 3 })] },
    });
    renderApp('/admin/areas');
    const table = await screen.findByRole('table', { name: 'Áreas' });
    expect(within(table).getByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar áreas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva área' })).toBeInTheDocument();
  });

  it('lists areas, finds them by search, and says "No areas found" when nothing matches', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/areas': { body: [area({}), area({ id: 'a2', name: 'Food Court', isActive: false, sortOrder: 3 })] },
    });
    renderApp('/admin/areas');
    const table = await screen.findByRole('table', { name: 'Areas' });
    expect(within(table).getByText('North Row')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search areas'), 'food');
    expect(within(screen.getByRole('table', { name: 'Areas' })).queryByText('North Row')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search areas'), 'zzz');
    expect(screen.getByText('No areas found')).toBeInTheDocument();
  });

  it('creates an area, and shows the server’s refusal of a taken name in the form', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/areas': { body: [area({})] },
      'POST /api/areas': ({ body }) =>
        (body as { name: string }).name === 'North Row'
          ? { status: 409, body: { message: 'An area named "North Row" already exists' } }
          : { status: 201, body: area({ id: 'a9', name: 'East Lawn' }) },
    });
    renderApp('/admin/areas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Area' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'North Row');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An area named "North Row" already exists')).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'East Lawn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Area created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/areas').at(-1)?.body).toEqual({ name: 'East Lawn', sortOrder: 0, isActive: true });
  });

  it('names each area’s market, filters by the market in the address, and makes a new area for a market', async () => {
    const market = (id: string, name: string, shortName: string) =>
      makeMarket({
        id,
        name,
        shortName,
        days: [{ weekday: id === 'main' ? 0 : 3, opens: '09:00', closes: '13:00' }],
        hours: '',
      });
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': {
        body: {
          markets: [
            market('main', 'Town Square Market', 'Town Square'),
            market('eve', 'Riverside Evening', 'Riverside'),
          ],
        },
      },
      'GET /api/areas': { body: [area({}), area({ id: 'a2', name: 'River Lawn', marketId: 'eve' })] },
      'POST /api/areas': { status: 201, body: area({ id: 'a9', name: 'Dock', marketId: 'eve' }) },
    });
    const app = renderApp('/admin/areas');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Areas' });
    expect(await within(table).findByText('Riverside')).toBeInTheDocument();
    expect(within(table).getByText('Town Square')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Market/ }));
    await user.click(await screen.findByRole('option', { name: 'Riverside Evening' }));
    await waitFor(() => expect(app.location().search).toBe('?market=eve'));
    const own = screen.getByRole('table', { name: 'Areas' });
    expect(within(own).queryByText('North Row')).not.toBeInTheDocument();
    expect(within(own).getByText('River Lawn')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Area' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /^Market/ })).toHaveValue('Riverside Evening');
    await user.type(within(dialog).getByLabelText(/Name/), 'Dock');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Area created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/areas').at(-1)?.body).toEqual({
      name: 'Dock',
      sortOrder: 0,
      isActive: true,
      marketId: 'eve',
    });
  });

  it('deactivates an area only once the admin confirms', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/areas': { body: [area({})] },
      'PATCH /api/areas/a1': { body: area({ isActive: false }) },
    });
    renderApp('/admin/areas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate North Row' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate North Row?' });
    expect(api.callsTo('PATCH', '/api/areas/a1')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', '/api/areas/a1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate North Row' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate North Row?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText('Area deactivated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/areas/a1')[0]?.body).toEqual({ isActive: false });
  });

  it('shows a load failure with Retry', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/areas': { status: 500, body: { message: 'An unexpected error occurred. Please try again later.' } },
    });
    renderApp('/admin/areas');
    expect(await screen.findByText('Failed to load areas. Please try again.')).toBeInTheDocument();
  });
});

describe('space types (/admin/space-types)', () => {
  it('creates a space type with prices typed in dollars and sent in cents', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/space-types': { body: [spaceType({})] },
      'GET /api/vendors/vendor-types': { body: [vendorType({})] },
      'POST /api/space-types': { status: 201, body: spaceType({ id: 'st2', name: 'Tent Pad' }) },
    });
    renderApp('/admin/space-types');
    const user = userEvent.setup();
    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Space Type' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tent Pad');
    const size = within(dialog).getByLabelText(/Size/);
    await user.clear(size);
    await user.type(size, '10x15');
    await user.type(within(dialog).getByLabelText(/Default base price/), '42.50');
    await user.type(within(dialog).getByLabelText(/Default sales based rate/), '5.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Space type created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/space-types')[0]?.body).toMatchObject({
      name: 'Tent Pad',
      size: '10x15',
      defaultBasePrice: 4250,
      defaultSalesBasedRate: 5.5,
      vendorTypeId: null,
    });
  });

  it('saves the fees grid as one list per vendor type', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/space-types': { body: [spaceType({})] },
      'GET /api/vendors/vendor-types': {
        body: [vendorType({}), vendorType({ id: '3', code: 'CRAFT', label: 'Crafts', defaultBasePrice: 3500 })],
      },
      'PUT /api/space-types/st1/fees': { body: [] },
    });
    renderApp('/admin/space-types');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fees for 10x10 Standard' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Crafts' }));
    await user.type(within(dialog).getByLabelText('Base price for Crafts'), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save Fees' }));
    expect(await screen.findByText('Fees saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/space-types/st1/fees')[0]?.body).toEqual({
      fees: [{ vendorTypeId: '3', basePrice: 3500, salesBasedRate: null, isActive: true }],
    });
  });
});
