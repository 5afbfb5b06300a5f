/**
 * A vendor's users and their permissions (spec 3 §3 Vendor user, Permission; §5 vendor user form; §7 Business
 * settings and users): request and answer shapes shared by the API and the SPA.
 */
import * as z from '../zod.js';
import { LOCALE_INVALID, LOCALES } from '../locale.js';
import { PEOPLE_MSG } from '../people-messages.js';
import { PERMISSION_CODES, ROLES } from '../permissions.js';
import { phoneDigits } from '../phone.js';
import { answerText, TEXT_MAX } from './bounds.js';
import { idSchema } from './ids.js';

const usernameSchema = z
  .string({ error: PEOPLE_MSG.usernameRequired })
  .check(
    z.trim(),
    z.minLength(1, PEOPLE_MSG.usernameRequired),
    z.maxLength(TEXT_MAX.label, `Name must be at most ${TEXT_MAX.label} characters`),
  );

const userEmailSchema = z.pipe(
  z.pipe(
    z.string({ error: PEOPLE_MSG.invalidEmail }).check(z.trim(), z.maxLength(TEXT_MAX.email, PEOPLE_MSG.invalidEmail)),
    z.email({ error: PEOPLE_MSG.invalidEmail }),
  ),
  z.transform((e) => e.toLowerCase()),
);

/** Optional: blank means no phone; otherwise at least ten digits (spec 3 §5, §9). */
const userPhoneSchema = z.string({ error: PEOPLE_MSG.phoneTooShort }).check(
  z.trim(),
  z.maxLength(TEXT_MAX.phone, PEOPLE_MSG.phoneTooShort),
  z.refine((v) => v === '' || phoneDigits(v).length >= 10, PEOPLE_MSG.phoneTooShort),
  z.refine((v) => v === '' || /^[\d\s()+.-]+$/.test(v), PEOPLE_MSG.phoneTooShort),
);

const permissionCodeSchema = z.enum(PERMISSION_CODES);

export const createVendorUserSchema = z.object({
  username: usernameSchema,
  email: userEmailSchema,
  phone: z._default(userPhoneSchema, ''),
  role: z._default(z.literal('vendor_user'), 'vendor_user'),
  /** Admins name the vendor; a vendor user's own vendor is used when it is left out. */
  vendorId: z.optional(idSchema()),
  textNotifications: z._default(z.boolean(), false),
  emailNotifications: z._default(z.boolean(), false),
  /** Every permission the creator holds; otherwise exactly `permissions` (none when left out). */
  grantAllPermissions: z._default(z.boolean(), true),
  permissions: z.optional(z.array(permissionCodeSchema).check(z.maxLength(PERMISSION_CODES.length))),
});
export type CreateVendorUser = z.input<typeof createVendorUserSchema>;

export const updateVendorUserSchema = z.partial(
  z.object({
    id: z.optional(idSchema()),
    username: usernameSchema,
    email: userEmailSchema,
    phone: userPhoneSchema,
    textNotifications: z.boolean(),
    emailNotifications: z.boolean(),
    isActive: z.boolean(),
    permissions: z.array(permissionCodeSchema).check(z.maxLength(PERMISSION_CODES.length)),
  }),
);
export type UpdateVendorUser = z.input<typeof updateVendorUserSchema>;

export const vendorUserSchema = z.object({
  id: answerText(),
  username: answerText(),
  email: answerText(),
  phone: z.nullable(answerText()),
  role: z.enum(ROLES),
  vendorId: z.nullable(answerText()),
  isActive: z.boolean(),
  isPrimary: z.boolean(),
  textNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  permissions: z.array(answerText()),
  lastLogin: z.nullable(answerText()),
});
export type VendorUser = z.infer<typeof vendorUserSchema>;
export const vendorUsersResponseSchema = z.array(vendorUserSchema);

const permissionInfoSchema = z.object({
  code: answerText(),
  name: answerText(),
  description: answerText(),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;
export const userPermissionsResponseSchema = z.object({
  allPermissions: z.array(permissionInfoSchema),
  userPermissions: z.array(answerText()),
});
export type UserPermissionsResponse = z.infer<typeof userPermissionsResponseSchema>;
export const userPermissionsQuerySchema = z.object({ userId: z.optional(idSchema()) });

/** Category of a permission code: its first two dot-separated segments ("vendor.users"). */
export const permissionCategory = (code: string) => code.split('.').slice(0, 2).join('.');

/** The profile the signed-in user edits (spec 3 §7 PATCH /api/users/{id}/profile). */
export const updateProfileSchema = z.partial(
  z.object({
    username: usernameSchema,
    email: userEmailSchema,
    phone: userPhoneSchema,
    textNotifications: z.boolean(),
    emailNotifications: z.boolean(),
    defaultVendorTypes: z.array(idSchema()).check(z.maxLength(100)),
    /** The language the user reads the product in, on every device (and the vendor's, for its primary user). */
    locale: z.enum(LOCALES, { error: LOCALE_INVALID }),
  }),
);
export type UpdateProfile = z.input<typeof updateProfileSchema>;

export const userProfileSchema = z.object({
  id: answerText(),
  username: answerText(),
  email: answerText(),
  phone: z.nullable(answerText()),
  textNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  defaultVendorTypes: z.array(answerText()),
  role: z.enum(ROLES),
  vendorId: z.nullable(answerText()),
  /** Absent until the user chooses a language. */
  locale: z.optional(z.enum(LOCALES)),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
