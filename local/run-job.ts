/**
 * `npm run job -- <name> [--at <ISO time>] [--port <n>]`: runs one scheduled job against the running `npm start`
 * (POST /_jobs/{name} on its server) and prints what it did.
 */
import { parseArgs } from 'node:util';
import { formatDollars } from '../shared/money.js';
import type { JobReport } from '../functions/jobs/scheduled/job.js';
import { SCHEDULED_JOBS } from '../functions/jobs/scheduled/registry.js';
import { DEFAULT_PORT } from './stack.js';

const JOB_NAMES = SCHEDULED_JOBS.map((j) => j.name);

function usage(): never {
  console.error(`Usage: npm run job -- <name> [--at <ISO time>] [--port <n>]\nJobs: ${JOB_NAMES.join(', ')}`);
  process.exit(2);
}

/** One line per action, then the totals. */
function describeReport(report: JobReport): string {
  const lines = report.actions.map((a) => {
    const parts = [a.action.padEnd(14), a.vendorId ? `vendor ${a.vendorId}` : '', a.subject ?? ''];
    if (a.amountCents !== undefined) parts.push(formatDollars(a.amountCents, 'ungrouped'));
    if (a.detail) parts.push(`(${a.detail})`);
    return `  ${parts.filter(Boolean).join('  ')}`;
  });
  const total = `${report.job} at ${report.ranAt}: ${report.actions.length} action(s), ${report.alreadyDone} already done by an earlier run`;
  return [total, ...lines].join('\n');
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { at: { type: 'string' }, port: { type: 'string' }, json: { type: 'boolean' } },
  });
  const name = positionals[0];
  if (!name) usage();
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  const url = new URL(`/_jobs/${encodeURIComponent(name)}`, `http://localhost:${port}`);
  if (values.at) url.searchParams.set('at', values.at);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST' });
  } catch {
    console.error(`MarketDay is not answering on port ${port}. Start it with "npm start" first (or pass --port).`);
    process.exit(1);
  }
  const body = (await res.json().catch(() => ({}))) as JobReport & { message?: string };
  if (!res.ok) {
    console.error(body.message ?? `The server answered ${res.status}`);
    if (res.status === 404) console.error(`Jobs: ${JOB_NAMES.join(', ')}`);
    process.exit(1);
  }
  console.log(values.json ? JSON.stringify(body, null, 2) : describeReport(body));
}

void main();
