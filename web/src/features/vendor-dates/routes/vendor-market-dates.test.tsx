import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '@shared/permissions';
import type { VendorMarketDatesResponse } from '@shared/schemas/vendor-dates';
import { RULE_MESSAGES } from '@shared/space-request-rules';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const request = (status: string, over: Record<string, unknown> = {}) => ({
  id: `r-${status}`,
  status,
  spaceId: null,
  spaceLabel: null,
  spaceDisplay: 'TBD',
  notes: null,
  amountDue: 0,
  amountBalance: 0,
  grossSales: null,
  lateCancellationFee: 0,
  ...over,
});

const dates = (over: Partial<VendorMarketDatesResponse> = {}): VendorMarketDatesResponse => ({
  vendor: { id: 'vendor-1', name: 'Sunny Acres Farm', status: 'APPROVED' },
  today: '2099-01-01',
  timeZone: 'America/Los_Angeles',
  hasPastDueBalance: false,
  dates: [
    {
      id: 'd1',
      date: '2099-01-04',
      notes: 'Live music',
      spaceRequest: request('approved', {
        spaceId: 's1',
        spaceLabel: 'A4',
        spaceDisplay: 'Space #A4',
        notes: 'Usual spot',
      }) as never,
    },
    { id: 'd2', date: '2099-01-11', notes: null, spaceRequest: request('requested') as never },
    { id: 'd3', date: '2099-01-18', notes: null, spaceRequest: request('skipped', { notes: 'Away' }) as never },
    { id: 'd4', date: '2099-01-25', notes: null, spaceRequest: null },
  ],
  ...over,
});

const vendor = () => makeUser({ permissions: [...DEFAULT_VENDOR_PERMISSIONS] });
/** A date's row (or card), by the date it shows. */
const row = (name: RegExp) => {
  const found = screen.getAllByTestId('market-date-row').find((el) => name.test(el.getAttribute('aria-label') ?? ''));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};
const findRow = async (name: RegExp) => {
  await screen.findAllByTestId('market-date-row', {}, { timeout: 5000 });
  return row(name);
};

describe('the vendor market dates page (spec 1 §2.9)', { timeout: 20_000 }, () => {
  it('shows each upcoming date with its badge, space and note, and the actions the rules allow', async () => {
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: dates() } });
    renderApp('/vendor/space-requests');
    expect(await screen.findByRole('heading', { name: 'Market Dates' })).toBeInTheDocument();
    expect(screen.getByText('All Available Dates')).toBeInTheDocument();

    const approved = await findRow(/Jan 4, 2099/);
    expect(within(approved).getByText('Approved').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(within(approved).getByText('Space #A4')).toBeInTheDocument();
    expect(within(approved).getByText('Usual spot')).toBeInTheDocument();
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();

    expect(
      within(row(/Jan 11, 2099/))
        .getByText('Requested')
        .closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'secondary');
    expect(within(row(/Jan 11, 2099/)).getByText('TBD')).toBeInTheDocument();
    expect(within(row(/Jan 11, 2099/)).queryByRole('button')).not.toBeInTheDocument();

    const skipped = row(/Jan 18, 2099/);
    expect(within(skipped).getByText('Skipped').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(within(skipped).getByRole('button', { name: /Request Space/ })).toBeInTheDocument();
    expect(within(skipped).getByRole('button', { name: /Unskip/ })).toBeInTheDocument();

    expect(within(skipped).queryByText('TBD')).not.toBeInTheDocument();

    const open = row(/Jan 25, 2099/);
    expect(within(open).getByRole('button', { name: /Request Space/ })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: /^Skip/ })).toBeInTheDocument();
  });

  it('shows "Assigned" for a space held on a date not published yet (spec 3 §2)', async () => {
    const draft = request('approved', { spaceDisplay: 'Assigned' });
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': {
        body: dates({ dates: [{ id: 'd1', date: '2099-01-04', notes: null, spaceRequest: draft as never }] }),
      },
    });
    renderApp('/vendor/space-requests');
    const approved = await findRow(/Jan 4, 2099/);
    expect(within(approved).getByText('Assigned')).toBeInTheDocument();
    expect(within(approved).queryByText(/Space #/)).not.toBeInTheDocument();
  });

  it('requests space with optional notes and shows the success toast', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: dates() },
      'POST /api/vendor/market-dates/d4/request': {
        body: { marketDateId: 'd4', spaceRequest: request('requested'), lateCancellationFee: 0 },
      },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 25, 2099/)).getByRole('button', { name: /Request Space/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Corner please');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(VENDOR_DATES_MSG.requested)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendor/market-dates/d4/request')[0]!.body).toEqual({ notes: 'Corner please' });
    await waitFor(() => expect(api.callsTo('GET', '/api/vendor/market-dates').length).toBeGreaterThan(1));
  });

  it('a double click on Submit Request sends one request and shows no error', async () => {
    let answered = 0;
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: dates() },
      // A second request for the same date is refused, as the server does.
      'POST /api/vendor/market-dates/d4/request': async () => {
        answered += 1;
        if (answered > 1) return { status: 409, body: { message: VENDOR_DATES_MSG.alreadyRequested } };
        await new Promise((r) => setTimeout(r, 50));
        return { body: { marketDateId: 'd4', spaceRequest: request('requested'), lateCancellationFee: 0 } };
      },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 25, 2099/)).getByRole('button', { name: /Request Space/ }));
    const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit Request' });
    // Two clicks in one go, before the page can show the button as busy.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(VENDOR_DATES_MSG.requested)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(api.callsTo('POST', '/api/vendor/market-dates/d4/request')).toHaveLength(1);
    expect(screen.queryByText(VENDOR_DATES_MSG.alreadyRequested)).not.toBeInTheDocument();
    expect(screen.queryByText(VENDOR_DATES_MSG.requestFailed)).not.toBeInTheDocument();
  });

  it('tells an employee without request or skip permission why no actions show, instead of an empty column', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.spaceRequests.view'] }) },
      'GET /api/vendor/market-dates': { body: dates() },
    });
    renderApp('/vendor/space-requests');
    await findRow(/Jan 25, 2099/);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(VENDOR_DATES_MSG.noRequestPermission)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(within(row(/Jan 25, 2099/)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the Actions column and no refusal to a vendor who may act', async () => {
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: dates() } });
    renderApp('/vendor/space-requests');
    await findRow(/Jan 25, 2099/);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('skips with an optional reason, and unskips', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: dates() },
      'POST /api/vendor/market-dates/d4/skip': {
        body: { marketDateId: 'd4', spaceRequest: request('skipped'), lateCancellationFee: 0 },
      },
      'POST /api/vendor/market-dates/d3/unskip': {
        body: { marketDateId: 'd3', spaceRequest: null, lateCancellationFee: 0 },
      },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 25, 2099/)).getByRole('button', { name: /^Skip/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Reason (optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Skip' }));
    expect(await screen.findByText(VENDOR_DATES_MSG.skipped)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendor/market-dates/d4/skip')[0]!.body).toEqual({ notes: null });

    await user.click(within(row(/Jan 18, 2099/)).getByRole('button', { name: /Unskip/ }));
    expect(await screen.findByText(VENDOR_DATES_MSG.unskipped)).toBeInTheDocument();
  });

  it('shows the server’s message when a request is refused, else the spec’s failure text', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: dates() },
      'POST /api/vendor/market-dates/d4/request': { status: 403, body: { message: RULE_MESSAGES.pastDue } },
      'POST /api/vendor/market-dates/d3/unskip': { status: 500, body: {} },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 25, 2099/)).getByRole('button', { name: /Request Space/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(RULE_MESSAGES.pastDue)).toBeInTheDocument();

    await user.click(within(row(/Jan 18, 2099/)).getByRole('button', { name: /Unskip/ }));
    expect(await screen.findByText(VENDOR_DATES_MSG.unskipFailed)).toBeInTheDocument();
  });

  it('warns about a past-due balance and offers no Request Space then', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: dates({ hasPastDueBalance: true }) },
    });
    renderApp('/vendor/manage-requests');
    expect(await screen.findByText(RULE_MESSAGES.pastDue)).toBeInTheDocument();
    expect(within(row(/Jan 25, 2099/)).queryByRole('button', { name: /Request Space/ })).not.toBeInTheDocument();
    expect(within(row(/Jan 25, 2099/)).getByRole('button', { name: /^Skip/ })).toBeInTheDocument();
  });

  it('tells a user without a vendor that a vendor account is needed', async () => {
    const api = mockApi({ 'GET /api/auth/user': { body: makeUser({ vendorId: null }) } });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(VENDOR_DATES_MSG.noVendorForRequests)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendor/market-dates')).toHaveLength(0);
  });

  it('shows "Access Denied" to a user without vendor.spaceRequests.view, without asking for the dates', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.profile.view'] }) },
      'GET /api/vendor/market-dates': { body: dates() },
    });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view space requests.")).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendor/market-dates')).toHaveLength(0);
  });

  it('shows the empty state', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: dates({ dates: [] }) },
    });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(VENDOR_DATES_MSG.noUpcomingDates)).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { status: 500, body: {} },
    });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(VENDOR_DATES_MSG.datesFailed)).toBeInTheDocument();
  });

  it('turns the table into cards under 768 px', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width') })) as never;
    try {
      mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: dates() } });
      renderApp('/vendor/space-requests');
      const cards = await screen.findAllByTestId('market-date-row');
      expect(cards).toHaveLength(4);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards[0]!).getByText('Space #A4')).toBeInTheDocument();
      expect(within(cards[3]!).getByRole('button', { name: /Request Space/ })).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });
});
