import { ulid } from 'ulid';
import { ADMIN_USERS_MSG } from '../../shared/admin-users-messages.js';
import {
  ADMIN_USER_ROLES,
  type AdminUser,
  type AdminUserRole,
  type CreateAdminUser,
  type UpdateAdminUser,
} from '../../shared/schemas/admin-users.js';
import { compareNames } from '../../shared/collation.js';
import { signInChangeRefusal } from '../../shared/sign-in-rules.js';
import { issuePasswordLink } from '../lib/auth/password-links.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/http/errors.js';
import type { UserItem } from '../lib/data/users/users.repository.js';
import type { MessageQueue, NewUser, ResetTokenStore, UserRecord } from '../lib/ports.js';
import { messageIn } from '../lib/messaging/recipient-locale.js';

/** A new admin's set-password link works once, for a week, like a new vendor's. */
const ADMIN_WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A reset link an admin sends lasts as long as one the person asks for (1 hour). */
const ADMIN_RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface AdminUsersDeps {
  admins: {
    list(): Promise<UserItem[]>;
    update(
      userId: string,
      role: AdminUserRole,
      change: { username?: string; isActive?: boolean },
      at: string,
    ): Promise<boolean>;
  };
  users: {
    get(userId: string): Promise<UserItem | undefined>;
    findByEmailOrPhone(emailOrPhone: string): Promise<UserItem | undefined>;
  };
  /** The shared user creation: item and unique guards in one transaction, removed again if Cognito refuses. */
  accounts: { createUser(input: NewUser): Promise<UserRecord> };
  identity: { signOutEverywhere(username: string): Promise<void> };
  resetTokens: Pick<ResetTokenStore, 'create'>;
  queue: MessageQueue;
  appUrl: string;
  now: () => Date;
  log?: (message: string, error: unknown) => void;
}

/** The users Admin Users lists and changes: admins and market staff. */
const isAdminUser = (u: Pick<UserItem, 'role'>): u is Pick<UserItem, 'role'> & { role: AdminUserRole } =>
  (ADMIN_USER_ROLES as readonly string[]).includes(u.role);

const toAdminUser = (
  u: Pick<UserItem, 'id' | 'username' | 'email' | 'phone' | 'role' | 'isActive' | 'createdAt'> & {
    lastLogin?: string;
  },
): AdminUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone ?? null,
  role: u.role === 'staff' ? 'staff' : 'admin',
  isActive: u.isActive,
  lastLogin: u.lastLogin ?? null,
  createdAt: u.createdAt,
});

export function makeAdminUsersService(deps: AdminUsersDeps) {
  const now = deps.now;
  const log = deps.log ?? (() => undefined);

  async function sendLink(
    user: Pick<UserItem, 'id' | 'username' | 'email' | 'locale' | 'role'>,
    kind: 'welcome' | 'reset',
  ) {
    const link = await issuePasswordLink(deps, {
      userId: user.id,
      ttlMs: kind === 'welcome' ? ADMIN_WELCOME_LINK_TTL_MS : ADMIN_RESET_LINK_TTL_MS,
      now: now(),
      purpose: kind === 'welcome' ? 'set' : 'reset',
    });
    // In the admin's language once they chose one; a new admin's first message is in English.
    await deps.queue.enqueue([
      messageIn(user.locale, () => ({
        id: ulid(),
        channel: 'email',
        to: user.email,
        recipientId: user.id,
        templateId: kind === 'reset' ? 'password_reset' : user.role === 'staff' ? 'staff_welcome' : 'admin_welcome',
        variables: { username: user.username, link },
      })),
    ]);
  }

  async function adminOrNotFound(userId: string): Promise<UserItem & { role: AdminUserRole }> {
    const user = await deps.users.get(userId);
    if (!user || !isAdminUser(user)) throw new NotFoundError(ADMIN_USERS_MSG.userNotFound);
    return user;
  }

  /** The one rule on changing someone's sign-in, as the vendor users' screen holds it (every admin passes it). */
  function assertMayChangeSignIn(caller: SessionUser, user: UserItem) {
    const refusal = signInChangeRefusal(caller, { ...user, isPrimary: false });
    if (refusal) throw new ForbiddenError(refusal);
  }

  const service = {
    /** Every admin and market staff member, active first, then by name. */
    async list(): Promise<AdminUser[]> {
      const admins = await deps.admins.list();
      return admins
        .sort((a, b) => Number(b.isActive) - Number(a.isActive) || compareNames(a.username, b.username))
        .map(toAdminUser);
    },

    /**
     * A new admin or market staff member, without a password: the e-mail carries a single-use link to set one. A taken e-mail or phone is
     * refused by the creation's own transaction, with nothing written.
     */
    async create(input: CreateAdminUser): Promise<AdminUser> {
      const user = await deps.accounts.createUser({
        username: input.username,
        email: input.email,
        ...(input.phone ? { phone: input.phone } : {}),
        role: input.role,
        vendorId: null,
        emailNotifications: true,
      });
      await sendLink(user, 'welcome');
      return toAdminUser(user);
    },

    /** Rename, deactivate or reactivate. An admin cannot deactivate itself, so the market always keeps one. */
    async update(caller: SessionUser, userId: string, change: UpdateAdminUser): Promise<AdminUser> {
      if (change.isActive === false && userId === caller.id) {
        throw new ConflictError(ADMIN_USERS_MSG.cannotDeactivateSelf);
      }
      const before = await adminOrNotFound(userId);
      if (change.isActive !== undefined && change.isActive !== before.isActive) assertMayChangeSignIn(caller, before);
      if (!(await deps.admins.update(userId, before.role, change, now().toISOString()))) {
        throw new NotFoundError(ADMIN_USERS_MSG.userNotFound);
      }
      if (change.isActive === false) {
        // The sessions listed on the user are gone already (the API refuses them); this also ends Cognito's tokens.
        await deps.identity
          .signOutEverywhere(userId)
          .catch((err: unknown) => log('Could not sign a deactivated admin out of Cognito', err));
      }
      return toAdminUser({ ...before, ...change });
    },

    /** Sends the admin the reset-password e-mail (spec 3 §4: a password reset sends a reset e-mail). */
    async resetPassword(caller: SessionUser, userId: string): Promise<{ message: string }> {
      const user = await adminOrNotFound(userId);
      assertMayChangeSignIn(caller, user);
      if (!user.isActive) throw new ConflictError(ADMIN_USERS_MSG.resetInactive);
      await sendLink(user, 'reset');
      return { message: ADMIN_USERS_MSG.resetSentText };
    },

    /**
     * The deploy's first admin (`-c adminEmail=…`): made once. A user who already holds the e-mail is left as it
     * is, so running it again on every deploy changes nothing and sends nothing.
     */
    async ensureAdmin(email: string): Promise<'created' | 'exists'> {
      if (await deps.users.findByEmailOrPhone(email.trim().toLowerCase())) return 'exists';
      const username = email.trim().split('@')[0] || 'Admin';
      try {
        await service.create({ username, email: email.trim().toLowerCase(), phone: null, role: 'admin' });
      } catch (err) {
        // A second run at the same moment made it first.
        if (err instanceof ConflictError) return 'exists';
        throw err;
      }
      return 'created';
    },
  };
  return service;
}
export type AdminUsersService = ReturnType<typeof makeAdminUsersService>;
