import * as z from 'zod';
import { MSG } from '../messages.js';
import { PASSWORD_RULES } from '../password-rules.js';
import { ROLES } from '../permissions.js';

/** The signed-in user as the API returns it (login, GET /api/auth/user). */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  role: z.enum(ROLES),
  vendorId: z.string().nullable(),
  permissions: z.array(z.string()),
  defaultVendorTypes: z.array(z.string()),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

const emailOrPhone = z.string({ error: MSG.emailOrPhoneRequired }).trim().min(1, MSG.emailOrPhoneRequired);

export const newPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { message: rule.label }),
  z.string({ error: PASSWORD_RULES[0].label }),
);

export const loginRequestSchema = z.object({
  emailOrPhone,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
});

export const forgotPasswordRequestSchema = z.object({ emailOrPhone });

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: MSG.noResetToken }).min(1, MSG.noResetToken),
  newPassword: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
  newPassword: newPasswordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });
export const validateResetTokenResponseSchema = z.object({ isValid: z.boolean() });
export const permissionsResponseSchema = z.array(z.object({ code: z.string() }));

/** What a password form confirms before it is sent: the new password typed twice, the same both times. */
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(form: T) =>
  form.confirmPassword === form.newPassword;

/** The reset (or set) password form as typed; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmed, { path: ['confirmPassword'], message: MSG.passwordsDontMatch });

/** The change-password form as typed. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordRequestSchema.shape, confirmPassword: z.string() })
  .refine(confirmed, { path: ['confirmPassword'], message: MSG.passwordsDontMatch });
