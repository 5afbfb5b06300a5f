import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '@shared/permissions';
import { REQUESTS_MSG } from '@shared/request-messages';
import type { VendorMarketDatesResponse } from '@shared/schemas/vendor-dates';
import { RULE_MESSAGES } from '@shared/space-request-rules';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { fakeMatchMedia, isNarrowQuery } from '@/test/match-media';
import { readInSpanish } from '@/test/locale';
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
  amountBase: 0,
  salesBasedRate: 0,
  salesBasedFee: 0,
  amountLatePaymentFee: 0,
  amountPaid: 0,
  createdAt: '2098-12-01T18:00:00.000Z',
  approvedAt: null,
  cancelledAt: null,
  cancelledReason: null,
  isPastDue: false,
  ...over,
});

const upcoming = (): VendorMarketDatesResponse['dates'] =>
  [
    {
      id: 'd1',
      date: '2099-01-04',
      notes: 'Live music',
      spaceRequest: request('approved', {
        spaceId: 's1',
        spaceLabel: 'A4',
        spaceDisplay: 'Space #A4',
        amountBase: 4000,
        amountDue: 4000,
        amountPaid: 1000,
        amountBalance: 3000,
        approvedAt: '2098-12-02T18:00:00.000Z',
      }),
    },
    { id: 'd2', date: '2099-01-11', notes: null, spaceRequest: request('requested') },
    { id: 'd3', date: '2099-01-18', notes: null, spaceRequest: request('skipped', { notes: 'Away' }) },
    { id: 'd4', date: '2099-01-25', notes: null, spaceRequest: null },
    { id: 'd5', date: '2099-02-01', notes: null, spaceRequest: null },
    { id: 'd6', date: '2099-02-08', notes: null, spaceRequest: null },
    { id: 'd7', date: '2099-02-15', notes: null, spaceRequest: null },
  ] as never;

const answer = (over: Partial<VendorMarketDatesResponse> = {}): VendorMarketDatesResponse => ({
  vendor: { id: 'vendor-1', name: 'Sunny Acres Farm', status: 'APPROVED', marketIds: ['main'] },
  today: '2099-01-01',
  timeZone: 'America/Los_Angeles',
  hasPastDueBalance: false,
  dates: upcoming(),
  ...over,
});

const vendor = () => makeUser({ permissions: [...DEFAULT_VENDOR_PERMISSIONS] });
const rows = () => screen.getAllByTestId('market-date-row');
const row = (name: RegExp) => {
  const found = rows().find((el) => name.test(el.getAttribute('aria-label') ?? ''));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};
// The admin's vendor page draws the vendor, its history and its dates before the rows.
const findRow = async (name: RegExp) => {
  await screen.findAllByTestId('market-date-row');
  return row(name);
};

describe('the vendor space requests screen (spec 3 §2)', () => {
  it('shows 5 dates, then all with Show More and 5 again with Show Less; the two history buttons', async () => {
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: answer() } });
    renderApp('/vendor/space-requests');
    expect(await screen.findByRole('heading', { name: REQUESTS_MSG.spaceRequestsTitle })).toBeInTheDocument();
    await screen.findAllByTestId('market-date-row');
    expect(rows()).toHaveLength(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: REQUESTS_MSG.showMore }));
    expect(rows()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: REQUESTS_MSG.showLess }));
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('link', { name: REQUESTS_MSG.viewAllRequests })).toHaveAttribute(
      'href',
      '/vendor/vendor-1/requests',
    );
    expect(screen.getByRole('link', { name: REQUESTS_MSG.paymentHistory })).toHaveAttribute(
      'href',
      '/vendor/vendor-1/payments',
    );
    for (const header of ['Market Date', 'Status', 'Space', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(document.title).toBe('MarketDay - Space Requests');
  });

  it("names each date's market when the vendor sells at more than one, and only then", async () => {
    const [first, second] = upcoming() as unknown as Record<string, unknown>[];
    const dates = [
      { ...first, marketId: 'main', marketName: 'Sunday' },
      { ...second, marketId: 'evening', marketName: 'Evening', timeZone: 'America/New_York' },
    ] as never;
    const two = answer({
      vendor: { id: 'vendor-1', name: 'Sunny Acres Farm', status: 'APPROVED', marketIds: ['main', 'evening'] },
      dates,
    });
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: two } });
    const { unmount } = renderApp('/vendor/space-requests');
    await screen.findAllByTestId('market-date-row');
    expect(screen.getAllByTestId('market-name').map((el) => el.textContent)).toEqual(['Sunday', 'Evening']);
    unmount();

    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: answer({ dates }) } });
    renderApp('/vendor/space-requests');
    await screen.findAllByTestId('market-date-row');
    expect(screen.queryByTestId('market-name')).not.toBeInTheDocument();
  });

  it('shows no Show More with 5 dates or fewer', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer({ dates: upcoming().slice(0, 5) }) },
    });
    renderApp('/vendor/manage-requests');
    await screen.findAllByTestId('market-date-row');
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: REQUESTS_MSG.showMore })).not.toBeInTheDocument();
  });

  it('offers each date the actions of its status', async () => {
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: answer() } });
    renderApp('/vendor/space-requests');
    const buttons = (name: RegExp) =>
      within(row(name))
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => t && t !== '›');
    await findRow(/Jan 4, 2099/);
    // Before the Tuesday deadline a held date is skipped (spec 3 §4, Skip (vendor)).
    expect(buttons(/Jan 4, 2099/)).toEqual(['Skip', 'Pay']);
    expect(buttons(/Jan 11, 2099/)).toEqual(['Skip']);
    expect(buttons(/Jan 18, 2099/)).toEqual(['Request', 'Unskip']);
    expect(buttons(/Jan 25, 2099/)).toEqual(['Request', 'Skip']);
    expect(within(row(/Jan 4, 2099/)).getByText('Space #A4')).toBeInTheDocument();
  });

  it('an employee with view permission only sees the dates without actions', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.spaceRequests.view'] }) },
      'GET /api/vendor/market-dates': { body: answer() },
    });
    renderApp('/vendor/space-requests');
    await findRow(/Jan 25, 2099/);
    expect(within(row(/Jan 25, 2099/)).queryByRole('button', { name: /^(Request|Skip)/ })).not.toBeInTheDocument();
    expect(within(row(/Jan 4, 2099/)).queryByRole('button', { name: /^(Skip|Cancel)/ })).not.toBeInTheDocument();
    // Paying is not a change of the request: it stays.
    expect(within(row(/Jan 4, 2099/)).getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  });

  it('Show Past Dates asks for the earlier dates and offers no request on them', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': ({ query }) =>
        query.get('past') === 'true'
          ? {
              body: answer({
                dates: [
                  { id: 'p1', date: '2098-12-28', notes: null, spaceRequest: null },
                  {
                    id: 'p2',
                    date: '2098-12-21',
                    notes: null,
                    spaceRequest: request('approved', { amountBalance: 500, isPastDue: true }),
                  },
                ] as never,
              }),
            }
          : { body: answer() },
    });
    renderApp('/vendor/space-requests');
    await findRow(/Jan 4, 2099/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: REQUESTS_MSG.showPastDates }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.calls.some((c) => c.path === '/api/vendor/market-dates' && c.query.get('past') === 'true')).toBe(true);
    expect(row(/Dec 28, 2098/)).toBeInTheDocument();
    expect(within(row(/Dec 28, 2098/)).queryByRole('button', { name: /^Request/ })).not.toBeInTheDocument();
    expect(within(row(/Dec 21, 2098/)).getByText(REQUESTS_MSG.pastDue)).toBeInTheDocument();
    expect(within(row(/Dec 21, 2098/)).getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  });

  it('a row expands to the request’s details and receipt', async () => {
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: answer() } });
    renderApp('/vendor/space-requests');
    await findRow(/Jan 4, 2099/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show details of Sun, Jan 4, 2099' }));
    const receipt = await screen.findByRole('table', { name: 'Receipt for 2099-01-04' });
    expect(within(receipt).getByText('Base amount').nextSibling).toHaveTextContent('$40.00');
    expect(within(receipt).getByText('Paid').nextSibling).toHaveTextContent('$10.00');
    expect(screen.getByTestId('receipt-balance')).toHaveTextContent('$30.00');
    expect(screen.getByText('Approved', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide details of Sun, Jan 4, 2099' }));
    expect(screen.queryByTestId('receipt-balance')).not.toBeInTheDocument();
  });

  it('requests with notes and skips with Confirm Skip, with the spec’s toasts', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer() },
      'POST /api/vendor/market-dates/d4/request': {
        body: { marketDateId: 'd4', spaceRequest: request('requested'), lateCancellationFee: 0 },
      },
      'POST /api/vendor/market-dates/d5/skip': {
        body: { marketDateId: 'd5', spaceRequest: request('skipped'), lateCancellationFee: 0 },
      },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 25, 2099/)).getByRole('button', { name: /^Request/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Corner please');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(REQUESTS_MSG.requested)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendor/market-dates/d4/request')[0]!.body).toEqual({ notes: 'Corner please' });

    await user.click(within(row(/Feb 1, 2099/)).getByRole('button', { name: /^Skip/ }));
    const skip = await screen.findByRole('dialog');
    await user.click(within(skip).getByRole('button', { name: 'Confirm Skip' }));
    expect(await screen.findByText(REQUESTS_MSG.skipped)).toBeInTheDocument();
  });

  it('after the Tuesday deadline the held date offers Cancel, which asks first and shows the late fee as a warning', async () => {
    // Thursday 1 January 2099: the deadline of Sunday 4 January (Tuesday 30 December) has passed, not that of the 11th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-01-01T20:00:00.000Z'));
    onTestFinished(() => void vi.useRealTimers());
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer() },
      'POST /api/vendor/market-dates/d1/cancel': {
        body: {
          marketDateId: 'd1',
          spaceRequest: request('canceled', { lateCancellationFee: 1500 }),
          lateCancellationFee: 1500,
        },
      },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 4, 2099/)).getByRole('button', { name: /^Cancel/ }));
    expect(within(row(/Jan 11, 2099/)).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(REQUESTS_MSG.cancelQuestion)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/vendor/market-dates/d1/cancel')).toHaveLength(0);

    await user.click(within(row(/Jan 4, 2099/)).getByRole('button', { name: /^Cancel/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Cancel' }));
    expect(await screen.findByText(REQUESTS_MSG.lateCancellation('$15.00'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendor/market-dates/d1/cancel')[0]!.body).toEqual({ notes: null });
  });

  it('shows the server’s refusal, else the action’s failure text', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer() },
      'POST /api/vendor/market-dates/d4/request': { status: 403, body: { message: RULE_MESSAGES.pastDue } },
      'POST /api/vendor/market-dates/d3/unskip': { status: 500, body: {} },
    });
    renderApp('/vendor/space-requests');
    const user = userEvent.setup();
    await user.click(within(await findRow(/Jan 25, 2099/)).getByRole('button', { name: /^Request/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(RULE_MESSAGES.pastDue)).toBeInTheDocument();
    await user.click(within(row(/Jan 18, 2099/)).getByRole('button', { name: /^Unskip/ }));
    expect(await screen.findByText(REQUESTS_MSG.unskipFailed)).toBeInTheDocument();
  });

  it('warns of a past-due balance and of an unpaid late-cancellation fee, and holds back Request', async () => {
    const dates = upcoming();
    (dates as unknown[]).unshift({
      id: 'p0',
      date: '2098-12-14',
      notes: null,
      spaceRequest: request('canceled', { lateCancellationFee: 1500, amountBalance: 1500, isPastDue: true }),
    });
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer({ hasPastDueBalance: true, dates }) },
    });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(REQUESTS_MSG.pastDueBanner)).toBeInTheDocument();
    expect(screen.getByText(REQUESTS_MSG.lateCancellationBanner('$15.00', 'Sun, Dec 14, 2098'))).toBeInTheDocument();
    expect(within(row(/Jan 25, 2099/)).queryByRole('button', { name: /^Request/ })).not.toBeInTheDocument();
    expect(within(row(/Jan 25, 2099/)).getByRole('button', { name: /^Skip/ })).toBeInTheDocument();
  });

  it('shows "Access Denied" without vendor.spaceRequests.view, without asking for the dates', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.profile.view'] }) },
      'GET /api/vendor/market-dates': { body: answer() },
    });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(REQUESTS_MSG.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(REQUESTS_MSG.noViewPermission)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendor/market-dates')).toHaveLength(0);
  });

  it('tells a user without a vendor that a vendor account is needed', async () => {
    const api = mockApi({ 'GET /api/auth/user': { body: makeUser({ vendorId: null }) } });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(VENDOR_DATES_MSG.noVendorForRequests)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendor/market-dates')).toHaveLength(0);
  });

  it('shows the empty and the error state', async () => {
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer({ dates: [] }) },
    });
    const first = renderApp('/vendor/space-requests');
    expect(await screen.findByText(REQUESTS_MSG.noRequests)).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { status: 500, body: {} } });
    renderApp('/vendor/space-requests');
    expect(await screen.findByText(REQUESTS_MSG.datesLoadFailed)).toBeInTheDocument();
  });

  it('switches between table and cards, and shows cards only under 768 px', async () => {
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: answer() } });
    const wide = renderApp('/vendor/space-requests');
    await findRow(/Jan 4, 2099/);
    expect(screen.getByRole('table', { name: REQUESTS_MSG.spaceRequestsTitle })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Cards' }));
    expect(screen.queryByRole('table', { name: REQUESTS_MSG.spaceRequestsTitle })).not.toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    wide.unmount();

    const original = window.matchMedia;
    window.matchMedia = fakeMatchMedia(isNarrowQuery);
    try {
      renderApp('/vendor/space-requests');
      await findRow(/Jan 4, 2099/);
      expect(screen.queryByRole('table', { name: REQUESTS_MSG.spaceRequestsTitle })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Table' })).not.toBeInTheDocument();
      expect(within(row(/Jan 4, 2099/)).getByText('Space #A4')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('the requests panel on an admin’s vendor page', () => {
  it('reads the vendor’s dates by id and approves, rejects and reopens through the admin calls', async () => {
    const dates = upcoming();
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/vendor-1': {
        body: {
          id: 'vendor-1',
          name: 'Sunny Acres Farm',
          contactName: 'Sam',
          email: 'sunny@example.com',
          phone: '(707) 555-0100',
          vendorTypeId: '1',
          defaultSpaceTypeId: null,
          description: '',
          status: 'APPROVED',
          website: null,
          addressLine1: '1 Farm Rd',
          addressLine2: null,
          city: 'Petaluma',
          state: 'CA',
          zipCode: '94952',
          createdAt: '2026-05-01T16:00:00.000Z',
          updatedAt: '2026-05-02T16:00:00.000Z',
        },
      },
      'GET /api/vendors/vendor-1/audit-log': { body: { items: [], nextCursor: null } },
      'GET /api/vendor/market-dates': { body: answer({ dates }) },
      'POST /api/market-dates/d2/approve': { body: { spaceRequest: null, lateCancellationFee: 0 } },
      'POST /api/market-dates/d1/reject': { body: { spaceRequest: null, lateCancellationFee: 0 } },
      'POST /api/market-dates/d3/reopen': { body: { spaceRequest: null, lateCancellationFee: 0 } },
    });
    renderApp('/vendor/vendor-1');
    await findRow(/Jan 11, 2099/);
    expect(api.callsTo('GET', '/api/vendor/market-dates')[0]!.query.get('vendorId')).toBe('vendor-1');
    const user = userEvent.setup();

    await user.click(within(row(/Jan 11, 2099/)).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText(REQUESTS_MSG.approved)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d2/approve')[0]!.query.get('vendorId')).toBe('vendor-1');

    await user.click(within(row(/Jan 4, 2099/)).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Double booked');
    await user.click(within(dialog).getByRole('button', { name: REQUESTS_MSG.skipDate }));
    expect(await screen.findByText(REQUESTS_MSG.skipped)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/reject')[0]!.body).toEqual({
      as: 'skip',
      reason: 'Double booked',
    });

    await user.click(within(row(/Jan 18, 2099/)).getByRole('button', { name: /^Reopen/ }));
    expect(await screen.findByText(REQUESTS_MSG.reopened)).toBeInTheDocument();
    // The vendor's own buttons are not the admin's.
    expect(within(row(/Jan 25, 2099/)).queryByRole('button', { name: /^Skip/ })).not.toBeInTheDocument();
  });

  it('a sales-based space owing before its market date shows no Pay but says when it can be paid', async () => {
    const dates = upcoming() as unknown as Record<string, unknown>[];
    dates[0] = { ...dates[0], spaceRequest: request('approved', { amountBalance: 3000, salesBasedRate: 10 }) };
    dates[1] = { ...dates[1], spaceRequest: request('approved', { amountBalance: 3000 }) };
    mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer({ dates: dates as never }) },
    });
    renderApp('/vendor/space-requests');
    const notice = 'Payment is unavailable until the market date. Sales can be entered on or after the market date.';
    const salesRow = await findRow(/Jan 4, 2099/);
    expect(within(salesRow).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(salesRow).toHaveTextContent(notice);
    // A flat-priced space is paid at once, with no notice.
    expect(within(row(/Jan 11, 2099/)).getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(row(/Jan 11, 2099/)).not.toHaveTextContent(notice);
  });

  it('Pay makes a payment link for the request and opens it; a failure says so', async () => {
    let fail = false;
    const api = mockApi({
      'GET /api/auth/user': { body: vendor() },
      'GET /api/vendor/market-dates': { body: answer() },
      'POST /api/public-payments/create-shortcode': () =>
        fail ? { status: 500, body: {} } : { body: { shortCode: 'Pay-Code-0123456789' } },
      'GET /api/public-payments/Pay-Code-0123456789': { status: 404, body: { message: 'Not found' } },
    });
    fail = true;
    const view = renderApp('/vendor/space-requests');
    const pay = () => within(row(/Jan 4, 2099/)).getByRole('button', { name: /^Pay/ });
    await findRow(/Jan 4, 2099/);
    fireEvent.click(pay());
    expect(await screen.findByText(REQUESTS_MSG.createPaymentLinkFailed)).toBeInTheDocument();
    expect(view.location().pathname).toBe('/vendor/space-requests');
    fail = false;
    // Two quick clicks make one link.
    fireEvent.click(pay());
    fireEvent.click(pay());
    await waitFor(() => expect(view.location().pathname).toBe('/p/Pay-Code-0123456789'));
    const made = api.callsTo('POST', '/api/public-payments/create-shortcode');
    expect(made).toHaveLength(2);
    expect(made[1]!.body).toEqual({ spaceRequestId: 'r-approved', skipMessage: true });
  });
});

// Last in the file: the other tests read the screen in English from a clean start.
describe('the vendor space requests screen in Spanish', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: vendor() }, 'GET /api/vendor/market-dates': { body: answer() } });
    renderApp('/vendor/space-requests');
    expect(await screen.findByRole('heading', { name: 'Solicitudes de puesto' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mostrar más' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historial de pagos' })).toBeInTheDocument();
  });
});
