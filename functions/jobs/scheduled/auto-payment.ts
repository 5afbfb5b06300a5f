/** Auto-payment's wiring: the day after a market date, vendors with Auto Payment are charged on their default card. */
import { makeSavedCardsRepository } from '../../lib/data/payments/saved-cards.repository.js';
import { makeRecordProviderPayment } from '../../lib/data/vendors/provider-payments.repository.js';
import type { ScheduledJob } from './job.js';
import { jobScope } from './job-wiring.js';
import { AUTO_PAYMENT, makeAutoPaymentService } from './services/auto-payment.service.js';

export const autoPaymentJob: ScheduledJob = {
  name: AUTO_PAYMENT,
  description: 'Charges the default saved card of vendors with Auto Payment the day after a market date',
  schedule: 'cron(0 9 * * ? *)',
  run: (ctx) =>
    makeAutoPaymentService(jobScope(ctx), {
      cardProvider: ctx.cardProvider,
      cards: makeSavedCardsRepository(ctx.ddb, ctx.tableName),
      record: makeRecordProviderPayment(ctx.ddb, ctx.tableName),
    }).run(),
};
