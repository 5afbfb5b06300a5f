/**
 * For the stand-in's tests: a small server in the app's place. It mounts the stand-in at `/_stripe` as the app's
 * server does, and keeps every webhook delivery exactly as it arrived.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_PAYPAL, LOCAL_STRIPE } from '../payment-config.js';
import { startPaymentStandin, type PaymentStandin } from './server.js';

interface Delivery {
  body: string;
  signature: string | undefined;
}

export interface TestApp {
  url: string;
  standin: PaymentStandin;
  deliveries: Delivery[];
  /** Answers the next n deliveries with a 500. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const deliveries: Delivery[] = [];
  let failures = 0;
  const mounted: { standin?: PaymentStandin } = {};
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    void (async () => {
      if (mounted.standin && (await mounted.standin.handle(req, res, path))) return;
      if (req.method === 'POST' && path === '/api/webhooks/stripe') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        if (failures > 0) {
          failures--;
          res.writeHead(500).end();
          return;
        }
        const sig = req.headers['stripe-signature'];
        deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), signature: Array.isArray(sig) ? sig[0] : sig });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standin = await startPaymentStandin({
    port: 0,
    appUrl: url,
    webhookUrl: `${url}/api/webhooks/stripe`,
    stripe: LOCAL_STRIPE,
    paypal: LOCAL_PAYPAL,
    retryDelaysMs: [20, 40],
    log: () => {},
  });
  mounted.standin = standin;
  return {
    url,
    standin,
    deliveries,
    failNext: (n) => (failures = n),
    close: async () => {
      await standin.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
