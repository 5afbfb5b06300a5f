import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '../space-request-rules.js';
import { paymentSessionResultSchema, publicPaymentViewSchema, publicRequestViewSchema } from './public-payments.js';
import {
  ANSWER_STATUSES,
  paymentSessionAnswer,
  publicPaymentAnswer,
  publicRequestAnswer,
  publicSavedCardsAnswer,
} from './public-payments-answers.js';

const request = {
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
  salesTenders: [
    { code: 'card', label: 'Card', cents: 0 },
    { code: 'snap', label: 'SNAP/EBT tokens', cents: 0 },
  ],
};

describe('the public pages check the same answers as the server sends', () => {
  it('knows every request status of the rules', () => {
    expect([...ANSWER_STATUSES]).toEqual([...REQUEST_STATUSES]);
  });

  it('accepts what the server schemas accept for the request, payment and session answers', () => {
    const requestView = { ...request, paymentShortCode: 'abcdefghijkl', userPermissions: [] };
    expect(publicRequestViewSchema.parse(requestView)).toEqual(v.parse(publicRequestAnswer, requestView));

    const paymentView = {
      ...request,
      amountBase: 4000,
      paymentServices: [{ code: 'zelle', name: 'Zelle', instructions: 'Send to pay@example.com' }],
      cardMode: 'local',
      publishableKey: null,
      signedIn: false,
    };
    expect(publicPaymentViewSchema.parse(paymentView)).toEqual(v.parse(publicPaymentAnswer, paymentView));

    const session = {
      amount: 4000,
      spaceRequestId: '01JREQ',
      vendorId: '01JVENDOR',
      vendorName: 'Sunny Acres Farm',
      marketDate: '2099-06-07',
      paidFor: 'Late Cancellation Fee',
      status: 'paid',
      nextMarket: { id: '01JNEXT', date: '2099-06-14', status: null, spaceRequestId: null },
    };
    expect(paymentSessionResultSchema.parse(session)).toEqual(v.parse(paymentSessionAnswer, session));
  });

  it('refuses an amount in dollars', () => {
    expect(v.safeParse(publicPaymentAnswer, { ...request, amountBalance: 40.5 }).success).toBe(false);
  });

  it('reads the card list the server answers, and refuses anything else', () => {
    const card = { id: 'c1', cardBrand: 'visa', last4: '4242', isDefault: true };
    expect(v.parse(publicSavedCardsAnswer, [card])).toEqual([card]);
    expect(v.safeParse(publicSavedCardsAnswer, { paymentMethods: [card] }).success).toBe(false);
  });
});
