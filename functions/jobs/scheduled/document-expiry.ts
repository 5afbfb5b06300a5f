/** Document expiry notices' wiring: vendors hear of documents expiring in 30 days, in 7 days and on the day. */
import type { ScheduledJob } from './job.js';
import { jobScope } from './job-wiring.js';
import { DOCUMENT_EXPIRY, makeDocumentExpiryService } from './services/document-expiry.service.js';

export const documentExpiryJob: ScheduledJob = {
  name: DOCUMENT_EXPIRY,
  description: 'Tells vendors about documents expiring in 30 days, in 7 days and today',
  schedule: 'cron(0 7 * * ? *)',
  run: (ctx) => makeDocumentExpiryService(jobScope(ctx)).run(),
};
