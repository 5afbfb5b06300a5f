import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import { ROLES } from '../../../../shared/permissions.js';
import { ConflictError } from '../../http/errors.js';
import { phoneDigits } from '../../../../shared/phone.js';
import { keys, normalizeEmail, TABLE_INDEXES } from '../keys.js';
import type { UserRecord } from '../../ports.js';
import { clockNow } from '../../time/clock.js';

/** A user item as read back from the table (validated at the boundary). */
export const userItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.nullable(z.optional(z.string())),
  role: z.enum(ROLES),
  vendorId: z.orNull(z.string()),
  permissions: z._default(z.array(z.string()), []),
  defaultVendorTypes: z._default(z.array(z.string()), []),
  isActive: z._default(z.boolean(), true),
  textNotifications: z._default(z.boolean(), false),
  emailNotifications: z._default(z.boolean(), true),
  lastLogin: z.optional(z.string()),
  /**
   * The user's live sessions: session id (a hash of the session's refresh token) → when it ends (epoch seconds).
   * The session check reads it with the user, so ending a session costs no extra request on every call.
   */
  sessions: z._default(z.record(z.string(), z.number()), {}),
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
export const USER_CHANGED = 'This user was changed by someone else. Please reload and try again.';

/** The fields of a user that can change after creation. */
export const USER_CHANGE_FIELDS = [
  'username',
  'email',
  'phone',
  'textNotifications',
  'emailNotifications',
  'isActive',
  'permissions',
  'defaultVendorTypes',
] as const;
/** A change of some of them; `phone: null` (or '') removes the phone. */
export type UserChanges = Partial<Omit<Pick<UserItem, (typeof USER_CHANGE_FIELDS)[number]>, 'phone'>> & {
  phone?: string | null;
};

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
      const now = clockNow().toISOString();
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
      if (!isEmail && phoneDigits(emailOrPhone).length < 7) return undefined;
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
                    ...keys.userByRole(user.role, user.username, user.vendorId),
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
     * Changes a user's own fields. A new e-mail or phone swaps its guard items in the same transaction (the new one
     * put only if free, the old one deleted), and the index keys follow, so no moment exists where two users hold
     * one e-mail or a user is found by an old one. Refused with EMAIL_TAKEN / PHONE_TAKEN when the value is taken,
     * with nothing written. Returns the user as written.
     */
    async update(current: UserItem, changes: UserChanges, at = clockNow().toISOString()): Promise<UserItem> {
      const next: UserItem = {
        ...current,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
        updatedAt: at,
      };
      if (changes.email !== undefined) next.email = normalizeEmail(changes.email);
      if (changes.phone !== undefined) next.phone = changes.phone ? changes.phone : undefined;
      const emailChanged = normalizeEmail(next.email) !== normalizeEmail(current.email);
      const oldPhone = current.phone ? phoneDigits(current.phone) : '';
      const newPhone = next.phone ? phoneDigits(next.phone) : '';
      const phoneChanged = oldPhone !== newPhone;

      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':was': current.updatedAt };
      const sets: string[] = [];
      const removes: string[] = [];
      const set = (attr: string, value: unknown) => {
        names[`#${attr}`] = attr;
        values[`:${attr}`] = value;
        sets.push(`#${attr} = :${attr}`);
      };
      const remove = (attr: string) => {
        names[`#${attr}`] = attr;
        removes.push(`#${attr}`);
      };
      for (const field of USER_CHANGE_FIELDS) {
        if (changes[field] === undefined || field === 'phone') continue;
        set(field, next[field]);
      }
      if (changes.email !== undefined) Object.entries(keys.userByEmail(next.email)).forEach(([k, v]) => set(k, v));
      if (phoneChanged) {
        if (next.phone) {
          set('phone', next.phone);
          Object.entries(keys.userByPhone(next.phone)).forEach(([k, v]) => set(k, v));
        } else {
          ['phone', 'gsi2pk', 'gsi2sk'].forEach(remove);
        }
      } else if (changes.phone) {
        set('phone', next.phone);
      }
      if (changes.username !== undefined) {
        Object.entries(keys.userByRole(next.role, next.username, next.vendorId)).forEach(([k, v]) => set(k, v));
      }
      set('updatedAt', at);

      const guardPut = (key: { pk: string; sk: string }) => ({
        Put: {
          TableName: tableName,
          Item: { ...key, _type: 'unique_guard', userId: current.id, createdAt: at, updatedAt: at },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      const guardDelete = (key: { pk: string; sk: string }) => ({
        Delete: {
          TableName: tableName,
          Key: key,
          // Only our own guard: never release a value someone else holds.
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
          ExpressionAttributeValues: { ':me': current.id },
        },
      });
      const items: object[] = [
        {
          Update: {
            TableName: tableName,
            Key: keys.user(current.id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            // Read-modify-write: refused when someone changed the user since it was read.
            ConditionExpression: 'attribute_exists(pk) AND #updatedAt = :was',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
      ];
      const reasonIndex: { email?: number; phone?: number } = {};
      if (emailChanged) {
        reasonIndex.email = items.length;
        items.push(guardPut(keys.uniqueUserEmail(next.email)), guardDelete(keys.uniqueUserEmail(current.email)));
      }
      if (phoneChanged) {
        if (newPhone) {
          reasonIndex.phone = items.length;
          items.push(guardPut(keys.uniqueUserPhone(newPhone)));
        }
        if (oldPhone) items.push(guardDelete(keys.uniqueUserPhone(oldPhone)));
      }
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: items as never }));
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        const failed = (i: number | undefined) => i !== undefined && reasons?.[i]?.Code === 'ConditionalCheckFailed';
        if (failed(reasonIndex.email)) throw new ConflictError(EMAIL_TAKEN);
        if (failed(reasonIndex.phone)) throw new ConflictError(PHONE_TAKEN);
        if (failed(0)) throw new ConflictError(USER_CHANGED);
        throw err;
      }
      return next;
    },

    /**
     * A vendor's users, in one Query of the users-by-role index (vendor users sort under their vendor there).
     */
    async listByVendor(vendorId: string): Promise<UserItem[]> {
      const out: UserItem[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const r = await ddb.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: TABLE_INDEXES.byListing,
            KeyConditionExpression: 'gsi3pk = :pk AND begins_with(gsi3sk, :prefix)',
            ExpressionAttributeValues: {
              ':pk': keys.userByRole('vendor_user', '').gsi3pk,
              ':prefix': keys.vendorUsersPrefix(vendorId),
            },
            ExclusiveStartKey: start,
          }),
        );
        out.push(...(r.Items ?? []).map(toRecord));
        start = r.LastEvaluatedKey;
      } while (start);
      return out;
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
