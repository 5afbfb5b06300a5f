/**
 * The data folder of the local runtime (default `.local-data/`): every service's data, logs, the mailbox and the ids
 * the bootstrap created, so a restart keeps everything and `--reset` starts from empty.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalStackError } from './errors.js';

const MARKER = '.marketday-local-data';
const STATE = 'state.json';
const LOCK = 'lock.pid';

export interface DataDir {
  root: string;
  logs: string;
  mailbox: string;
}

export interface LocalState {
  userPoolId?: string;
  userPoolClientId?: string;
  /** When the demo market was loaded; absent until it was loaded once. */
  seededAt?: string;
  /** When the reports' per-date aggregates were first built from the data already there. */
  reportsBuiltAt?: string;
  /** When data written before the paging change was brought up to date (npm run migrate does it on demand). */
  backfilledAt?: string;
  /** Which backfill (BACKFILL_VERSION) brought it up to date; absent: the first. */
  backfillVersion?: number;
  /** The first admin of a stack started without the demo market, and when they were made. */
  firstAdmin?: { email: string; madeAt: string };
}

function isOurs(root: string): boolean {
  if (!existsSync(root)) return true;
  return existsSync(path.join(root, MARKER)) || readdirSync(root).length === 0;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates (or, with reset, empties) the data folder and takes its lock. */
export function openDataDir(root: string, opts: { reset?: boolean } = {}): DataDir {
  const abs = path.resolve(root);
  if (!isOurs(abs)) {
    throw new LocalStackError(
      `${abs} exists and is not a MarketDay data folder; refusing to use it. Choose another with --data-dir.`,
    );
  }
  const lockFile = path.join(abs, LOCK);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new LocalStackError(
        `Another MarketDay local runtime (process ${pid}) is using ${abs}. Stop it first, or use another --data-dir.`,
      );
    }
  }
  if (opts.reset) rmSync(abs, { recursive: true, force: true });
  const dir: DataDir = { root: abs, logs: path.join(abs, 'logs'), mailbox: path.join(abs, 'mailbox') };
  for (const d of [dir.root, dir.logs, dir.mailbox]) mkdirSync(d, { recursive: true });
  writeFileSync(
    path.join(abs, MARKER),
    'Data of the MarketDay local runtime (database, files, users, mailbox). Delete this folder, or run `npm run reset`, to start over.\n',
  );
  writeFileSync(lockFile, String(process.pid));
  return dir;
}

export function releaseDataDir(dir: DataDir): void {
  const lockFile = path.join(dir.root, LOCK);
  try {
    if (Number(readFileSync(lockFile, 'utf8').trim()) === process.pid) rmSync(lockFile, { force: true });
  } catch {
    // already gone
  }
}

export function readState(dir: DataDir): LocalState {
  try {
    return JSON.parse(readFileSync(path.join(dir.root, STATE), 'utf8')) as LocalState;
  } catch {
    return {};
  }
}

export function writeState(dir: DataDir, state: LocalState): void {
  writeFileSync(path.join(dir.root, STATE), `${JSON.stringify(state, null, 2)}\n`);
}
