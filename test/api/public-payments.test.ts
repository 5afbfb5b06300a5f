/**
 * The public request, reminder and payment pages behind short codes, and saved-card ownership (spec 3 §2, §7, §8;
 * issue 10), against the local stack. Every call comes from this file's own loopback address, so the per-address
 * limit on code lookups is this file's alone.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { makeShortCodesRepository } from '../../functions/lib/data/payments/short-codes.repository.js';
import { shortCodeItem } from '../../functions/lib/payments/short-codes.js';
import { PAY_MSG, PAY_RULE_MSG } from '../../shared/payment-messages.js';
import { PERMISSION_CODES } from '../../shared/permissions.js';
import type { ShortCodeKind } from '../../shared/schemas/public-payments.js';
import { writeRows, type Row } from '../fixtures/market-data.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, localStores } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';

const ADDRESS = '127.0.0.61';
const TEST_NOW = 'x-marketday-test-now';
const baseUrl = inject('baseUrl');
const fx = makeRequestFixtures();
const { ddb, tableName } = localStores();
const codesRepo = makeShortCodesRepository(ddb, tableName);
const visitor = makeClient(baseUrl, { sourceAddress: ADDRESS });

async function signIn(email: string, password: string): Promise<ApiClient> {
  const api = makeClient(baseUrl, { sourceAddress: ADDRESS });
  const res = await api.post('/api/auth/login', { emailOrPhone: email, password });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return api;
}

async function vendorUser(vendorId: string, permissions: readonly string[] = PERMISSION_CODES) {
  const user = await createTestUser({ role: 'vendor_user', vendorId, permissions: [...permissions] });
  return { id: user.id, api: await signIn(user.email, user.password) };
}

/** A code written as the product writes one, for kinds no route makes (the reminder of a date). */
async function codeFor(
  kind: ShortCodeKind,
  target: { vendorId: string; marketDateId: string; marketDate: string },
  madeAt = new Date(),
) {
  const item = shortCodeItem(kind, { ...target, spaceRequestId: null }, madeAt);
  await codesRepo.put(item);
  return item.code;
}

/** Noon in the market's zone on an ISO date. */
const noonOn = (isoDate: string) => `${isoDate}T19:00:00.000Z`;

let admin: ApiClient;
beforeAll(async () => {
  admin = await signIn(DEMO.admin, DEMO.password);
});

describe('payment links (create-shortcode)', () => {
  it('the request’s vendor user and an admin make a code of at least 12 URL-safe characters; others cannot', async () => {
    const [mine, theirs] = [fx.vendor(), fx.vendor()];
    const { spaces } = await fx.marketDate({
      spaces: [
        { label: 'PL1', vendor: mine },
        { label: 'PL2', vendor: theirs },
      ],
    });
    const requestId = spaces[0]!.request!.id;
    const own = await vendorUser(mine.id);
    const other = await vendorUser(theirs.id);

    const made = await own.api.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId });
    expect(made.status).toBe(201);
    expect(made.body.shortCode).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect((await admin.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId })).status).toBe(201);
    expect((await other.api.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId })).status).toBe(
      404,
    );
    expect((await visitor.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId })).status).toBe(
      401,
    );

    const page = await visitor.get(`/api/public-payments/${made.body.shortCode}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ spaceRequestId: requestId, vendorName: mine.name, signedIn: false });
  });
});

describe('unknown and expired codes', () => {
  it('answer 404 with each page’s own message', async () => {
    const unknown = `nope${ulid()}`.slice(0, 16);
    const pages: [string, string][] = [
      [`/api/public-space-manage/${unknown}`, PAY_MSG.requestNotFound],
      [`/api/public-space-request/${unknown}`, PAY_MSG.reminderNotFound],
      [`/api/public-payments/${unknown}`, PAY_MSG.paymentNotFound],
    ];
    for (const [path, message] of pages) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(message);
    }
  });

  it('a payment link stops working after 30 days', async () => {
    const vendor = fx.vendor();
    const { spaces } = await fx.marketDate({ spaces: [{ label: 'EX1', vendor }] });
    const own = await vendorUser(vendor.id);
    const { shortCode } = (
      await own.api.post('/api/public-payments/create-shortcode', { spaceRequestId: spaces[0]!.request!.id })
    ).body;
    const in31Days = new Date(Date.now() + 31 * 86_400_000).toISOString();
    const late = await visitor.request('GET', `/api/public-payments/${shortCode}`, {
      headers: { [TEST_NOW]: in31Days },
    });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(PAY_MSG.paymentNotFound);
    expect((await visitor.get(`/api/public-payments/${shortCode}`)).status).toBe(200);
  });

  it('one address looking up codes is held to 60 a minute, so codes cannot be enumerated', async () => {
    const guesser = makeClient(baseUrl, { sourceAddress: '127.0.0.62' });
    // All at the start of one minute (the test clock), so the fixed window cannot end halfway through.
    const inOneMinute = { headers: { [TEST_NOW]: '2031-03-02T10:00:00.000Z' } };
    const answers: number[] = [];
    for (let i = 0; i < 65; i++) {
      const path = `/api/public-payments/guess${String(i).padStart(8, '0')}`;
      answers.push((await guesser.request('GET', path, inOneMinute)).status);
    }
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(answers.slice(60)).toContain(429);
  });
});

describe('the public request page', () => {
  it('shows the request without any e-mail, phone or address', async () => {
    const vendor = fx.vendor({ addressLine1: '77 Orchard Lane', zipCode: '95401' });
    const { marketDate, spaces } = await fx.marketDate({ spaces: [{ label: 'PB1', vendor }] });
    const own = await vendorUser(vendor.id);
    const { shortCode } = (
      await own.api.post('/api/public-payments/create-shortcode', { spaceRequestId: spaces[0]!.request!.id })
    ).body;
    const reminderCode = await codeFor('reminder', {
      vendorId: vendor.id,
      marketDateId: marketDate.id,
      marketDate: marketDate.date,
    });
    const answers = await Promise.all([
      visitor.get(`/api/public-space-manage/${shortCode}`),
      visitor.get(`/api/public-space-request/${reminderCode}`),
      visitor.get(`/api/public-payments/${shortCode}`),
      visitor.get(`/api/public-payments/${shortCode}/saved-payment-methods`),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      for (const secret of [vendor.email, '555-0188', '5550188', '77 Orchard Lane', '95401', vendor.contactName]) {
        expect(res.text).not.toContain(secret);
      }
    }
    // Unpublished: the space shows as "Assigned"; a visitor holds no permission.
    expect(answers[0]!.body).toMatchObject({ spaceDisplay: 'Assigned', userPermissions: [], status: 'approved' });
  });

  it('takes gross sales only for a sales-based request, on or after the market date, and reprices it', async () => {
    const [flat, sales] = [fx.vendor(), fx.vendor()];
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        { label: 'GS1', vendor: flat, request: { amountBase: 4000, amountDue: 4000, amountBalance: 4000 } },
        {
          label: 'GS2',
          vendor: sales,
          request: { amountBase: 4000, salesBasedRate: 10, amountDue: 4000, amountBalance: 4000 },
        },
      ],
    });
    // Made the week before the market date, as the publish message would be: still valid on the day.
    const codeOf = (vendorId: string) =>
      codeFor(
        'request',
        { vendorId, marketDateId: marketDate.id, marketDate: marketDate.date },
        new Date(Date.parse(noonOn(marketDate.date)) - 7 * 86_400_000),
      );
    const [flatCode, salesCode] = await Promise.all([codeOf(flat.id), codeOf(sales.id)]);
    const onMarketDay = { headers: { [TEST_NOW]: noonOn(marketDate.date) } };

    const noRate = await visitor.request('POST', `/api/public-space-manage/${flatCode}/sales`, {
      body: { grossSales: 10_000 },
      ...onMarketDay,
    });
    expect([noRate.status, noRate.body.message]).toEqual([400, PAY_MSG.missingSalesRate]);

    const early = await visitor.post(`/api/public-space-manage/${salesCode}/sales`, { grossSales: 10_000 });
    expect([early.status, early.body.message]).toEqual([400, PAY_RULE_MSG.salesNotYet]);

    const negative = await visitor.request('POST', `/api/public-space-manage/${salesCode}/sales`, {
      body: { grossSales: -1 },
      ...onMarketDay,
    });
    expect(negative.status).toBe(400);

    const entered = await visitor.request('POST', `/api/public-space-manage/${salesCode}/sales`, {
      body: { grossSales: 60_000 },
      ...onMarketDay,
    });
    expect(entered.status).toBe(200);
    // 10% of $600.00 is $60.00, above the $40.00 base.
    expect(entered.body).toMatchObject({
      grossSales: 60_000,
      salesBasedFee: 6000,
      amountDue: 6000,
      amountBalance: 6000,
    });
    const stored = await fx.request(marketDate.id, sales.id);
    expect(stored).toMatchObject({ grossSales: 60_000, amountBalance: 6000 });

    const log = await admin.get(`/api/space-requests/${spaces[1]!.request!.id}/audit-log?limit=50`);
    expect(log.body.items.map((e: { fieldName: string }) => e.fieldName)).toContain('grossSales');
  });

  it('cancel needs a signed-in user of the vendor with vendor.spaceRequests.cancel', async () => {
    const vendor = fx.vendor();
    const { marketDate } = await fx.marketDate({ spaces: [{ label: 'CN1', vendor }] });
    const code = await codeFor('request', {
      vendorId: vendor.id,
      marketDateId: marketDate.id,
      marketDate: marketDate.date,
    });
    const without = await vendorUser(
      vendor.id,
      PERMISSION_CODES.filter((c) => c !== 'vendor.spaceRequests.cancel'),
    );
    const withIt = await vendorUser(vendor.id);

    expect((await visitor.post(`/api/public-space-manage/${code}/cancel`)).status).toBe(403);
    expect((await without.api.post(`/api/public-space-manage/${code}/cancel`)).status).toBe(403);
    expect((await fx.request(marketDate.id, vendor.id))?.status).toBe('approved');

    const page = await withIt.api.get(`/api/public-space-manage/${code}`);
    expect(page.body.userPermissions).toContain('vendor.spaceRequests.cancel');
    const cancelled = await withIt.api.post(`/api/public-space-manage/${code}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('canceled');
  });
});

describe('the reminder page', () => {
  it('requests the date it names, then opens the request page with the same code', async () => {
    const vendor = fx.vendor();
    await fx.vendors([vendor]);
    const { marketDate } = await fx.marketDate({ spaces: [{ label: 'RM1' }] });
    const { marketDate: otherDate } = await fx.marketDate({ spaces: [] });
    const code = await codeFor('reminder', {
      vendorId: vendor.id,
      marketDateId: marketDate.id,
      marketDate: marketDate.date,
    });

    const asked = await visitor.get(`/api/public-space-request/${code}`);
    expect(asked.body).toMatchObject({ marketDateId: marketDate.id, vendorName: vendor.name, existingRequest: null });
    expect((await visitor.get(`/api/public-space-manage/${code}`)).body.message).toBe(PAY_MSG.requestNotFound);

    const wrongDate = await visitor.post(`/api/public-space-request/${code}/request`, { marketDateId: otherDate.id });
    expect([wrongDate.status, wrongDate.body.message]).toEqual([400, PAY_RULE_MSG.wrongMarketDate]);

    const requested = await visitor.post(`/api/public-space-request/${code}/request`, { marketDateId: marketDate.id });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ existingRequest: { status: 'requested' }, manageShortCode: code });
    expect((await fx.request(marketDate.id, vendor.id))?.status).toBe('requested');
    expect((await visitor.get(`/api/public-space-manage/${code}`)).body.status).toBe('requested');

    const skipAfter = await visitor.post(`/api/public-space-request/${code}/skip`, { marketDateId: marketDate.id });
    expect(skipAfter.status).toBe(409);
  });

  it('skips the date, and holds to the vendor’s rules: an unapproved vendor cannot request', async () => {
    const [skipper, pending] = [fx.vendor(), fx.vendor({ status: 'PENDING' })];
    await fx.vendors([skipper, pending]);
    const { marketDate } = await fx.marketDate({ spaces: [] });
    const target = (vendorId: string) => ({ vendorId, marketDateId: marketDate.id, marketDate: marketDate.date });
    const [skipCode, pendingCode] = await Promise.all([
      codeFor('reminder', target(skipper.id)),
      codeFor('reminder', target(pending.id)),
    ]);

    const skipped = await visitor.post(`/api/public-space-request/${skipCode}/skip`, { marketDateId: marketDate.id });
    expect(skipped.body.existingRequest).toMatchObject({ status: 'skipped' });

    const refused = await visitor.post(`/api/public-space-request/${pendingCode}/request`, {
      marketDateId: marketDate.id,
    });
    expect(refused.status).toBe(403);
    expect(await fx.request(marketDate.id, pending.id)).toBeUndefined();
  });
});

describe('saved cards belong to one vendor or one user', () => {
  const card = (owner: 'VENDOR' | 'USER', ownerId: string) => {
    const pm = `pm_test_${ulid()}`;
    const at = new Date().toISOString();
    return {
      ...keys.savedCard(owner, ownerId, pm),
      _type: 'saved_card',
      id: ulid(),
      stripePaymentMethodId: pm,
      vendorId: owner === 'VENDOR' ? ownerId : null,
      userId: owner === 'USER' ? ownerId : null,
      cardBrand: 'visa',
      last4: '4242',
      expirationMonth: 12,
      expirationYear: 2040,
      isDefault: true,
      createdAt: at,
      updatedAt: at,
    };
  };
  const putAll = (items: Row[]) => writeRows(ddb, tableName, items);

  it('a user sees only its own cards and its vendor’s; the payment page offers a visitor none', async () => {
    const [mine, theirs] = [fx.vendor(), fx.vendor()];
    const { spaces } = await fx.marketDate({
      spaces: [
        { label: 'SC1', vendor: mine },
        { label: 'SC2', vendor: theirs },
      ],
    });
    const own = await vendorUser(mine.id);
    const other = await vendorUser(theirs.id);
    const [vendorCard, userCard, otherCard] = [
      card('VENDOR', mine.id),
      card('USER', own.id),
      card('VENDOR', theirs.id),
    ];
    await putAll([vendorCard, userCard, otherCard]);

    expect((await own.api.get(`/api/public-payments/users/${own.id}/payment-methods`)).body).toMatchObject([
      { id: userCard.id, last4: '4242', isDefault: true },
    ]);
    expect((await other.api.get(`/api/public-payments/users/${own.id}/payment-methods`)).status).toBe(404);
    expect((await other.api.get(`/api/public-payments/vendors/${mine.id}/payment-methods`)).status).toBe(404);

    const { shortCode } = (
      await own.api.post('/api/public-payments/create-shortcode', { spaceRequestId: spaces[0]!.request!.id })
    ).body;
    const offered = await own.api.get(`/api/public-payments/${shortCode}/saved-payment-methods`);
    expect(offered.body.map((c: { id: string }) => c.id).sort()).toEqual([vendorCard.id, userCard.id].sort());
    expect((await visitor.get(`/api/public-payments/${shortCode}/saved-payment-methods`)).body).toEqual([]);

    // Another vendor's card cannot pay this request, whoever names it.
    for (const api of [own.api, other.api, visitor]) {
      const charged = await api.post(`/api/public-payments/${shortCode}/charge-saved-method`, {
        paymentServiceCode: 'stripe',
        savedPaymentMethodId: otherCard.id,
      });
      expect(charged.status).toBe(404);
      expect(charged.body.message).toBe(PAY_RULE_MSG.cardNotFound);
    }
  });

  it('setting a default leaves exactly one', async () => {
    const vendor = fx.vendor();
    await fx.vendors([vendor]);
    const own = await vendorUser(vendor.id);
    const [a, b] = [card('VENDOR', vendor.id), { ...card('VENDOR', vendor.id), isDefault: false }];
    await putAll([a, b]);
    const res = await own.api.patch(
      `/api/public-payments/vendors/${vendor.id}/payment-methods/${b.stripePaymentMethodId}/set-default`,
    );
    expect(res.status).toBe(200);
    expect(res.body.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { id: string }) => c.id)).toEqual([
      b.id,
    ]);
  });
});

describe('paying without a card provider', () => {
  it('manual methods answer their instructions; nothing owed answers immediate', async () => {
    const [owes, paid] = [fx.vendor(), fx.vendor()];
    const { marketDate } = await fx.marketDate({
      spaces: [
        { label: 'MP1', vendor: owes, request: { amountBase: 3000, amountDue: 3000, amountBalance: 3000 } },
        { label: 'MP2', vendor: paid, request: { amountBase: 3000, amountDue: 3000, amountPaid: 3000 } },
      ],
    });
    const target = (vendorId: string) => ({ vendorId, marketDateId: marketDate.id, marketDate: marketDate.date });
    const [owesCode, paidCode] = await Promise.all([
      codeFor('payment', target(owes.id)),
      codeFor('payment', target(paid.id)),
    ]);
    const manual = await visitor.post(`/api/public-payments/${owesCode}/create-session`, {
      paymentServiceCode: 'manual',
      finalFee: 1,
    });
    expect(manual.status).toBe(200);
    expect(manual.body.type).toBe('manual');
    expect(manual.body.instructions).toEqual(expect.any(String));
    const immediate = await visitor.post(`/api/public-payments/${paidCode}/create-session`, {
      paymentServiceCode: 'manual',
    });
    expect(immediate.body).toEqual({ type: 'immediate' });
  });
});
