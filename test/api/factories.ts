import { inject } from 'vitest';
import { ulid } from 'ulid';
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { makeTable } from '../../functions/lib/data/toolkit/index.js';
import { makeCognitoClient, makeCognitoIdentity, makeUserAccounts } from '../../functions/lib/auth/user-accounts.js';
import type { NewUser } from '../../functions/lib/ports.js';
import { makeClient, type ApiClient } from './client.js';

export const TEST_PASSWORD = 'Test-pass-123';

/** Writes straight to the local stack's stores, for data a test owns (so tests never share mutable users). */
export function localStores() {
  const env = inject('localEnv');
  const ddb = makeDocumentClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT });
  const cognito = makeCognitoClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.COGNITO_ENDPOINT });
  const identity = makeCognitoIdentity(cognito, { userPoolId: env.USER_POOL_ID!, clientId: env.USER_POOL_CLIENT_ID! });
  return {
    env,
    ddb,
    tableName: env.TABLE_NAME!,
    /** The table through the data toolkit, for the reads and writes a test makes itself. */
    table: makeTable(ddb, env.TABLE_NAME!),
    accounts: makeUserAccounts({ ddb, tableName: env.TABLE_NAME!, identity }),
  };
}

/** A fresh user of its own, with a unique e-mail and phone. */
export async function createTestUser(over: Partial<NewUser> = {}) {
  const tag = ulid().toLowerCase();
  const phone = `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const user = await localStores().accounts.createUser({
    username: 'Test User',
    email: `user-${tag}@example.com`,
    phone,
    role: 'vendor_user',
    password: TEST_PASSWORD,
    ...over,
  });
  return { ...user, password: TEST_PASSWORD };
}

export async function signedInClient(emailOrPhone: string, password: string): Promise<ApiClient> {
  const api = makeClient(inject('baseUrl'));
  const res = await api.post('/api/auth/login', { emailOrPhone, password });
  if (res.status !== 200) throw new Error(`Sign-in of ${emailOrPhone} answered ${res.status}: ${res.text}`);
  return api;
}

export const DEMO = {
  password: 'Demo-market-1',
  admin: 'admin@example.com',
  vendor: 'vendor@example.com',
} as const;
