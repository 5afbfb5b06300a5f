import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BulkRequestResult, MarketRequestRow, MarketRequestsResponse } from '@shared/schemas/space-requests';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { fakeMatchMedia, isNarrowQuery } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

let seq = 0;
function request(over: Partial<MarketRequestRow> & { vendorName: string }): MarketRequestRow {
  seq += 1;
  return {
    id: `r${seq}`,
    vendorId: `v${seq}`,
    marketDateId: 'd1',
    marketDate: '2032-06-06',
    status: 'requested',
    spaceId: null,
    spaceLabel: null,
    spaceDisplay: 'TBD',
    marketDatePublished: false,
    isMarketDatePassed: false,
    isPastDue: false,
    notes: null,
    pricingNotes: null,
    createdAt: '2032-05-20T10:00:00Z',
    approvedAt: null,
    cancelledAt: null,
    cancelledReason: null,
    amountBase: 4000,
    salesBasedRate: 0,
    grossSales: null,
    salesByTender: null,
    salesBasedFee: 0,
    lateCancellationFee: 0,
    amountLatePaymentFee: 0,
    amountDue: 4000,
    amountPaid: 0,
    amountBalance: 4000,
    updatedAt: '2032-05-20T10:00:00Z',
    vendorStatus: 'APPROVED',
    vendorTypeId: '1',
    ...over,
  };
}

const meadow = request({ vendorName: 'Meadow Farm', notes: 'Near the shade, please' });
const ridge = request({
  vendorName: 'Ridge Bakery',
  status: 'approved',
  spaceId: 's1',
  spaceLabel: 'A4',
  spaceDisplay: 'A4',
  amountPaid: 1500,
  amountBalance: 2500,
});
const clay = request({ vendorName: 'Clay Studio', status: 'canceled', vendorTypeId: '3' });
const hill = request({ vendorName: 'Hill Honey', vendorStatus: 'PENDING' });
const sage = request({ vendorName: 'Sage Soap', status: 'skipped' });

/** One page as the server answers it: rows in the server's order (status, then name). */
function response(
  items: MarketRequestRow[] = [hill, meadow, ridge, clay, sage],
  nextCursor: string | null = null,
): MarketRequestsResponse {
  return { marketDate: { id: 'd1', date: '2032-06-06', publishedAt: null }, items, nextCursor };
}

const vendorTypes = [
  { id: '1', code: 'FARM', label: 'Farmers/Produce' },
  { id: '3', code: 'CRAFT', label: 'Crafts' },
].map((t) => ({
  ...t,
  description: '',
  isActive: true,
  requiresPrepayment: false,
  autoPaymentAvailable: true,
  defaultBasePrice: 4000,
  icon: '',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
}));

const LIST = 'GET /api/market-dates/d1/requests';
const baseRoutes = (list: Parameters<typeof mockApi>[0][string] = { body: response() }) => ({
  'GET /api/auth/user': { body: makeAdmin() },
  'GET /api/vendors/vendor-types': { body: vendorTypes },
  [LIST]: list,
  'GET /api/market-dates/d1/waitlist': {
    body: { marketDate: { id: 'd1', date: '2032-06-06', maxVendors: null }, entries: [], freeSpaces: [] },
  },
});

/** The screen is a lazy chunk: its first load in a test run takes a moment. */
/** The first toast of a run loads the toast chunk. */
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const loaded = () => screen.findByRole('heading', { name: 'Market Requests — Sunday, June 6, 2032' });
const query = (app: ReturnType<typeof renderApp>) => new URLSearchParams(app.location().search);

describe('the Market Requests screen (/date/{id}/requests)', () => {
  it('lists each request with its vendor, status, space, notes and amounts, and the actions its status allows', async () => {
    mockApi(baseRoutes());
    renderApp('/date/d1/requests');
    await loaded();
    expect(document.title).toBe('MarketDay - Market Requests');

    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-vendor'));
    // The server's order, as it answered.
    expect(names).toEqual(['Hill Honey', 'Meadow Farm', 'Ridge Bakery', 'Clay Studio', 'Sage Soap']);

    const m = rowOf('Meadow Farm');
    expect(within(m).getByRole('link', { name: 'Meadow Farm' })).toHaveAttribute('href', `/vendor/${meadow.vendorId}`);
    expect(within(m).getByText('Requested')).toBeInTheDocument();
    expect(within(m).getByText('TBD')).toBeInTheDocument();
    expect(within(m).getByText('Near the shade, please')).toBeInTheDocument();
    expect(within(m).queryByText('Not Approved')).not.toBeInTheDocument();
    expect(within(m).getByRole('button', { name: 'Approve Meadow Farm' })).toBeEnabled();
    expect(within(m).getByRole('button', { name: 'Reject Meadow Farm' })).toBeInTheDocument();
    expect(within(m).queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();

    const r = rowOf('Ridge Bakery');
    expect(within(r).getByText('Approved')).toBeInTheDocument();
    expect(within(r).getByText('A4')).toBeInTheDocument();
    expect(within(r).getByText('$40.00')).toBeInTheDocument();
    expect(within(r).getByText('$25.00')).toBeInTheDocument();
    expect(within(r).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(r).getByRole('button', { name: 'Reject Ridge Bakery' })).toBeInTheDocument();
    expect(within(r).queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();

    const c = rowOf('Clay Studio');
    expect(within(c).getByText('Canceled')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Reopen Clay Studio' })).toBeInTheDocument();
    expect(within(c).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();

    const s = rowOf('Sage Soap');
    expect(within(s).getByText('Skipped')).toBeInTheDocument();
    expect(within(s).getByRole('button', { name: 'Reopen Sage Soap' })).toBeInTheDocument();

    expect(within(rowOf('Hill Honey')).getByText('Not Approved')).toBeInTheDocument();
  });

  it('explains why Approve is off for a vendor who is not approved, and sends nothing', async () => {
    const api = mockApi(baseRoutes());
    renderApp('/date/d1/requests');
    await loaded();
    const approve = within(rowOf('Hill Honey')).getByRole('button', { name: 'Approve Hill Honey' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().hover(approve);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Vendor must be approved before approving space requests',
    );
    fireEvent.click(approve);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('reads the filters from the address, asks the server for them, and writes changes back', async () => {
    const api = mockApi(baseRoutes());
    const app = renderApp('/date/d1/requests?status=approved&type=3');
    await loaded();
    expect(api.callsTo('GET', '/api/market-dates/d1/requests')[0]!.query.toString()).toBe('status=approved&type=3');
    expect(screen.getByRole('radio', { name: 'Approved' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Vendor type' })).getByRole('button', { name: 'Crafts' }),
    ).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Canceled' }));
    expect(query(app).get('status')).toBe('canceled');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/market-dates/d1/requests').at(-1)!.query.toString()).toBe(
        'status=canceled&type=3',
      ),
    );

    await user.click(
      within(screen.getByRole('group', { name: 'Vendor type' })).getByRole('button', { name: 'All Types' }),
    );
    expect(query(app).get('type')).toBe('all');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(query(app).get('status')).toBe('all');
    // "all" is no filter at all.
    await waitFor(() => expect(api.callsTo('GET', '/api/market-dates/d1/requests').at(-1)!.query.toString()).toBe(''));
    // The navigation bar keeps the type filter across the date's screens.
    expect(
      within(screen.getByRole('navigation', { name: 'Market date' })).getByRole('link', { name: 'Spaces' }),
    ).toHaveAttribute('href', '/date/d1/spaces?type=all');
  });

  it('pages through the server’s pages, and a new filter or name search starts again from the first', async () => {
    const pages: Record<string, MarketRequestsResponse> = {
      '': response([hill, meadow], 'c2'),
      c2: response([ridge, clay], 'c3'),
      c3: response([sage]),
    };
    const api = mockApi(baseRoutes(({ query: q }) => ({ body: pages[q.get('cursor') ?? ''] })));
    const app = renderApp('/date/d1/requests?type=all');
    await loaded();
    const user = userEvent.setup();
    const shown = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-vendor'));
    expect(shown()).toEqual(['Hill Honey', 'Meadow Farm']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shown()).toEqual(['Ridge Bakery', 'Clay Studio']));
    expect(query(app).get('cursor')).toBe('c2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shown()).toEqual(['Sage Soap']));
    expect(query(app).get('cursor')).toBe('c3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(shown()).toEqual(['Ridge Bakery', 'Clay Studio']));
    expect(query(app).get('cursor')).toBe('c2');

    await user.click(screen.getByRole('searchbox', { name: 'Vendor name' }));

    await user.paste('hi');
    await waitFor(() => expect(query(app).get('q')).toBe('hi'));
    expect(query(app).get('cursor')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/market-dates/d1/requests').at(-1)!.query.toString()).toBe('q=hi'),
    );
  });

  it('approves a request: one call for a double click, the toast, and the new badge', async () => {
    const approved = { ...meadow, status: 'approved' as const, approvedAt: '2032-05-21T10:00:00Z' };
    const { vendorStatus: _s, vendorTypeId: _t, ...detail } = approved;
    let listed = response();
    const calls = mockApi({
      ...baseRoutes(() => ({ body: listed })),
      'POST /api/market-dates/d1/approve': () => {
        listed = response([hill, approved, ridge, clay, sage]);
        return { body: { spaceRequest: detail, lateCancellationFee: 0 } };
      },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const button = within(rowOf('Meadow Farm')).getByRole('button', { name: 'Approve Meadow Farm' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Space request approved')).toBeInTheDocument();
    const posts = calls.callsTo('POST', '/api/market-dates/d1/approve');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.query.get('vendorId')).toBe(meadow.vendorId);
    await waitFor(() => expect(within(rowOf('Meadow Farm')).getByText('Approved')).toBeInTheDocument());
    expect(within(rowOf('Meadow Farm')).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when approving fails, or the spec’s sentence when it gives none', async () => {
    let reply = {
      status: 409,
      body: { message: 'This request was changed in the meantime. Refresh to see its status.' },
    };
    mockApi({ ...baseRoutes(), 'POST /api/market-dates/d1/approve': () => reply });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    await user.click(within(rowOf('Meadow Farm')).getByRole('button', { name: 'Approve Meadow Farm' }));
    expect(
      await screen.findByText('This request was changed in the meantime. Refresh to see its status.'),
    ).toBeInTheDocument();

    reply = { status: 500, body: { message: '' } };
    await user.click(within(rowOf('Meadow Farm')).getByRole('button', { name: 'Approve Meadow Farm' }));
    expect(await screen.findByText('Failed to approve space request')).toBeInTheDocument();
  });

  it('rejects a request as Cancel Date with a reason', async () => {
    const canceled = { ...ridge, status: 'canceled' as const, cancelledReason: 'Stall closed' };
    const { vendorStatus: _s, vendorTypeId: _t, ...detail } = canceled;
    const api = mockApi({
      ...baseRoutes(),
      'POST /api/market-dates/d1/reject': { body: { spaceRequest: detail, lateCancellationFee: 0 } },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    await user.click(within(rowOf('Ridge Bakery')).getByRole('button', { name: 'Reject Ridge Bakery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject — Ridge Bakery' });
    expect(within(dialog).getByRole('button', { name: 'Skip Date' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Reason (optional)'));
    await user.paste('Stall closed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Date' }));

    expect(await screen.findByText('Market date cancelled')).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/market-dates/d1/reject');
    expect(post!.query.get('vendorId')).toBe(ridge.vendorId);
    expect(post!.body).toEqual({ as: 'cancel', reason: 'Stall closed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reopens a canceled request, and says the vendor joined the waitlist of a full date', async () => {
    const { vendorStatus: _s, vendorTypeId: _t, ...detail } = { ...clay, status: 'requested' as const };
    const api = mockApi({
      ...baseRoutes(),
      'POST /api/market-dates/d1/reopen': {
        body: { spaceRequest: detail, lateCancellationFee: 0, placement: 'waitlisted' },
      },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    await user.click(within(rowOf('Clay Studio')).getByRole('button', { name: 'Reopen Clay Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen — Clay Studio' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Space request reopened')).toBeInTheDocument();
    expect(
      screen.getByText('Clay Studio — The market date is full: the vendor is on the waitlist.'),
    ).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/market-dates/d1/reopen');
    expect(post!.query.get('vendorId')).toBe(clay.vendorId);
    expect(post!.body ?? {}).not.toHaveProperty('override');
  });

  it('reopens over a full date’s limit only with a reason, and says the vendor was placed over it', async () => {
    const { vendorStatus: _s, vendorTypeId: _t, ...detail } = { ...sage, status: 'requested' as const };
    const api = mockApi({
      ...baseRoutes(),
      'POST /api/market-dates/d1/reopen': {
        body: { spaceRequest: detail, lateCancellationFee: 0, placement: 'override' },
      },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    await user.click(within(rowOf('Sage Soap')).getByRole('button', { name: 'Reopen Sage Soap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen — Sage Soap' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Place the vendor even if the date is full' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(
      await within(dialog).findByText('A reason is required to place a vendor over the date’s limit.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/reopen')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Reason for going over the limit/ }));

    await user.paste('Regular since 2019');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(
      await screen.findByText('Sage Soap — The market date is full: the vendor was given a place over its limit.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/reopen')[0]!.body).toEqual({
      override: true,
      reason: 'Regular since 2019',
    });
  });

  it('bulk reopen sends the override with its reason and counts who went on the waitlist or over the limit', async () => {
    const result: BulkRequestResult = {
      succeeded: 2,
      failed: 0,
      results: [
        { vendorId: clay.vendorId, ok: true, status: 'requested', message: null, placement: 'override' },
        { vendorId: sage.vendorId, ok: true, status: 'requested', message: null, placement: 'waitlisted' },
      ],
    };
    const api = mockApi({ ...baseRoutes(), 'POST /api/market-dates/d1/requests/bulk': { body: result } });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Clay Studio' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sage Soap' }));
    await user.click(screen.getByRole('button', { name: 'Reopen Selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen — 2 selected requests' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Place the vendor even if the date is full' }));
    await user.click(within(dialog).getByRole('textbox', { name: /Reason for going over the limit/ }));
    await user.paste('Harvest fair');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(
      await screen.findByText('1 vendor on the waitlist of the full date; 1 vendor placed over the limit.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/requests/bulk')[0]!.body).toEqual({
      action: 'reopen',
      vendorIds: [clay.vendorId, sage.vendorId],
      reason: 'Harvest fair',
      override: true,
    });
  });

  it('approves a selection in one call, and lists the rows the server refused with its reason', async () => {
    const result: BulkRequestResult = {
      succeeded: 1,
      failed: 1,
      results: [
        { vendorId: meadow.vendorId, ok: true, status: 'approved', message: null },
        {
          vendorId: hill.vendorId,
          ok: false,
          status: null,
          message: 'Vendor must be approved before approving space requests',
        },
      ],
    };
    let listed = response();
    const api = mockApi({
      ...baseRoutes(() => ({ body: listed })),
      'POST /api/market-dates/d1/requests/bulk': () => {
        listed = response([{ ...meadow, status: 'approved' }, ridge, clay, hill, sage]);
        return { body: result };
      },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Approve Selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Meadow Farm' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hill Honey' }));
    await user.click(screen.getByRole('button', { name: 'Approve Selected (2)' }));

    expect(await screen.findByText('1 updated, 1 could not be changed')).toBeInTheDocument();
    const posts = api.callsTo('POST', '/api/market-dates/d1/requests/bulk');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      action: 'approve',
      vendorIds: [hill.vendorId, meadow.vendorId],
      reason: null,
    });
    expect(screen.getByText('Hill Honey: Vendor must be approved before approving space requests')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Meadow Farm')).getByText('Approved')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Meadow Farm' })).not.toBeChecked();
  });

  it('selects every row with select-all and rejects them as Skip Date in one call', async () => {
    const all = [meadow, ridge, clay, hill, sage];
    const result: BulkRequestResult = {
      succeeded: 4,
      failed: 1,
      results: all.map((r) =>
        r === clay
          ? {
              vendorId: r.vendorId,
              ok: false,
              status: null,
              message: 'This action is not available for this market date.',
            }
          : { vendorId: r.vendorId, ok: true, status: 'skipped', message: null },
      ),
    };
    let listed = response();
    const api = mockApi({
      ...baseRoutes(() => ({ body: listed })),
      'POST /api/market-dates/d1/requests/bulk': () => {
        listed = response(all.map((r) => (r === clay ? r : { ...r, status: 'skipped' as const })));
        return { body: result };
      },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all requests' }));
    await user.click(screen.getByRole('button', { name: 'Reject Selected (5)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject — 5 selected requests' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip Date' }));
    expect(await screen.findByText('4 updated, 1 could not be changed')).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/market-dates/d1/requests/bulk');
    expect(post!.body).toMatchObject({ action: 'reject-skip', reason: null });
    expect((post!.body as { vendorIds: string[] }).vendorIds).toHaveLength(5);
    await waitFor(() => expect(within(rowOf('Ridge Bakery')).getByText('Skipped')).toBeInTheDocument());
    expect(screen.getByText('Clay Studio: This action is not available for this market date.')).toBeInTheDocument();
  });

  it('says when there are no requests', async () => {
    mockApi(baseRoutes({ body: response([]) }));
    renderApp('/date/d1/requests');
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
  });

  it('says when the requests could not be loaded, and Retry loads them again', async () => {
    let fail = true;
    mockApi(baseRoutes(() => (fail ? { status: 500, body: { message: '' } } : { body: response() })));
    renderApp('/date/d1/requests');
    expect(await screen.findByText('Error loading space requests. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await loaded()).toBeInTheDocument();
    expect(rowOf('Meadow Farm')).toBeInTheDocument();
  });

  it('shows cards with the same actions under 768 px', async () => {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(isNarrowQuery) });
    try {
      mockApi(baseRoutes());
      renderApp('/date/d1/requests');
      await loaded();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = screen.getByRole('listitem', { name: 'Meadow Farm' });
      expect(within(card).getByText('Requested')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Approve Meadow Farm' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(() => false) });
    }
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi(baseRoutes());
    renderApp('/date/d1/requests');
    expect(await screen.findByRole('table', { name: 'Solicitudes de puesto' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Saldo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar seleccionadas (0)' })).toBeDisabled();
  });
});

describe('the waitlist on the Market Requests screen', () => {
  it('lists the line in order with the open offer, and moves a vendor up in one call', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /api/market-dates/d1/waitlist': {
        body: {
          marketDate: { id: 'd1', date: '2032-06-06', maxVendors: 2 },
          entries: [
            {
              place: 1,
              requestId: 'r8',
              vendorId: 'v8',
              vendorName: 'Hill Honey',
              requestedAt: '2032-06-01T10:00:00.000Z',
              offer: {
                spaceId: 's2',
                spaceLabel: 'B2',
                status: 'open',
                offeredAt: '2032-06-02T10:00:00.000Z',
                deadline: '2032-06-03T10:00:00.000Z',
              },
            },
            {
              place: 2,
              requestId: 'r9',
              vendorId: 'v9',
              vendorName: 'Creek Cheese',
              requestedAt: '2032-06-01T11:00:00.000Z',
              offer: null,
            },
          ],
          freeSpaces: [],
        },
      },
      'POST /api/market-dates/d1/waitlist/order': {
        body: { marketDate: { id: 'd1', date: '2032-06-06', maxVendors: 2 }, entries: [], freeSpaces: [] },
      },
    });
    renderApp('/date/d1/requests');
    await loaded();
    const table = await screen.findByRole('table', { name: 'Waitlist' });
    expect(within(table).getByRole('row', { name: /#1 Hill Honey/ })).toHaveTextContent('Offered B2');
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Move Creek Cheese up' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/market-dates/d1/waitlist/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/market-dates/d1/waitlist/order')[0]!.body).toEqual({
      vendorId: 'v9',
      direction: 'up',
    });
  });
});
