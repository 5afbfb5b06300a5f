import { describe, expect, it } from 'vitest';
import type { CardPaymentProvider, ProviderEvent } from '../lib/payments/payment-provider.js';
import { WebhookSignatureError } from '../lib/payments/payment-provider.js';
import { makeWebhookService, type WebhookStore } from './webhook.service.js';

/** A table of what the webhook wrote: claimed event ids and recorded payments. */
function memoryStore() {
  const events = new Set<string>();
  const payments: { providerPaymentId: string; amountCents: number; sessionId: string | null }[] = [];
  const store = {
    claimEvent: async (_provider: string, id: string) => !events.has(id) && !!events.add(id),
    releaseEvent: async (_provider: string, id: string) => void events.delete(id),
    recordProviderPayment: async (p: (typeof payments)[number]) => void payments.push(p),
    markRefunded: async () => undefined,
    guardOf: async () => undefined,
  } as unknown as WebhookStore;
  return { store, events, payments };
}

function serviceFor(event: unknown) {
  const table = memoryStore();
  const provider = {
    verifyWebhook: (_body: string, signature: string | undefined) => {
      if (signature !== 'good') throw new WebhookSignatureError('Bad signature');
      return event as ProviderEvent;
    },
  } as unknown as CardPaymentProvider;
  return { ...table, service: makeWebhookService({ provider: async () => provider, store: table.store }) };
}

const metadata = { spaceRequestId: 'req1', vendorId: 'ven1', marketDateId: 'md1', initiatedBy: 'user1' };
const session = (over: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  type: 'checkout.session.completed',
  created: 1_780_000_000,
  object: {
    id: 'cs_1',
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: 4000,
    payment_intent: 'pi_1',
    metadata,
    ...over,
  },
});

describe('Stripe events read by their schema', () => {
  it('a paid checkout session becomes one payment of its amount', async () => {
    const { service, payments, events } = serviceFor(session());
    expect(await service.receive({ rawBody: '{}', signature: 'good' })).toEqual({
      status: 200,
      applied: true,
      duplicate: false,
    });
    expect(payments).toEqual([
      expect.objectContaining({ providerPaymentId: 'pi_1', amountCents: 4000, sessionId: 'cs_1' }),
    ]);
    expect([...events]).toEqual(['evt_1']);
  });

  it('an expanded PaymentIntent on the session is read by its id', async () => {
    const { service, payments } = serviceFor(session({ payment_intent: { id: 'pi_2', object: 'payment_intent' } }));
    await service.receive({ rawBody: '{}', signature: 'good' });
    expect(payments.map((p) => p.providerPaymentId)).toEqual(['pi_2']);
  });

  it.each([
    ['an amount that is not a whole number of cents', session({ amount_total: 40.5 })],
    ['an amount sent as text', session({ amount_total: '4000' })],
    ['metadata that is not text', session({ metadata: { ...metadata, vendorId: 7 } })],
    ['no object at all', { id: 'evt_1', type: 'payment_intent.succeeded', created: 1_780_000_000 }],
    ['a refund without its refunded flag', { id: 'evt_1', type: 'charge.refunded', created: 1, object: {} }],
    ['no event id', { type: 'customer.created', created: 1, object: {} }],
  ])('a signed event with %s answers 400 and writes nothing', async (_case, event) => {
    const { service, payments, events } = serviceFor(event);
    expect(await service.receive({ rawBody: '{}', signature: 'good' })).toEqual({ status: 400, reason: 'event' });
    expect(payments).toEqual([]);
    expect(events.size).toBe(0);
  });

  it('an event of another type is acknowledged once and applies nothing, whatever its object holds', async () => {
    const { service, payments, events } = serviceFor({
      id: 'evt_9',
      type: 'customer.created',
      created: 1,
      object: { anything: ['at', 'all'] },
    });
    expect(await service.receive({ rawBody: '{}', signature: 'good' })).toEqual({
      status: 200,
      applied: false,
      duplicate: false,
    });
    expect(payments).toEqual([]);
    expect([...events]).toEqual(['evt_9']);
  });

  it('a bad signature answers 400 before the event is read', async () => {
    const { service, events } = serviceFor(session());
    expect(await service.receive({ rawBody: '{}', signature: 'forged' })).toEqual({ status: 400, reason: 'signature' });
    expect(events.size).toBe(0);
  });
});
