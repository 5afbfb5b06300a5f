import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_MSG } from '@shared/payment-messages';
import { mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { leavePage } from './payment';

const CODE = 'PayCode-0123456789';
const BASE = `/api/public-payments/${CODE}`;

const view = (over: Record<string, unknown> = {}) => ({
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
  amountBase: 4000,
  salesBasedRate: 0,
  grossSales: null,
  salesBasedFee: 0,
  lateCancellationFee: 0,
  amountLatePaymentFee: 0,
  amountDue: 4000,
  amountPaid: 1000,
  amountBalance: 3000,
  requiresPrepayment: false,
  paymentServices: [
    { code: 'stripe', name: 'Card', instructions: null },
    { code: 'venmo', name: 'Venmo', instructions: null },
    { code: 'zelle', name: 'Zelle', instructions: 'Send to pay@market.example' },
  ],
  cardMode: 'local',
  publishableKey: null,
  signedIn: false,
  ...over,
});

const cards = [
  { id: 'c1', cardBrand: 'visa', last4: '4242', isDefault: false },
  { id: 'c2', cardBrand: 'mastercard', last4: '5454', isDefault: true },
];

const page = (routes: Parameters<typeof mockApi>[0] = {}, over: Record<string, unknown> = {}, saved = cards) =>
  mockApi({
    'GET /api/auth/user': unauthorized,
    [`GET ${BASE}`]: { body: view(over) },
    [`GET ${BASE}/saved-payment-methods`]: { body: saved },
    ...routes,
  });

const payButton = () => screen.findByRole('button', { name: /^Pay \$30\.00$/ });

afterEach(() => vi.restoreAllMocks());

describe('the public payment page (spec 3 §2)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    // The server writes the space and the manual method's name in English; the page shows them in Spanish.
    const manual = { code: 'manual', name: 'Manual Payment', instructions: 'Cash at the booth' };
    page({}, { spaceDisplay: 'Space #A4', paymentServices: [...view().paymentServices, manual] });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText('domingo, 7 de junio de 2099')).toBeInTheDocument();
    expect(screen.getByText('Fecha de mercado')).toBeInTheDocument();
    expect(screen.getByText('Puesto n.º A4')).toBeInTheDocument();
    expect(await screen.findByText('Método de pago')).toBeInTheDocument();
    expect(screen.getByText('Pago manual')).toBeInTheDocument();
    expect(screen.getByText(/para guardar una tarjeta/)).toBeInTheDocument();
  });

  it('says it is loading, then shows Payment Details with the server’s amounts', async () => {
    page();
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText(PAY_MSG.loadingPayment)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: PAY_MSG.paymentDetails })).toBeInTheDocument();
    expect(screen.getByText('Sunday, June 7, 2099')).toBeInTheDocument();
    expect(screen.getByText('Sunny Acres Farm')).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.spacePrice)).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.remainingBalance).nextSibling).toHaveTextContent('$30.00');
    expect(screen.queryByText(PAY_MSG.latePaymentFee)).not.toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
  });

  it('lists saved cards with the default one marked and chosen, then the other methods', async () => {
    page();
    renderApp(`/p/${CODE}`);
    const visa = await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    const master = screen.getByRole('radio', { name: /Mastercard •••• 5454/ });
    expect(master).toBeChecked();
    expect(visa).not.toBeChecked();
    expect(within(master.closest('label')!).getByText(PAY_MSG.defaultCard)).toBeInTheDocument();
    expect(within(visa.closest('label')!).queryByText(PAY_MSG.defaultCard)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: PAY_MSG.differentCard })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: PAY_MSG.debitCreditCard })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Venmo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zelle' })).toBeInTheDocument();
    // The card service is listed once, as the card choice.
    expect(screen.queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
  });

  it('offers "Debit / Credit Card" when no card is saved', async () => {
    page({}, {}, []);
    renderApp(`/p/${CODE}`);
    expect(await screen.findByRole('radio', { name: PAY_MSG.debitCreditCard })).toBeChecked();
  });

  it('charges a saved card once for a double click, shows Processing..., then opens the success page', async () => {
    let release!: () => void;
    const api = page({
      [`POST ${BASE}/charge-saved-method`]: () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { sessionId: 'pi_123', amount: 3000 } });
        }),
      'GET /api/public-payments/session/pi_123': { status: 500, body: {} },
    });
    const app = renderApp(`/p/${CODE}`);
    const pay = await payButton();
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByRole('button', { name: PAY_MSG.processing })).toBeDisabled();
    release();
    await waitFor(() => expect(app.location().pathname).toBe('/p/success'));
    expect(app.location().search).toBe('?session_id=pi_123');
    const charges = api.callsTo('POST', `${BASE}/charge-saved-method`);
    expect(charges).toHaveLength(1);
    // The browser names no amount: the server charges the request's balance.
    expect(charges[0]!.body).toEqual({ paymentServiceCode: 'stripe', savedPaymentMethodId: 'c2' });
  });

  it('sends a new card to the card checkout page', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const api = page({
      [`POST ${BASE}/create-session`]: {
        body: { type: 'checkout', sessionId: 'cs_1', url: '/_stripe/checkout/cs_1' },
      },
    });
    renderApp(`/p/${CODE}`);
    await userEvent.click(await screen.findByRole('radio', { name: PAY_MSG.differentCard }));
    await userEvent.click(await payButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/_stripe/checkout/cs_1'));
    expect(api.callsTo('POST', `${BASE}/create-session`)[0]!.body).toEqual({ paymentServiceCode: 'stripe' });
    expect(screen.getByRole('button', { name: PAY_MSG.processing })).toBeDisabled();
  });

  it('shows the manual instructions for Zelle, and the failure of a card session', async () => {
    let fail = true;
    page({
      [`POST ${BASE}/create-session`]: (req) =>
        (req.body as { paymentServiceCode: string }).paymentServiceCode === 'zelle'
          ? { body: { type: 'manual', instructions: 'Send $30.00 to pay@market.example' } }
          : fail
            ? { status: 503, body: { message: PAY_MSG.notConfigured } }
            : { status: 500, body: {} },
    });
    renderApp(`/p/${CODE}`);
    await userEvent.click(await screen.findByRole('radio', { name: PAY_MSG.differentCard }));
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_MSG.notConfigured);
    fail = false;
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_MSG.initializeFailed);
    await userEvent.click(screen.getByRole('radio', { name: 'Zelle' }));
    await userEvent.click(await payButton());
    expect(await screen.findByText('Send $30.00 to pay@market.example')).toBeInTheDocument();
  });

  it('goes to Venmo’s approval, and captures the order on return', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const api = page({
      [`POST ${BASE}/create-paypal-order`]: { body: { id: 'ORDER-1', approveUrl: '/_stripe/paypal/ORDER-1' } },
      [`POST ${BASE}/capture-paypal-order`]: { body: { sessionId: 'paypal_ORDER-1' } },
      'GET /api/public-payments/session/paypal_ORDER-1': { status: 500, body: {} },
    });
    const app = renderApp(`/p/${CODE}`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Venmo' }));
    await userEvent.click(await payButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/_stripe/paypal/ORDER-1'));

    await act(async () => void app.navigate(`/p/${CODE}?token=ORDER-1`));
    await waitFor(() => expect(app.location().pathname).toBe('/p/success'));
    expect(app.location().search).toBe('?session_id=paypal_ORDER-1');
    expect(api.callsTo('POST', `${BASE}/capture-paypal-order`).map((c) => c.body)).toEqual([{ orderId: 'ORDER-1' }]);
  });

  it('shows no pay controls for a sales-based request before its market date, with the sales notice', async () => {
    page({}, { salesBasedRate: 10, isMarketDatePassed: false });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText(PAY_MSG.minimumSpacePrice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAY_MSG.enterSales })).toBeDisabled();
    expect(screen.getByText(/Payment is unavailable until the market date/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('enters gross sales in dollars, sends cents, and refuses text', async () => {
    let grossSales: number | null = null;
    const api = page({
      [`GET ${BASE}`]: () => ({
        body: view({ salesBasedRate: 10, isMarketDatePassed: true, grossSales, salesBasedFee: 0 }),
      }),
      [`POST ${BASE}/update-sales`]: (req) => {
        grossSales = (req.body as { salesAmount: number }).salesAmount;
        return { body: {} };
      },
    });
    renderApp(`/p/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: PAY_MSG.enterSales }));
    const field = await screen.findByLabelText(PAY_MSG.grossSalesLabel);
    await userEvent.type(field, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAY_MSG.grossSalesNumber)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '1200.50');
    expect(screen.getByText('$120.05')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/update-sales`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/update-sales`)[0]!.body).toEqual({ salesAmount: 120050, salesByTender: null });
    expect(await payButton()).toBeInTheDocument();
  });

  it('shows only the late cancellation fee for a cancelled request', async () => {
    page({}, { status: 'canceled', lateCancellationFee: 3000, amountBalance: 3000 });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText(PAY_MSG.lateCancellationFee)).toBeInTheDocument();
    expect(screen.queryByText(PAY_MSG.totalFee)).not.toBeInTheDocument();
    expect(screen.queryByText(PAY_MSG.spacePrice)).not.toBeInTheDocument();
  });

  it('invites a visitor to log in and come back; a signed-in vendor sees no hint', async () => {
    page();
    const app = renderApp(`/p/${CODE}`);
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', `/auth?returnTo=${encodeURIComponent(`/p/${CODE}`)}`);
    app.unmount();
    page({}, { signedIn: true });
    renderApp(`/p/${CODE}`);
    await payButton();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('says when the link is unknown or expired, and when the details failed to load', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${BASE}`]: { status: 404, body: { message: 'x' } } });
    const app = renderApp(`/p/${CODE}`);
    expect(await screen.findByText(PAY_MSG.paymentNotFound)).toBeInTheDocument();
    app.unmount();
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${BASE}`]: { status: 500, body: {} } });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText(PAY_MSG.paymentLoadFailed)).toBeInTheDocument();
  });
});
