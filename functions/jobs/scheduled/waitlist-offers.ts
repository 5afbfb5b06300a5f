/**
 * Waitlist offers (issue 15): every hour, for each upcoming market date, offers past their deadline lapse and each
 * free space goes to the next waiting vendor who fits. The same work runs whenever the waitlist or an offer link is
 * read, so this job only makes sure a lapse moves on when nobody looks. Safe to run twice: an offer is one item per
 * space, written only while no other offer of it is open, and its message id is the offer's own.
 */
import { isoDateInZone } from '../../../shared/market-time.js';
import { queryAll } from '../../lib/data/dynamo.js';
import { keys, TABLE_INDEXES } from '../../lib/data/keys.js';
import { makeWaitlistEngine } from '../../lib/waitlist/waitlist-engine.js';
import type { JobAction, JobContext, ScheduledJob } from './job.js';

export async function runWaitlistOffers(ctx: JobContext) {
  const today = isoDateInZone(ctx.now, ctx.timeZone);
  const engine = makeWaitlistEngine({
    ddb: ctx.ddb,
    tableName: ctx.tableName,
    queue: ctx.queue,
    appUrl: ctx.appUrl,
    now: () => ctx.now,
  });
  const dates = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    IndexName: TABLE_INDEXES.byNaturalKey,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
    ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':from': today },
    ProjectionExpression: 'id',
  });
  const actions: JobAction[] = [];
  for (const d of dates) {
    const id = String(d.id);
    const report = await engine.fill(id, ctx.now);
    for (const c of report.closed)
      actions.push({ action: c.status, vendorId: c.vendorId, subject: id, detail: c.spaceId });
    for (const o of report.offered)
      actions.push({ action: 'offered', vendorId: o.vendorId, subject: id, detail: o.spaceId });
  }
  return actions;
}

export const waitlistOffersJob: ScheduledJob = {
  name: 'waitlist-offers',
  description: 'Lapses waitlist offers past their deadline and offers freed spaces to the next waiting vendor',
  schedule: 'cron(0 * * * ? *)',
  async run(ctx) {
    const actions = await runWaitlistOffers(ctx);
    return { job: 'waitlist-offers', ranAt: ctx.now.toISOString(), actions, alreadyDone: 0 };
  },
};
