import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAY_MSG } from '@shared/payment-messages';
import { mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { skippedNext } from './payment-success';

const SESSION = '/api/public-payments/session/cs_test_1';
const session = (nextMarket: unknown, over: Record<string, unknown> = {}) => ({
  amount: 4000,
  spaceRequestId: '01JREQ',
  vendorId: '01JVENDOR',
  vendorName: 'Sunny Acres Farm',
  marketDate: '2099-06-07',
  paidFor: 'Space Fee',
  status: 'paid',
  nextMarket,
  ...over,
});
const next = (status: string | null) => ({
  id: '01JNEXT',
  date: '2099-06-14',
  status,
  spaceRequestId: status ? '01JNEXTREQ' : null,
});

describe('the payment success page (spec 3 §2)', () => {
  it('shows "Payment Successful" with the amount, the vendor and Return to Home', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${SESSION}`]: { body: session(next('approved')) } });
    renderApp('/p/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: PAY_MSG.paymentSuccessful })).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('Space Fee for the market on Sunday, June 7, 2099')).toBeInTheDocument();
    expect(screen.getByText('Sunny Acres Farm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAY_MSG.returnHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: PAY_MSG.nextWeeksMarket })).toBeInTheDocument();
    expect(screen.getByText('Sunday, June 14, 2099')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY_MSG.reminderYes })).not.toBeInTheDocument();
  });

  it('a skipped next date shows the contact message and a disabled "Market Date Skipped"', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${SESSION}`]: { body: session(next('skipped')) } });
    renderApp('/p/success?session_id=cs_test_1');
    expect(await screen.findByText(skippedNext())).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAY_MSG.marketDateSkippedButton })).toBeDisabled();
  });

  it('requests next week’s market once, proved by the session, and shows the request', async () => {
    let nextStatus: string | null = null;
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      [`GET ${SESSION}`]: () => ({ body: session(next(nextStatus)) }),
      'POST /api/public-payments/spaceRequests/01JREQ/request': () => {
        nextStatus = 'requested';
        return { body: {} };
      },
    });
    renderApp('/p/success?session_id=cs_test_1');
    const yes = await screen.findByRole('button', { name: PAY_MSG.reminderYes });
    expect(screen.getByRole('button', { name: PAY_MSG.skipNextWeek })).toBeInTheDocument();
    await userEvent.click(yes);
    expect(await screen.findByText('Requested: awaiting approval')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/public-payments/spaceRequests/01JREQ/request');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ marketDateId: '01JNEXT', sessionId: 'cs_test_1' });
  });

  it('skips next week', async () => {
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      [`GET ${SESSION}`]: { body: session(next(null)) },
      'POST /api/public-payments/spaceRequests/01JREQ/skip': { body: {} },
    });
    renderApp('/p/success?session_id=cs_test_1');
    await userEvent.click(await screen.findByRole('button', { name: PAY_MSG.skipNextWeek }));
    await waitFor(() => expect(api.callsTo('POST', '/api/public-payments/spaceRequests/01JREQ/skip')).toHaveLength(1));
  });

  it('says "No session ID provided" without session_id', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/p/success');
    expect(await screen.findByText(PAY_MSG.noSessionId)).toBeInTheDocument();
  });

  it('says "Failed to verify payment status" when the session cannot be read', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, [`GET ${SESSION}`]: { status: 404, body: {} } });
    renderApp('/p/success?session_id=cs_test_1');
    expect(await screen.findByText(PAY_MSG.verifyFailed)).toBeInTheDocument();
  });
});

describe('the payment cancelled page (spec 3 §2)', () => {
  it('says the payment was cancelled, and goes back or home', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    const app = renderApp('/p/cancel');
    expect(await screen.findByText(PAY_MSG.paymentCancelled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAY_MSG.returnHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: PAY_MSG.returnToPayment })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/p/cancel');
  });
});
