import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/dynamo.js';
import { makeHttpHandler } from '../lib/http.js';
import { makeSessionWiring } from '../lib/session-wiring.js';
import { makeVendorsRepository } from '../lib/vendors.repository.js';
import { makeVendorsHandlers } from './handler.js';
import { makeVendorsService } from './vendors.service.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  group: 'vendors',
  handlers: makeVendorsHandlers({
    vendors: makeVendorsService({ vendors: makeVendorsRepository(ddb, env.TABLE_NAME) }),
  }),
  session,
});
