import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ROLES } from '../../../../shared/permissions.js';
import { ConflictError } from '../../http/errors.js';
import { keys, normalizeEmail, normalizePhone, TABLE_INDEXES } from '../keys.js';
import type { UserRecord } from '../../ports.js';

/** A user item as read back from the table (validated at the boundary). */
export const userItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().optional().nullable(),
  role: z.enum(ROLES),
  vendorId: z.string().nullable().default(null),
  permissions: z.array(z.string()).default([]),
  defaultVendorTypes: z.array(z.string()).default([]),
  isActive: z.boolean().default(true),
  textNotifications: z.boolean().default(false),
  emailNotifications: z.boolean().default(true),
  lastLogin: z.string().optional(),
  /**
   * The user's live sessions: session id (a hash of the session's refresh token) → when it ends (epoch seconds).
   * The session check reads it with the user, so ending a session costs no extra request on every call.
   */
  sessions: z.record(z.string(), z.number()).default({}),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

const toRecord = (item: Record<string, unknown>): UserItem => {
  const u = userItemSchema.parse(item);
  return { ...u, phone: u.phone ?? undefined } as UserItem;
};

/** Sessions kept per user (browsers and devices signed in at once); a new sign-in drops the oldest beyond this. */
export const MAX_SESSIONS = 20;

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists';

export function makeUsersRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async get(userId: string): Promise<UserItem | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
      return r.Item ? toRecord(r.Item) : undefined;
    },

    /** Our user id is the Cognito username, except for Google/Apple users, who are linked to it. */
    async getByCognitoUsername(cognitoUsername: string): Promise<UserItem | undefined> {
      const direct = await this.get(cognitoUsername);
      if (direct) return direct;
      const link = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.identityLink(cognitoUsername) }));
      return typeof link.Item?.userId === 'string' ? this.get(link.Item.userId) : undefined;
    },

    async linkIdentity(cognitoUsername: string, userId: string): Promise<void> {
      const now = new Date().toISOString();
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.identityLink(cognitoUsername),
            _type: 'identity_link',
            userId,
            createdAt: now,
            updatedAt: now,
          },
        }),
      );
    },

    /** One query on the natural-key index by e-mail, or on the phone index when the input is a phone number. */
    async findByEmailOrPhone(emailOrPhone: string): Promise<UserItem | undefined> {
      const isEmail = emailOrPhone.includes('@');
      if (!isEmail && normalizePhone(emailOrPhone).length < 7) return undefined;
      const index = isEmail ? TABLE_INDEXES.byNaturalKey : TABLE_INDEXES.byPhoneOrOwner;
      const k = isEmail ? keys.userByEmail(emailOrPhone) : keys.userByPhone(emailOrPhone);
      const [pkName, pkValue] = Object.entries(k)[0]!;
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': pkName },
          ExpressionAttributeValues: { ':pk': pkValue },
          Limit: 1,
        }),
      );
      const item = r.Items?.[0];
      return item ? toRecord(item) : undefined;
    },

    /** Writes the user with guard items so an e-mail or phone belongs to one user at most. */
    async create(user: UserRecord): Promise<void> {
      const now = user.createdAt;
      const guard = (key: { pk: string; sk: string }) => ({
        Put: {
          TableName: tableName,
          Item: { ...key, _type: 'unique_guard', userId: user.id, createdAt: now, updatedAt: now },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...keys.user(user.id),
                    ...keys.userByEmail(user.email),
                    ...(user.phone ? keys.userByPhone(user.phone) : {}),
                    ...keys.userByRole(user.role, user.username),
                    _type: 'user',
                    ...user,
                    email: normalizeEmail(user.email),
                    sessions: {},
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              guard(keys.uniqueUserEmail(user.email)),
              ...(user.phone ? [guard(keys.uniqueUserPhone(user.phone))] : []),
            ],
          }),
        );
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        if (reasons?.[1]?.Code === 'ConditionalCheckFailed') throw new ConflictError(EMAIL_TAKEN);
        if (reasons?.[2]?.Code === 'ConditionalCheckFailed') throw new ConflictError(PHONE_TAKEN);
        throw err;
      }
    },

    /** Undoes `create` (its item and guards), for when the credential could not be created. */
    async remove(user: Pick<UserRecord, 'id' | 'email' | 'phone'>): Promise<void> {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            keys.user(user.id),
            keys.uniqueUserEmail(user.email),
            ...(user.phone ? [keys.uniqueUserPhone(user.phone)] : []),
          ].map((Key) => ({ Delete: { TableName: tableName, Key } })),
        }),
      );
    },

    /**
     * Records a sign-in and adds its session. Sessions that have ended by now (as last read) are dropped in the
     * same write, and the oldest beyond MAX_SESSIONS, so the item stays small.
     */
    async recordLogin(
      user: Pick<UserItem, 'id' | 'sessions'>,
      at: string,
      session: { id: string; endsAt: number },
    ): Promise<void> {
      const nowSeconds = Math.floor(Date.parse(at) / 1000);
      const kept = Object.entries(user.sessions)
        .filter(([id, endsAt]) => id !== session.id && endsAt > nowSeconds)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_SESSIONS - 1);
      const dropped = Object.keys(user.sessions).filter((id) => !kept.some(([k]) => k === id) && id !== session.id);
      const names: Record<string, string> = { '#s': 'sessions', '#new': session.id };
      dropped.forEach((id, i) => (names[`#d${i}`] = id));
      const remove = dropped.length ? ` REMOVE ${dropped.map((_, i) => `#s.#d${i}`).join(', ')}` : '';
      const addToMap = () =>
        ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(user.id),
            UpdateExpression: `SET lastLogin = :at, #s.#new = :ends${remove}`,
            ConditionExpression: 'attribute_exists(pk) AND attribute_exists(#s)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':at': at, ':ends': session.endsAt },
          }),
        );
      try {
        await addToMap();
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        // The first session of a user item written before sessions were kept: create the map, unless a parallel
        // sign-in has just done so, in which case add to it after all.
        try {
          await ddb.send(
            new UpdateCommand({
              TableName: tableName,
              Key: keys.user(user.id),
              UpdateExpression: 'SET lastLogin = :at, #s = :sessions',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#s)',
              ExpressionAttributeNames: { '#s': 'sessions' },
              ExpressionAttributeValues: { ':at': at, ':sessions': { [session.id]: session.endsAt } },
            }),
          );
        } catch (again) {
          if (!isConditionFailure(again)) throw again;
          await addToMap();
        }
      }
    },

    /** Ends one session (logout). */
    async endSession(userId: string, sessionId: string): Promise<void> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            UpdateExpression: 'REMOVE #s.#id',
            ConditionExpression: 'attribute_exists(#s)',
            ExpressionAttributeNames: { '#s': 'sessions', '#id': sessionId },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    },

    /** Replaces every session of the user: none after a reset, only the changing browser's after a change. */
    async replaceSessions(userId: string, sessions: Record<string, number>): Promise<void> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            UpdateExpression: 'SET #s = :sessions',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#s': 'sessions' },
            ExpressionAttributeValues: { ':sessions': sessions },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    },
  };
}
export type UsersRepository = ReturnType<typeof makeUsersRepository>;
