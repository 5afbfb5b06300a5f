import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAY_MSG } from '@shared/payment-messages';
import { makeUser, mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const VENDOR_CARDS = '/api/public-payments/vendors/vendor-1/payment-methods';
const USER_CARDS = '/api/public-payments/users/user-1/payment-methods';

const card = (id: string, brand: string, last4: string, isDefault: boolean) => ({
  id,
  stripePaymentMethodId: `pm_${id}`,
  cardBrand: brand,
  last4,
  expirationMonth: 4,
  expirationYear: 2031,
  isDefault,
});
const CARDS = [card('c1', 'visa', '4242', true), card('c2', 'amex', '0005', false)];

const cardsOnScreen = () => screen.findAllByTestId('saved-card');

describe('the vendor payment methods screen (spec 3 §2)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, [`GET ${VENDOR_CARDS}`]: { body: CARDS } });
    renderApp('/vendor/payment-methods');
    const [visa] = await cardsOnScreen();
    expect(visa).toHaveTextContent('Vence 04/31');
    expect(screen.getByRole('heading', { name: 'Métodos de pago del vendedor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeInTheDocument();
  });

  it('says "Access Denied" without vendor.payment-methods.view', async () => {
    const api = mockApi({ 'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.spaceRequests.view'] }) } });
    renderApp('/vendor/payment-methods');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.vendorMethodsNoPermission)).toBeInTheDocument();
    expect(api.callsTo('GET', VENDOR_CARDS)).toHaveLength(0);
  });

  it('lists the cards with brand, last four, expiry and the default badge on one only', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, [`GET ${VENDOR_CARDS}`]: { body: CARDS } });
    renderApp('/vendor/payment-methods');
    const [visa, amex] = await cardsOnScreen();
    expect(visa).toHaveTextContent('Visa •••• 4242');
    expect(visa).toHaveTextContent('Expires 04/31');
    expect(within(visa!).getByText(PAY_MSG.defaultCard)).toBeInTheDocument();
    expect(within(amex!).queryByText(PAY_MSG.defaultCard)).not.toBeInTheDocument();
    expect(within(visa!).queryByRole('button', { name: /as default/ })).not.toBeInTheDocument();
  });

  it('makes a card the default', async () => {
    let cards = CARDS;
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      [`GET ${VENDOR_CARDS}`]: () => ({ body: cards }),
      [`PATCH ${VENDOR_CARDS}/pm_c2/set-default`]: () => {
        cards = [
          { ...CARDS[0]!, isDefault: false },
          { ...CARDS[1]!, isDefault: true },
        ];
        return { body: {} };
      },
    });
    renderApp('/vendor/payment-methods');
    await userEvent.click(await screen.findByRole('button', { name: 'Set Amex ending 0005 as default' }));
    await waitFor(async () => expect(within((await cardsOnScreen())[1]!).getByText(PAY_MSG.defaultCard)).toBeVisible());
    expect(api.callsTo('PATCH', `${VENDOR_CARDS}/pm_c2/set-default`)).toHaveLength(1);
  });

  it('deletes a card only after confirming', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      [`GET ${VENDOR_CARDS}`]: { body: CARDS },
      [`DELETE ${VENDOR_CARDS}/pm_c2`]: { status: 204 },
    });
    renderApp('/vendor/payment-methods');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Amex ending 0005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Card?' });
    expect(api.callsTo('DELETE', `${VENDOR_CARDS}/pm_c2`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${VENDOR_CARDS}/pm_c2`)).toHaveLength(1));
  });

  it('says when the cards failed to load, and when there are none', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, [`GET ${VENDOR_CARDS}`]: { status: 500, body: {} } });
    const app = renderApp('/vendor/payment-methods');
    expect(await screen.findByText(PAY_MSG.fetchMethodsFailed)).toBeInTheDocument();
    app.unmount();
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, [`GET ${VENDOR_CARDS}`]: { body: [] } });
    renderApp('/vendor/payment-methods');
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
  });

  it('adds a card through the local card form and saves the payment method it returns', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      [`GET ${VENDOR_CARDS}`]: { body: [] },
      [`POST ${VENDOR_CARDS}/setup`]: {
        body: { clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', cardMode: 'local', publishableKey: null },
      },
      'POST /_stripe/v1/setup_intents/seti_1/confirm': {
        body: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_new' },
      },
      [`POST ${VENDOR_CARDS}`]: { body: {} },
    });
    renderApp('/vendor/payment-methods');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Card' }));
    await userEvent.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText(PAY_MSG.methodSaved)).toBeInTheDocument();
    const confirm = api.calls.find((c) => c.path === '/_stripe/v1/setup_intents/seti_1/confirm')!;
    const form = new URLSearchParams(String(confirm.init?.body));
    expect(form.get('client_secret')).toBe('seti_1_secret_x');
    expect(form.get('payment_method_data[card][number]')).toBe('4242424242424242');
    expect(form.get('payment_method_data[card][exp_year]')).toBe('2034');
    expect(api.callsTo('POST', VENDOR_CARDS)[0]!.body).toEqual({ paymentMethodId: 'pm_new' });
  });

  it('shows a declined card’s message and saves nothing; "No payment method returned" when none comes back', async () => {
    let declined = true;
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      [`GET ${VENDOR_CARDS}`]: { body: [] },
      [`POST ${VENDOR_CARDS}/setup`]: {
        body: { clientSecret: 'seti_2_secret', setupIntentId: 'seti_2', cardMode: 'local', publishableKey: null },
      },
      'POST /_stripe/v1/setup_intents/seti_2/confirm': () =>
        declined
          ? {
              status: 402,
              body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
            }
          : { body: { id: 'seti_2', status: 'succeeded', payment_method: null } },
    });
    renderApp('/vendor/payment-methods');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Card' }));
    await userEvent.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    declined = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText(PAY_MSG.noPaymentMethodReturned)).toBeInTheDocument();
    expect(api.callsTo('POST', VENDOR_CARDS)).toHaveLength(0);
  });

  it('says when the card setup could not start', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      [`GET ${VENDOR_CARDS}`]: { body: [] },
      [`POST ${VENDOR_CARDS}/setup`]: { status: 500, body: {} },
    });
    renderApp('/vendor/payment-methods');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText(PAY_MSG.setupFailed)).toBeInTheDocument();
  });
});

describe('my payment methods (spec 3 §2)', () => {
  it('lists the signed-in user’s own cards', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, [`GET ${USER_CARDS}`]: { body: [CARDS[1]] } });
    renderApp('/user/payment-methods');
    const [amex] = await cardsOnScreen();
    expect(amex).toHaveTextContent('Amex •••• 0005');
  });

  it('is empty with a sign-in hint when signed out, and asks for no cards', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/user/payment-methods');
    expect(await screen.findByText(/No saved cards yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/user/payment-methods')}`,
    );
    expect(api.calls.filter((c) => c.path.startsWith('/api/public-payments'))).toHaveLength(0);
  });
});
