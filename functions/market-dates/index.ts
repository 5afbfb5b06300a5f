import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeMarketDatesRepository } from '../lib/data/market-dates/market-dates.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeMarketDatesHandlers } from './handler.js';
import { makeMarketDatesService } from './market-dates.service.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  group: 'market-dates',
  handlers: makeMarketDatesHandlers({
    marketDates: makeMarketDatesService({
      marketDates: makeMarketDatesRepository(ddb, env.TABLE_NAME),
      catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
    }),
  }),
  session,
});
