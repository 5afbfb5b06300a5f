import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITLIST_MSG } from '@shared/waitlist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MissingVendorsResponse } from '@shared/schemas/missing-vendors';
import type { SpacesResponse } from '@shared/schemas/spaces';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { fakeMatchMedia, isNarrowQuery } from '@/test/match-media';

const report = (vendors: MissingVendorsResponse['vendors']): MissingVendorsResponse => ({
  marketDate: { id: 'd1', date: '2032-06-06' },
  vendors,
});
const vendors: MissingVendorsResponse['vendors'] = [
  { id: 'v1', name: 'Two Rivers Ranch', vendorType: { id: '1', code: 'FARM' }, lastAttendedDate: '2032-05-30' },
  { id: 'v2', name: 'Clay & Kiln', vendorType: { id: '3', code: 'CRAFT' }, lastAttendedDate: '2032-05-09' },
  { id: 'v3', name: 'Mossy Rock Mushrooms', vendorType: { id: '1', code: 'FARM' }, lastAttendedDate: null },
];
const spaces: SpacesResponse = {
  marketDate: { id: 'd1', date: '2032-06-06', status: 'upcoming', publishedAt: null, publishedBy: null },
  spaces: [
    {
      id: 's1',
      marketDateId: 'd1',
      label: 'A4',
      spaceTypeId: null,
      areaId: 'north',
      vendorType: null,
      basePrice: null,
      salesBasedRate: null,
      available: true,
      position: { x: 0, y: 0 },
      size: '10x10',
      vendorId: null,
      assignedAt: null,
      assignedBy: null,
      isDefault: false,
      requiresPrepayment: false,
      area: { id: 'north', name: 'North Row' },
      spaceType: null,
      vendor: null,
      confirmedAt: null,
      spaceRequestId: null,
      calculatedPrice: { basePrice: 4000, salesBasedRate: 0, source: 'vendor_type_default' },
    },
  ],
  areas: [{ id: 'north', name: 'North Row', isActive: true, sortOrder: 1 }],
  vendorTypes: [
    { id: '1', code: 'FARM', label: 'Farmers/Produce', isActive: true },
    { id: '3', code: 'CRAFT', label: 'Crafts', isActive: true },
    { id: '4', code: 'BAKERY', label: 'Bakery', isActive: true },
  ],
  spaceTypes: [],
};

const rows = () => screen.getAllByRole('row').slice(1);
const rowNames = () => rows().map((r) => r.getAttribute('data-vendor'));

function mockReport(extra: Parameters<typeof mockApi>[0] = {}, list = vendors) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/market-dates/d1/missing-vendors': { body: report(list) },
    'GET /api/spaces/market-date/d1': { body: spaces },
    ...extra,
  });
}

describe('the missing vendors screen (/date/{id}/missing)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the vendors with links and last attended dates, sorts, and filters by type from the address', async () => {
    mockReport();
    const app = renderApp('/date/d1/missing');
    expect(await screen.findByRole('heading', { name: 'Missing Vendors — Sunday, June 6, 2032' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Clay & Kiln', 'Mossy Rock Mushrooms', 'Two Rivers Ranch']);
    const ranch = rows()[2]!;
    expect(within(ranch).getByRole('link', { name: 'Two Rivers Ranch' })).toHaveAttribute('href', '/vendor/v1');
    expect(within(ranch).getByText('May 30')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('N/A')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Last Attended/ }));
    expect(rowNames()).toEqual(['Clay & Kiln', 'Two Rivers Ranch', 'Mossy Rock Mushrooms']);
    await user.click(screen.getByRole('button', { name: /Last Attended/ }));
    expect(rowNames()).toEqual(['Two Rivers Ranch', 'Clay & Kiln', 'Mossy Rock Mushrooms']);

    const types = screen.getByRole('group', { name: 'Vendor type' });
    await user.click(within(types).getByRole('button', { name: 'Crafts' }));
    expect(new URLSearchParams(app.location().search).get('type')).toBe('3');
    expect(rowNames()).toEqual(['Clay & Kiln']);
    await user.click(within(types).getByRole('button', { name: 'Bakery' }));
    expect(screen.getByText('No vendors found.')).toBeInTheDocument();
    await user.click(within(types).getByRole('button', { name: 'All Types' }));
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Missing' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows one card per vendor under 768 px, with a sort dropdown', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia(isNarrowQuery));
    mockReport();
    renderApp('/date/d1/missing');
    const list = await screen.findByRole('list', { name: 'Missing Vendors' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('data-vendor'))).toEqual([
      'Clay & Kiln',
      'Mossy Rock Mushrooms',
      'Two Rivers Ranch',
    ]);
    expect(within(cards[2]!).getByText('Last Attended: May 30')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('button', { name: 'Create Request' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Last Attended (Z-A)' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('data-vendor')),
    ).toEqual(['Two Rivers Ranch', 'Clay & Kiln', 'Mossy Rock Mushrooms']);
  });

  it('says when the report has nobody, and when it could not be loaded', async () => {
    mockReport({}, []);
    renderApp('/date/d1/missing');
    expect(await screen.findByText('No missing vendors report available.', undefined)).toBeInTheDocument();

    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/d1/missing-vendors': { status: 500, body: { message: 'Internal server error' } },
    });
    renderApp('/date/d1/missing');
    expect(await screen.findByText('Failed to fetch missing vendors', undefined)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends reminders to the selected vendors in one call and says how many', async () => {
    const api = mockReport({ 'POST /api/market-dates/d1/remind': { body: { sentCount: 2 } } });
    renderApp('/date/d1/missing');
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: /Send Reminders/ });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Two Rivers Ranch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Clay & Kiln' }));
    expect(within(send).getByText('2')).toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Reminders sent to 2 vendors successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/remind')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/market-dates/d1/remind')[0]!.body).toEqual({ vendorIds: ['v2', 'v1'] });

    await user.click(screen.getByRole('checkbox', { name: 'Select all vendors' }));
    expect(within(send).getByText('3')).toBeInTheDocument();
  });

  it('says so when the reminders fail', async () => {
    mockReport({ 'POST /api/market-dates/d1/remind': { status: 500, body: {} } });
    renderApp('/date/d1/missing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Two Rivers Ranch' }));
    await user.click(screen.getByRole('button', { name: /Send Reminders/ }));
    expect((await screen.findAllByText('Failed to send reminders')).length).toBeGreaterThan(0);
  });

  async function createFor(vendor: string, opts: { approve: boolean; space: boolean }) {
    const user = userEvent.setup();
    await screen.findByRole('link', { name: vendor });
    const row = rows().find((r) => r.getAttribute('data-vendor') === vendor)!;
    await user.click(within(row).getByRole('button', { name: 'Create Request' }));
    const dialog = await screen.findByRole('dialog', { name: `Create Request for ${vendor}` });
    await user.click(within(dialog).getByLabelText('Notes'));
    await user.paste('Phoned on Friday');
    if (opts.approve) await user.click(within(dialog).getByRole('checkbox', { name: 'Approve request' }));
    if (opts.space) {
      await user.click(within(dialog).getByRole('combobox', { name: 'Space (optional)' }));
      await user.click(await screen.findByRole('option', { name: 'A4 · North Row' }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Request' }));
  }

  const created = { body: { id: 'r1', status: 'requested', vendorId: 'v1', marketDateId: 'd1' }, status: 201 };

  it('creates the request, approves it and assigns the space, in that order', async () => {
    const api = mockReport({
      'POST /api/vendors/market-dates/d1/request': created,
      'POST /api/market-dates/d1/approve': { body: {} },
      'POST /api/spaces/s1/assign': { body: { ...spaces.spaces[0], vendorId: 'v1' } },
    });
    renderApp('/date/d1/missing');
    await createFor('Two Rivers Ranch', { approve: true, space: true });
    expect(await screen.findByText('Request created successfully')).toBeInTheDocument();
    const steps = api.calls.filter((c) => c.method === 'POST').map((c) => `${c.path}?${c.query}`);
    expect(steps).toEqual([
      '/api/vendors/market-dates/d1/request?vendorId=v1',
      '/api/market-dates/d1/approve?vendorId=v1',
      '/api/spaces/s1/assign?',
    ]);
    expect(api.calls.find((c) => c.path.endsWith('/request'))!.body).toEqual({
      notes: 'Phoned on Friday',
      spaceId: 's1',
    });
    expect(api.callsTo('POST', '/api/spaces/s1/assign')[0]!.body).toEqual({
      vendorId: 'v1',
      marketDateId: 'd1',
      isDefault: false,
    });
  });

  it('reports an approval that failed after the request was created, and assigns nothing', async () => {
    const api = mockReport({
      'POST /api/vendors/market-dates/d1/request': created,
      'POST /api/market-dates/d1/approve': { status: 409, body: { message: 'Vendor must be approved' } },
    });
    renderApp('/date/d1/missing');
    await createFor('Two Rivers Ranch', { approve: true, space: true });
    expect(await screen.findByText('Request created but approval failed: Vendor must be approved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s1/assign')).toHaveLength(0);
  });

  it('reports a space assignment that failed after the approval', async () => {
    mockReport({
      'POST /api/vendors/market-dates/d1/request': created,
      'POST /api/market-dates/d1/approve': { body: {} },
      'POST /api/spaces/s1/assign': {
        status: 409,
        body: { message: 'This space already has a vendor assigned to it.' },
      },
    });
    renderApp('/date/d1/missing');
    await createFor('Two Rivers Ranch', { approve: true, space: true });
    expect(
      await screen.findByText(
        'Request approved but space assignment failed: This space already has a vendor assigned to it.',
      ),
    ).toBeInTheDocument();
  });

  it('on a full date the vendor is waitlisted: the toast says so, and it is neither approved nor assigned', async () => {
    const api = mockReport({
      'POST /api/vendors/market-dates/d1/request': { ...created, body: { ...created.body, placement: 'waitlisted' } },
    });
    renderApp('/date/d1/missing');
    await createFor('Two Rivers Ranch', { approve: true, space: true });
    expect(await screen.findByText(WAITLIST_MSG.placedOnWaitlist)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/approve')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/spaces/s1/assign')).toHaveLength(0);
  });

  it('places a vendor over the limit only with a reason, and the toast says it was', async () => {
    const api = mockReport({
      'POST /api/vendors/market-dates/d1/request': { ...created, body: { ...created.body, placement: 'override' } },
    });
    renderApp('/date/d1/missing');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Clay & Kiln' });
    const row = rows().find((r) => r.getAttribute('data-vendor') === 'Clay & Kiln')!;
    await user.click(within(row).getByRole('button', { name: 'Create Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Request for Clay & Kiln' });
    await user.click(within(dialog).getByRole('checkbox', { name: WAITLIST_MSG.overrideLabel }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Request' }));
    expect(await within(dialog).findByText(WAITLIST_MSG.overrideReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/market-dates/d1/request')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(new RegExp(WAITLIST_MSG.overrideReasonLabel)));

    await user.paste('Corner stall fits');
    await user.click(within(dialog).getByRole('button', { name: 'Create Request' }));
    expect(await screen.findByText(WAITLIST_MSG.placedByOverride)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/market-dates/d1/request')[0]!.body).toEqual({
      notes: null,
      spaceId: null,
      override: true,
      reason: 'Corner stall fits',
    });
  });

  it('keeps the dialog open when the request itself is refused', async () => {
    const api = mockReport({
      'POST /api/vendors/market-dates/d1/request': {
        status: 409,
        body: { message: 'This vendor already has a request for this market date.' },
      },
    });
    renderApp('/date/d1/missing');
    await createFor('Clay & Kiln', { approve: false, space: false });
    expect(await screen.findByText('This vendor already has a request for this market date.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Request for Clay & Kiln' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/approve')).toHaveLength(0);
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockReport();
    renderApp('/date/d1/missing');
    expect(await screen.findByRole('group', { name: 'Tipo de vendedor' })).toBeInTheDocument();
    expect(screen.getByLabelText('0 seleccionados')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Clay & Kiln/ })).toBeInTheDocument();
  });
});
