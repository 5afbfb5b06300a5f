import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { IdentityProvider } from './cognito-identity.js';
import type { NewUser, UserRecord } from '../ports.js';
import { makeUsersRepository } from '../data/users/users.repository.js';

export { makeCognitoIdentity, makeCognitoClient } from './cognito-identity.js';

/**
 * Creating a user touches both stores: the DynamoDB item (with its unique guards) first, so a duplicate e-mail
 * is refused before any credential exists, then the Cognito user whose username is our user id. When Cognito
 * refuses, the DynamoDB items are removed again, so no half-made account is left behind.
 */
export function makeUserAccounts(deps: { ddb: DynamoDBDocumentClient; tableName: string; identity: IdentityProvider }) {
  const users = makeUsersRepository(deps.ddb, deps.tableName);
  return {
    users,
    async createUser(input: NewUser & { password?: string }): Promise<UserRecord> {
      const now = new Date().toISOString();
      const user: UserRecord = {
        id: ulid(),
        username: input.username,
        email: input.email.trim().toLowerCase(),
        phone: input.phone,
        role: input.role,
        vendorId: input.vendorId ?? null,
        permissions: input.permissions ?? [],
        defaultVendorTypes: input.defaultVendorTypes ?? [],
        isActive: true,
        textNotifications: input.textNotifications ?? false,
        emailNotifications: input.emailNotifications ?? true,
        createdAt: now,
        updatedAt: now,
      };
      await users.create(user);
      try {
        await deps.identity.createUser(user.id, user.email, input.password);
      } catch (err) {
        await users.remove(user);
        throw err;
      }
      return user;
    },
  };
}
export type UserAccounts = ReturnType<typeof makeUserAccounts>;
