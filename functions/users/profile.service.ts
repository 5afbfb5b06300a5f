import type * as z from 'zod/mini';
import { MSG } from '../../shared/messages.js';
import type { UserProfile, updateProfileSchema } from '../../shared/schemas/vendor-users.js';
import { changedSignIn } from '../../shared/sign-in-rules.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { signInChangedNotice } from '../lib/auth/sign-in-notice.js';
import type { MessageQueue } from '../lib/ports.js';
import type { Locale } from '../../shared/locale.js';
import type { UserChanges, UserItem, VendorLocaleWrite } from '../lib/data/users/users.repository.js';
import { NotFoundError } from '../lib/http/errors.js';
import { primaryUserOf } from './vendor-users.service.js';

export interface ProfileDeps {
  users: {
    get(userId: string): Promise<UserItem | undefined>;
    listByVendor(vendorId: string): Promise<UserItem[]>;
  };
  accounts: {
    changeUser(current: UserItem, changes: UserChanges, vendorLocale?: VendorLocaleWrite): Promise<UserItem>;
  };
  vendors: { get(vendorId: string): Promise<{ locale?: unknown } | undefined> };
  queue: MessageQueue;
}

const toProfile = (u: UserItem): UserProfile => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone ?? null,
  textNotifications: u.textNotifications,
  emailNotifications: u.emailNotifications,
  defaultVendorTypes: u.defaultVendorTypes,
  role: u.role,
  vendorId: u.vendorId,
  ...(u.locale ? { locale: u.locale } : {}),
});

/** Profile Settings (spec 3 §2): a user edits its own name, contact and notification choices. */
export function makeProfileService(deps: ProfileDeps) {
  /**
   * The vendor's language follows its primary user's choice, or any of its users' while it has none, so whoever
   * writes to the vendor reads one attribute rather than its users.
   */
  async function vendorLocaleFor(user: UserItem, locale: Locale | undefined): Promise<VendorLocaleWrite | undefined> {
    if (!locale || user.role !== 'vendor_user' || !user.vendorId) return undefined;
    const vendorId = user.vendorId;
    const [colleagues, vendor] = await Promise.all([deps.users.listByVendor(vendorId), deps.vendors.get(vendorId)]);
    if (!vendor || vendor.locale === locale) return undefined;
    const isPrimary = primaryUserOf(colleagues) === user.id;
    if (!isPrimary && vendor.locale !== undefined) return undefined;
    return { vendorId, locale, onlyIfUnset: !isPrimary };
  }

  return {
    async update(caller: SessionUser, userId: string, input: z.output<typeof updateProfileSchema>) {
      // Someone else's profile reads as an unknown user, admins included: each person keeps their own.
      if (caller.id !== userId) throw new NotFoundError(MSG.userNotFound);
      const user = await deps.users.get(userId);
      if (!user) throw new NotFoundError(MSG.userNotFound);
      const written = await deps.accounts.changeUser(
        user,
        {
          username: input.username,
          email: input.email,
          phone: input.phone === undefined ? undefined : input.phone || null,
          textNotifications: input.textNotifications,
          emailNotifications: input.emailNotifications,
          // Default vendor types filter admin screens; a vendor user has none to choose.
          defaultVendorTypes: caller.role === 'admin' ? input.defaultVendorTypes : undefined,
          locale: input.locale,
        },
        await vendorLocaleFor(user, input.locale),
      );
      // A stolen session could move the sign-in too: the old address hears of it either way.
      const notice = signInChangedNotice(user, changedSignIn(user, { email: input.email, phone: input.phone }), caller);
      if (notice) await deps.queue.enqueue([notice]);
      return toProfile(written);
    },
  };
}
export type ProfileService = ReturnType<typeof makeProfileService>;
