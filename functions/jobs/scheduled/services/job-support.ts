/**
 * What the scheduled jobs share: their idempotency records, message ids, and the few reads every job is built from
 * (the calendar, a date's requests, the vendor directory, a vendor's users, the admins). Each read is one Query (one
 * per 1 MB page) whatever the number of rows; none is a Scan.
 */
import type { Locale } from '../../../../shared/locale.js';
import { addDays, isoDateInZone } from '../../../../shared/market-time.js';
import { FIRST_MARKET_ID, marketFor, marketIdOf } from '../../../../shared/markets.js';
import type { MarketSettings } from '../../../lib/data/settings/settings.repository.js';
import type { AuditActor } from '../../../lib/http/request-origin.js';
import type { BellNotice, OnceRecord } from '../../../lib/data/jobs/job-runs.repository.js';
import { keys } from '../../../lib/data/keys.js';
import type { SpaceRequestItem } from '../../../lib/data/market-dates/market-date.items.js';
import type { CalendarEntry } from '../../../lib/data/market-dates/vendor-dates.repository.js';
import type { TxPart } from '../../../lib/data/toolkit/index.js';
import type { DirectoryEntry } from '../../../lib/data/vendors/vendor-directory.js';
import type { OutgoingMessage } from '../../../lib/ports.js';
import type { JobAction, JobReport } from '../job.js';
import type { JobScope } from './job-scope.js';

/** How long an idempotency record is kept: well past any date a job could look back to. */
const JOB_RUN_TTL_DAYS = 400;

/** A message's id from the job, the date and the recipient: the message worker sends one id once. */
export const jobMessageId = (job: string, dateKey: string, recipient: string) =>
  `job-${job}-${dateKey}-${recipient}`.slice(0, 80);

/** Who a job's changes are audited as. */
export const jobActor = (job: string): AuditActor => ({
  userId: null,
  userName: `Scheduled job ${job}`,
  ipAddress: null,
  userAgent: null,
});

/**
 * The idempotency record of what `job` did for `recipient` on `dateKey`. It keeps the messages the job sent with it,
 * so a later run can hand them to the queue again (the worker sends each id once) if the first run stopped between
 * writing the record and enqueuing.
 */
export function jobRunRecord(
  ctx: Pick<JobScope, 'now'>,
  job: string,
  dateKey: string,
  recipient: string,
  what: { action: string; messages?: OutgoingMessage[]; detail?: string },
): OnceRecord {
  const at = ctx.now.toISOString();
  return {
    ...keys.jobRun(job, dateKey, recipient),
    _type: 'job_run',
    job,
    dateKey,
    recipient,
    action: what.action,
    ...(what.detail ? { detail: what.detail } : {}),
    messages: what.messages ?? [],
    createdAt: at,
    updatedAt: at,
    ttl: Math.floor(ctx.now.getTime() / 1000) + JOB_RUN_TTL_DAYS * 86_400,
  };
}

/** A record younger than this belongs to a run that is finishing (or just finished) its own enqueuing. */
const RESEND_AFTER_MS = 15 * 60_000;

/**
 * The recipients a job already handled on a date (one Query), each with the messages to hand to the queue again: only
 * those of a record old enough that its run should have enqueued them long ago, so a run that stopped between its
 * writes and its enqueuing is made good, and two runs close together do not both enqueue.
 */
export async function doneRecipients(
  ctx: Pick<JobScope, 'runs' | 'now'>,
  job: string,
  dateKey: string,
): Promise<Map<string, OutgoingMessage[]>> {
  const items = await ctx.runs.runRecords(job, dateKey);
  const stale = (i: Record<string, unknown>) => ctx.now.getTime() - Date.parse(String(i.createdAt)) > RESEND_AFTER_MS;
  return new Map(
    items.map((i) => [
      String(i.recipient),
      Array.isArray(i.messages) && stale(i) ? (i.messages as OutgoingMessage[]) : [],
    ]),
  );
}

/**
 * Writes the record and the effect in one transaction, only if the record does not exist. Resolves false when it
 * does (another run got there first) and nothing was written.
 */
export function writeOnce(
  ctx: Pick<JobScope, 'runs'>,
  record: OnceRecord,
  effect: readonly TxPart[] = [],
): Promise<boolean> {
  return ctx.runs.writeOnce(record, effect);
}

/** A report's skeleton, filled as the job goes. */
export function newReport(job: string, ctx: Pick<JobScope, 'now'>): JobReport & { add(a: JobAction): void } {
  const report: JobReport = { job, ranAt: ctx.now.toISOString(), actions: [], alreadyDone: 0 };
  return Object.assign(report, { add: (a: JobAction) => void report.actions.push(a) });
}

/** Market dates from one ISO date to another, both included, oldest first: the calendar index. */
export async function calendarBetween(
  ctx: Pick<JobScope, 'vendorDates'>,
  from: string,
  to: string,
): Promise<CalendarEntry[]> {
  const dates = await ctx.vendorDates.calendarBetween(from, to, 'oldest');
  return dates.filter((d) => d.status !== 'canceled');
}

type MarketsSettings = Pick<MarketSettings, 'markets' | 'marketTimeZone'>;

/** Today in a date's market zone (each market has its own; absent market id: the first market). */
export function marketToday(ctx: Pick<JobScope, 'now'>, settings: MarketsSettings) {
  const byZone = new Map<string, string>();
  return (d: { marketId?: string | null }): string => {
    const zone = marketFor(settings, marketIdOf(d)).timeZone;
    let today = byZone.get(zone);
    if (today === undefined) {
      today = isoDateInZone(ctx.now, zone);
      byZone.set(zone, today);
    }
    return today;
  };
}

/**
 * The key a job's records and messages use for a date: the date itself for the first market (as before markets), the
 * date and the market for another, so two markets meeting on one day keep their records apart.
 */
export const jobDateKey = (d: { date: string; marketId?: string | null }): string =>
  marketIdOf(d) === FIRST_MARKET_ID ? d.date : `${d.date}#${marketIdOf(d)}`;

/**
 * The next market date of each market after that market's today (not cancelled), looking up to eight weeks ahead:
 * one read of the calendar however many markets there are.
 */
export async function nextMarketDates(
  ctx: Pick<JobScope, 'vendorDates' | 'now' | 'timeZone'>,
  settings: MarketsSettings,
): Promise<CalendarEntry[]> {
  const todayOf = marketToday(ctx, settings);
  // A market's zone is at most a day from the organisation's: read a day wider on each side and let each date's own
  // today decide.
  const today = isoDateInZone(ctx.now, ctx.timeZone);
  const dates = await calendarBetween(ctx, today, addDays(today, 57));
  const next = new Map<string, CalendarEntry>();
  for (const d of dates.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const own = todayOf(d);
    if (d.date > own && d.date <= addDays(own, 56) && !next.has(marketIdOf(d))) next.set(marketIdOf(d), d);
  }
  return [...next.values()];
}

/** Every request on a date: one Query of the date's partition, its request range only. */
export function dateRequests(ctx: Pick<JobScope, 'runs'>, marketDateId: string): Promise<SpaceRequestItem[]> {
  return ctx.runs.dateRequests(marketDateId);
}

/** Every vendor's directory entry (name, e-mail, status, type) by id: one Query. */
export async function vendorDirectory(ctx: Pick<JobScope, 'directory'>): Promise<Map<string, DirectoryEntry>> {
  const entries = await ctx.directory.list({});
  return new Map(entries.map((e) => [e.id, e]));
}

/** The languages of the vendors a job writes to (one batched read per hundred vendors); English without a reader. */
export async function vendorLocales(
  ctx: Pick<JobScope, 'locales'>,
  vendorIds: readonly string[],
): Promise<ReadonlyMap<string, Locale>> {
  return ctx.locales && vendorIds.length ? ctx.locales.vendors(vendorIds) : new Map();
}

/** The user ids of one role, or of one vendor's users: one Query of the users-by-role index. */
export function userIds(ctx: Pick<JobScope, 'runs'>, who: { role: 'admin' } | { vendorId: string }): Promise<string[]> {
  return ctx.runs.userIds(who);
}

/** A bell notification for a user, as a transaction part (so it is written with the job's record, once). */
export function notificationPut(ctx: Pick<JobScope, 'runs' | 'now'>, userId: string, n: BellNotice): TxPart {
  return ctx.runs.notificationPart(userId, n, ctx.now);
}

/** Runs `fn` over items, a few at a time (each may call the payment provider or write a transaction). */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** The vendor screens a job's messages link to (spec 1 §2.9, spec 3 §2). */
const VENDOR_PATHS = {
  marketDates: '/vendor/space-requests',
  documents: '/vendor/profile/documents',
  paymentMethods: '/vendor/payment-methods',
} as const;

export const vendorLink = (ctx: Pick<JobScope, 'appUrl'>, screen: keyof typeof VENDOR_PATHS) =>
  new URL(VENDOR_PATHS[screen], ctx.appUrl).toString();
