/** Auto-request's wiring: the vendors with Auto Request on get a request for the next market date (the service). */
import { placementOn } from '../../waitlist/wiring.js';
import type { ScheduledJob } from './job.js';
import { jobScope } from './job-wiring.js';
import { AUTO_REQUEST, makeAutoRequestService } from './services/auto-request.service.js';

export const autoRequestJob: ScheduledJob = {
  name: AUTO_REQUEST,
  description: 'Requests the next market date for approved vendors with Auto Request on',
  schedule: 'cron(0 8 ? * TUE *)',
  run: (ctx) => makeAutoRequestService(jobScope(ctx), { placement: placementOn(ctx.ddb, ctx.tableName) }).run(),
};
