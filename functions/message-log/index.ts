import { SQSClient } from '@aws-sdk/client-sqs';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeMessageLogRepository } from '../lib/messaging/message-log.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeMessageLogHandlers } from './handler.js';
import { makeMessageLogService } from './message-log.service.js';
import { messageLogRoutes } from '../../shared/route-manifest/message-log.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: messageLogRoutes,
  handlers: makeMessageLogHandlers({
    messages: makeMessageLogService({
      now: clockNow,
      messages: makeMessageLogRepository(ddb, env.TABLE_NAME),
      queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
    }),
  }),
  session,
});
