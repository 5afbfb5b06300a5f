/**
 * The embedded default: the whole product on one machine. Starts DynamoDB Local, s3rver and cognito-local as child
 * processes, creates what the product needs in them, and serves the API (the same Lambda handlers), the local
 * mailbox and the SPA on one origin. Used by `npm start`, the API tests and the browser tests.
 */
import { LOCAL_PAYPAL, LOCAL_STRIPE, paymentEnv, usesLocalCheckout } from './payment-config.js';
import { startPaymentStandin, type PaymentStandin } from './payment-standin/server.js';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { makeDocumentClient } from '../functions/lib/data/dynamo.js';
import { LocalServer } from './api-server.js';
import { ensureBuckets, ensureTable, ensureUserPool, LOCAL_CREDENTIALS, LOCAL_REGION } from './bootstrap.js';
import type { ManagedProcess } from './child-process.js';
import { openDataDir, readState, releaseDataDir, writeState, type DataDir } from './data-dir.js';
import { LocalStackError } from './errors.js';
import { makeLocalMedia } from './media.js';
import { startLocalMessaging, type LocalMessaging } from './messaging.js';
import { startLocalJobs, type LocalJobs } from './jobs.js';
import { startLocalReportStream, type LocalReportStream } from './report-stream.js';
import { rebuildReportAggregates } from '../functions/report-aggregator/rebuild.js';
import { makeReportAggregator } from '../functions/report-aggregator/aggregator.js';
import { makeReportsRepository } from '../functions/lib/data/reports/reports.repository.js';
import { makeCatalogRepository } from '../functions/lib/data/catalog/catalog.repository.js';
import { makeSettingsRepository } from '../functions/lib/data/settings/settings.repository.js';
import { assertPortsFree, findFreePort, type NamedPort } from './port-check.js';
import { seedDemoMarket } from './seed.js';
import { BACKFILL_VERSION, runBackfill } from '../functions/lib/data/migrations/backfill.js';
import { localSecurityHeaders } from './security-headers.js';
import { assertJava, cognitoIssuer, startCognitoLocal, startDynamoDbLocal, startS3rver } from './services.js';
import { devSpa, distSpa, noSpa, type SpaHandler, type SpaMode } from './spa.js';
import { logger as functionsLogger } from '../functions/lib/observability/logger.js';
import { clockNow } from '../functions/lib/time/clock.js';

export const DEFAULT_PORT = 3000;
export const TABLE_NAME = 'marketday';
const BUCKETS = { documents: 'marketday-documents', images: 'marketday-images' } as const;

export interface ServicePorts {
  dynamodb: number;
  s3: number;
  cognito: number;
  /** The local test checkout standing in for Stripe and PayPal (only without a Stripe key). */
  payments: number;
}

export interface LocalStackOptions {
  /** Everything the stack keeps between runs lives here. */
  dataDir: string;
  /** Port of the web server (SPA + API); 0 picks free ports for it and every service. Default 3000. */
  port?: number;
  /** Default: port+1, +2, +3, +4 (free ports when port is 0). */
  servicePorts?: Partial<ServicePorts>;
  /** Load the demo market on first start. */
  seed: boolean;
  /**
   * Without the demo market: the person made the first admin on the first start, as a deployment's `adminEmail`
   * makes them (the admin users screen's creation, which e-mails the set-password link into the mailbox).
   */
  firstAdminEmail?: string;
  spa: SpaMode;
  /** With spa 'dist': the built SPA's folder (default web/dist). */
  spaDir?: string;
  /** 'test': a stack for one run of tests or a benchmark (the test clock, jobs only when asked, the table in memory). */
  stage: 'local' | 'test';
  /** Empty the data folder first. */
  reset?: boolean;
  /** Only warnings and errors. */
  quiet?: boolean;
  /** Host name in the URL (default localhost). */
  host?: string;
  /** Called when a service stops on its own while the stack runs. */
  onServiceExit?: (name: string, logFile: string) => void;
}

export interface LocalStack {
  url: string;
  mailboxUrl: string;
  /** The local test checkout's list of every event it sent, when it stands in for Stripe. */
  paymentEventsUrl?: string;
  /** The environment the functions run with (endpoints, ids, table and bucket names). */
  env: Record<string, string>;
  ports: ServicePorts & { web: number };
  dataDir: string;
  /** Milliseconds per start phase, and in total. */
  timings: Record<string, number>;
  /** True when the demo market is loaded (now or on an earlier start). */
  seeded: boolean;
  /** True when the demo market was loaded during this start. */
  seededNow: boolean;
  /** Stored items this start brought up to date (the backfill of data written by an earlier version). */
  broughtUpToDate: number;
  /** The first admin of a stack without the demo market; `madeNow` when this start made them (and sent the link). */
  firstAdmin?: { email: string; madeNow: boolean };
  /** Problems that do not stop the stack (a missing part of the product), for the person starting it. */
  warnings: string[];
  stop(): Promise<void>;
  /** Synchronous last resort for process exit: kills the child processes. */
  killNow(): void;
}

const RUNNING_KEY = Symbol.for('marketday.localStackRunning');
type RunningFlag = { [RUNNING_KEY]?: boolean };

function logger(quiet: boolean | undefined) {
  return {
    info: (line: string) => {
      if (!quiet) console.log(line);
    },
    warn: (line: string) => console.error(line),
  };
}

async function resolvePorts(opts: LocalStackOptions): Promise<{ web: number } & ServicePorts> {
  const web = opts.port ?? DEFAULT_PORT;
  const given = opts.servicePorts ?? {};
  const chosen: number[] = [];
  const pick = async (value: number | undefined, offset: number) => {
    const port = value ?? (web === 0 ? 0 : web + offset);
    const p = port === 0 ? await findFreePort(chosen) : port;
    chosen.push(p);
    return p;
  };
  return {
    web,
    dynamodb: await pick(given.dynamodb, 1),
    s3: await pick(given.s3, 2),
    cognito: await pick(given.cognito, 3),
    payments: await pick(given.payments, 4),
  };
}

/**
 * A stack without the demo market has nobody to sign in: on its first start the first admin is made through the
 * deploy's own first-admin step (the admin users service's `ensureAdmin`), whose set-password e-mail lands in the
 * mailbox. Later starts only name them again.
 */
async function ensureFirstAdmin(
  dir: DataDir,
  opts: LocalStackOptions,
  env: Record<string, string>,
  warn: (line: string) => void,
): Promise<{ email: string; madeNow: boolean } | undefined> {
  const state = readState(dir);
  if (state.seededAt) return undefined;
  if (state.firstAdmin) return { email: state.firstAdmin.email, madeNow: false };
  const email = opts.firstAdminEmail?.trim().toLowerCase();
  if (!email) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new LocalStackError(`--admin-email must be an e-mail address, not "${opts.firstAdminEmail}".`);
  }
  // Loaded now: the functions read their settings (set above) when first imported.
  const [{ makeAdminUsersWiring }, { makeCognitoClient, makeCognitoIdentity }] = await Promise.all([
    import('../functions/admin-users/wiring.js'),
    import('../functions/lib/auth/cognito-identity.js'),
  ]);
  const ddb = makeDocumentClient({ region: LOCAL_REGION, endpoint: env.DYNAMODB_ENDPOINT });
  const cognito = makeCognitoClient({ region: LOCAL_REGION, endpoint: env.COGNITO_ENDPOINT });
  try {
    const admins = makeAdminUsersWiring({
      ddb,
      tableName: TABLE_NAME,
      identity: makeCognitoIdentity(cognito, {
        userPoolId: env.USER_POOL_ID!,
        clientId: env.USER_POOL_CLIENT_ID!,
        globalSignOut: false,
      }),
      region: LOCAL_REGION,
      appUrl: env.APP_URL!,
    });
    const outcome = await admins.ensureAdmin(email);
    if (outcome === 'exists') warn(`First admin: ${email} has an account already; it was left as it is.`);
  } finally {
    ddb.destroy();
    cognito.destroy();
  }
  writeState(dir, { ...readState(dir), firstAdmin: { email, madeAt: new Date().toISOString() } });
  return { email, madeNow: true };
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const running = globalThis as RunningFlag;
  if (running[RUNNING_KEY]) {
    throw new LocalStackError('A local stack is already running in this process (functions read their settings once).');
  }
  const log = logger(opts.quiet);
  // The project runs on Node 20 by design (the Lambdas run Node 22); the SDK's reminder is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // The runtime prints a short line per request itself; the functions' JSON log keeps only warnings and errors here.
  functionsLogger.setLogLevel((process.env.POWERTOOLS_LOG_LEVEL as 'WARN' | undefined) ?? 'WARN');
  const t0 = Date.now();
  const timings: Record<string, number> = {};
  const mark = (phase: string, since: number) => (timings[phase] = Date.now() - since);
  const warnings: string[] = [];

  const ports = await resolvePorts(opts);
  const localCheckout = usesLocalCheckout();
  const envHint = (name: string) => `set ${name}=<n>, or choose another --port`;
  const toCheck: NamedPort[] = [
    ...(ports.web
      ? [{ port: ports.web, name: 'the MarketDay server', hint: 'choose another with --port <n> or PORT=<n>' }]
      : []),
    { port: ports.dynamodb, name: 'DynamoDB Local', hint: envHint('DYNAMODB_PORT') },
    { port: ports.s3, name: 's3rver', hint: envHint('S3_PORT') },
    { port: ports.cognito, name: 'cognito-local', hint: envHint('COGNITO_PORT') },
    ...(localCheckout
      ? [{ port: ports.payments, name: 'the local test checkout', hint: envHint('CHECKOUT_PORT') }]
      : []),
  ];
  await assertPortsFree(toCheck);
  assertJava();

  const dir: DataDir = openDataDir(opts.dataDir, { reset: opts.reset });
  running[RUNNING_KEY] = true;

  const services: ManagedProcess[] = [];
  const server = new LocalServer({
    quiet: opts.quiet,
    log: log.warn,
    testClock: opts.stage === 'test',
    securityHeaders: localSecurityHeaders(opts.spa, localCheckout),
  });
  let spa: SpaHandler | undefined;
  let messaging: LocalMessaging | undefined;
  let jobs: LocalJobs | undefined;
  let reportStream: LocalReportStream | undefined;
  let standin: PaymentStandin | undefined;
  const clients: { destroy(): void }[] = [];
  let stopping = false;
  let stopped: Promise<void> | undefined;

  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      stopping = true;
      await standin?.close().catch(() => {});
      jobs?.stop();
      await server.close().catch(() => {});
      await spa?.close().catch(() => {});
      await messaging?.stop().catch(() => {});
      await reportStream?.stop().catch(() => {});
      await Promise.all(services.map((s) => s.stop().catch(() => {})));
      for (const c of clients) c.destroy();
      releaseDataDir(dir);
      running[RUNNING_KEY] = false;
    })();
    return stopped;
  };
  const killNow = () => {
    for (const s of services) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    releaseDataDir(dir);
  };

  try {
    let t = Date.now();
    const webPort = await server.listen(ports.web);
    const host = opts.host ?? 'localhost';
    const url = `http://${host}:${webPort}`;
    if (localCheckout) {
      standin = await startPaymentStandin({
        port: ports.payments,
        appUrl: url,
        webhookUrl: `http://127.0.0.1:${webPort}/api/webhooks/stripe`,
        stripe: LOCAL_STRIPE,
        paypal: LOCAL_PAYPAL,
        log: log.warn,
      });
    }

    const common = { dataDir: dir.root, logDir: dir.logs };
    const endpoints = {
      dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
      s3: `http://localhost:${ports.s3}`,
      cognito: `http://localhost:${ports.cognito}`,
    };
    const ddbAdmin = new DynamoDBClient({
      region: LOCAL_REGION,
      endpoint: endpoints.dynamodb,
      credentials: LOCAL_CREDENTIALS,
    });
    const s3 = new S3Client({
      region: LOCAL_REGION,
      endpoint: endpoints.s3,
      forcePathStyle: true,
      credentials: LOCAL_CREDENTIALS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const cognito = new CognitoIdentityProviderClient({
      region: LOCAL_REGION,
      endpoint: endpoints.cognito,
      credentials: LOCAL_CREDENTIALS,
    });
    clients.push(ddbAdmin, s3, cognito);
    const adopt = (s: ManagedProcess) => {
      services.push(s);
      s.child.once('exit', () => {
        if (!stopping) {
          log.warn(`${s.name} stopped unexpectedly; see ${s.logFile}`);
          opts.onServiceExit?.(s.name, s.logFile);
        }
      });
      mark(s.name, t);
      return s;
    };
    // Each service is set up as soon as it answers; DynamoDB Local (a JVM) is the slowest to come up.
    const [tableReady, bucketsReady, poolReady] = await Promise.allSettled([
      // A test or benchmark stack lives for one run on a fresh folder: nothing of its table is kept.
      startDynamoDbLocal({ ...common, port: ports.dynamodb, inMemory: opts.stage === 'test' })
        .then(adopt)
        .then(() => ensureTable(ddbAdmin, TABLE_NAME)),
      startS3rver({ ...common, port: ports.s3 })
        .then(adopt)
        .then(() => ensureBuckets(s3, Object.values(BUCKETS))),
      startCognitoLocal({ ...common, port: ports.cognito })
        .then(adopt)
        .then(() => ensureUserPool(cognito, dir)),
    ]);
    for (const r of [tableReady, bucketsReady, poolReady]) if (r.status === 'rejected') throw r.reason;
    const pool = (poolReady as PromiseFulfilledResult<{ userPoolId: string; userPoolClientId: string }>).value;
    mark('services and bootstrap', t);

    // The functions read their settings once, at import: set them before any handler is loaded.
    const env: Record<string, string> = {
      STAGE: opts.stage,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME,
      APP_URL: url,
      DYNAMODB_ENDPOINT: endpoints.dynamodb,
      S3_ENDPOINT: endpoints.s3,
      DOCUMENTS_BUCKET: BUCKETS.documents,
      IMAGES_BUCKET: BUCKETS.images,
      UPLOAD_URL: `${url}/_s3`,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ENDPOINT: endpoints.cognito,
      JWT_ISSUER: cognitoIssuer(ports.cognito, pool.userPoolId),
      ...paymentEnv(process.env, standin ? { apiBase: standin.apiBase } : undefined),
    };
    Object.assign(process.env, env);
    delete process.env.QUEUE_URL; // messages go to the local sink
    delete process.env.AWS_SESSION_TOKEN;

    const ddb = makeDocumentClient({ region: LOCAL_REGION, endpoint: endpoints.dynamodb });
    clients.push(ddb);
    messaging = startLocalMessaging({
      mailboxDir: dir.mailbox,
      deadLetterFile: path.join(dir.root, 'dead-letters.jsonl'),
      ddb,
      tableName: TABLE_NAME,
      log: log.warn,
    });
    // The reports' aggregates follow the table's stream, as the aggregator Lambda does in AWS.
    const aggregator = makeReportAggregator({
      now: clockNow,
      store: makeReportsRepository(ddb, TABLE_NAME),
      catalog: makeCatalogRepository(ddb, TABLE_NAME),
      settings: makeSettingsRepository(ddb, TABLE_NAME),
    });
    reportStream = await startLocalReportStream({
      ddbAdmin,
      ddb,
      endpoint: endpoints.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      tableName: TABLE_NAME,
      aggregator,
      log: log.warn,
    });

    let seededNow = false;
    if (opts.seed && !readState(dir).seededAt) {
      t = Date.now();
      await seedDemoMarket({
        ddb,
        tableName: TABLE_NAME,
        cognito,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        images: { s3, bucket: BUCKETS.images },
        documents: { s3, bucket: BUCKETS.documents },
      });
      writeState(dir, { ...readState(dir), seededAt: new Date().toISOString() });
      seededNow = true;
      mark('seed', t);
    }
    if (seededNow || !readState(dir).reportsBuiltAt) {
      // Data written before the stream was on (the seed, an older data folder) is summed up once here.
      t = Date.now();
      await rebuildReportAggregates(ddb, TABLE_NAME, aggregator);
      writeState(dir, { ...readState(dir), reportsBuiltAt: new Date().toISOString() });
      mark('report aggregates', t);
    }
    let broughtUpToDate = 0;
    const state = readState(dir);
    if (!state.backfilledAt || (state.backfillVersion ?? 1) < BACKFILL_VERSION) {
      // Data folders from before a paging change lack keys new writes carry; the demo market is written with them.
      t = Date.now();
      if (!seededNow) broughtUpToDate = (await runBackfill(ddb, TABLE_NAME)).updated;
      writeState(dir, {
        ...readState(dir),
        backfilledAt: new Date().toISOString(),
        backfillVersion: BACKFILL_VERSION,
      });
      mark('backfill', t);
    }

    const firstAdmin = await ensureFirstAdmin(dir, opts, env, log.warn);

    t = Date.now();
    spa =
      opts.spa === 'dev'
        ? await devSpa(server.primary, !!opts.quiet)
        : opts.spa === 'dist'
          ? distSpa(opts.spaDir)
          : noSpa();
    if (spa.problem) warnings.push(`Web app: ${spa.problem}`);
    mark('spa', t);

    const media = makeLocalMedia({
      s3,
      bucket: BUCKETS.images,
      privateBuckets: [BUCKETS.documents],
      secret: LOCAL_CREDENTIALS.secretAccessKey,
    });
    // `npm start` runs the jobs on their schedules; the test stage only when a test asks (POST /_jobs/{name}).
    jobs = startLocalJobs({ scheduled: opts.stage === 'local', log: log.warn });
    server.setApp({
      spa,
      mailbox: messaging,
      media,
      jobs,
      reports: reportStream,
      ...(standin ? { payments: standin } : {}),
    });
    timings.total = Date.now() - t0;
    for (const w of warnings) log.warn(`Warning: ${w}`);

    return {
      url,
      mailboxUrl: `${url}/_mailbox`,
      ...(standin ? { paymentEventsUrl: `${url}/_stripe/events.json` } : {}),
      env,
      ports: { ...ports, web: webPort },
      dataDir: dir.root,
      timings,
      seeded: !!readState(dir).seededAt,
      seededNow,
      broughtUpToDate,
      ...(firstAdmin ? { firstAdmin } : {}),
      warnings,
      stop,
      killNow,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
