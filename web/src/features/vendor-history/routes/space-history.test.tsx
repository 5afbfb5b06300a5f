import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUESTS_MSG } from '@shared/request-messages';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { makeAuditEntry, makeRequestDetail, makeSummary } from '@/test/money-fixtures';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const JUNE_7 = makeRequestDetail({
  id: 'sr-7',
  marketDate: '2026-06-07',
  amountBase: 4000,
  grossSales: 62_345,
  salesBasedFee: 6235,
  amountDue: 6235,
  amountPaid: 2500,
  amountBalance: 3735,
  isPastDue: true,
});
const JUNE_14 = makeRequestDetail({
  id: 'sr-14',
  marketDate: '2026-06-14',
  status: 'requested',
  spaceDisplay: 'TBD',
  amountDue: 4000,
  amountBalance: 4000,
});
const SUMMARY = makeSummary({
  totalBase: 4000,
  sales: 62_345,
  fees: 6235,
  lateCancel: 1500,
  latePay: 0,
  due: 6235,
  paid: 2500,
  balance: 3735,
});
const historyReply = (requests = [JUNE_7, JUNE_14]) => ({
  body: {
    vendor: { id: 'v1', name: 'Bee Happy Honey', status: 'APPROVED' },
    today: '2026-06-10',
    summary: SUMMARY,
    requests,
  },
});

const columnHeaders = () =>
  within(screen.getByRole('table', { name: 'Space requests' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Space History (/vendor/{id}/requests)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/vendors/v1/requests': historyReply() });
    renderApp('/vendor/v1/requests');
    const summary = await screen.findByRole('region', { name: 'Resumen' });
    expect(within(summary).getByRole('group', { name: 'Cancelación tardía' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Solicitudes de puesto' });
    expect(within(table).getByRole('columnheader', { name: 'Saldo' })).toBeInTheDocument();
  });

  it('shows an admin the vendor’s name, the approved-only summary and every date with its money and actions', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/vendors/v1/requests': historyReply() });
    renderApp('/vendor/v1/requests');
    expect(await screen.findByRole('heading', { name: 'Bee Happy Honey Space Requests' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    const figure = (label: string) => within(within(summary).getByRole('group', { name: label })).getByText(/\$/);
    expect(figure('Total Base')).toHaveTextContent('$40.00');
    expect(figure('Sales')).toHaveTextContent('$623.45');
    expect(figure('Fees')).toHaveTextContent('$62.35');
    expect(figure('Late Cancel')).toHaveTextContent('$15.00');
    expect(figure('Late Pay')).toHaveTextContent('$0.00');
    expect(figure('Due')).toHaveTextContent('$62.35');
    expect(figure('Paid')).toHaveTextContent('$25.00');
    expect(figure('Balance')).toHaveTextContent('$37.35');

    expect(columnHeaders()).toEqual([
      'Market Date',
      'Status',
      'Space',
      'Base',
      'Sales',
      'Fee',
      'Due',
      'Paid',
      'Balance',
      'Actions',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Space requests' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(
      /Sun, Jun 7, 2026.*Approved.*Past Due.*Space #A4.*\$40\.00.*\$623\.45.*\$62\.35.*\$62\.35.*\$25\.00.*\$37\.35/,
    );
    expect(rows[1]).toHaveTextContent(/Sun, Jun 14, 2026.*Requested.*TBD/);
    expect(rows[1]).not.toHaveTextContent('Past Due');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Sun, Jun 7, 2026' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'History Sun, Jun 7, 2026' })).toBeInTheDocument();
  });

  it('shows a vendor user “Space History” without the admins’ actions', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ vendorId: 'v1' }) },
      'GET /api/vendors/v1/requests': historyReply(),
    });
    renderApp('/vendor/v1/requests');
    expect(await screen.findByRole('heading', { name: 'Space History' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Space requests' });
    expect(columnHeaders()).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(document.title).toBe('MarketDay - Space History');
  });

  it('shows the not-found state for another vendor, the empty state, the error state, and Access Denied', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ vendorId: 'v1' }) },
      'GET /api/vendors/v2/requests': { status: 404, body: { message: 'Vendor not found' } },
    });
    renderApp('/vendor/v2/requests');
    expect(await screen.findByText(VENDOR_MSG.vendorNotFound)).toBeInTheDocument();

    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/vendors/v1/requests': historyReply([]) });
    renderApp('/vendor/v1/requests');
    expect(await screen.findByText(REQUESTS_MSG.noRequests)).toBeInTheDocument();

    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': { status: 500, body: { message: 'Internal error' } },
    });
    renderApp('/vendor/v1/requests');
    expect(await screen.findByText(REQUESTS_MSG.requestsLoadFailed)).toBeInTheDocument();

    const calls = mockApi({ 'GET /api/auth/user': { body: makeUser({ vendorId: 'v1', permissions: [] }) } });
    renderApp('/vendor/v1/requests');
    expect(await screen.findByText(REQUESTS_MSG.noViewPermission)).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/vendors/v1/requests')).toHaveLength(0);
  });

  it('edits a request’s money in dollars, recomputes due and balance as the admin types, and saves cents', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': historyReply(),
      'GET /api/space-requests/sr-7': { body: JUNE_7 },
      'GET /api/system-settings/round_cents': { body: { value: false } },
      'PATCH /api/space-requests/sr-7': { body: { spaceRequest: JUNE_7, lateCancellationFee: 0 } },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: 'Edit Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Space Request' });
    expect(within(dialog).getByRole('tab', { name: REQUESTS_MSG.financialDetails })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: REQUESTS_MSG.notesTab })).toBeInTheDocument();
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await waitFor(() => expect(field(/^Amount due/)).toHaveValue('$62.35'));
    expect(field(/^Amount paid/)).toHaveAttribute('readonly');
    expect(field(/^Balance/)).toHaveValue('$37.35');

    await user.clear(field(/^Gross sales/));
    await user.type(field(/^Gross sales/), '1000');
    // $1,000 × 10% = $100 > $40 base; $100 − $25 paid.
    expect(field(/^Sales-based fee/)).toHaveValue('$100.00');
    expect(field(/^Amount due/)).toHaveValue('$100.00');
    expect(field(/^Balance/)).toHaveValue('$75.00');
    await user.clear(field(/^Late payment fee/));
    await user.type(field(/^Late payment fee/), '5');
    expect(field(/^Amount due/)).toHaveValue('$105.00');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/space-requests/sr-7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/space-requests/sr-7')[0]!.body).toEqual({
      amountBase: 4000,
      salesBasedRate: 10,
      grossSales: 100_000,
      salesByTender: null,
      salesBasedFee: 10_000,
      lateCancellationFee: 0,
      amountLatePaymentFee: 500,
      amountDue: 10_500,
      amountPaid: 2500,
      amountBalance: 8000,
      notes: null,
      pricingNotes: null,
      expectedUpdatedAt: JUNE_7.updatedAt,
    });
    expect(await screen.findByText(REQUESTS_MSG.requestUpdated)).toBeInTheDocument();
  });

  it('refuses an empty base amount with the spec’s message, and shows the server’s message on a conflict', async () => {
    const user = userEvent.setup();
    let version = 0;
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': historyReply(),
      'GET /api/space-requests/sr-7': () => ({
        body: { ...JUNE_7, amountBase: version ? 4500 : 4000, updatedAt: `2026-05-2${1 + version}T16:00:00.000Z` },
      }),
      'GET /api/system-settings/round_cents': { body: { value: false } },
      'PATCH /api/space-requests/sr-7': () => {
        version += 1;
        return { status: 409, body: { message: REQUESTS_MSG.requestChanged } };
      },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: 'Edit Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Space Request' });
    const base = await within(dialog).findByRole('textbox', { name: /^Base amount/ });
    await user.clear(base);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REQUESTS_MSG.baseAmountRequired)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/space-requests/sr-7')).toHaveLength(0);

    await user.type(base, '42');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REQUESTS_MSG.requestChanged)).toBeInTheDocument();
    // The form reloads with the values saved in the meantime.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Base amount/ })).toHaveValue('$45.00'));
  });

  it('recalculates from the space’s price', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': historyReply(),
      'GET /api/space-requests/sr-7': { body: JUNE_7 },
      'GET /api/system-settings/round_cents': { body: { value: true } },
      'POST /api/space-requests/sr-7/recalculate': { body: { id: 'sr-7' } },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: 'Edit Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Space Request' });
    await user.click(await within(dialog).findByRole('button', { name: REQUESTS_MSG.recalculate }));
    expect(await screen.findByText(REQUESTS_MSG.requestRecalculated)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/space-requests/sr-7/recalculate')[0]!.body).toEqual({ marketDateId: 'md-1' });
  });

  it('shows 10 history entries, then all 50 on the toggle, loads the next page on demand, and says when there are none', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': historyReply(),
      // A first page of 50 with a cursor, then a last page of 3.
      'GET /api/space-requests/sr-7/audit-log': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? { body: { items: Array.from({ length: 3 }, (_, i) => makeAuditEntry(50 + i)), nextCursor: null } }
          : { body: { items: Array.from({ length: 50 }, (_, i) => makeAuditEntry(i)), nextCursor: 'page-2' } },
      'GET /api/space-requests/sr-14/audit-log': { body: { items: [], nextCursor: null } },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: 'History Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.spaceRequestHistory });
    const log = await within(dialog).findByRole('table', { name: 'Audit log' });
    expect(within(log).getAllByRole('row')).toHaveLength(1 + 10);
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent(/amountPaid.*Updated.*0 → 100.*Admin 0/);
    expect(api.callsTo('GET', '/api/space-requests/sr-7/audit-log')[0]!.query.get('limit')).toBe('50');

    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show all (50)' }));
    expect(within(log).getAllByRole('row')).toHaveLength(1 + 50);
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(1 + 53));
    expect(api.callsTo('GET', '/api/space-requests/sr-7/audit-log')[1]!.query.get('cursor')).toBe('page-2');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show the latest 10' }));
    expect(within(log).getAllByRole('row')).toHaveLength(1 + 10);

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'History Sun, Jun 14, 2026' }));
    expect(await screen.findByText(REQUESTS_MSG.noAuditEntries)).toBeInTheDocument();
  });

  it('says when the history cannot be loaded', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': historyReply(),
      'GET /api/space-requests/sr-7/audit-log': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: 'History Sun, Jun 7, 2026' }));
    expect(await screen.findByText(REQUESTS_MSG.auditLoadFailed)).toBeInTheDocument();
  });
});
