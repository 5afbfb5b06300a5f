import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeVendorDatesRepository } from '../lib/data/market-dates/vendor-dates.repository.js';
import { makeSpaceRequestsRepository } from '../lib/data/market-dates/space-requests.repository.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makePaymentSessionsRepository } from '../lib/data/payments/payment-sessions.repository.js';
import { makePublicPaymentsRepository } from '../lib/data/payments/public-payments.repository.js';
import { makeSavedCardsRepository } from '../lib/data/payments/saved-cards.repository.js';
import { makeShortCodesRepository } from '../lib/data/payments/short-codes.repository.js';
import { makeShortCodes } from '../lib/payments/short-codes.js';
import { cardProvider, makeRecordProviderPayment, peerProvider } from '../lib/payments/providers.js';
import { configuredPaymentServices } from '../lib/payments/payment-services.js';
import { clockNow } from '../lib/time/clock.js';
import { makeVendorDatesService } from '../vendor-dates/vendor-dates.service.js';
import { placementOn } from '../waitlist/wiring.js';
import { makePublicPaymentsHandlers } from './handler.js';
import { makePublicPaymentsService } from './public-payments.service.js';
import { makePublicRequestsService } from './public-requests.service.js';
import { makeSavedCardsService } from './saved-cards.service.js';
import { publicPaymentsRoutes } from '../../shared/route-manifest/public-payments.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);
const table = env.TABLE_NAME;

const settings = makeSettingsRepository(ddb, table);
const publicStore = makePublicPaymentsRepository(ddb, table);
const requestsRepo = makeSpaceRequestsRepository(ddb, table);
const store = {
  ...publicStore,
  updateFinancials: requestsRepo.updateFinancials,
};
const codes = makeShortCodes({
  store: makeShortCodesRepository(ddb, table),
  limiter: makeRateLimiter(ddb, table),
  now: clockNow,
});
// The vendor's own request / skip / cancel: the same rules, capacity check and waitlist as the vendor's screens.
const vendorActions = makeVendorDatesService({
  store: makeVendorDatesRepository(ddb, table),
  settings,
  now: clockNow,
  // Only the capacity check: offering a freed space is left to the waitlist's job, which keeps this bundle small.
  waitlist: { place: placementOn(ddb, table).place },
});
// Read once per cold start, both at once: locally from the environment, in AWS from Secrets Manager.
const [cardOrNone, peerOrNone] = await Promise.all([cardProvider(), peerProvider()]);
const card = cardOrNone ?? null;
const peer = peerOrNone ?? null;
const cards = makeSavedCardsRepository(ddb, table);
const pages = { codes, store, settings, vendorActions, now: clockNow };

export const handler = makeHttpHandler({
  routes: publicPaymentsRoutes,
  handlers: makePublicPaymentsHandlers({
    requests: makePublicRequestsService(pages),
    payments: makePublicPaymentsService({
      ...pages,
      sessions: makePaymentSessionsRepository(ddb, table),
      cards,
      card,
      peer,
      services: () =>
        configuredPaymentServices({ cardProvider: async () => card, peerProvider: async () => peer, settings }),
      recordProviderPayment: makeRecordProviderPayment(ddb, table),
      appUrl: env.APP_URL,
    }),
    cards: makeSavedCardsService({ cards, card, now: clockNow }),
  }),
  session,
});
