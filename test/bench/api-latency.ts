/**
 * `npm run bench`: the main screens' calls under load against the local stack, each as a ratio to a no-op route
 * answered by the same pipeline (`GET /api/health`), so the figures say what our code costs rather than how fast this
 * machine is. For each call: p50 / p95 / p99 latency at concurrency 20 and the DynamoDB requests it makes.
 *
 *   npm run bench                  # 5 s per call
 *   BENCH_SECONDS=15 npm run bench
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startLocalStack } from '../../local/stack.js';

const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DEMO_PASSWORD = 'Demo-market-1';

interface Call {
  name: string;
  path: string;
  as: 'anonymous' | 'admin' | 'vendor';
}

async function signIn(baseUrl: string, emailOrPhone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Sign-in of ${emailOrPhone} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
    : NaN;

async function measure(baseUrl: string, call: Call, cookie: string | undefined) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const probe = await fetch(`${baseUrl}${call.path}`, { headers });
  if (probe.status !== 200) throw new Error(`${call.name}: ${call.path} answered ${probe.status}`);
  const ddbRequests = Number(probe.headers.get('x-ddb-requests') ?? NaN);

  const times: number[] = [];
  let failures = 0;
  // Without a callback the instance is also the run's promise (the typings name only one of the two).
  const run = autocannon({
    url: `${baseUrl}${call.path}`,
    connections: CONCURRENCY,
    duration: SECONDS,
    headers,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    if (status === 200) times.push(responseTime);
    else failures += 1;
  });
  await run;
  // Let the last in-flight requests finish before the next call (or the stack's shutdown).
  await new Promise((resolve) => setTimeout(resolve, 500));
  times.sort((a, b) => a - b);
  return {
    ...call,
    ddbRequests,
    requests: times.length,
    failures,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'marketday-bench-'));
  const stack = await startLocalStack({ dataDir, port: 0, seed: true, spa: 'none', stage: 'test', quiet: true });
  try {
    const baseUrl = stack.url;
    const cookies = {
      anonymous: undefined,
      admin: await signIn(baseUrl, 'admin@example.com'),
      vendor: await signIn(baseUrl, 'vendor@example.com'),
    };
    const next = (await (
      await fetch(`${baseUrl}/api/market-dates/next`, { headers: { cookie: cookies.admin } })
    ).json()) as {
      id?: string;
      marketDate?: { id: string };
    };
    const dateId = next.marketDate?.id ?? next.id;
    if (!dateId) throw new Error('The demo market has no next market date');

    const calls: Call[] = [
      { name: 'no-op (GET /api/health)', path: '/api/health', as: 'anonymous' },
      { name: 'session (GET /api/auth/user)', path: '/api/auth/user', as: 'vendor' },
      { name: 'vendor dashboard', path: '/api/vendor/dashboard', as: 'vendor' },
      { name: 'vendor market dates', path: '/api/vendor/market-dates', as: 'vendor' },
      { name: 'notifications', path: '/api/notifications', as: 'vendor' },
      { name: 'admin dashboard', path: '/api/dashboard/admin', as: 'admin' },
      { name: 'market dates', path: '/api/market-dates', as: 'admin' },
      { name: 'spaces of the next date', path: `/api/spaces/market-date/${dateId}`, as: 'admin' },
      { name: 'vendor list', path: '/api/vendors', as: 'admin' },
      { name: 'vendor search', path: '/api/vendors/search?q=farm', as: 'admin' },
      { name: 'public map', path: `/api/public/map/${dateId}`, as: 'anonymous' },
    ];
    const results = [];
    for (const call of calls) {
      process.stderr.write(`${call.name}…\n`);
      results.push(await measure(baseUrl, call, cookies[call.as]));
    }
    const base = results[0]!;
    const ratio = (v: number, b: number) => (v / b).toFixed(1);
    console.log(
      `\nConcurrency ${CONCURRENCY}, ${SECONDS} s per call. No-op p50/p95/p99: ${base.p50}/${base.p95}/${base.p99} ms.\n`,
    );
    console.log('| call | p50 | p95 | p99 | × no-op (p50 / p95 / p99) | DynamoDB requests | requests | non-200 |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${ratio(r.p50, base.p50)} / ${ratio(r.p95, base.p95)} / ${ratio(r.p99, base.p99)} | ${r.ddbRequests} | ${r.requests} | ${r.failures} |`,
      );
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
