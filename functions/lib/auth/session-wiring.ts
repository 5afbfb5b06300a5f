import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod/mini';
import { makeCognitoClient, makeCognitoIdentity } from './cognito-identity.js';
import { cognitoIssuer, type authEnvSchema } from '../config.js';
import { makeAccessTokenVerifier, makeSessionResolver } from './session.js';
import { makeUsersRepository } from '../data/users/users.repository.js';
import { wallClockNow } from '../time/clock.js';

/** What every route group needs to know who is calling: built once per cold start. */
export function makeSessionWiring(env: z.infer<typeof authEnvSchema>, ddb: DynamoDBDocumentClient) {
  const cognito = makeCognitoClient({ region: env.AWS_REGION, endpoint: env.COGNITO_ENDPOINT });
  const identity = makeCognitoIdentity(cognito, {
    userPoolId: env.USER_POOL_ID,
    clientId: env.USER_POOL_CLIENT_ID,
    globalSignOut: !env.COGNITO_ENDPOINT,
  });
  const users = makeUsersRepository(ddb, env.TABLE_NAME);
  const verifier = makeAccessTokenVerifier({ issuer: cognitoIssuer(env), clientId: env.USER_POOL_CLIENT_ID });
  const session = makeSessionResolver({ now: wallClockNow, verifier, identity, users });
  return { cognito, identity, users, session };
}
