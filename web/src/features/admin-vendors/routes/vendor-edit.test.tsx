import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminVendor } from '@shared/schemas/vendors';
import { VENDOR_EDIT_MSG } from '@shared/vendor-edit-messages';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const vendor: AdminVendor = {
  id: 'v1',
  name: 'Willow Creek Honey',
  contactName: 'Avery Keeper',
  email: 'avery@example.com',
  phone: '(707) 555-0166',
  vendorTypeId: '1',
  defaultSpaceTypeId: null,
  defaultAreaId: null,
  overrideBasePrice: null,
  overrideSalesBasedRate: null,
  description: 'Honey',
  status: 'APPROVED',
  autoRequest: false,
  autoPayment: false,
  website: null,
  addressLine1: '8 Hive Rd',
  addressLine2: null,
  city: 'Petaluma',
  state: 'CA',
  zipCode: '94952',
  marketIds: ['main'],
  createdAt: '2031-01-01T00:00:00Z',
  updatedAt: '2031-02-01T00:00:00Z',
};
const common = {
  'GET /api/auth/user': { body: makeAdmin() },
  'GET /api/vendors/v1/audit-log': { body: { items: [], nextCursor: null } },
  'GET /api/vendors/vendor-types': { body: [] },
  'GET /api/space-types': { body: [] },
  'GET /api/areas': { body: [] },
};

describe('vendor edit (/admin/vendors/{id}/edit)', () => {
  it('sends the whole form with the version it was opened on, the override price in cents', async () => {
    const api = mockApi({
      ...common,
      'GET /api/vendors/v1': { body: vendor },
      'PUT /api/vendors/v1': ({ body }) => ({
        body: { ...vendor, ...(body as object), updatedAt: '2031-03-01T00:00:00Z' },
      }),
    });
    renderApp('/admin/vendor-edit/v1');
    const user = userEvent.setup();
    const price = await screen.findByLabelText(/Override base price/);
    await user.type(price, '35.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_EDIT_MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/vendors/v1')[0]!.body).toMatchObject({
      name: vendor.name,
      overrideBasePrice: 3550,
      expectedUpdatedAt: vendor.updatedAt,
    });
    expect(screen.getByText(VENDOR_MSG.auditEmpty)).toBeInTheDocument();
  }, 60_000);

  it('lets the admin choose the markets the vendor may request dates of, and sends them', async () => {
    const market = (id: string, name: string, isActive = true) =>
      makeMarket({
        id,
        name,
        shortName: name,
        isActive,
        createdAt: '2031-01-01T00:00:00Z',
        updatedAt: '2031-01-01T00:00:00Z',
      });
    const api = mockApi({
      ...common,
      'GET /api/markets': {
        body: {
          markets: [market('main', 'Sunday Market'), market('evening', 'Evening Market'), market('old', 'Old', false)],
        },
      },
      'GET /api/vendors/v1': { body: vendor },
      'PUT /api/vendors/v1': ({ body }) => ({
        body: { ...vendor, ...(body as object), updatedAt: '2031-03-01T00:00:00Z' },
      }),
    });
    renderApp('/admin/vendors/v1/edit');
    const user = userEvent.setup();
    const evening = await screen.findByRole('checkbox', { name: 'Evening Market' });
    expect(screen.getByRole('checkbox', { name: 'Sunday Market' })).toBeChecked();
    expect(evening).not.toBeChecked();
    // An inactive market the vendor does not have is not offered.
    expect(screen.queryByRole('checkbox', { name: /^Old/ })).not.toBeInTheDocument();
    await user.click(evening);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_EDIT_MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/vendors/v1')[0]!.body).toMatchObject({ marketIds: ['main', 'evening'] });
  }, 60_000);

  it('tells the admin when someone else saved first, and offers Reload', async () => {
    mockApi({
      ...common,
      'GET /api/vendors/v1': { body: vendor },
      'PUT /api/vendors/v1': { status: 409, body: { message: VENDOR_EDIT_MSG.changedMeanwhile } },
    });
    renderApp('/admin/vendors/v1/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(VENDOR_EDIT_MSG.changedMeanwhile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  }, 60_000);

  it('says "Vendor not found" for an unknown vendor', async () => {
    mockApi({ ...common, 'GET /api/vendors/v1': { status: 404, body: { message: 'Vendor not found' } } });
    renderApp('/admin/vendors/v1/edit');
    expect(await screen.findByText(VENDOR_MSG.vendorNotFound)).toBeInTheDocument();
  });
});
