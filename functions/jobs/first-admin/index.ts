import { authEnvSchema, readEnv } from '../../lib/config.js';
import { makeCognitoClient, makeCognitoIdentity } from '../../lib/auth/cognito-identity.js';
import { makeDocumentClient } from '../../lib/data/dynamo.js';
import { logErrorTo, logger } from '../../lib/observability/logger.js';
import { makeAdminUsersWiring } from '../../admin-users/wiring.js';
import { makeFirstAdminHandler } from './first-admin.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const identity = makeCognitoIdentity(makeCognitoClient({ region: env.AWS_REGION, endpoint: env.COGNITO_ENDPOINT }), {
  userPoolId: env.USER_POOL_ID,
  clientId: env.USER_POOL_CLIENT_ID,
});
const admins = makeAdminUsersWiring({
  ddb,
  tableName: env.TABLE_NAME,
  identity,
  region: env.AWS_REGION,
  queueUrl: env.QUEUE_URL,
  appUrl: env.APP_URL,
});

export const handler = makeFirstAdminHandler({
  ensureAdmin: (email) => admins.ensureAdmin(email),
  async respond(url, body) {
    // CloudFormation's presigned URL takes a PUT with no content type.
    const res = await fetch(url, { method: 'PUT', body, headers: { 'content-type': '' } });
    if (!res.ok) throw new Error(`CloudFormation answered ${res.status}`);
  },
  logError: logErrorTo,
  logInfo: (message, detail) => logger.info(message, detail),
});
