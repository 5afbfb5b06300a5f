import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { IdentityProvider } from './cognito-identity.js';
import type { NewUser, UserRecord } from '../ports.js';
import { normalizeEmail } from '../data/keys.js';
import {
  makeUsersRepository,
  USER_CHANGE_FIELDS,
  type UserChanges,
  type UserItem,
  type VendorLocaleWrite,
} from '../data/users/users.repository.js';
import { clockNow } from '../time/clock.js';

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
      const now = clockNow().toISOString();
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

    /**
     * Changes a user (both screens that edit one use this): the DynamoDB write swaps e-mail and phone guards in one
     * transaction, then Cognito's e-mail follows. When Cognito refuses, the DynamoDB change is undone, so the two
     * stores never disagree on who owns an e-mail. `vendorLocale` writes the vendor's language in the same transaction.
     */
    async changeUser(current: UserItem, changes: UserChanges, vendorLocale?: VendorLocaleWrite): Promise<UserItem> {
      const written = await users.update(current, changes, undefined, vendorLocale);
      if (normalizeEmail(written.email) === normalizeEmail(current.email)) return written;
      try {
        await deps.identity.updateEmail(current.id, written.email);
      } catch (err) {
        const undo: UserChanges = {};
        for (const field of USER_CHANGE_FIELDS) {
          if (changes[field] === undefined) continue;
          Object.assign(undo, { [field]: field === 'phone' ? (current.phone ?? null) : current[field] });
        }
        await users.update(written, undo);
        throw err;
      }
      return written;
    },
  };
}
export type UserAccounts = ReturnType<typeof makeUserAccounts>;
