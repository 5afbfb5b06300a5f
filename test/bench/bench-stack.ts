/**
 * What every benchmark does around its own measurement: a fresh local stack with the demo market in a temporary
 * folder, the admin's session, timed calls that report the DynamoDB requests the server made (the x-ddb-requests
 * header), and a clean stop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { startLocalStack } from '../../local/stack.js';

export interface BenchStack {
  url: string;
  ddb: DynamoDBDocumentClient;
  tableName: string;
  /** The demo admin's session cookie. */
  adminCookie(): Promise<string>;
  /** The session cookie of a demo account (the demo's one password). */
  signIn(emailOrPhone: string): Promise<string>;
}

export interface TimedRuns<T> {
  /** Sorted, in milliseconds. */
  times: number[];
  ddbRequests: number;
  /** The last run's answer. */
  last: T;
}

async function signIn(url: string, emailOrPhone: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone, password: 'Demo-market-1' }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${emailOrPhone} answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Runs `bench` against a fresh stack and stops it whatever happens; a failure sets the exit code. */
export function runBench(bench: (stack: BenchStack) => Promise<void>): void {
  void (async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marketday-bench-'));
    const stack = await startLocalStack({ dataDir, port: 0, seed: true, spa: 'none', stage: 'test', quiet: true });
    try {
      await bench({
        url: stack.url,
        ddb: makeDocumentClient({ region: stack.env.AWS_REGION ?? 'us-east-1', endpoint: stack.env.DYNAMODB_ENDPOINT }),
        tableName: stack.env.TABLE_NAME!,
        adminCookie: () => signIn(stack.url, 'admin@example.com'),
        signIn: (emailOrPhone) => signIn(stack.url, emailOrPhone),
      });
    } finally {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/** Calls `request` `runs` times, one after another, and keeps the times, the DynamoDB requests and the last answer. */
export async function timedRuns<T>(runs: number, request: (run: number) => Promise<Response>): Promise<TimedRuns<T>> {
  const times: number[] = [];
  let ddbRequests = NaN;
  let last: T | undefined;
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const res = await request(run);
    const body = (await res.json()) as T;
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
    ddbRequests = Number(res.headers.get('x-ddb-requests') ?? NaN);
    last = body;
  }
  times.sort((a, b) => a - b);
  return { times, ddbRequests, last: last as T };
}

export const median = (sorted: readonly number[]) => sorted[Math.floor(sorted.length / 2)]!;
export const ms = (t: number) => `${t.toFixed(0)} ms`;
