/**
 * The local stand-in for CloudFront + API Gateway: one node:http server on one origin that serves `/api/*` from the
 * route manifest through the same Lambda handlers, the local mailbox, and the SPA.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withRequestMetrics } from '../functions/lib/data/request-metrics.js';
import { runAtTime } from '../functions/lib/time/clock.js';
import { MSG } from '../shared/messages.js';
import { matchRoute } from '../shared/routes.js';
import { fromApiResult, toApiEvent, type LocalResponse } from './api-event.js';
import { LocalStackError } from './errors.js';
import { lambdaContext, loadHandler } from './handlers.js';
import type { MailboxEntry } from '../functions/lib/messaging/mailbox.js';
import type { DeadLetter } from '../functions/lib/messaging/dead-letters.js';
import { newestFirst, renderMailboxPage } from './mailbox-page.js';
import type { SpaHandler } from './spa.js';
import type { LocalMedia } from './media.js';
import type { LocalJobs } from './jobs.js';

/** API Gateway's payload limit. */
const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export interface AppRuntime {
  spa: SpaHandler;
  /** /media/* and the presigned-upload gateway (local/media.ts). */
  media?: LocalMedia;
  mailbox: { list(): Promise<MailboxEntry[]>; deadLetters?(): Promise<DeadLetter[]> };
  /** /_reports/settled: answers once the report aggregator has caught up with every earlier write. */
  reports?: { settled(): Promise<void> };
  /** /_stripe/*: the local test checkout's pages, card form and events (local/payment-standin), when it stands in. */
  payments?: { handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> };
  /** POST /_jobs/{name}[?at=ISO]: runs one scheduled job now (or as of another time) and answers its report. */
  jobs?: LocalJobs;
}

class PayloadTooLarge extends Error {}

/**
 * Reads the whole body. Past the limit it keeps reading without keeping anything (up to a point), so the client
 * finishes sending and then reads the 413 instead of seeing a broken connection.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (size > limit * 5) req.destroy();
      else if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new PayloadTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(tooLarge ? new PayloadTooLarge() : new Error('The client closed the request'));
    });
  });
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): LocalResponse {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    cookies: [],
    body: Buffer.from(JSON.stringify(body)),
  };
}

function send(res: ServerResponse, r: LocalResponse, head = false): void {
  const headers: http.OutgoingHttpHeaders = { ...r.headers, 'content-length': r.body.length };
  if (r.cookies.length) headers['set-cookie'] = r.cookies;
  res.writeHead(r.statusCode, headers);
  res.end(head ? undefined : r.body);
}

function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/**
 * Test stacks only: an API request carrying this header (an ISO instant) runs as if it were that time, so browser
 * tests can be before or after a deadline. `npm start` ignores it.
 */
export const TEST_NOW_HEADER = 'x-marketday-test-now';

export interface LocalServerOptions {
  quiet?: boolean;
  log: (line: string) => void;
  /** Honour TEST_NOW_HEADER (the stack's 'test' stage). */
  testClock?: boolean;
  /** Sent with every response, as CloudFront's response headers policy adds them in AWS (local/security-headers.ts). */
  securityHeaders?: Record<string, string>;
}

/** The time a test asked a request to run at, when the server honours it and the header holds an instant. */
function requestedTime(req: IncomingMessage, enabled: boolean | undefined): Date | undefined {
  const value = enabled ? req.headers[TEST_NOW_HEADER] : undefined;
  if (typeof value !== 'string') return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export class LocalServer {
  readonly servers: http.Server[] = [];
  private app: AppRuntime | undefined;

  constructor(private readonly opts: LocalServerOptions) {}

  get primary(): http.Server {
    const s = this.servers[0];
    if (!s) throw new Error('The server is not listening');
    return s;
  }

  /** Once ready, API, mailbox and SPA are served; before that, every request gets a 503. */
  setApp(app: AppRuntime): void {
    this.app = app;
  }

  /**
   * Listens on the loopback interfaces: 127.0.0.1, and ::1 where the machine has it (so `localhost` works whichever
   * address it resolves to). Port 0 picks a free port. Returns the port.
   */
  async listen(port: number): Promise<number> {
    const listener = (req: IncomingMessage, res: ServerResponse) => void this.handle(req, res);
    const listenOn = (server: http.Server, p: number, host: string) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: p, host }, () => {
          server.off('error', reject);
          resolve();
        });
      });

    const v4 = http.createServer(listener);
    try {
      await listenOn(v4, port, '127.0.0.1');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new LocalStackError(
          `Port ${port} is already in use, so the MarketDay server cannot start there. ` +
            'Stop the program using it (perhaps another MarketDay still running), or choose another with --port <n> or PORT=<n>.',
        );
      }
      throw err;
    }
    this.servers.push(v4);
    const actual = (v4.address() as AddressInfo).port;
    const v6 = http.createServer(listener);
    try {
      await listenOn(v6, actual, '::1');
      // Vite's HMR socket is attached to the primary server; upgrades that arrive over IPv6 go there too.
      v6.on('upgrade', (...args) => v4.emit('upgrade', ...args));
      this.servers.push(v6);
    } catch {
      // no IPv6 loopback here: IPv4 is enough
    }
    for (const s of this.servers) s.keepAliveTimeout = 5000;
    return actual;
  }

  async close(): Promise<void> {
    await Promise.all(
      this.servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            s.close(() => resolve());
            s.closeAllConnections();
          }),
      ),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    // Set before any handler writes, so every answer carries them: the SPA, /api, media, the local checkout pages.
    for (const [name, value] of Object.entries(this.opts.securityHeaders ?? {})) res.setHeader(name, value);
    try {
      const app = this.app;
      if (!app) {
        send(
          res,
          jsonResponse(503, { message: 'MarketDay is starting. Try again in a moment.' }, { 'retry-after': '1' }),
        );
        return;
      }
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        await this.handleApi(req, res, url, pathname, started);
        return;
      }
      if (app.media && (await app.media.handle(req, res, pathname))) return;
      if (app.payments && (await app.payments.handle(req, res, pathname))) return;
      if (pathname === '/_mailbox' || pathname === '/_mailbox/') {
        const entries = await app.mailbox.list();
        const page = renderMailboxPage(entries);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(page);
        return;
      }
      if (app.jobs && pathname.startsWith('/_jobs/')) {
        send(res, await this.runJob(app.jobs, req, url, pathname));
        return;
      }
      if (pathname === '/_reports/settled' && app.reports) {
        await app.reports.settled();
        send(res, jsonResponse(200, { settled: true }));
        return;
      }
      if (pathname === '/_mailbox.json') {
        send(res, jsonResponse(200, { messages: newestFirst(await app.mailbox.list()) }));
        return;
      }
      // The local dead-letter queue: messages the worker gave up on, with the reason
      if (pathname === '/_dead-letters.json') {
        send(res, jsonResponse(200, { deadLetters: (await app.mailbox.deadLetters?.()) ?? [] }));
        return;
      }
      app.spa.handle(req, res);
    } catch (err) {
      if (req.destroyed && res.destroyed) return; // the client went away
      this.opts.log(`${req.method} ${url} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent) send(res, jsonResponse(500, { message: MSG.unexpectedError }));
      else res.destroy();
    }
  }

  /** Local and test stacks only: nothing in AWS routes /_jobs, and the jobs run there on EventBridge Scheduler. */
  private async runJob(jobs: LocalJobs, req: IncomingMessage, url: string, pathname: string): Promise<LocalResponse> {
    if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
      return jsonResponse(405, { message: 'Use POST to run a job' }, { allow: 'POST' });
    }
    const name = decodeURIComponent(pathname.slice('/_jobs/'.length));
    const atText = new URL(url, 'http://localhost').searchParams.get('at');
    const at = atText ? new Date(atText) : undefined;
    if (at && Number.isNaN(at.getTime())) return jsonResponse(400, { message: 'at must be an ISO date and time' });
    const run = () => jobs.run(name, at);
    const report = await (at ? runAtTime(at, run) : run());
    if (!report) return jsonResponse(404, { message: `No scheduled job is named "${name}"` });
    return jsonResponse(200, report);
  }

  private async handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    pathname: string,
    started: number,
  ): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const match = matchRoute(method, pathname);
    let response: LocalResponse;
    let ddbRequests = 0;
    let ddbItems = 0;
    if (!match) {
      response = jsonResponse(404, { message: MSG.notFound });
    } else {
      let body: Buffer | undefined;
      try {
        body = await readBody(req, BODY_LIMIT_BYTES);
      } catch (err) {
        if (!(err instanceof PayloadTooLarge)) throw err;
        response = jsonResponse(413, { message: MSG.bodyTooLarge });
      }
      if (body) {
        const group = match.route.group;
        const handler = await loadHandler(group);
        if (!handler) {
          this.opts.log(`No Lambda entry for route group "${group}" (functions/${group}/index.ts) yet.`);
          response = jsonResponse(501, { message: 'Not implemented' });
        } else {
          const event = toApiEvent(
            { method, url, headers: req.headers, body, sourceIp: clientIp(req) },
            match.route,
            match.pathParameters,
          );
          try {
            const invoke = () => handler(event, lambdaContext(group, event.requestContext.requestId));
            const at = requestedTime(req, this.opts.testClock);
            const metered = await withRequestMetrics(() => (at ? runAtTime(at, invoke) : invoke()));
            ddbRequests = metered.ddbRequests;
            ddbItems = metered.ddbItems;
            response = fromApiResult(metered.result);
          } catch (err) {
            // As in Lambda: an unhandled error becomes a bare 500, with the detail in the log only.
            this.opts.log(
              `${method} ${pathname} threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
            );
            response = jsonResponse(500, { message: MSG.unexpectedError });
          }
        }
      }
    }
    response!.headers['x-ddb-requests'] = String(ddbRequests);
    response!.headers['x-ddb-items'] = String(ddbItems);
    send(res, response!, method === 'HEAD');
    if (!this.opts.quiet) {
      this.opts.log(
        `${method} ${pathname} ${response!.statusCode} ${Date.now() - started} ms, ${ddbRequests} DynamoDB request(s)`,
      );
    }
  }
}
