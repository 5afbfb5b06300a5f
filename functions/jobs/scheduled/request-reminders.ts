/** The weekly request reminder's wiring: vendors without an answer for the next market date are reminded. */
import type { ScheduledJob } from './job.js';
import { jobScope } from './job-wiring.js';
import { makeRequestRemindersService, REQUEST_REMINDERS } from './services/request-reminders.service.js';

export const requestRemindersJob: ScheduledJob = {
  name: REQUEST_REMINDERS,
  description: 'Reminds approved vendors without a request for the next market date',
  schedule: 'cron(0 10 ? * TUE *)',
  run: (ctx) => makeRequestRemindersService(jobScope(ctx)).run(),
};
