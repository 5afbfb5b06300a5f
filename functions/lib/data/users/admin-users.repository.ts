import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { c, fromKey, makeTable } from '../toolkit/index.js';
import { userItemSchema, type UserItem } from './users.repository.js';

/**
 * The admins and market staff as the admin users screen reads and changes them. Creating one goes through the shared user creation
 * (functions/lib/auth/user-accounts.ts: one transaction with the unique e-mail and phone guards, undone when
 * Cognito refuses); this module lists admins and changes their name and active flag.
 */
export function makeAdminUsersRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    /**
     * Every admin and market staff member: one Query of the users-by-role index per role, side by side (a few pages
     * at most for a market's people).
     */
    async list(): Promise<UserItem[]> {
      const [admins, staff] = await Promise.all(
        (['admin', 'staff'] as const).map((role) =>
          table.queryAll({ ...fromKey({ gsi3pk: keys.userByRole(role, '').gsi3pk }), parser: userItemSchema }),
        ),
      );
      return [...admins!, ...staff!];
    },

    /**
     * Changes an admin's name or active flag; false when the user is not an admin (or not there). Deactivating also
     * drops every session listed on the item, so each ends at its next request and none comes back on reactivation.
     */
    async update(
      userId: string,
      role: 'admin' | 'staff',
      change: { username?: string; isActive?: boolean },
      at: string,
    ): Promise<boolean> {
      const r = await table.update(
        keys.user(userId),
        {
          set: {
            updatedAt: at,
            ...(change.username !== undefined
              ? { username: change.username, gsi3sk: keys.userByRole(role, change.username).gsi3sk }
              : {}),
            isActive: change.isActive,
            ...(change.isActive === false ? { sessions: {} } : {}),
          },
        },
        { guard: c.and(c.present(), c.eq('role', role)) },
      );
      return r.ok;
    },
  };
}
