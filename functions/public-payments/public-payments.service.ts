/**
 * The public payment page (/p/{shortCode}), its payments and the success page (spec 3 §2, §4 "Payment flow", §7
 * "Public payment"). The amount charged is always the request's balance as the server reads it; any amount the
 * browser sends (finalFee, a PayPal amount) is ignored. Every call that moves money carries an idempotency key made
 * of the request id, its version (updatedAt, which every change of its money moves) and the amount, and the attempt
 * is written first under that key with a condition, so a double click or a retry charges once.
 */
import { createHash } from 'node:crypto';
import { PAID_FOR, paymentPurpose } from '../../shared/amount-owed.js';
import { MSG } from '../../shared/messages.js';
import { PAY_MSG, PAY_RULE_MSG } from '../../shared/payment-messages.js';
import type {
  CreateSessionResponse,
  PaymentServiceCode,
  PaymentSessionResult,
  PublicPaymentView,
} from '../../shared/schemas/public-payments.js';
import type { TenderAmounts } from '../../shared/tenders.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { PaymentSessionItem } from '../lib/data/payments/payments.items.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { CardOwner, PaymentMetadata } from '../lib/payments/payment-provider.js';
import { makeCodeReader, type OpenedCode } from './code-context.js';
import type { PublicPaymentsDeps } from './ports.js';
import { enterGrossSales, linkUser } from './public-requests.service.js';
import { payable, requestView, type FullContext } from './public-view.js';

const DAY_S = 86_400;

/** A card payment that did not go through: the provider's message, never a 500. */
class PaymentDeclinedError extends AppError {
  constructor(message: string) {
    super(402, message);
  }
}
/** No provider for the chosen method: a 400, as for any method the page does not offer. */
class NotConfiguredError extends ValidationError {
  constructor() {
    super(PAY_MSG.notConfigured);
  }
}

/** Idempotency key of one payment of a request at one balance version. */
const paymentIdempotencyKey = (r: { id: string; updatedAt: string }, amount: number, prefix = 'pay') =>
  `${prefix}-${r.id}-${r.updatedAt}-${amount}`;
/** Our id of an attempt: derived from its idempotency key, so the same attempt always lands on the same item. */
const attemptId = (idempotencyKey: string) =>
  `ps_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 32)}`;

type Opened = OpenedCode & { ctx: FullContext };

export function makePublicPaymentsService(deps: PublicPaymentsDeps) {
  const reader = makeCodeReader(deps);
  const now = deps.now;
  const open = (code: string, address: string) => reader.openRequest(code, address, PAY_MSG.paymentNotFound);

  const metadata = (o: Opened, code: string, user: SessionUser | undefined): PaymentMetadata => ({
    spaceRequestId: o.ctx.request.id,
    vendorId: o.ctx.vendor.id,
    marketDateId: o.ctx.marketDate.id,
    shortCode: code,
    initiatedBy: user?.id ?? null,
  });
  const description = (o: Opened) =>
    `${paymentPurpose(o.ctx.request)} — ${o.ctx.vendor.name}, ${o.ctx.marketDate.date}`;

  /** The amount to charge now, or why nothing can be charged. */
  function amountOwed(o: Opened): number {
    switch (payable(o.ctx, o.today)) {
      case 'nothing-owed':
        throw new ConflictError(PAY_RULE_MSG.nothingOwed);
      case 'too-early':
        throw new ValidationError(PAY_RULE_MSG.salesNotYet);
      case 'sales-missing':
        throw new ValidationError(PAY_MSG.invalidSalesAmount);
      case 'ok':
        return o.ctx.request.amountBalance;
    }
  }

  /** Whose saved cards a caller may use here: the vendor's for its own users (and admins), and the user's own. */
  function cardOwners(user: SessionUser | undefined, vendorId: string): CardOwner[] {
    if (!user) return [];
    const owners: CardOwner[] = [];
    if (user.role === 'admin' || user.vendorId === vendorId) owners.push({ kind: 'vendor', vendorId });
    if (user.role !== 'admin' && user.vendorId === vendorId) owners.push({ kind: 'user', userId: user.id });
    return owners;
  }

  async function withSales(
    o: Opened,
    salesAmount: number | undefined,
    actor: AuditActor,
    salesByTender?: TenderAmounts | null,
  ): Promise<Opened> {
    // The same total without a split named keeps the split it has.
    if (salesAmount === undefined || (salesAmount === o.ctx.request.grossSales && salesByTender === undefined)) {
      return o;
    }
    const request = await enterGrossSales(deps, o, salesAmount, actor, salesByTender);
    return { ...o, ctx: { ...o.ctx, request } };
  }

  function newAttempt(
    o: Opened,
    kind: PaymentSessionItem['kind'],
    id: string,
    amount: number,
    idempotencyKey: string,
    user: SessionUser | undefined,
  ): PaymentSessionItem {
    const at = now();
    return {
      _type: 'payment_session',
      id,
      kind,
      spaceRequestId: o.ctx.request.id,
      vendorId: o.ctx.vendor.id,
      marketDateId: o.ctx.marketDate.id,
      amount,
      requestVersion: o.ctx.request.updatedAt,
      idempotencyKey,
      providerId: null,
      status: kind === 'saved-card' ? 'processing' : 'open',
      failureMessage: null,
      createdBy: user?.id ?? null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      ttl: Math.floor(at.getTime() / 1000) + 90 * DAY_S,
    };
  }

  /** The success page's "Next Week's Market": the first market date after the paid one, and the vendor's request. */
  async function nextMarket(vendorId: string, afterDate: string): Promise<PaymentSessionResult['nextMarket']> {
    const next = await deps.store.nextMarketDate(afterDate);
    if (!next) return null;
    const ctx = await deps.store.context(next.id, vendorId);
    return {
      id: next.id,
      date: next.date,
      status: ctx.request?.status ?? null,
      spaceRequestId: ctx.request?.id ?? null,
    };
  }

  /** A paid attempt's answer to the success page. */
  async function sessionResult(s: PaymentSessionItem): Promise<PaymentSessionResult> {
    const ctx = await deps.store.context(s.marketDateId, s.vendorId);
    if (!ctx.marketDate || !ctx.vendor) throw new NotFoundError(PAY_RULE_MSG.sessionNotFound);
    return {
      amount: s.amount,
      spaceRequestId: s.spaceRequestId,
      vendorId: s.vendorId,
      vendorName: ctx.vendor.name,
      marketDate: ctx.marketDate.date,
      paidFor: ctx.request ? paymentPurpose(ctx.request) : PAID_FOR.space,
      status: s.status === 'paid' ? 'paid' : s.status === 'processing' ? 'processing' : 'unpaid',
      nextMarket: await nextMarket(s.vendorId, ctx.marketDate.date),
    };
  }

  /** Checkout's answer may come before its webhook: ask the provider, and record a paid session here, once. */
  async function settleCheckout(s: PaymentSessionItem): Promise<PaymentSessionItem> {
    if (s.kind !== 'checkout' || s.status === 'paid' || !deps.card) return s;
    const session = await deps.card.retrieveCheckoutSession(s.providerId ?? s.id);
    if (session.paymentStatus !== 'paid' || !session.paymentIntentId) return s;
    await deps.recordProviderPayment({
      spaceRequestId: s.spaceRequestId,
      vendorId: s.vendorId,
      marketDateId: s.marketDateId,
      amountCents: session.amountCents,
      paymentMethod: 'credit',
      provider: 'stripe',
      providerPaymentId: session.paymentIntentId,
      sessionId: s.id,
      createdBy: s.createdBy,
    });
    const at = now().toISOString();
    await deps.sessions.update(s.id, { status: 'paid', providerId: session.paymentIntentId }, at);
    return { ...s, status: 'paid', providerId: session.paymentIntentId, amount: session.amountCents };
  }

  async function paymentView(o: Opened, user: SessionUser | undefined): Promise<PublicPaymentView> {
    const {
      userPermissions: _p,
      paymentShortCode: _c,
      ...base
    } = requestView(o.ctx, o.today, {
      userPermissions: [],
      paymentShortCode: null,
      salesTenders: o.settings.salesTenders,
    });
    return {
      ...base,
      amountBase: o.ctx.request.amountBase,
      paymentServices: await deps.services(),
      cardMode: deps.card?.mode ?? null,
      publishableKey: deps.card?.publishableKey ?? null,
      signedIn: !!user,
    };
  }

  /** A session id proves the payer paid for this request: the success page's next-market actions need it. */
  async function provenSession(requestId: string, sessionId: string): Promise<PaymentSessionItem> {
    let s = await deps.sessions.get(sessionId);
    if (!s || s.spaceRequestId !== requestId) throw new NotFoundError(PAY_RULE_MSG.sessionNotFound);
    s = await settleCheckout(s);
    if (s.status !== 'paid' && s.status !== 'processing') throw new NotFoundError(PAY_RULE_MSG.sessionNotFound);
    return s;
  }

  return {
    /** GET /api/public-payments/{shortCode} */
    async view(code: string, address: string, user: SessionUser | undefined): Promise<PublicPaymentView> {
      return paymentView(await open(code, address), user);
    },

    /** GET /api/public-payments/{shortCode}/saved-payment-methods */
    async savedMethods(code: string, address: string, user: SessionUser | undefined) {
      const o = await open(code, address);
      const cards = await deps.cards.listMany(cardOwners(user, o.ctx.vendor.id));
      return cards.map((c) => ({ id: c.id, cardBrand: c.cardBrand, last4: c.last4, isDefault: c.isDefault }));
    },

    /** POST /api/public-payments/{shortCode}/update-sales */
    async updateSales(
      code: string,
      salesAmount: number,
      address: string,
      user: SessionUser | undefined,
      actor: AuditActor,
      salesByTender?: TenderAmounts | null,
    ) {
      return paymentView(await withSales(await open(code, address), salesAmount, actor, salesByTender), user);
    },

    /** POST /api/public-payments/{shortCode}/create-session */
    async createSession(
      code: string,
      input: { paymentServiceCode: PaymentServiceCode; salesAmount?: number },
      address: string,
      user: SessionUser | undefined,
      actor: AuditActor,
    ): Promise<CreateSessionResponse> {
      const o = await withSales(await open(code, address), input.salesAmount, actor);
      if (payable(o.ctx, o.today) === 'nothing-owed') return { type: 'immediate' };
      const amount = amountOwed(o);
      const service = (await deps.services()).find((s) => s.code === input.paymentServiceCode);
      if (!service) throw new ValidationError(PAY_MSG.notConfigured);
      if (service.code === 'venmo') throw new ValidationError(PAY_RULE_MSG.useVenmoButton);
      if (service.code !== 'stripe') return { type: 'manual', instructions: service.instructions ?? service.name };
      if (!deps.card) throw new NotConfiguredError();

      const idempotencyKey = paymentIdempotencyKey(o.ctx.request, amount);
      const attempt = newAttempt(o, 'checkout', attemptId(idempotencyKey), amount, idempotencyKey, user);
      // Written before the provider is called; a repeated click finds it and gets the same session back.
      await deps.sessions.create(attempt);
      const session = await deps.card.createCheckoutSession({
        amountCents: amount,
        description: description(o),
        // Our attempt's id, not Stripe's: Stripe's session ids are longer than a path id may be.
        successUrl: new URL(`/p/success?session_id=${attempt.id}`, deps.appUrl).toString(),
        cancelUrl: new URL('/p/cancel', deps.appUrl).toString(),
        metadata: metadata(o, code, user),
        idempotencyKey,
      });
      await deps.sessions.update(attempt.id, { providerId: session.id }, now().toISOString());
      // The success page names the provider's session id: the same attempt under that id too.
      await deps.sessions.create({ ...attempt, id: session.id, providerId: session.id });
      return { type: 'checkout', sessionId: session.id, url: session.url };
    },

    /** POST /api/public-payments/{shortCode}/charge-saved-method */
    async chargeSavedMethod(
      code: string,
      input: { savedPaymentMethodId: string; salesAmount?: number },
      address: string,
      user: SessionUser | undefined,
      actor: AuditActor,
    ): Promise<{ sessionId: string; amount: number }> {
      const o = await withSales(await open(code, address), input.salesAmount, actor);
      const owners = cardOwners(user, o.ctx.vendor.id);
      const cards = await deps.cards.listMany(owners);
      const card = cards.find((c) => c.id === input.savedPaymentMethodId);
      if (!card) throw new NotFoundError(PAY_RULE_MSG.cardNotFound);
      if (!deps.card) throw new NotConfiguredError();
      const owner: CardOwner = card.vendorId
        ? { kind: 'vendor', vendorId: card.vendorId }
        : { kind: 'user', userId: card.userId! };
      const amount = amountOwed(o);

      const idempotencyKey = paymentIdempotencyKey(o.ctx.request, amount);
      const id = attemptId(idempotencyKey);
      const at = () => now().toISOString();
      if (!(await deps.sessions.create(newAttempt(o, 'saved-card', id, amount, idempotencyKey, user)))) {
        // Another click of the same payment got here first: it charges, this one reports.
        const earlier = await deps.sessions.get(id);
        if (earlier?.status === 'failed' && !(await deps.sessions.claimRetry(id, at()))) {
          throw new PaymentDeclinedError(earlier.failureMessage ?? PAY_MSG.processFailed);
        }
        if (earlier?.status !== 'failed') return { sessionId: id, amount };
      }

      const customerId = await deps.cards.customerId(owner);
      if (!customerId) throw new PaymentDeclinedError(PAY_MSG.processFailed);
      let result;
      try {
        result = await deps.card.chargeSavedCard({
          amountCents: amount,
          customerId,
          paymentMethodId: card.stripePaymentMethodId,
          description: description(o),
          metadata: metadata(o, code, user),
          idempotencyKey,
        });
      } catch {
        await deps.sessions.update(id, { status: 'failed', failureMessage: PAY_MSG.processFailed }, at());
        throw new PaymentDeclinedError(PAY_MSG.processFailed);
      }
      if (result.status === 'failed' || result.status === 'requires_action') {
        const message = result.failureMessage ?? PAY_MSG.processFailed;
        await deps.sessions.update(
          id,
          { status: 'failed', failureMessage: message, providerId: result.paymentIntentId },
          at(),
        );
        throw new PaymentDeclinedError(message);
      }
      if (result.status === 'succeeded') {
        await deps.recordProviderPayment({
          spaceRequestId: o.ctx.request.id,
          vendorId: o.ctx.vendor.id,
          marketDateId: o.ctx.marketDate.id,
          amountCents: amount,
          paymentMethod: 'credit',
          provider: 'stripe',
          providerPaymentId: result.paymentIntentId,
          sessionId: id,
          createdBy: user?.id ?? null,
        });
      }
      await deps.sessions.update(
        id,
        { status: result.status === 'succeeded' ? 'paid' : 'processing', providerId: result.paymentIntentId },
        at(),
      );
      return { sessionId: id, amount };
    },

    /** POST /api/public-payments/{shortCode}/create-paypal-order: Venmo, for the server's amount. */
    async createPaypalOrder(code: string, address: string, user: SessionUser | undefined) {
      const o = await open(code, address);
      const amount = amountOwed(o);
      if (!deps.peer || !(await deps.services()).some((s) => s.code === 'venmo')) throw new NotConfiguredError();
      const idempotencyKey = paymentIdempotencyKey(o.ctx.request, amount, 'venmo');
      const order = await deps.peer.createOrder({
        amountCents: amount,
        description: description(o),
        referenceId: o.ctx.request.id,
        // PayPal adds ?token={orderId} on the way back; the payment page then captures it.
        returnUrl: new URL(`/p/${code}`, deps.appUrl).toString(),
        cancelUrl: new URL('/p/cancel', deps.appUrl).toString(),
        idempotencyKey,
      });
      await deps.sessions.create({
        ...newAttempt(o, 'paypal', order.id, amount, idempotencyKey, user),
        providerId: order.id,
      });
      return { id: order.id, approveUrl: order.approveUrl };
    },

    /** POST /api/public-payments/{shortCode}/capture-paypal-order */
    async capturePaypalOrder(code: string, orderId: string, address: string) {
      const o = await open(code, address);
      const s = await deps.sessions.get(orderId);
      if (!s || s.kind !== 'paypal' || s.spaceRequestId !== o.ctx.request.id) {
        throw new NotFoundError(PAY_RULE_MSG.sessionNotFound);
      }
      if (!deps.peer) throw new NotConfiguredError();
      if (s.status === 'paid') return { sessionId: s.id, amount: s.amount };
      let capture;
      try {
        capture = await deps.peer.captureOrder(orderId, `capture-${orderId}`);
      } catch {
        throw new PaymentDeclinedError(PAY_MSG.paypalCaptureFailed);
      }
      if (capture.status === 'DECLINED') throw new PaymentDeclinedError(PAY_MSG.paypalCaptureFailed);
      if (capture.status === 'COMPLETED') {
        await deps.recordProviderPayment({
          spaceRequestId: s.spaceRequestId,
          vendorId: s.vendorId,
          marketDateId: s.marketDateId,
          amountCents: capture.amountCents,
          paymentMethod: 'venmo',
          provider: 'paypal',
          providerPaymentId: capture.captureId,
          sessionId: orderId,
          createdBy: s.createdBy,
        });
      }
      const status = capture.status === 'COMPLETED' ? 'paid' : 'processing';
      await deps.sessions.update(orderId, { status, providerId: capture.captureId }, now().toISOString());
      return { sessionId: orderId, amount: capture.amountCents };
    },

    /** GET /api/public-payments/session/{sessionId} */
    async session(sessionId: string): Promise<PaymentSessionResult> {
      const s = await deps.sessions.get(sessionId);
      if (!s) throw new NotFoundError(PAY_RULE_MSG.sessionNotFound);
      return sessionResult(await settleCheckout(s));
    },

    /** GET /api/public-payments/spaceRequests/{id}?sessionId= */
    async paidRequest(requestId: string, sessionId: string): Promise<PaymentSessionResult> {
      return sessionResult(await provenSession(requestId, sessionId));
    },

    /** POST /api/public-payments/spaceRequests/{id}/request | skip: the next market, only while nothing is asked. */
    async nextMarketAction(
      requestId: string,
      action: 'request' | 'skip',
      input: { marketDateId: string; sessionId: string },
      actor: AuditActor,
    ): Promise<PaymentSessionResult> {
      const s = await provenSession(requestId, input.sessionId);
      const ctx = await deps.store.context(s.marketDateId, s.vendorId);
      if (!ctx.marketDate) throw new NotFoundError(PAY_RULE_MSG.sessionNotFound);
      const next = await nextMarket(s.vendorId, ctx.marketDate.date);
      if (!next || next.id !== input.marketDateId) throw new ValidationError(PAY_RULE_MSG.wrongMarketDate);
      if (next.status && !(action === 'request' && next.status === 'skipped')) {
        throw new ConflictError(PAY_RULE_MSG.requestExists);
      }
      await deps.vendorActions.act(linkUser(s.vendorId), action, next.id, { vendorId: s.vendorId, notes: null }, actor);
      return sessionResult(s);
    },

    /** POST /api/public-payments/create-shortcode: a payment link for the caller's own request (or any, for admins). */
    async createShortCode(user: SessionUser, spaceRequestId: string): Promise<{ shortCode: string }> {
      const ctx = await deps.store.contextOfRequest(spaceRequestId);
      if (!ctx?.request || !ctx.marketDate) throw new NotFoundError(MSG.notFound);
      assertVendorAccess(user, ctx.request.vendorId);
      const shortCode = await deps.codes.issue('payment', {
        vendorId: ctx.request.vendorId,
        marketDateId: ctx.request.marketDateId,
        marketDate: ctx.marketDate.date,
        spaceRequestId: ctx.request.id,
      });
      return { shortCode };
    },
  };
}
export type PublicPaymentsService = ReturnType<typeof makePublicPaymentsService>;
