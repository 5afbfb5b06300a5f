/**
 * The admin users screen (/admin/users): list, create, edit, deactivate and reset admins and market staff (issue 31:
 * market-day volunteers, who reach Market Day alone).
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { vendorEmailFieldSchema, vendorPhoneFieldSchema } from './vendors.js';

const usernameSchema = z
  .string({ error: 'Name is required' })
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be at most 100 characters'));

/** The roles made under Admin Users. */
export const ADMIN_USER_ROLES = ['admin', 'staff'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

/** POST /api/admin/users. The phone is optional for an admin; when given it must have 10 digits (spec 3 §5). */
export const createAdminUserSchema = z.object({
  /** Admin (the default) or Market staff. */
  role: z._default(z.enum(ADMIN_USER_ROLES, { error: 'Role is admin or staff' }), 'admin'),
  username: usernameSchema,
  email: vendorEmailFieldSchema,
  phone: z.pipe(
    z.transform((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v)),
    z.nullable(vendorPhoneFieldSchema),
  ),
});
export type CreateAdminUser = z.infer<typeof createAdminUserSchema>;

/** PATCH /api/admin/users/{id}: the name, and deactivate / reactivate. */
export const updateAdminUserSchema = z
  .object({
    username: z.optional(usernameSchema),
    isActive: z.optional(z.boolean({ error: 'isActive is true or false' })),
  })
  .check(z.refine((v) => v.username !== undefined || v.isActive !== undefined, 'Nothing to change'));
export type UpdateAdminUser = z.infer<typeof updateAdminUserSchema>;

export const adminUserSchema = z.object({
  id: answerText(),
  username: answerText(),
  email: answerText(),
  phone: z.nullable(answerText()),
  role: z.enum(ADMIN_USER_ROLES),
  isActive: z.boolean(),
  lastLogin: z.nullable(answerText()),
  createdAt: answerText(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const resetAdminPasswordResponseSchema = z.object({ message: answerText() });
