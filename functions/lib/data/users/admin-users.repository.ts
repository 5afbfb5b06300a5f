import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { userItemSchema, type UserItem } from './users.repository.js';

/**
 * The admins as the admin users screen reads and changes them. Creating one goes through the shared user creation
 * (functions/lib/auth/user-accounts.ts: one transaction with the unique e-mail and phone guards, undone when
 * Cognito refuses); this module lists admins and changes their name and active flag.
 */
export function makeAdminUsersRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const byRole = keys.userByRole('admin', '');
  return {
    /** Every admin, by name: one Query of the users-by-role index (a few pages at most for a market's staff). */
    async list(): Promise<UserItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': byRole.gsi3pk },
      });
      return items.map((i) => userItemSchema.parse(i));
    },

    /**
     * Changes an admin's name or active flag; false when the user is not an admin (or not there). Deactivating also
     * drops every session listed on the item, so each ends at its next request and none comes back on reactivation.
     */
    async update(userId: string, change: { username?: string; isActive?: boolean }, at: string): Promise<boolean> {
      const sets = ['updatedAt = :at'];
      const values: Record<string, unknown> = { ':at': at, ':admin': 'admin' };
      if (change.username !== undefined) {
        sets.push('username = :name', 'gsi3sk = :sortName');
        values[':name'] = change.username;
        values[':sortName'] = keys.userByRole('admin', change.username).gsi3sk;
      }
      if (change.isActive !== undefined) {
        sets.push('isActive = :active');
        values[':active'] = change.isActive;
        if (!change.isActive) {
          sets.push('#sessions = :none');
          values[':none'] = {};
        }
      }
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND #role = :admin',
            ExpressionAttributeNames: {
              '#role': 'role',
              ...(change.isActive === false ? { '#sessions': 'sessions' } : {}),
            },
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof makeAdminUsersRepository>;
