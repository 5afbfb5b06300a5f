/** Child processes of the local runtime: output kept in a log file, readiness polled over HTTP, stopped on request. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { LocalStackError } from './errors.js';

export interface ManagedProcess {
  name: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Every child still running, so a process exit can kill them even in the middle of a start. */
const live = new Set<ChildProcess>();

export function killAllChildrenNow(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

// Whatever ends this process (a crash included), the services it started do not outlive it.
process.once('exit', killAllChildrenNow);

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Spawns a service with stdout and stderr appended to logFile. */
export function spawnService(opts: {
  name: string;
  logFile: string;
  /** Either a command to spawn, or a function that spawns the child with piped stdout and stderr. */
  command?: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  start?: () => ChildProcess;
  /** Used when spawn itself fails (e.g. the command is not installed). */
  missingCommandMessage?: string;
}): Promise<ManagedProcess> {
  return new Promise((resolve, reject) => {
    const log: WriteStream = createWriteStream(opts.logFile, { flags: 'a' });
    log.write(`\n--- ${new Date().toISOString()} ${opts.name}\n`);
    const options: SpawnOptions = { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] };
    const child = opts.start ? opts.start() : spawn(opts.command ?? '', opts.args ?? [], options);
    live.add(child);
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });

    let exited = false;
    const exitedPromise = new Promise<void>((done) =>
      child.once('exit', () => {
        exited = true;
        live.delete(child);
        done();
      }),
    );
    child.once('close', () => log.end());

    const stop = async (): Promise<void> => {
      if (exited || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, 5000);
      await exitedPromise;
      clearTimeout(timer);
    };

    child.once('error', (err: NodeJS.ErrnoException) => {
      exited = true;
      live.delete(child);
      log.end();
      reject(
        new LocalStackError(
          err.code === 'ENOENT' && opts.missingCommandMessage
            ? opts.missingCommandMessage
            : `${opts.name} could not start: ${err.message}`,
        ),
      );
    });
    child.once('spawn', () => resolve({ name: opts.name, logFile: opts.logFile, child, stop }));
  });
}

/**
 * Waits until the service answers any HTTP request on its port; fails early with the end of its log when it exits.
 */
export async function waitUntilAnswering(service: ManagedProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitInfo: string | undefined;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    exitInfo = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  };
  service.child.once('exit', onExit);
  try {
    for (;;) {
      if (exitInfo || service.child.exitCode !== null) {
        const info = exitInfo ?? `exited with code ${service.child.exitCode}`;
        throw new LocalStackError(
          `${service.name} ${info} before it was ready. The end of its log (${service.logFile}):\n${tail(service.logFile)}`,
        );
      }
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new LocalStackError(
          `${service.name} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s. ` +
            `The end of its log (${service.logFile}):\n${tail(service.logFile)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    service.child.off('exit', onExit);
  }
}
