import { ulid } from 'ulid';
import { compareNames } from '../../shared/collation.js';
import { MSG } from '../../shared/messages.js';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import {
  effectivePermissions,
  hasPermission,
  PERMISSION_CODES,
  PERMISSION_INFO,
  type PermissionCode,
} from '../../shared/permissions.js';
import type {
  UserPermissionsResponse,
  VendorUser,
  createVendorUserSchema,
  updateVendorUserSchema,
} from '../../shared/schemas/vendor-users.js';
import type * as z from 'zod/mini';
import { changedSignIn, signInChangeRefusal, type SignInPart } from '../../shared/sign-in-rules.js';
import { issuePasswordLink } from '../lib/auth/password-links.js';
import { signInChangedNotice } from '../lib/auth/sign-in-notice.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { UserChanges, UserItem } from '../lib/data/users/users.repository.js';
import { messageIn } from '../lib/messaging/recipient-locale.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { MessageQueue, NewUser, OutgoingMessage, ResetTokenStore, UserRecord } from '../lib/ports.js';

/** A new user's set-password link works once, for a week, as the vendor welcome's does. */
const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A reset sent by a colleague expires as a self-service reset does. */
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface VendorUsersDeps {
  users: {
    get(userId: string): Promise<UserItem | undefined>;
    listByVendor(vendorId: string): Promise<UserItem[]>;
  };
  accounts: {
    createUser(input: NewUser): Promise<UserRecord>;
    changeUser(current: UserItem, changes: UserChanges): Promise<UserItem>;
  };
  vendors: { get(vendorId: string): Promise<{ name?: unknown } | undefined> };
  resetTokens: Pick<ResetTokenStore, 'create'>;
  queue: MessageQueue;
  appUrl: string;
  now: () => Date;
}

/**
 * The vendor's primary user: the one the vendor started with, i.e. its earliest user. Derived rather than stored,
 * so it holds for vendors created before users could be added and needs no second write to keep it true.
 */
export function primaryUserOf(users: readonly Pick<UserItem, 'id' | 'createdAt'>[]): string | undefined {
  let first: Pick<UserItem, 'id' | 'createdAt'> | undefined;
  for (const u of users) {
    if (!first || u.createdAt < first.createdAt || (u.createdAt === first.createdAt && u.id < first.id)) first = u;
  }
  return first?.id;
}

const toVendorUser = (u: UserItem, primaryId: string | undefined): VendorUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone ?? null,
  role: u.role,
  vendorId: u.vendorId,
  isActive: u.isActive,
  isPrimary: u.id === primaryId,
  textNotifications: u.textNotifications,
  emailNotifications: u.emailNotifications,
  permissions: u.permissions,
  lastLogin: u.lastLogin ?? null,
});

/** Primary first, then by name. */
const sortUsers = (list: VendorUser[]) =>
  list.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || compareNames(a.username, b.username));

export function makeVendorUsersService(deps: VendorUsersDeps) {
  const now = deps.now;

  /** The user, when it belongs to the vendor; otherwise it reads as unknown. */
  async function userOfVendor(vendorId: string, userId: string) {
    const list = await deps.users.listByVendor(vendorId);
    const user = list.find((u) => u.id === userId);
    if (!user) throw new NotFoundError(MSG.userNotFound);
    return { user, primaryId: primaryUserOf(list) };
  }

  /** Codes the caller may hand out: its own (every code, for an admin). */
  const grantable = (caller: SessionUser) =>
    new Set(effectivePermissions(caller.role, caller.permissions).filter((c) => c !== 'admin'));

  /** Every change of another user's e-mail, phone, password or active state passes here first. */
  function assertMayChangeSignIn(caller: SessionUser, user: UserItem, primaryId: string | undefined) {
    const refusal = signInChangeRefusal(caller, { ...user, isPrimary: user.id === primaryId });
    if (refusal) throw new ForbiddenError(refusal);
  }

  function assertMayGrant(caller: SessionUser, codes: readonly string[], had: readonly string[] = []) {
    const mine = grantable(caller);
    const beyond = codes.filter((c) => !had.includes(c) && !mine.has(c));
    if (beyond.length) throw new ForbiddenError(PEOPLE_MSG.cannotGrant(beyond));
  }

  async function sendLink(user: UserItem | UserRecord, kind: 'invite' | 'reset', vendorName: string) {
    const link = await issuePasswordLink(deps, {
      userId: user.id,
      ttlMs: kind === 'invite' ? INVITE_LINK_TTL_MS : RESET_LINK_TTL_MS,
      now: now(),
      purpose: kind === 'invite' ? 'set' : 'reset',
    });
    await deps.queue.enqueue([
      // A user just invited has chosen no language yet: English until they do.
      messageIn('locale' in user ? user.locale : undefined, (): OutgoingMessage => ({
        id: ulid(),
        channel: 'email',
        to: user.email,
        recipientId: user.id,
        ...(kind === 'invite'
          ? { templateId: 'vendor_user_invite', variables: { username: user.username, vendorName, link } }
          : { templateId: 'password_reset', variables: { username: user.username, link } }),
      })),
    ]);
  }

  return {
    async list(caller: SessionUser, vendorId: string): Promise<VendorUser[]> {
      assertVendorAccess(caller, vendorId);
      const list = await deps.users.listByVendor(vendorId);
      const primaryId = primaryUserOf(list);
      return sortUsers(list.map((u) => toVendorUser(u, primaryId)));
    },

    async create(caller: SessionUser, input: z.output<typeof createVendorUserSchema>): Promise<VendorUser> {
      const vendorId = input.vendorId ?? (caller.role === 'admin' ? undefined : (caller.vendorId ?? undefined));
      if (!vendorId) throw new ValidationError(MSG.vendorNotFound);
      assertVendorAccess(caller, vendorId);
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      const permissions = input.grantAllPermissions ? [...grantable(caller)] : [...new Set(input.permissions ?? [])];
      assertMayGrant(caller, permissions);
      const user = await deps.accounts.createUser({
        username: input.username,
        email: input.email,
        phone: input.phone || undefined,
        role: 'vendor_user',
        vendorId,
        permissions: PERMISSION_CODES.filter((c) => permissions.includes(c)),
        textNotifications: input.textNotifications,
        emailNotifications: input.emailNotifications,
      });
      await sendLink(user, 'invite', typeof vendor.name === 'string' ? vendor.name : '');
      return toVendorUser({ ...user, sessions: {} } as UserItem, undefined);
    },

    async update(
      caller: SessionUser,
      vendorId: string,
      userId: string,
      input: z.output<typeof updateVendorUserSchema>,
    ): Promise<VendorUser> {
      assertVendorAccess(caller, vendorId);
      const { user, primaryId } = await userOfVendor(vendorId, userId);
      const isPrimary = user.id === primaryId;
      if (input.isActive === false && user.isActive) {
        if (isPrimary) throw new ForbiddenError(PEOPLE_MSG.primaryProtected);
        if (user.id === caller.id) throw new ForbiddenError(PEOPLE_MSG.notYourself);
      }
      const signIn: SignInPart[] = changedSignIn(user, {
        email: input.email,
        phone: input.phone,
        isActive: input.isActive,
      });
      if (signIn.length) assertMayChangeSignIn(caller, user, primaryId);
      let permissions: PermissionCode[] | undefined;
      if (input.permissions) {
        const wanted = new Set<string>(input.permissions);
        if (isPrimary && user.permissions.some((c) => !wanted.has(c))) {
          throw new ForbiddenError(PEOPLE_MSG.primaryProtected);
        }
        assertMayGrant(caller, [...wanted], user.permissions);
        permissions = PERMISSION_CODES.filter((c) => wanted.has(c));
      }
      const written = await deps.accounts.changeUser(user, {
        username: input.username,
        email: input.email,
        phone: input.phone === undefined ? undefined : input.phone || null,
        textNotifications: input.textNotifications,
        emailNotifications: input.emailNotifications,
        isActive: input.isActive,
        permissions,
      });
      const notice = signInChangedNotice(user, signIn, caller);
      if (notice) await deps.queue.enqueue([notice]);
      return toVendorUser(written, primaryId);
    },

    async sendReset(caller: SessionUser, vendorId: string, userId: string): Promise<{ message: string }> {
      assertVendorAccess(caller, vendorId);
      const { user, primaryId } = await userOfVendor(vendorId, userId);
      assertMayChangeSignIn(caller, user, primaryId);
      if (!user.isActive) throw new ValidationError(PEOPLE_MSG.inactiveReset);
      await sendLink(user, 'reset', '');
      return { message: PEOPLE_MSG.resetSent };
    },

    /**
     * Every permission with its name and description, and those the user holds. A vendor user asks about users of
     * its own vendor only; admins about anyone.
     */
    async permissions(caller: SessionUser, userId: string | undefined): Promise<UserPermissionsResponse> {
      const target = !userId || userId === caller.id ? caller : await deps.users.get(userId);
      if (!target) throw new NotFoundError(MSG.userNotFound);
      if (caller.role !== 'admin' && (target.vendorId === null || target.vendorId !== caller.vendorId)) {
        throw new NotFoundError(MSG.userNotFound);
      }
      return {
        allPermissions: PERMISSION_CODES.map((code) => ({ code, ...PERMISSION_INFO[code] })),
        userPermissions: effectivePermissions(target.role, target.permissions).filter((c) =>
          hasPermission('vendor_user', PERMISSION_CODES, c),
        ),
      };
    },
  };
}
export type VendorUsersService = ReturnType<typeof makeVendorUsersService>;
