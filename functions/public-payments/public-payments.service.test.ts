import { describe, expect, it } from 'vitest';
import { PAY_MSG, PAY_RULE_MSG } from '../../shared/payment-messages.js';
import { DEFAULT_TENDERS } from '../../shared/tenders.js';
import { TENDER_MSG } from '../../shared/tender-messages.js';
import {
  publicPaymentViewSchema,
  publicRequestViewSchema,
  reminderViewSchema,
  SHORT_CODE_LENGTH,
} from '../../shared/schemas/public-payments.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { MarketDateItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { makeSpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { PaymentSessionStore } from '../lib/data/payments/payment-sessions.repository.js';
import type { PaymentSessionItem, SavedCardItem, ShortCodeItem } from '../lib/data/payments/payments.items.js';
import type { SavedCardStore } from '../lib/data/payments/saved-cards.repository.js';
import type { ShortCodeStore } from '../lib/data/payments/short-codes.repository.js';
import { makeMemoryRateLimiter } from '../../test/fixtures/memory-rate-limiter.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';
import type {
  CardPaymentProvider,
  CheckoutSessionInput,
  ProviderPaymentRecord,
  SavedCardChargeInput,
} from '../lib/payments/payment-provider.js';
import { paymentServices } from '../lib/payments/payment-services.js';
import { makeShortCodes, SHORT_CODE_LOOKUP_LIMIT } from '../lib/payments/short-codes.js';
import type { PublicContextStore } from './ports.js';
import { makePublicPaymentsService } from './public-payments.service.js';
import { makePublicRequestsService } from './public-requests.service.js';
import { makeSavedCardsService } from './saved-cards.service.js';

const NOW = new Date('2026-06-14T18:00:00Z'); // Sunday 14 June 2026, 11:00 in Los Angeles
const ADDRESS = '203.0.113.9';

function makeShortCodeStore(): ShortCodeStore & { items: Map<string, ShortCodeItem> } {
  const items = new Map<string, ShortCodeItem>();
  return {
    items,
    put: async (i) => (items.has(i.code) ? false : (items.set(i.code, i), true)),
    get: async (code) => items.get(code),
    putMany: async (list) => void list.forEach((i) => items.set(i.code, i)),
  };
}

/** One market date, one vendor and its request; writes change the request as the table would. */
function makeWorld(request: Partial<SpaceRequestItem> = {}) {
  const marketDate = { id: 'md1', date: '2026-06-14', status: 'upcoming', publishedAt: null } as MarketDateItem;
  const vendor = { id: 'v1', name: 'Green Acres', email: 'farm@example.com', phone: '5551234567' } as VendorItem;
  let current: SpaceRequestItem = makeSpaceRequestItem({
    id: 'r1',
    vendorId: 'v1',
    marketDateId: 'md1',
    date: '2026-06-14',
    status: 'approved',
    createdAt: 't0',
    updatedAt: 't0',
    amountBase: 4000,
    amountDue: 4000,
    amountBalance: 4000,
    ...request,
  });
  const store: PublicContextStore = {
    context: async (md, v) => ({ marketDate, vendor, request: md === 'md1' && v === 'v1' ? current : undefined }),
    contextOfRequest: async (id) => (id === 'r1' ? { marketDate, vendor, request: current } : undefined),
    nextMarketDate: async () => undefined,
    updateFinancials: async (r, expected, fields) => {
      if (current.updatedAt !== expected) return 'changed';
      current = { ...r, ...fields } as SpaceRequestItem;
      return current;
    },
  };
  // The provider's payments, recorded once each, move the request's balance.
  const recorded = new Map<string, ProviderPaymentRecord>();
  const recordProviderPayment = async (p: ProviderPaymentRecord) => {
    if (recorded.has(p.providerPaymentId))
      return { outcome: 'already-recorded' as const, paymentId: p.providerPaymentId };
    recorded.set(p.providerPaymentId, p);
    current = {
      ...current,
      amountPaid: current.amountPaid + p.amountCents,
      amountBalance: current.amountBalance - p.amountCents,
      updatedAt: `t${recorded.size}`,
    };
    return { outcome: 'recorded' as const, paymentId: p.providerPaymentId };
  };
  return { store, recorded, recordProviderPayment, request: () => current };
}

function makeSessionStore(): PaymentSessionStore {
  const items = new Map<string, PaymentSessionItem>();
  return {
    create: async (i) => (items.has(i.id) ? false : (items.set(i.id, i), true)),
    get: async (id) => items.get(id),
    update: async (id, fields) => void items.set(id, { ...items.get(id)!, ...fields }),
    claimRetry: async (id) => {
      const s = items.get(id);
      if (s?.status !== 'failed') return false;
      items.set(id, { ...s, status: 'processing' });
      return true;
    },
  };
}

function makeCardStore(): SavedCardStore & { cards: SavedCardItem[]; customers: Map<string, string> } {
  const cards: SavedCardItem[] = [];
  const customers = new Map<string, string>();
  const ownerIs = (o: { kind: string; vendorId?: string; userId?: string }, c: SavedCardItem) =>
    o.kind === 'vendor' ? c.vendorId === o.vendorId : c.userId === o.userId;
  const keyOf = (o: { kind: string; vendorId?: string; userId?: string }) => `${o.kind}:${o.vendorId ?? o.userId}`;
  return {
    cards,
    customers,
    list: async (o) => cards.filter((c) => ownerIs(o, c)),
    listMany: async (owners) => cards.filter((c) => owners.some((o) => ownerIs(o, c))),
    get: async (o, pm) => cards.find((c) => ownerIs(o, c) && c.stripePaymentMethodId === pm),
    save: async (o, card) => {
      if (card.isDefault) for (const c of cards) if (ownerIs(o, c)) c.isDefault = false;
      cards.push(card);
    },
    setDefault: async (o, pm) => {
      if (!cards.some((c) => ownerIs(o, c) && c.stripePaymentMethodId === pm)) return false;
      for (const c of cards) if (ownerIs(o, c)) c.isDefault = c.stripePaymentMethodId === pm;
      return true;
    },
    remove: async (o, pm) => {
      const i = cards.findIndex((c) => ownerIs(o, c) && c.stripePaymentMethodId === pm);
      if (i >= 0) cards.splice(i, 1);
    },
    customerId: async (o) => customers.get(keyOf(o)),
    ownerName: async () => 'Green Acres',
    putCustomer: async (o, id) => {
      if (!customers.has(keyOf(o))) customers.set(keyOf(o), id);
      return customers.get(keyOf(o))!;
    },
  };
}

/** A card processor in memory: what it was asked to charge, with Stripe's idempotency (same key, same answer). */
function makeCardProvider(opts: { decline?: boolean } = {}) {
  const charges: SavedCardChargeInput[] = [];
  const checkouts: CheckoutSessionInput[] = [];
  const byKey = new Map<string, { paymentIntentId: string; status: 'succeeded' | 'failed'; failureMessage?: string }>();
  const attached = new Map<string, string | null>([
    ['pm_mine', 'cus_1'],
    ['pm_other', 'cus_other'],
  ]);
  const provider: CardPaymentProvider = {
    mode: 'local',
    publishableKey: null,
    createCustomer: async () => 'cus_1',
    createCheckoutSession: async (input) => {
      checkouts.push(input);
      return {
        id: `cs_${checkouts.length}`,
        url: `https://checkout.example/cs_${checkouts.length}`,
        status: 'open',
        paymentStatus: 'unpaid',
        amountCents: input.amountCents,
        paymentIntentId: null,
        metadata: input.metadata,
      };
    },
    retrieveCheckoutSession: async () => {
      throw new Error('not used');
    },
    chargeSavedCard: async (input) => {
      // Let every click reach the provider before any answers, as ten simultaneous requests would.
      await new Promise((r) => setTimeout(r, 5));
      const earlier = byKey.get(input.idempotencyKey);
      if (earlier) return earlier;
      charges.push(input);
      const result = opts.decline
        ? {
            paymentIntentId: `pi_${charges.length}`,
            status: 'failed' as const,
            failureMessage: 'Your card was declined.',
          }
        : { paymentIntentId: `pi_${charges.length}`, status: 'succeeded' as const };
      byKey.set(input.idempotencyKey, result);
      return result;
    },
    createSetupIntent: async () => ({ id: 'seti_1', clientSecret: 'seti_1_secret' }),
    retrievePaymentMethod: async (id) => {
      if (!attached.has(id)) throw new Error('No such payment method');
      return { id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, customerId: attached.get(id)! };
    },
    detachPaymentMethod: async (id) => void attached.set(id, null),
    refund: async () => ({ refundId: 're_1', status: 'succeeded', amountCents: 0 }),
    dashboardUrl: (id) => `https://dashboard.example/${id}`,
    verifyWebhook: () => {
      throw new Error('not used');
    },
  };
  return { provider, charges, checkouts };
}

const vendorUser: SessionUser = {
  id: 'u1',
  username: 'Sam',
  email: 'sam@example.com',
  role: 'vendor_user',
  vendorId: 'v1',
  permissions: ['vendor.spaceRequests.view', 'vendor.spaceRequests.cancel'],
  defaultVendorTypes: [],
};
const otherVendorUser: SessionUser = { ...vendorUser, id: 'u2', vendorId: 'v2' };
const actor = { userId: null, userName: null, ipAddress: ADDRESS, userAgent: null };

function setup(
  opts: { request?: Partial<SpaceRequestItem>; decline?: boolean; now?: Date; clock?: { at: Date } } = {},
) {
  const world = makeWorld(opts.request);
  const codeStore = makeShortCodeStore();
  const limiter = makeMemoryRateLimiter();
  const now = () => opts.clock?.at ?? opts.now ?? NOW;
  const codes = makeShortCodes({ store: codeStore, limiter, now });
  const cards = makeCardStore();
  const card = makeCardProvider({ decline: opts.decline });
  const settings = {
    getSettings: async () => ({
      marketTimeZone: 'America/Los_Angeles',
      roundCents: false,
      salesTenders: DEFAULT_TENDERS,
      markets: [],
    }),
  };
  const acted: string[] = [];
  const vendorActions = {
    act: async (_u: SessionUser, action: string) => {
      acted.push(action);
      return { marketDateId: 'md1', spaceRequest: null, lateCancellationFee: 0 };
    },
  };
  const pages = { codes, store: world.store, settings, vendorActions, now };
  const payments = makePublicPaymentsService({
    ...pages,
    sessions: makeSessionStore(),
    cards,
    card: card.provider,
    peer: null,
    services: () => Promise.resolve(paymentServices({ card: true, peer: false })),
    recordProviderPayment: world.recordProviderPayment,
    appUrl: 'https://market.example',
  });
  const requests = makePublicRequestsService(pages);
  const saved = makeSavedCardsService({ cards, card: card.provider, now });
  const target = { vendorId: 'v1', marketDateId: 'md1', marketDate: '2026-06-14', spaceRequestId: 'r1' };
  return { world, codes, codeStore, cards, card, payments, requests, saved, target, acted, limiter };
}

const vendorCard = (over: Partial<SavedCardItem> = {}): SavedCardItem => ({
  _type: 'saved_card',
  id: 'card1',
  stripePaymentMethodId: 'pm_mine',
  vendorId: 'v1',
  userId: null,
  cardBrand: 'visa',
  last4: '4242',
  expirationMonth: 12,
  expirationYear: 2030,
  isDefault: true,
  createdAt: 't0',
  updatedAt: 't0',
  ...over,
});

describe('short codes', () => {
  it('are SHORT_CODE_LENGTH URL-safe random characters, each one new', async () => {
    const { codes, target } = setup();
    const made = await Promise.all(Array.from({ length: 50 }, () => codes.issue('payment', target)));
    for (const c of made) expect(c).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHORT_CODE_LENGTH}}$`));
    expect(new Set(made).size).toBe(50);
    expect(SHORT_CODE_LENGTH).toBeGreaterThanOrEqual(12);
  });

  it('a payment link expires after 30 days: "Payment details not found or link has expired."', async () => {
    const clock = { at: NOW };
    const { codes, target, payments } = setup({ clock });
    const code = await codes.issue('payment', target);
    clock.at = new Date(NOW.getTime() + 29 * 86_400_000);
    await expect(payments.view(code, ADDRESS, undefined)).resolves.toMatchObject({ spaceRequestId: 'r1' });
    clock.at = new Date(NOW.getTime() + 31 * 86_400_000);
    await expect(payments.view(code, ADDRESS, undefined)).rejects.toMatchObject({
      status: 404,
      message: PAY_MSG.paymentNotFound,
    });
  });

  it('looking up more codes than the limit from one address is refused with 429', async () => {
    const { payments } = setup();
    for (let i = 0; i < SHORT_CODE_LOOKUP_LIMIT.limit; i++) {
      await expect(payments.view(`unknownCode${i}xx`, ADDRESS, undefined)).rejects.toMatchObject({ status: 404 });
    }
    await expect(payments.view('unknownCodeLast0', ADDRESS, undefined)).rejects.toMatchObject({ status: 429 });
    await expect(payments.view('unknownCodeLast0', '198.51.100.1', undefined)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the public request page', () => {
  it('shows no e-mail, phone or address, and gives a visitor no permissions', async () => {
    const { codes, target, requests } = setup();
    const code = await codes.issue('request', target);
    const view = await requests.requestPage(code, ADDRESS, undefined);
    expect(JSON.stringify(view)).not.toMatch(/example\.com|5551234567/);
    expect(view).toMatchObject({ spaceDisplay: 'TBD', amountBalance: 4000, userPermissions: [] });
  });

  it('answers the shapes the pages read', async () => {
    const { codes, target, requests, payments } = setup();
    const code = await codes.issue('request', target);
    expect(publicRequestViewSchema.safeParse(await requests.requestPage(code, ADDRESS, vendorUser)).success).toBe(true);
    expect(reminderViewSchema.safeParse(await requests.reminder(code, ADDRESS)).success).toBe(true);
    const view = await payments.view(code, ADDRESS, undefined);
    expect(publicPaymentViewSchema.safeParse(view).success).toBe(true);
    expect(view.paymentServices.map((s) => s.code)).toEqual(['stripe', 'manual']);
  });

  it('entering gross sales on the market day recomputes the fee and the balance', async () => {
    const { codes, target, requests } = setup({ request: { salesBasedRate: 10 } });
    const code = await codes.issue('request', target);
    const view = await requests.enterSales(code, 50_000, ADDRESS, undefined, actor);
    // 10% of $500.00 is $50.00, above the $40.00 base.
    expect(view).toMatchObject({ grossSales: 50_000, salesBasedFee: 5000, amountDue: 5000, amountBalance: 5000 });
  });

  it('takes gross sales split by tender when the parts add up, and refuses a split that does not', async () => {
    const { codes, target, requests } = setup({ request: { salesBasedRate: 10 } });
    const code = await codes.issue('request', target);
    await expect(
      requests.enterSales(code, 50_000, ADDRESS, undefined, actor, { card: 30_000, snap: 10_000 }),
    ).rejects.toMatchObject({ status: 400, message: TENDER_MSG.splitMismatch(40_000, 50_000) });
    const view = await requests.enterSales(code, 50_000, ADDRESS, undefined, actor, { card: 40_000, snap: 10_000 });
    expect(view).toMatchObject({ grossSales: 50_000, salesBasedFee: 5000 });
    expect(view.salesTenders.map((t) => [t.code, t.cents])).toEqual([
      ['card', 40_000],
      ['cash', 0],
      ['snap', 10_000],
      ['market_tokens', 0],
      ['wic_fmnp', 0],
    ]);
  });

  it('refuses gross sales before the market date and without a sales-based rate', async () => {
    const early = setup({ request: { salesBasedRate: 10 }, now: new Date('2026-06-12T18:00:00Z') });
    const code = await early.codes.issue('request', early.target);
    await expect(early.requests.enterSales(code, 100, ADDRESS, undefined, actor)).rejects.toMatchObject({
      message: PAY_RULE_MSG.salesNotYet,
    });
    const flat = setup();
    const flatCode = await flat.codes.issue('request', flat.target);
    await expect(flat.requests.enterSales(flatCode, 100, ADDRESS, undefined, actor)).rejects.toMatchObject({
      message: PAY_MSG.missingSalesRate,
    });
  });

  it('a visitor holding the link cannot cancel; the vendor’s user with the permission can', async () => {
    const { codes, target, requests, acted } = setup();
    const code = await codes.issue('request', target);
    await expect(requests.cancel(code, ADDRESS, undefined, actor)).rejects.toMatchObject({ status: 403 });
    await expect(requests.cancel(code, ADDRESS, otherVendorUser, actor)).rejects.toMatchObject({ status: 403 });
    expect(acted).toEqual([]);
    await requests.cancel(code, ADDRESS, vendorUser, actor);
    expect(acted).toEqual(['cancel']);
  });
});

describe('paying', () => {
  it('a checkout session is for the server’s balance whatever finalFee says', async () => {
    const { codes, target, payments, card } = setup();
    const code = await codes.issue('payment', target);
    const answer = await payments.createSession(code, { paymentServiceCode: 'stripe' }, ADDRESS, undefined, actor);
    expect(answer).toMatchObject({ type: 'checkout', sessionId: 'cs_1' });
    expect(card.checkouts[0]).toMatchObject({ amountCents: 4000, idempotencyKey: 'pay-r1-t0-4000' });
    expect(card.checkouts[0]!.successUrl).toMatch(
      /^https:\/\/market\.example\/p\/success\?session_id=ps_[A-Za-z0-9_-]+$/,
    );
  });

  it('manual answers its instructions, and nothing owed answers immediate', async () => {
    const { codes, target, payments } = setup();
    const code = await codes.issue('payment', target);
    expect(
      await payments.createSession(code, { paymentServiceCode: 'manual' }, ADDRESS, undefined, actor),
    ).toMatchObject({ type: 'manual' });
    const paid = setup({ request: { amountPaid: 4000, amountBalance: 0 } });
    const paidCode = await paid.codes.issue('payment', paid.target);
    expect(
      await paid.payments.createSession(paidCode, { paymentServiceCode: 'stripe' }, ADDRESS, undefined, actor),
    ).toEqual({ type: 'immediate' });
  });

  it('ten simultaneous clicks on a saved card charge it once', async () => {
    const { codes, target, payments, card, cards, world } = setup();
    cards.cards.push(vendorCard());
    cards.customers.set('vendor:v1', 'cus_1');
    const code = await codes.issue('payment', target);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        payments.chargeSavedMethod(code, { savedPaymentMethodId: 'card1' }, ADDRESS, vendorUser, actor),
      ),
    );
    expect(card.charges).toHaveLength(1);
    expect(card.charges[0]).toMatchObject({ amountCents: 4000, customerId: 'cus_1', paymentMethodId: 'pm_mine' });
    expect(new Set(answers.map((a) => a.sessionId)).size).toBe(1);
    expect(world.recorded.size).toBe(1);
    expect(world.request().amountBalance).toBe(0);
  });

  it('a declined card answers 402 with the card’s message, and records nothing', async () => {
    const { codes, target, payments, cards, world } = setup({ decline: true });
    cards.cards.push(vendorCard());
    cards.customers.set('vendor:v1', 'cus_1');
    const code = await codes.issue('payment', target);
    await expect(
      payments.chargeSavedMethod(code, { savedPaymentMethodId: 'card1' }, ADDRESS, vendorUser, actor),
    ).rejects.toMatchObject({ status: 402, message: 'Your card was declined.' });
    expect(world.recorded.size).toBe(0);
  });

  it('a visitor or another vendor’s user cannot charge the vendor’s saved card', async () => {
    const { codes, target, payments, cards, card } = setup();
    cards.cards.push(vendorCard());
    const code = await codes.issue('payment', target);
    for (const who of [undefined, otherVendorUser]) {
      await expect(
        payments.chargeSavedMethod(code, { savedPaymentMethodId: 'card1' }, ADDRESS, who, actor),
      ).rejects.toMatchObject({ status: 404 });
      expect(await payments.savedMethods(code, ADDRESS, who)).toEqual([]);
    }
    expect(card.charges).toHaveLength(0);
  });
});

describe('saved cards', () => {
  const owner = { kind: 'vendor' as const, vendorId: 'v1' };

  it('saves only a card attached to the owner’s own customer, the first one as the default', async () => {
    const { saved } = setup();
    await saved.setup(owner);
    await expect(saved.save(owner, 'pm_other')).rejects.toMatchObject({
      status: 400,
      message: PAY_MSG.saveMethodFailed,
    });
    const list = await saved.save(owner, 'pm_mine');
    expect(list).toMatchObject([{ stripePaymentMethodId: 'pm_mine', isDefault: true, last4: '4242' }]);
  });

  it('keeps exactly one default when another is chosen or the default is deleted', async () => {
    const { saved, cards } = setup();
    cards.cards.push(vendorCard(), vendorCard({ id: 'card2', stripePaymentMethodId: 'pm_two', isDefault: false }));
    let list = await saved.setDefault(owner, 'pm_two');
    expect(list.filter((c) => c.isDefault).map((c) => c.stripePaymentMethodId)).toEqual(['pm_two']);
    list = await saved.remove(owner, 'pm_two');
    expect(list).toMatchObject([{ stripePaymentMethodId: 'pm_mine', isDefault: true }]);
  });
});
