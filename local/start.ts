/**
 * `npm start`: the whole product on this machine. `npm start -- --help` lists the options.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { killAllChildrenNow } from './child-process.js';
import { LocalStackError } from './errors.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR_USER } from './seed.js';
import { DEFAULT_PORT, startLocalStack, type LocalStack, type ServicePorts } from './stack.js';
import type { SpaMode } from './spa.js';

const DEMO_SIGN_INS = [
  { email: DEMO_ADMIN.email, role: 'admin' },
  { email: DEMO_VENDOR_USER.email, role: 'vendor' },
] as const;

/** The first admin of a stack started without the demo market, unless --admin-email names another. */
const DEFAULT_FIRST_ADMIN = 'manager@example.org';

const HELP = `Usage: npm start -- [options]

Starts MarketDay on this machine: DynamoDB Local, s3rver and cognito-local as child processes, and the web app
with its API on one origin. Data is kept between runs in the data folder.

Options:
  --port <n>        port of the web app and API (default: PORT or ${DEFAULT_PORT});
                    DynamoDB Local, s3rver, cognito-local and the local test checkout
                    use the next four ports (or DYNAMODB_PORT, S3_PORT, COGNITO_PORT,
                    CHECKOUT_PORT)
  --data-dir <dir>  data folder (default: .local-data)
  --reset           empty the data folder first (also: npm run reset)
  --no-seed         do not load the demo market on first start: start empty, with only
                    the first admin, who is led through the first-run setup
  --admin-email <address>
                    with --no-seed: the first admin, made on the first start; the
                    set-password e-mail goes to the mailbox (default: ${DEFAULT_FIRST_ADMIN})
  --spa dev|dist    dev: Vite with hot reload (default); dist: the prebuilt web/dist
  -h, --help        show this help
`;

function portValue(raw: string | undefined, what: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new LocalStackError(`${what} must be a port number, not "${raw}".`);
  return n;
}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'no-seed': { type: 'boolean', default: false },
      'admin-email': { type: 'string' },
      spa: { type: 'string', default: 'dev' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.spa !== 'dev' && values.spa !== 'dist') throw new LocalStackError('--spa must be dev or dist.');
  if (values['admin-email'] !== undefined && !values['no-seed']) {
    throw new LocalStackError('--admin-email goes with --no-seed: the demo market has its own admin.');
  }
  const servicePorts: Partial<ServicePorts> = {};
  const dynamodb = portValue(process.env.DYNAMODB_PORT, 'DYNAMODB_PORT');
  const s3 = portValue(process.env.S3_PORT, 'S3_PORT');
  const cognito = portValue(process.env.COGNITO_PORT, 'COGNITO_PORT');
  const payments = portValue(process.env.CHECKOUT_PORT, 'CHECKOUT_PORT');
  if (dynamodb !== undefined) servicePorts.dynamodb = dynamodb;
  if (s3 !== undefined) servicePorts.s3 = s3;
  if (cognito !== undefined) servicePorts.cognito = cognito;
  if (payments !== undefined) servicePorts.payments = payments;
  return {
    help: values.help,
    reset: values.reset,
    seed: !values['no-seed'],
    firstAdminEmail: values['admin-email'] ?? DEFAULT_FIRST_ADMIN,
    spa: values.spa as SpaMode,
    dataDir: values['data-dir'] ?? '.local-data',
    port: portValue(values.port, '--port') ?? portValue(process.env.PORT, 'PORT') ?? DEFAULT_PORT,
    servicePorts,
  };
}

function banner(stack: LocalStack, dataDir: string, seconds: string): string {
  const lines = [
    '',
    `MarketDay is ready at ${stack.url}  (started in ${seconds} s)`,
    '',
    `  Mailbox   ${stack.mailboxUrl}   (every e-mail and SMS sent)`,
  ];
  if (stack.paymentEventsUrl) {
    lines.push(`  Payments  ${stack.paymentEventsUrl}   (local test checkout; test card 4242 4242 4242 4242)`);
  }
  if (stack.seeded) {
    const width = Math.max(...DEMO_SIGN_INS.map((d) => d.email.length));
    DEMO_SIGN_INS.forEach((d, i) =>
      lines.push(`  ${i === 0 ? 'Sign in ' : '        '}  ${d.email.padEnd(width)}  ${DEMO_PASSWORD}   (${d.role})`),
    );
  }
  if (stack.firstAdmin) {
    lines.push(
      stack.firstAdmin.madeNow
        ? `  First admin: ${stack.firstAdmin.email} — set your password from the link in the mailbox ${stack.mailboxUrl}`
        : `  First admin: ${stack.firstAdmin.email}   (the set-password link was sent to the mailbox on the first start)`,
    );
  }
  if (stack.broughtUpToDate > 0) {
    lines.push(`  Updated   ${stack.broughtUpToDate} stored item(s) brought up to date for this version`);
  }
  lines.push(`  Data      ${dataDir}   (npm run reset starts from empty)`, '', 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n\n${HELP}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(HELP);
    return;
  }

  let stack: LocalStack | undefined;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping || !stack) {
      // A second Ctrl-C, or one in the middle of the start: stop the services now.
      killAllChildrenNow();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    console.log('\nStopping MarketDay…');
    stack.stop().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        killAllChildrenNow();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const started = Date.now();
  console.log(args.reset ? 'Starting MarketDay from empty…' : 'Starting MarketDay…');
  try {
    stack = await startLocalStack({
      dataDir: args.dataDir,
      port: args.port,
      servicePorts: args.servicePorts,
      reset: args.reset,
      seed: args.seed,
      ...(args.seed ? {} : { firstAdminEmail: args.firstAdminEmail }),
      spa: args.spa,
      stage: 'local',
      onServiceExit: (name) => {
        if (stopping) return;
        console.error(`${name} stopped, so MarketDay stops too.`);
        stopping = true;
        void stack?.stop().finally(() => process.exit(1));
      },
    });
  } catch (err) {
    if (err instanceof LocalStackError) console.error(`\nMarketDay could not start.\n${err.message}`);
    else console.error('\nMarketDay could not start:', err);
    killAllChildrenNow();
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const shownDir = path.relative(process.cwd(), stack.dataDir) || stack.dataDir;
  console.log(banner(stack, shownDir.startsWith('..') ? stack.dataDir : shownDir, seconds));
}

void main();
