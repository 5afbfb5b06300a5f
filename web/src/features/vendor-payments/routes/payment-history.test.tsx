import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUESTS_MSG } from '@shared/request-messages';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { makePayment, makeRequestDetail, makeSummary } from '@/test/money-fixtures';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const CASH = makePayment({ id: 'pay-1', amount: 2500, notes: 'Paid at the booth' });
const ZELLE = makePayment({
  id: 'pay-2',
  spaceRequestId: 'sr-14',
  marketDate: '2026-06-14',
  paidDate: '2026-06-15',
  amount: 4000,
  paymentMethod: 'zelle',
  stripePaymentId: 'ZL-88231',
});
const paymentsReply = (payments = [ZELLE, CASH], total = 6500) => ({
  body: { vendor: { id: 'v1', name: 'Bee Happy Honey' }, payments, total },
});
const requestsReply = {
  body: {
    vendor: { id: 'v1', name: 'Bee Happy Honey', status: 'APPROVED' },
    today: '2026-06-10',
    summary: makeSummary(),
    requests: [
      makeRequestDetail({ id: 'sr-14', marketDate: '2026-06-14', amountPaid: 4000, amountBalance: 0 }),
      makeRequestDetail({ id: 'sr-7', marketDate: '2026-06-07', amountPaid: 2500, amountBalance: 1500 }),
    ],
  },
};
const adminApi = (over: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/vendors/v1/payments': paymentsReply(),
    'GET /api/vendors/v1/requests': requestsReply,
    ...over,
  });

const headers = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Payment History (/vendor/{id}/payments)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeUser({ vendorId: 'v1' }) },
      'GET /api/vendors/v1/payments': paymentsReply(),
    });
    renderApp('/vendor/v1/payments');
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(within(table).getByRole('columnheader', { name: 'N.º de confirmación' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Importe' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total' })).toBeInTheDocument();
  });

  it('lists a vendor user’s payments and their total, without the admins’ notes and actions', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ vendorId: 'v1' }) },
      'GET /api/vendors/v1/payments': paymentsReply([ZELLE, { ...CASH, notes: null }]),
    });
    renderApp('/vendor/v1/payments');
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Payments' });
    expect(headers()).toEqual(['Date', 'Market Date', 'Status', 'Method', 'Confirmation #', 'Amount']);
    const rows = within(screen.getByRole('table', { name: 'Payments' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(/Mon, Jun 15, 2026.*Sun, Jun 14, 2026.*Completed.*Zelle.*ZL-88231.*\$40\.00/);
    expect(rows[1]).toHaveTextContent(/Sun, Jun 7, 2026.*Cash.*—.*\$25\.00/);
    expect(screen.getByTestId('payments-total')).toHaveTextContent('$65.00');
    expect(screen.queryByRole('button', { name: REQUESTS_MSG.addPayment })).not.toBeInTheDocument();
  });

  it('opens the signed-in vendor’s own Payment History at /vendor/payments (spec 1 §2.1), not Vendor Details', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ vendorId: 'v1' }) },
      'GET /api/vendors/v1/payments': paymentsReply(),
    });
    renderApp('/vendor/payments');
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.getByTestId('payments-total')).toHaveTextContent('$65.00');
  });

  it('shows admins the notes, Edit and Receipt, and prints a receipt of one payment', async () => {
    const user = userEvent.setup();
    adminApi();
    renderApp('/vendor/v1/payments');
    expect(await screen.findByRole('heading', { name: 'Bee Happy Honey Payment History' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Payments' });
    expect(headers()).toEqual([
      'Date',
      'Market Date',
      'Status',
      'Method',
      'Confirmation #',
      'Amount',
      'Notes',
      'Actions',
    ]);
    expect(screen.getByText('Paid at the booth')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Receipt for $40.00 on Mon, Jun 15, 2026' }));
    const receipt = await screen.findByRole('dialog', { name: 'Payment Receipt' });
    expect(receipt).toHaveTextContent(/Bee Happy Honey.*Zelle.*ZL-88231.*\$40\.00/);
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('records a new payment: the spec’s messages for empty fields, then dollars sent as integer cents', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'POST /api/vendors/v1/payments': { status: 201, body: { payment: CASH, spaceRequest: makeRequestDetail() } },
    });
    renderApp('/vendor/v1/payments');
    await user.click(await screen.findByRole('button', { name: REQUESTS_MSG.addPayment }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.recordNewPayment });
    expect(within(dialog).getByRole('combobox', { name: /^Payment method/ })).toHaveValue('Cash');
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveValue('Completed');

    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText(REQUESTS_MSG.marketDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(REQUESTS_MSG.amountRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/v1/payments')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Market date/ }));
    await user.click(await screen.findByRole('option', { name: /Sun, Jun 7, 2026.*\$15\.00 open/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '15.5');
    await user.click(within(dialog).getByRole('combobox', { name: /^Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Confirmation number/ }), ' 1042 ');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/vendors/v1/payments')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/vendors/v1/payments')[0]!.body).toEqual({
      spaceRequestId: 'sr-7',
      amount: 1550,
      paymentMethod: 'check',
      status: 'completed',
      stripePaymentId: '1042',
      notes: null,
    });
    expect(await screen.findByText(REQUESTS_MSG.paymentAddedText)).toBeInTheDocument();
    expect(screen.getByText(REQUESTS_MSG.paymentAdded)).toBeInTheDocument();
    // Both lists are read again: the payment and the request's balance moved together.
    await waitFor(() => expect(api.callsTo('GET', '/api/vendors/v1/payments').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of a payment', async () => {
    const user = userEvent.setup();
    adminApi({
      'POST /api/vendors/v1/payments': { status: 400, body: { message: REQUESTS_MSG.paymentOtherVendor } },
    });
    renderApp('/vendor/v1/payments');
    await user.click(await screen.findByRole('button', { name: REQUESTS_MSG.addPayment }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.recordNewPayment });
    await user.click(within(dialog).getByRole('combobox', { name: /^Market date/ }));
    await user.click(await screen.findByRole('option', { name: /Sun, Jun 7, 2026/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect((await screen.findAllByText(REQUESTS_MSG.paymentOtherVendor)).length).toBeGreaterThan(0);
  });

  it('edits a payment without changing its market date', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'PATCH /api/vendors/payments/pay-1': { body: { payment: CASH, spaceRequest: makeRequestDetail() } },
    });
    renderApp('/vendor/v1/payments');
    await user.click(await screen.findByRole('button', { name: 'Edit payment of $25.00 on Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.editPayment });
    expect(within(dialog).getByRole('combobox', { name: /^Market date/ })).toBeDisabled();
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('$25.00');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payment' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/vendors/payments/pay-1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/vendors/payments/pay-1')[0]!.body).toEqual({
      amount: 3000,
      paymentMethod: 'cash',
      status: 'completed',
      stripePaymentId: null,
      notes: 'Paid at the booth',
    });
    expect(await screen.findByText(REQUESTS_MSG.paymentUpdated)).toBeInTheDocument();
  });

  it('says so when an edit fails', async () => {
    const user = userEvent.setup();
    adminApi({ 'PATCH /api/vendors/payments/pay-1': { status: 500, body: {} } });
    renderApp('/vendor/v1/payments');
    await user.click(await screen.findByRole('button', { name: 'Edit payment of $25.00 on Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.editPayment });
    await user.click(within(dialog).getByRole('button', { name: 'Save Payment' }));
    expect((await screen.findAllByText(REQUESTS_MSG.updatePaymentFailed)).length).toBeGreaterThan(0);
  });

  it('shows the empty, error and not-found states', async () => {
    adminApi({ 'GET /api/vendors/v1/payments': paymentsReply([], 0) });
    renderApp('/vendor/v1/payments');
    expect(await screen.findByText(REQUESTS_MSG.noPaymentInformation)).toBeInTheDocument();

    adminApi({ 'GET /api/vendors/v1/payments': { status: 500, body: { message: 'boom' } } });
    renderApp('/vendor/v1/payments');
    expect(await screen.findByText(REQUESTS_MSG.paymentsLoadFailed)).toBeInTheDocument();

    mockApi({
      'GET /api/auth/user': { body: makeUser({ vendorId: 'v1' }) },
      'GET /api/vendors/v2/payments': { status: 404, body: { message: 'Vendor not found' } },
    });
    renderApp('/vendor/v2/payments');
    expect(await screen.findByText(VENDOR_MSG.vendorNotFound)).toBeInTheDocument();
  });

  it('refunds a completed card payment after confirming, and links it to the card processor', async () => {
    const user = userEvent.setup();
    const CARD = makePayment({
      id: 'pay-3',
      amount: 4000,
      paymentMethod: 'credit',
      stripePaymentId: 'pi_3Abc',
      providerDashboardUrl: 'https://dashboard.stripe.com/test/payments/pi_3Abc',
    });
    const api = adminApi({
      'GET /api/vendors/v1/payments': paymentsReply([CARD, CASH], 6500),
      'POST /api/vendors/payments/pay-3/refund': {
        body: { payment: { ...CARD, status: 'refunded' }, spaceRequest: makeRequestDetail() },
      },
    });
    renderApp('/vendor/v1/payments');
    const link = await screen.findByRole('link', { name: `${REQUESTS_MSG.viewInDashboard}: pi_3Abc` });
    expect(link).toHaveAttribute('href', 'https://dashboard.stripe.com/test/payments/pi_3Abc');
    // Cash is not refunded here: only the card payment offers it.
    expect(screen.getAllByRole('button', { name: /^Refund / })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refund $40.00 paid on Sun, Jun 7, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.refundConfirmTitle });
    expect(within(dialog).getByText(REQUESTS_MSG.refundConfirmText('$40.00'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/vendors/payments/pay-3/refund')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refund $40.00 paid on Sun, Jun 7, 2026' }));
    const again = await screen.findByRole('dialog', { name: REQUESTS_MSG.refundConfirmTitle });
    await user.click(within(again).getByRole('button', { name: REQUESTS_MSG.refund }));
    await waitFor(() => expect(api.callsTo('POST', '/api/vendors/payments/pay-3/refund')).toHaveLength(1));
    expect(await screen.findByText(REQUESTS_MSG.refunded)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/vendors/v1/payments').length).toBeGreaterThan(1));
  });

  it('says so when the card processor refuses a refund', async () => {
    const user = userEvent.setup();
    const CARD = makePayment({
      id: 'pay-3',
      paymentMethod: 'credit',
      stripePaymentId: 'pi_3Abc',
      providerDashboardUrl: 'https://dashboard.stripe.com/test/payments/pi_3Abc',
    });
    adminApi({
      'GET /api/vendors/v1/payments': paymentsReply([CARD], 4000),
      'POST /api/vendors/payments/pay-3/refund': { status: 502, body: { message: REQUESTS_MSG.refundDeclined } },
    });
    renderApp('/vendor/v1/payments');
    await user.click(await screen.findByRole('button', { name: /^Refund \$40\.00/ }));
    const dialog = await screen.findByRole('dialog', { name: REQUESTS_MSG.refundConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: REQUESTS_MSG.refund }));
    expect(await screen.findByText(REQUESTS_MSG.refundDeclined)).toBeInTheDocument();
    expect(screen.getByText(REQUESTS_MSG.refundFailed)).toBeInTheDocument();
  });
});
