import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import { LOCALES, type Locale } from '../../../../shared/locale.js';
import { ROLES } from '../../../../shared/permissions.js';
import { ConflictError } from '../../http/errors.js';
import { phoneDigits } from '../../../../shared/phone.js';
import { keys, normalizeEmail } from '../keys.js';
import type { UserRecord } from '../../ports.js';
import { clockNow } from '../../time/clock.js';
import { c, fromKey, makeTable } from '../toolkit/index.js';

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
  /** The language the user chose; absent until they choose one (the browser's is used meanwhile). */
  locale: z.optional(z.enum(LOCALES)),
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

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists';
const USER_CHANGED = 'This user was changed by someone else. Please reload and try again.';

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
  'locale',
] as const;
/** A change of some of them; `phone: null` (or '') removes the phone. */
export type UserChanges = Partial<Omit<Pick<UserItem, (typeof USER_CHANGE_FIELDS)[number]>, 'phone'>> & {
  phone?: string | null;
};

/**
 * The vendor's language (vendor.locale, what its e-mails and texts are written in) set in the same transaction as a
 * user's change: always for the primary user's choice, only while the vendor has none for another user's.
 */
export interface VendorLocaleWrite {
  vendorId: string;
  locale: Locale;
  onlyIfUnset: boolean;
}

export function makeUsersRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const asUser = { parse: toRecord };
  const guardItem = (key: { pk: string; sk: string }, userId: string, at: string) => ({
    ...key,
    _type: 'unique_guard',
    userId,
    createdAt: at,
    updatedAt: at,
  });
  return {
    async get(userId: string): Promise<UserItem | undefined> {
      return table.get(keys.user(userId), { parser: asUser });
    },

    /** Our user id is the Cognito username, except for Google/Apple users, who are linked to it. */
    async getByCognitoUsername(cognitoUsername: string): Promise<UserItem | undefined> {
      const direct = await this.get(cognitoUsername);
      if (direct) return direct;
      const link = await table.get(keys.identityLink(cognitoUsername));
      return typeof link?.userId === 'string' ? this.get(link.userId) : undefined;
    },

    async linkIdentity(cognitoUsername: string, userId: string): Promise<void> {
      const now = clockNow().toISOString();
      await table.put({
        ...keys.identityLink(cognitoUsername),
        _type: 'identity_link',
        userId,
        createdAt: now,
        updatedAt: now,
      });
    },

    /** One query on the natural-key index by e-mail, or on the phone index when the input is a phone number. */
    async findByEmailOrPhone(emailOrPhone: string): Promise<UserItem | undefined> {
      const isEmail = emailOrPhone.includes('@');
      if (!isEmail && phoneDigits(emailOrPhone).length < 7) return undefined;
      const k = isEmail ? keys.userByEmail(emailOrPhone) : keys.userByPhone(emailOrPhone);
      const [pkName, pkValue] = Object.entries(k)[0]!;
      const { items } = await table.query({ ...fromKey({ [pkName]: pkValue }), limit: 1, parser: asUser });
      return items[0];
    },

    /** Writes the user with guard items so an e-mail or phone belongs to one user at most. */
    async create(user: UserRecord): Promise<void> {
      const now = user.createdAt;
      const r = await table.transact([
        table.tx.put(
          {
            ...keys.user(user.id),
            ...keys.userByEmail(user.email),
            ...(user.phone ? keys.userByPhone(user.phone) : {}),
            ...keys.userByRole(user.role, user.username, user.vendorId),
            _type: 'user',
            ...user,
            email: normalizeEmail(user.email),
            sessions: {},
          },
          { guard: c.absent() },
        ),
        table.tx.put(guardItem(keys.uniqueUserEmail(user.email), user.id, now), { guard: c.absent() }),
        ...(user.phone
          ? [table.tx.put(guardItem(keys.uniqueUserPhone(user.phone), user.id, now), { guard: c.absent() })]
          : []),
      ]);
      if (r.ok) return;
      if (r.failedAt(1)) throw new ConflictError(EMAIL_TAKEN);
      if (r.failedAt(2)) throw new ConflictError(PHONE_TAKEN);
      throw new Error(`The new user was not written (${r.codes.join(', ')})`);
    },

    /** Undoes `create` (its item and guards), for when the credential could not be created. */
    async remove(user: Pick<UserRecord, 'id' | 'email' | 'phone'>): Promise<void> {
      const r = await table.transact(
        [
          keys.user(user.id),
          keys.uniqueUserEmail(user.email),
          ...(user.phone ? [keys.uniqueUserPhone(user.phone)] : []),
        ].map((key) => table.tx.delete(key)),
      );
      if (!r.ok) throw new Error(`The user was not removed (${r.codes.join(', ')})`);
    },

    /**
     * Changes a user's own fields. A new e-mail or phone swaps its guard items in the same transaction (the new one
     * put only if free, the old one deleted), and the index keys follow, so no moment exists where two users hold
     * one e-mail or a user is found by an old one. Refused with EMAIL_TAKEN / PHONE_TAKEN when the value is taken,
     * with nothing written. Returns the user as written.
     */
    async update(
      current: UserItem,
      changes: UserChanges,
      at = clockNow().toISOString(),
      vendorLocale?: VendorLocaleWrite,
    ): Promise<UserItem> {
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

      const set: Record<string, unknown> = {};
      const remove: string[] = [];
      for (const field of USER_CHANGE_FIELDS) {
        if (changes[field] === undefined || field === 'phone') continue;
        set[field] = next[field];
      }
      if (changes.email !== undefined) Object.assign(set, keys.userByEmail(next.email));
      if (phoneChanged) {
        if (next.phone) Object.assign(set, { phone: next.phone }, keys.userByPhone(next.phone));
        else remove.push('phone', 'gsi2pk', 'gsi2sk');
      } else if (changes.phone) {
        set.phone = next.phone;
      }
      if (changes.username !== undefined) {
        Object.assign(set, keys.userByRole(next.role, next.username, next.vendorId));
      }
      set.updatedAt = at;

      const guardPut = (key: { pk: string; sk: string }) =>
        table.tx.put(guardItem(key, current.id, at), { guard: c.absent() });
      // Only our own guard: never release a value someone else holds.
      const guardDelete = (key: { pk: string; sk: string }) =>
        table.tx.delete(key, { guard: c.or(c.absent(), c.eq('userId', current.id)) });
      const parts = [
        // Read-modify-write: refused when someone changed the user since it was read.
        table.tx.update(
          keys.user(current.id),
          { set, remove },
          { guard: c.and(c.present(), c.eq('updatedAt', current.updatedAt)) },
        ),
      ];
      const partIndex: { email?: number; phone?: number } = {};
      if (emailChanged) {
        partIndex.email = parts.length;
        parts.push(guardPut(keys.uniqueUserEmail(next.email)), guardDelete(keys.uniqueUserEmail(current.email)));
      }
      if (phoneChanged) {
        if (newPhone) {
          partIndex.phone = parts.length;
          parts.push(guardPut(keys.uniqueUserPhone(newPhone)));
        }
        if (oldPhone) parts.push(guardDelete(keys.uniqueUserPhone(oldPhone)));
      }
      let vendorPart: number | undefined;
      if (vendorLocale) {
        vendorPart = parts.length;
        parts.push(
          table.tx.update(
            keys.vendor(vendorLocale.vendorId),
            // updatedAt moves so a vendor edit read before this one cannot put the old language back.
            { set: { locale: vendorLocale.locale, updatedAt: at } },
            { guard: vendorLocale.onlyIfUnset ? c.and(c.present(), c.notExists('locale')) : c.present() },
          ),
        );
      }
      const r = await table.transact(parts);
      if (!r.ok) {
        const failed = (i: number | undefined) => i !== undefined && r.failedAt(i);
        if (failed(partIndex.email)) throw new ConflictError(EMAIL_TAKEN);
        if (failed(partIndex.phone)) throw new ConflictError(PHONE_TAKEN);
        // Another user of the vendor chose first (or the vendor is gone): the user's own change still stands.
        if (failed(vendorPart) && !failed(0)) return this.update(current, changes, at);
        if (failed(0)) throw new ConflictError(USER_CHANGED);
        throw new Error(`The user change was not written (${r.codes.join(', ')})`);
      }
      return next;
    },

    /**
     * A vendor's users, in one Query of the users-by-role index (vendor users sort under their vendor there).
     */
    async listByVendor(vendorId: string): Promise<UserItem[]> {
      return table.queryAll({
        ...fromKey({ gsi3pk: keys.userByRole('vendor_user', '').gsi3pk }),
        sk: { beginsWith: keys.vendorUsersPrefix(vendorId) },
        parser: asUser,
      });
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
      const key = keys.user(user.id);
      const addToMap = () =>
        table.update(
          key,
          {
            set: { lastLogin: at, [`sessions.${session.id}`]: session.endsAt },
            remove: dropped.map((id) => `sessions.${id}`),
          },
          { guard: c.and(c.present(), c.exists('sessions')) },
        );
      if ((await addToMap()).ok) return;
      // The first session of a user item written before sessions were kept: create the map, unless a parallel
      // sign-in has just done so, in which case add to it after all.
      const created = await table.update(
        key,
        { set: { lastLogin: at, sessions: { [session.id]: session.endsAt } } },
        { guard: c.and(c.present(), c.notExists('sessions')) },
      );
      if (created.ok) return;
      const added = await addToMap();
      if (!added.ok) throw new Error('The session was not recorded: the user is gone');
    },

    /** Ends one session (logout). */
    async endSession(userId: string, sessionId: string): Promise<void> {
      await table.update(keys.user(userId), { remove: [`sessions.${sessionId}`] }, { guard: c.exists('sessions') });
    },

    /** Replaces every session of the user: none after a reset, only the changing browser's after a change. */
    async replaceSessions(userId: string, sessions: Record<string, number>): Promise<void> {
      await table.update(keys.user(userId), { set: { sessions } }, { guard: c.present() });
    },
  };
}
export type UsersRepository = ReturnType<typeof makeUsersRepository>;
