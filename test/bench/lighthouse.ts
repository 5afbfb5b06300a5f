/**
 * `npm run bench:lighthouse`: the public pages on a phone. Builds the SPA for production, starts a fresh local stack
 * with the demo market serving that build, puts a compressing proxy in front of it (CloudFront compresses what it
 * serves; the local server does not), and runs Lighthouse's mobile preset with simulated throttling on `/`, `/map`,
 * `/map/{id}` (the demo's next published date) and `/p/{code}` (a payment link made for a demo request with a
 * balance). Prints the median of several runs per page: performance score, LCP, TBT, CLS and FCP.
 *
 *   npm run bench:lighthouse                 # 3 runs per page
 *   npm run bench:lighthouse -- --runs 5 --only /map
 *   CHROME_PATH=/path/to/chrome npm run bench:lighthouse
 *
 * A measurement, not a test: the simulated times depend on how busy the machine is, so `npm test` never runs it.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { startStackWithSpa } from '../fixtures/spa-stack.js';
import { median } from './bench-stack.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_ADMIN = { emailOrPhone: 'admin@example.com', password: 'Demo-market-1' };

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/** A reverse proxy that gzips text answers, as CloudFront does in front of the bucket and the API. */
async function compressingProxy(target: string): Promise<Server & { url: string }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer: IncomingMessage) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type);
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        void (gzip ? pipeline(answer, createGzip(), res) : pipeline(answer, res)).catch(() => res.destroy());
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    void pipeline(req, forward).catch(() => forward.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(server, { url: `http://127.0.0.1:${port}` });
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface PublicPage {
  name: string;
  /** The address to open, found in the demo data when the page is measured. */
  path: () => Promise<string>;
}

/** The demo's next published date, as the public map list shows it first. */
async function nextPublishedDate(url: string): Promise<{ id: string; date: string }> {
  const dates = await json<{ id: string; date: string }[]>(await fetch(`${url}/api/public/market-dates?upcoming=true`));
  if (!dates[0]) throw new Error('the demo has no published upcoming date');
  return dates[0];
}

/** A payment link for an approved demo request with a balance, made as the vendor's own screen makes it. */
async function paymentLink(url: string, env: Record<string, string | undefined>): Promise<string> {
  const next = await nextPublishedDate(url);
  const ddb = makeDocumentClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT });
  const owing = await ddb.send(
    new QueryCommand({
      TableName: env.TABLE_NAME!,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :request)',
      FilterExpression: '#status = :approved AND amountBalance > :zero',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': `MARKET_DATE#${next.id}`,
        ':request': 'REQUEST#',
        ':approved': 'approved',
        ':zero': 0,
      },
    }),
  );
  const requestId = owing.Items?.[0]?.id as string | undefined;
  if (!requestId) throw new Error(`the demo date ${next.date} has no approved request with a balance`);

  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'marketday' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!login.ok) throw new Error(`Sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { shortCode } = await json<{ shortCode: string }>(
    await fetch(`${url}/api/public-payments/create-shortcode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'marketday', cookie },
      body: JSON.stringify({ spaceRequestId: requestId, skipMessage: true }),
    }),
  );
  return `/p/${shortCode}`;
}

function publicPages(url: string, env: Record<string, string | undefined>): PublicPage[] {
  return [
    { name: '/', path: async () => '/' },
    { name: '/map', path: async () => '/map' },
    { name: '/map/{id}', path: async () => `/map/${(await nextPublishedDate(url)).id}` },
    { name: '/p/{code}', path: () => paymentLink(url, env) },
  ];
}

interface Scores {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** The audit's first items, as Lighthouse names the elements (their selector and the start of their markup). */
function describeElements(audit: { details?: unknown } | undefined): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const node = value as { type?: string; selector?: string; snippet?: string };
    if (node.type === 'node') found.push(`${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 100)}`);
    else Object.values(value).forEach(visit);
  };
  visit(audit?.details);
  return found.slice(0, 5);
}

async function measurePage(port: number, url: string, details = false): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The mobile preset's defaults, said out loud: a mid-range phone on slow 4G, simulated.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (details) {
    for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'long-tasks', 'bootup-time']) {
      const audit = lhr.audits[id];
      console.log(`  ${id}: ${audit?.displayValue ?? ''}`);
      describeElements(audit).forEach((line) => console.log(`    ${line}`));
    }
    const tasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)
      ?.items;
    tasks?.slice(0, 6).forEach((t) => console.log(`    long task ${t.duration.toFixed(0)} ms ${t.url}`));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

function formatTable(rows: { page: string; runs: Scores[] }[]): string {
  const mid = (runs: Scores[], key: keyof Scores) => median(runs.map((r) => r[key]).sort((a, b) => a - b));
  const seconds = (t: number) => `${(t / 1000).toFixed(2)} s`;
  const cells = rows.map(({ page, runs }) => [
    page,
    String(mid(runs, 'performance')),
    seconds(mid(runs, 'lcp')),
    `${mid(runs, 'tbt').toFixed(0)} ms`,
    mid(runs, 'cls').toFixed(3),
    seconds(mid(runs, 'fcp')),
    runs.map((r) => r.performance).join(' '),
  ]);
  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'scores of each run'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

async function main(args: string[]) {
  const runs = Number(option(args, '--runs') ?? 3);
  const only = option(args, '--only');
  const details = args.includes('--details');
  console.log('Building the SPA for production…');
  const stack = await startStackWithSpa('lighthouse');
  const proxy = await compressingProxy(stack.url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = publicPages(stack.url, stack.env).filter((p) => !only || p.name === only);
    const rows: { page: string; runs: Scores[] }[] = [];
    for (const page of pages) {
      const address = `${proxy.url}${await page.path()}`;
      const scores: Scores[] = [];
      // A first load warms the server's caches and the stack's lazy start, as a real site would be warm.
      await measurePage(chrome.port, address, details);
      for (let run = 0; run < runs; run++) scores.push(await measurePage(chrome.port, address));
      const each = scores.map((s) => `${s.performance} (LCP ${(s.lcp / 1000).toFixed(2)} s)`).join(', ');
      console.log(`${page.name}: ${each}`);
      rows.push({ page: page.name, runs: scores });
    }
    console.log(`\nLighthouse ${runs} runs per page, mobile, simulated throttling; medians:\n`);
    console.log(formatTable(rows));
  } finally {
    chrome.kill();
    proxy.close();
    await stack.stop();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
