import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WAITLIST_MSG } from '@shared/waitlist';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SpaceListItem, SpacesResponse } from '@shared/schemas/spaces';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { fakeMatchMedia, isNarrowQuery } from '@/test/match-media';

const base = {
  marketDateId: 'd1',
  spaceTypeId: 'st1',
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
  spaceType: { id: 'st1', name: '10x10 Standard', size: '10x10' },
  vendor: null,
  confirmedAt: null,
  spaceRequestId: null,
  calculatedPrice: { basePrice: 4000, salesBasedRate: 6, source: 'space_type_default' as const },
};
const north = { id: 'north', name: 'North Row' };
const south = { id: 'south', name: 'South Row' };

function space(over: Partial<SpaceListItem> & { id: string; label: string }): SpaceListItem {
  return { ...base, areaId: north.id, area: north, ...over };
}

function response(over: Partial<SpacesResponse> = {}): SpacesResponse {
  return {
    marketDate: { id: 'd1', date: '2032-06-06', status: 'upcoming', publishedAt: null, publishedBy: null },
    spaces: [
      space({ id: 's1', label: 'A10' }),
      space({
        id: 's2',
        label: 'A2',
        vendorId: 'v1',
        vendor: {
          id: 'v1',
          name: 'Sunny Acres Farm',
          status: 'HOLD',
          vendorTypeId: '1',
          vendorType: { id: '1', code: 'FARM' },
        },
        confirmedAt: '2032-06-01T10:00:00Z',
        spaceRequestId: 'r1',
        calculatedPrice: { basePrice: 5550, salesBasedRate: 0, source: 'space' },
      }),
      space({ id: 's3', label: 'B1', areaId: south.id, area: south }),
    ],
    areas: [
      { ...north, isActive: true, sortOrder: 1 },
      { ...south, isActive: true, sortOrder: 2 },
    ],
    vendorTypes: [{ id: '1', code: 'FARM', label: 'Farmers/Produce', isActive: true }],
    spaceTypes: [{ id: 'st1', name: '10x10 Standard', size: '10x10', isActive: true }],
    ...over,
  };
}

/** The screen is a lazy chunk: its first load in a test run takes a moment. */
const rows = () => screen.getAllByRole('row').slice(1);
const rowLabels = () => rows().map((r) => r.getAttribute('data-space'));

describe('the spaces screen (/date/{id}/spaces)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: response() } });
    renderApp('/date/d1/spaces');
    expect(await screen.findByText('Total de puestos: 3')).toBeInTheDocument();
    expect(screen.getByText('Solo disponibles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar el puesto A10' })).toBeInTheDocument();
  });

  it('shows the spaces sorted by label, the badges and the summary, and sorts on a header', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: response() } });
    renderApp('/date/d1/spaces');
    expect(await screen.findByRole('heading', { name: 'Spaces — Sunday, June 6, 2032' })).toBeInTheDocument();
    expect(document.title).toBe('MarketDay - Spaces');
    expect(rowLabels()).toEqual(['A2', 'A10', 'B1']);
    expect(screen.getByText('Total Spaces: 3')).toBeInTheDocument();
    expect(screen.getByText('Assigned: 1')).toBeInTheDocument();
    expect(screen.getByText('Available: 2')).toBeInTheDocument();
    expect(screen.getByText('Total Base Price: $135.50')).toBeInTheDocument();

    const a2 = rows()[0]!;
    expect(within(a2).getByRole('link', { name: 'Sunny Acres Farm' })).toHaveAttribute('href', '/vendor/v1');
    expect(within(a2).getByText('Not Approved')).toBeInTheDocument();
    expect(within(a2).getByText('Confirmed')).toBeInTheDocument();
    expect(within(a2).getByText('$56')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('6%')).toBeInTheDocument();
    expect(within(rows()[1]!).getByLabelText('$40, Space type default price')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: /Space/ }));
    expect(rowLabels()).toEqual(['B1', 'A10', 'A2']);
  });

  it('writes the filters to the address bar and says when no space matches', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: response() } });
    const app = renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /Spaces/ });
    await user.click(within(screen.getByRole('group', { name: 'Area' })).getByRole('button', { name: 'South Row' }));
    expect(new URLSearchParams(app.location().search).get('area')).toBe('south');
    expect(rowLabels()).toEqual(['B1']);
    expect(screen.getByText('Total Spaces: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Assigned Only' }));
    expect(new URLSearchParams(app.location().search).get('status')).toBe('assigned');
    expect(screen.getByText('No spaces found')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Vendor type' })).getByRole('button', { name: 'Farmers/Produce' }),
    );
    expect(new URLSearchParams(app.location().search).get('type')).toBe('1');
    // The navigation bar keeps type and area.
    expect(screen.getByRole('link', { name: 'Spaces' })).toHaveAttribute('href', '/date/d1/spaces?type=1&area=south');
  });

  it('keeps both of two quick filter clicks in the address bar', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: response() } });
    const app = renderApp('/date/d1/spaces');
    await screen.findByRole('heading', { name: /Spaces/ });
    // Both clicks land before the address bar has taken the first.
    fireEvent.click(within(screen.getByRole('group', { name: 'Area' })).getByRole('button', { name: 'South Row' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Assigned Only' }));
    await waitFor(() => {
      const query = new URLSearchParams(app.location().search);
      expect(query.get('area')).toBe('south');
      expect(query.get('status')).toBe('assigned');
    });
    expect(screen.getByText('No spaces found')).toBeInTheDocument();
  });

  it('sorting by Vendor A→Z lists the vendors first and the empty spaces after them', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: response() } });
    renderApp('/date/d1/spaces');
    await screen.findByRole('heading', { name: /Spaces/ });
    await userEvent.setup().click(screen.getByRole('button', { name: /Vendor/ }));
    expect(rowLabels()).toEqual(['A2', 'A10', 'B1']);
  });

  it('asks before unassigning a vendor, and frees the space only once confirmed', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'POST /api/spaces/s2/unassign': { body: space({ id: 's2', label: 'A2' }) },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unassign vendor from space A2' }));
    const ask = await screen.findByRole('dialog', { name: 'Unassign space A2?' });
    expect(within(ask).getByText(/Sunny Acres Farm will no longer have space A2/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/spaces/s2/unassign')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unassign vendor from space A2' }));
    const again = await screen.findByRole('dialog', { name: 'Unassign space A2?' });
    const confirm = within(again).getByRole('button', { name: 'Unassign' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Vendor unassigned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s2/unassign')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/spaces/s2/unassign')[0]!.body).toEqual({ marketDateId: 'd1' });
  });

  it('assigns a vendor through the form: the vendor is required, a vendor without a request gets one', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'GET /api/market-dates/d1/assignment-data': {
        body: {
          areas: [north, south],
          unassignedVendors: [
            {
              vendor: { id: 'v7', name: 'Hilltop Honey', defaultAreaId: null, vendorTypeId: '1' },
              spaceRequestId: null,
              requestStatus: null,
            },
          ],
          assignedSpaces: [],
        },
      },
      'POST /api/spaces/s1/assign': { body: space({ id: 's1', label: 'A10', vendorId: 'v7' }) },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign vendor to space A10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Vendor to Space A10' });
    const assign = await within(dialog).findByRole('button', { name: 'Assign' });
    await user.click(assign);
    expect(await within(dialog).findByText('Vendor is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s1/assign')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Vendor/ }));
    await user.click(await screen.findByRole('option', { name: /Hilltop Honey/ }));
    await user.click(assign);
    expect(await screen.findByText('Vendor assigned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s1/assign')[0]!.body).toEqual({
      vendorId: 'v7',
      marketDateId: 'd1',
      isDefault: false,
      createRequest: true,
    });
  });

  it('searches the vendors on the server as the admin types, and loads the next page of them', async () => {
    const choice = (id: string, name: string) => ({
      vendor: { id, name, defaultAreaId: null, vendorTypeId: '1' },
      spaceRequestId: null,
      requestStatus: null,
    });
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'GET /api/market-dates/d1/assignment-data': ({ query }) => ({
        body: {
          areas: [north, south],
          unassignedVendors: query.get('q')
            ? [choice('v9', 'Orchard Blossom')]
            : query.get('cursor') === 'c2'
              ? [choice('v8', 'Hilltop Honey')]
              : [choice('v7', 'Apple Acres')],
          assignedSpaces: [],
          nextCursor: query.get('q') || query.get('cursor') ? null : 'c2',
        },
      }),
      'POST /api/spaces/s1/assign': { body: space({ id: 's1', label: 'A10', vendorId: 'v9' }) },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign vendor to space A10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Vendor to Space A10' });
    await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Vendor/ }));
    expect(await screen.findByRole('option', { name: /Hilltop Honey/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Apple Acres/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/market-dates/d1/assignment-data').at(-1)!.query.get('cursor')).toBe('c2');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // Pasted, not typed: typed key by key on a busy machine, a pause between two keys would search for "o" first.
    await user.click(within(dialog).getByRole('combobox', { name: /^Vendor/ }));
    await user.paste('orch');
    await user.click(await screen.findByRole('option', { name: /Orchard Blossom/ }));
    const searches = api.callsTo('GET', '/api/market-dates/d1/assignment-data').filter((c) => c.query.get('q'));
    expect(searches.map((c) => c.query.get('q'))).toEqual(['orch']);
    expect(searches[0]!.query.get('areaId')).toBe(north.id);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Vendor assigned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s1/assign')[0]!.body).toMatchObject({ vendorId: 'v9' });
  });

  it("places the vendor of a new request over a full date's limit only with a reason, and says so", async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'GET /api/market-dates/d1/assignment-data': {
        body: {
          areas: [north, south],
          unassignedVendors: [
            {
              vendor: { id: 'v7', name: 'Hilltop Honey', defaultAreaId: null, vendorTypeId: '1' },
              spaceRequestId: null,
              requestStatus: null,
            },
          ],
          assignedSpaces: [],
        },
      },
      'POST /api/spaces/s1/assign': {
        body: { ...space({ id: 's1', label: 'A10', vendorId: 'v7' }), placement: 'override' },
      },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign vendor to space A10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Vendor to Space A10' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Vendor/ }));
    await user.click(await screen.findByRole('option', { name: /Hilltop Honey/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: WAITLIST_MSG.overrideLabel }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(WAITLIST_MSG.overrideReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s1/assign')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /^Reason for going over/ }));

    await user.paste('Regular for ten years');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(WAITLIST_MSG.placedByOverride)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/spaces/s1/assign')[0]!.body).toEqual({
      vendorId: 'v7',
      marketDateId: 'd1',
      isDefault: false,
      createRequest: true,
      override: true,
      reason: 'Regular for ten years',
    });
  });

  it('asks before deleting a space', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'DELETE /api/spaces/s1': { status: 204 },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit space A10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Space A10' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Space' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete space A10?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Space' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete space A10?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Space deleted')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('reprices the selected spaces in one call and reports the count', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'POST /api/space-requests/recalculate': { body: { repriced: 1, skipped: 2 } },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /Spaces/ });
    expect(screen.getByRole('button', { name: 'Reprice Selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all spaces' }));
    await user.click(screen.getByRole('button', { name: 'Reprice Selected (3)' }));
    expect(await screen.findByText('1 space repriced successfully')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/space-requests/recalculate')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/space-requests/recalculate')[0]!.body).toEqual({
      marketDateId: 'd1',
      spaceIds: ['s2', 's1', 's3'],
    });
  });

  it('checks the space form and refuses delete while a vendor is assigned', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'PATCH /api/spaces/s1': { body: { ...space({ id: 's1', label: 'A10' }), basePrice: 6000 } },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit space A2' }));
    const a2Dialog = await screen.findByRole('dialog', { name: 'Edit Space A2' });
    expect(within(a2Dialog).getByRole('button', { name: 'Delete Space' })).toBeDisabled();
    expect(
      within(a2Dialog).getByText('This space has a vendor assigned to it and cannot be deleted.'),
    ).toBeInTheDocument();
    await user.click(within(a2Dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit space A10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Space A10' });
    await user.clear(within(dialog).getByLabelText(/Space label/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Space label is required')).toBeInTheDocument();
    expect(screen.getByText('Please check the form for errors')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/spaces/s1')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/Space label/));

    await user.paste('A10');
    await user.click(within(dialog).getByLabelText('Override base price'));
    await user.paste('60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/spaces/s1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/spaces/s1')[0]!.body).toMatchObject({
      marketDateId: 'd1',
      label: 'A10',
      areaId: 'north',
      basePrice: 6000,
      salesBasedRate: null,
    });
    expect(await screen.findByText('Space updated')).toBeInTheDocument();
  });

  it('publishes with a toast, then reads Space #s Published', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'POST /api/spaces/publish/d1': { body: { sentCount: 12, publishedAt: '2032-06-01T10:00:00Z' } },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Space assignments published to 12 vendors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Space #s Published' })).toBeDisabled();
  });

  it('shows the server message when publishing is refused', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/spaces/market-date/d1': { body: response() },
      'POST /api/spaces/publish/d1': {
        status: 409,
        body: { message: 'At least 50% of spaces must be assigned before publishing (now 1 of 3).' },
      },
    });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText('At least 50% of spaces must be assigned before publishing (now 1 of 3).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('reads Published for a published date', async () => {
    const published = response();
    published.marketDate.publishedAt = '2032-06-01T10:00:00Z';
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: published } });
    renderApp('/date/d1/spaces');
    expect(await screen.findByRole('button', { name: 'Published' })).toBeDisabled();
  });

  it('turns into cards with a sort dropdown and a vendor-type dropdown under 768 px', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia(isNarrowQuery));
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/spaces/market-date/d1': { body: response() } });
    renderApp('/date/d1/spaces');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /Spaces/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = () => screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'));
    expect(cards()).toEqual(['Space A2', 'Space A10', 'Space B1']);
    expect(screen.getByRole('combobox', { name: 'Vendor type' })).toHaveValue('All Types');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price (Z-A)' }));
    expect(cards()).toEqual(['Space A2', 'Space B1', 'Space A10']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Space (Z-A)' }));
    expect(cards()).toEqual(['Space B1', 'Space A10', 'Space A2']);
  });
});
