/**
 * Stripe's events: the envelope Stripe sends, signed with the `stripe` package's own `generateTestHeaderString` and the
 * local webhook secret, POSTed to the app's real webhook route. Deliveries go out one at a time in the order the
 * events happened; a failed delivery is tried again a few times with growing pauses, as Stripe does (in seconds
 * here, not hours).
 */
import Stripe from 'stripe';
import { nowSeconds, type SentEvent, type StandinState, type StripeObject } from './state.js';

export interface EventSenderOptions {
  state: StandinState;
  /** Where events go: `{app}/api/webhooks/stripe`. */
  webhookUrl: string;
  webhookSecret: string;
  log: (line: string) => void;
  /** Pauses before each retry; default 1 s, 3 s, 9 s. */
  retryDelaysMs?: number[];
}

export interface EventSender {
  /** Records the event and resolves once its first delivery attempt has an answer (retries go on afterwards). */
  send(type: string, object: StripeObject, request?: { id: string; idempotencyKey?: string }): Promise<SentEvent>;
  /** Resolves when every delivery, retries included, has finished. */
  idle(): Promise<void>;
  /** Stops retrying. */
  stop(): void;
}

const DELIVERY_TIMEOUT_MS = 15_000;

export function makeEventSender(opts: EventSenderOptions): EventSender {
  const delays = opts.retryDelaysMs ?? [1000, 3000, 9000];
  let queue: Promise<unknown> = Promise.resolve();
  const retries = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  /** Each attempt is signed afresh, so a late retry still carries a timestamp within the receiver's tolerance. */
  async function attempt(event: SentEvent): Promise<boolean> {
    event.signature = Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: opts.webhookSecret });
    try {
      const res = await fetch(opts.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return true;
      opts.log(`Local checkout: ${event.type} ${event.id} was answered ${res.status} by ${opts.webhookUrl}`);
    } catch (err) {
      opts.log(`Local checkout: ${event.type} ${event.id} could not be delivered: ${(err as Error).message}`);
    }
    return false;
  }

  function retryLater(event: SentEvent, index: number): void {
    const delay = delays[index];
    if (delay === undefined || stopped) return;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return resolve();
        // Retries join the queue so they never overtake a newer event's first attempt mid-flight.
        queue = queue
          .then(() => attempt(event))
          .then((ok) => {
            if (!ok) retryLater(event, index + 1);
          });
        void queue.then(
          () => resolve(),
          () => resolve(),
        );
      }, delay);
      timers.add(timer);
    });
    retries.add(done);
    void done.then(() => retries.delete(done));
  }

  return {
    send(type, object, request) {
      const envelope = {
        id: opts.state.newId('evt_'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
        type,
      };
      const event: SentEvent = { id: envelope.id, type, body: JSON.stringify(envelope, null, 2), signature: '' };
      opts.state.events.push(event);
      const delivered = queue.then(() => attempt(event));
      queue = delivered.then((ok) => {
        if (!ok) retryLater(event, 0);
      });
      return delivered.then(() => event);
    },
    async idle() {
      await queue;
      while (retries.size > 0) {
        await Promise.all([...retries]);
        await queue;
      }
    },
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      retries.clear();
    },
  };
}
