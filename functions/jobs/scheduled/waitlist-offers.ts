/**
 * Waitlist offers (issue 15): every hour, for each upcoming market date, offers past their deadline lapse and each
 * free space goes to the next waiting vendor who fits. The same work runs whenever the waitlist or an offer link is
 * read, so this job only makes sure a lapse moves on when nobody looks. Safe to run twice: an offer is one item per
 * space, written only while no other offer of it is open, and its message id is the offer's own.
 */
import { isoDateInZone } from '../../../shared/market-time.js';
import { makeWaitlistWiring } from '../../waitlist/wiring.js';
import type { JobAction, JobContext, ScheduledJob } from './job.js';

async function runWaitlistOffers(ctx: JobContext) {
  const offers = makeWaitlistWiring({ ...ctx, now: () => ctx.now });
  const dates = await offers.fillFrom(isoDateInZone(ctx.now, ctx.timeZone), ctx.now);
  const actions: JobAction[] = [];
  for (const { marketDateId: id, report } of dates) {
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
