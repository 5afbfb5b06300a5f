import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAY_MSG } from '@shared/payment-messages';
import { REQUESTS_MSG } from '@shared/request-messages';
import { TENDER_MSG } from '@shared/tender-messages';
import { mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const CODE = 'ManageCode-0123456';
const MANAGE = `/api/public-space-manage/${CODE}`;
const REMINDER = `/api/public-space-request/${CODE}`;

const request = (over: Record<string, unknown> = {}) => ({
  spaceRequestId: '01JREQ',
  marketDateId: '01JDATE',
  marketDate: '2099-06-07',
  status: 'approved',
  vendorId: '01JVENDOR',
  vendorName: 'Sunny Acres Farm',
  spaceDisplay: 'A4',
  marketDatePublished: true,
  isMarketDatePassed: false,
  basePrice: 4000,
  salesBasedRate: 0,
  grossSales: null,
  salesBasedFee: 0,
  lateCancellationFee: 0,
  amountLatePaymentFee: 0,
  amountDue: 4000,
  amountPaid: 0,
  amountBalance: 4000,
  requiresPrepayment: false,
  paymentShortCode: 'PayCode-0123456789',
  userPermissions: ['vendor.spaceRequests.view', 'vendor.spaceRequests.cancel'],
  ...over,
});

const show = (over: Record<string, unknown> = {}, routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${MANAGE}`]: { body: request(over) }, ...routes });

describe('the public space request page (spec 3 §2)', () => {
  it('shows the date with its weekday, the approved banner, the space and the fees', async () => {
    show();
    renderApp(`/m/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Sunday, June 7, 2099' })).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.requestApprovedBanner)).toBeInTheDocument();
    expect(screen.getByText('A4')).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.totalFee)).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.remainingBalance).nextSibling).toHaveTextContent('$40.00');
    expect(screen.getByText('Sunny Acres Farm')).toBeInTheDocument();
  });

  it.each([
    ['canceled', PAY_MSG.requestCancelledBanner],
    ['skipped', PAY_MSG.requestSkippedBanner],
    ['requested', PAY_MSG.requestReceivedBanner],
  ])('a %s request shows "%s" and no actions', async (status, title) => {
    // A cancel in time and a skip leave nothing owed (shared/request-transitions.ts).
    show(status === 'requested' ? { status } : { status, amountDue: 0, amountBalance: 0 });
    renderApp(`/v/${CODE}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('offers a cancelled request’s late fee for payment', async () => {
    show({ status: 'canceled', lateCancellationFee: 1500, amountBalance: 1500 });
    renderApp(`/m/${CODE}`);
    expect(await screen.findByRole('button', { name: 'Pay $15.00' })).toBeInTheDocument();
  });

  it('Pay opens the payment page of the request', async () => {
    show({}, { 'GET /api/public-payments/PayCode-0123456789': { status: 404, body: {} } });
    const app = renderApp(`/m/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $40.00' }));
    await waitFor(() => expect(app.location().pathname).toBe('/p/PayCode-0123456789'));
  });

  it('shows Cancel only with vendor.spaceRequests.cancel', async () => {
    show({ userPermissions: ['vendor.spaceRequests.view'] });
    renderApp(`/m/${CODE}`);
    await screen.findByText(PAY_MSG.requestApprovedBanner);
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
  });

  it('cancels after confirming, and warns of a late cancellation fee', async () => {
    let status = 'approved';
    const api = show(
      {},
      {
        [`GET ${MANAGE}`]: () => ({ body: request({ status }) }),
        [`POST ${MANAGE}/cancel`]: () => {
          status = 'canceled';
          return { body: { lateCancellationFee: 2000 } };
        },
      },
    );
    renderApp(`/m/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancelling cannot be undone without contacting market management');
    expect(api.callsTo('POST', `${MANAGE}/cancel`)).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel Request' }).at(-1)!);
    expect(await screen.findByText(REQUESTS_MSG.lateCancellation('$20.00'))).toBeInTheDocument();
    expect(await screen.findByText(PAY_MSG.requestCancelledBanner)).toBeInTheDocument();
    expect(api.callsTo('POST', `${MANAGE}/cancel`)).toHaveLength(1);
  });

  it('says when cancelling failed', async () => {
    show({}, { [`POST ${MANAGE}/cancel`]: { status: 500, body: {} } });
    renderApp(`/m/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel Request' }).at(-1)!);
    expect(await screen.findByText(PAY_MSG.cancelRequestFailed)).toBeInTheDocument();
  });

  it('offers sales entry only for a sales-based rate, disabled before the market date with the notice', async () => {
    show({ salesBasedRate: 10 });
    renderApp(`/m/${CODE}`);
    expect(await screen.findByRole('button', { name: PAY_MSG.enterSales })).toBeDisabled();
    expect(screen.getByText(/Payment is unavailable until the market date/)).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.minimumSpacePrice)).toBeInTheDocument();
  });

  it('has no sales entry for a flat fee', async () => {
    show();
    renderApp(`/m/${CODE}`);
    await screen.findByText(PAY_MSG.requestApprovedBanner);
    expect(screen.queryByRole('button', { name: PAY_MSG.enterSales })).not.toBeInTheDocument();
  });

  it('sends gross sales in cents once the market date has passed', async () => {
    const api = show({ salesBasedRate: 10, isMarketDatePassed: true }, { [`POST ${MANAGE}/sales`]: { body: {} } });
    renderApp(`/m/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: PAY_MSG.enterSales }));
    await userEvent.type(await screen.findByLabelText(PAY_MSG.grossSalesLabel), '850');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', `${MANAGE}/sales`)).toHaveLength(1));
    expect(api.callsTo('POST', `${MANAGE}/sales`)[0]!.body).toEqual({ grossSales: 85000, salesByTender: null });
  });

  it('splits the sales by tender, refusing parts that do not add up before sending', async () => {
    const salesTenders = [
      { code: 'card', label: 'Card', cents: 0 },
      { code: 'cash', label: 'Cash', cents: 0 },
      { code: 'snap', label: 'SNAP/EBT tokens', cents: 0 },
    ];
    const api = show(
      { salesBasedRate: 10, isMarketDatePassed: true, salesTenders },
      { [`POST ${MANAGE}/sales`]: { body: {} } },
    );
    renderApp(`/m/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: PAY_MSG.enterSales }));
    await userEvent.type(await screen.findByLabelText(PAY_MSG.grossSalesLabel), '850');
    await userEvent.click(screen.getByRole('switch', { name: /Split by tender/ }));
    await userEvent.type(screen.getByLabelText('Card'), '600');
    await userEvent.type(screen.getByLabelText('SNAP/EBT tokens'), '200');
    expect(screen.getByText('Left to split: $50.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TENDER_MSG.splitMismatch(80_000, 85_000))).toBeInTheDocument();
    expect(api.callsTo('POST', `${MANAGE}/sales`)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Cash'), '50');
    expect(screen.getByText('The parts add up to the gross sales.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', `${MANAGE}/sales`)).toHaveLength(1));
    expect(api.callsTo('POST', `${MANAGE}/sales`)[0]!.body).toEqual({
      grossSales: 85000,
      salesByTender: { card: 60_000, cash: 5000, snap: 20_000 },
    });
  });

  it('says when the link is unknown or expired', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${MANAGE}`]: { status: 404, body: {} } });
    renderApp(`/m/${CODE}`);
    expect(await screen.findByText(PAY_MSG.requestNotFound)).toBeInTheDocument();
  });

  it('says when the request failed to load', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${MANAGE}`]: { status: 500, body: {} } });
    renderApp(`/m/${CODE}`);
    expect(await screen.findByText(PAY_MSG.requestLoadFailed)).toBeInTheDocument();
  });
});

const reminder = (over: Record<string, unknown> = {}) => ({
  marketDateId: '01JDATE',
  marketDate: '2099-06-07',
  vendorId: '01JVENDOR',
  vendorName: 'Sunny Acres Farm',
  existingRequest: null,
  manageShortCode: null,
  ...over,
});

describe('the reminder page (spec 3 §2)', () => {
  it('asks "Request Space?" and requests the date, then opens the request', async () => {
    let requested = false;
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      [`GET ${REMINDER}`]: () => ({
        body: requested
          ? reminder({ existingRequest: { id: '01JREQ', status: 'requested' }, manageShortCode: CODE })
          : reminder(),
      }),
      [`POST ${REMINDER}/request`]: () => {
        requested = true;
        return { body: {} };
      },
      [`GET ${MANAGE}`]: { body: request({ status: 'requested' }) },
    });
    const app = renderApp(`/r/${CODE}`);
    expect(await screen.findByRole('heading', { name: PAY_MSG.reminderQuestion })).toBeInTheDocument();
    expect(screen.getByText('Sunday, June 7, 2099')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PAY_MSG.reminderYes }));
    await waitFor(() => expect(app.location().pathname).toBe(`/m/${CODE}`));
    expect(await screen.findByText(PAY_MSG.requestReceivedBanner)).toBeInTheDocument();
    expect(api.callsTo('POST', `${REMINDER}/request`)[0]!.body).toEqual({ marketDateId: '01JDATE' });
  });

  it('skips only after "Confirm Skip"', async () => {
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      [`GET ${REMINDER}`]: { body: reminder() },
      [`POST ${REMINDER}/skip`]: { body: {} },
    });
    renderApp(`/r/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: PAY_MSG.reminderNo }));
    expect(await screen.findByRole('dialog', { name: PAY_MSG.confirmSkip })).toBeInTheDocument();
    expect(api.callsTo('POST', `${REMINDER}/skip`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: PAY_MSG.confirmSkip }));
    await waitFor(() => expect(api.callsTo('POST', `${REMINDER}/skip`)).toHaveLength(1));
  });

  it('opens the existing request at /m/{code}', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      [`GET ${REMINDER}`]: {
        body: reminder({ existingRequest: { id: '01JREQ', status: 'approved' }, manageShortCode: 'Other-0123456789' }),
      },
      'GET /api/public-space-manage/Other-0123456789': { body: request() },
    });
    const app = renderApp(`/r/${CODE}`);
    await waitFor(() => expect(app.location().pathname).toBe('/m/Other-0123456789'));
    expect(await screen.findByText(PAY_MSG.requestApprovedBanner)).toBeInTheDocument();
  });

  it('shows a request code given at /r as the request page', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      [`GET ${REMINDER}`]: { status: 404, body: {} },
      [`GET ${MANAGE}`]: { body: request() },
    });
    renderApp(`/r/${CODE}`);
    expect(await screen.findByText(PAY_MSG.requestApprovedBanner)).toBeInTheDocument();
  });

  it('says when the reminder link is unknown or expired', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp(`/r/${CODE}`);
    expect(await screen.findByText(PAY_MSG.reminderNotFound)).toBeInTheDocument();
  });
});
