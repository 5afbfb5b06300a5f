/**
 * `npm test`: every phase, in lanes. A lane runs its phases one after another and stops at its first failure; the
 * lanes run side by side, because the phases that wait on a running stack (API and browser tests) leave part of a
 * core idle. Every lane runs to its end, so one run reports every failing phase; the run fails if any phase failed.
 * Each output line is prefixed with its phase.
 *
 * The browser tests are the longest phase and wait on a chain (browser, server, DynamoDB Local) that a busy core
 * slows at every link, so every other phase runs at a lower priority (NICENESS): they take the cores when the browser
 * tests wait, instead of stretching the tests' every step.
 */
import { spawn } from 'node:child_process';

type Lane = readonly string[];

const LANES: readonly Lane[] = [
  ['test:e2e'],
  ['test:api'],
  ['test:unit', 'test:build'],
  ['lint', 'knip', 'typecheck', 'test:infra'],
];

/**
 * How far each phase yields the cores (`nice`; the browser tests, the longest phase, yield to nothing). The API and unit
 * tests come next: they compute more than they wait, so they take what the browser chain leaves; the checks that
 * only compute come last.
 */
const NICENESS: Readonly<Record<string, number>> = {
  'test:api': 5,
  'test:unit': 5,
  lint: 10,
  knip: 10,
  typecheck: 10,
  'test:infra': 10,
  'test:build': 10,
};

function command(script: string): [string, string[]] {
  const npm: [string, string[]] = ['npm', ['run', '--silent', script]];
  const niceness = NICENESS[script];
  if (!niceness || process.platform === 'win32') return npm;
  return ['nice', ['-n', String(niceness), npm[0], ...npm[1]]];
}

interface PhaseResult {
  script: string;
  ok: boolean;
  ms: number;
}

function prefixLines(prefix: string, write: (line: string) => void) {
  let rest = '';
  return {
    push(chunk: Buffer) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) write(`${prefix}${line}\n`);
    },
    flush() {
      if (rest) write(`${prefix}${rest}\n`);
      rest = '';
    },
  };
}

function runPhase(script: string, width: number): Promise<PhaseResult> {
  const started = Date.now();
  const prefix = `[${script.padEnd(width)}] `;
  return new Promise((resolve) => {
    const [file, args] = command(script);
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const out = prefixLines(prefix, (l) => process.stdout.write(l));
    const err = prefixLines(prefix, (l) => process.stderr.write(l));
    child.stdout.on('data', out.push);
    child.stderr.on('data', err.push);
    child.on('error', (e) => {
      err.push(Buffer.from(`could not start: ${e.message}\n`));
    });
    child.on('close', (code) => {
      out.flush();
      err.flush();
      resolve({ script, ok: code === 0, ms: Date.now() - started });
    });
  });
}

async function runLane(lane: Lane, width: number): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const script of lane) {
    const result = await runPhase(script, width);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

function formatSummary(results: PhaseResult[], totalMs: number, notRun: string[]): string {
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
  const rows = results.map((r) => `  ${r.ok ? 'passed' : 'FAILED'}  ${r.script.padEnd(12)} ${minutes(r.ms)}`);
  const skipped = notRun.map((s) => `  not run ${s} (an earlier phase of its lane failed)`);
  return ['', 'npm test, per phase:', ...rows, ...skipped, `  whole run ${minutes(totalMs)}`, ''].join('\n');
}

async function main() {
  const started = Date.now();
  const width = Math.max(...LANES.flat().map((s) => s.length));
  const results = (await Promise.all(LANES.map((lane) => runLane(lane, width)))).flat();
  const ran = new Set(results.map((r) => r.script));
  const notRun = LANES.flat().filter((s) => !ran.has(s));
  process.stdout.write(formatSummary(results, Date.now() - started, notRun));
  process.exitCode = results.every((r) => r.ok) && notRun.length === 0 ? 0 : 1;
}

await main();
