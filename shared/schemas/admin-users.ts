/** The admin users screen (/admin/users): list, create, edit, deactivate and reset admins. */
import * as z from 'zod';
import { answerText } from './bounds.js';
import { vendorEmailFieldSchema, vendorPhoneFieldSchema } from './vendors.js';

const usernameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/** POST /api/admin/users. The phone is optional for an admin; when given it must have 10 digits (spec 3 §5). */
export const createAdminUserSchema = z.object({
  username: usernameSchema,
  email: vendorEmailFieldSchema,
  phone: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    vendorPhoneFieldSchema.nullable(),
  ),
});
export type CreateAdminUser = z.infer<typeof createAdminUserSchema>;
export type CreateAdminUserInput = z.input<typeof createAdminUserSchema>;

/** PATCH /api/admin/users/{id}: the name, and deactivate / reactivate. */
export const updateAdminUserSchema = z
  .object({
    username: usernameSchema.optional(),
    isActive: z.boolean({ error: 'isActive is true or false' }).optional(),
  })
  .refine((v) => v.username !== undefined || v.isActive !== undefined, 'Nothing to change');
export type UpdateAdminUser = z.infer<typeof updateAdminUserSchema>;

export const adminUserSchema = z.object({
  id: answerText(),
  username: answerText(),
  email: answerText(),
  phone: answerText().nullable(),
  isActive: z.boolean(),
  lastLogin: answerText().nullable(),
  createdAt: answerText(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const resetAdminPasswordResponseSchema = z.object({ message: answerText() });
