import * as z from '../zod.js';
import { MSG } from '../messages.js';
import { PASSWORD_RULES } from '../password-rules.js';
import { TEXT_MAX } from './bounds.js';
import { ID_MAX_LENGTH } from './ids.js';

export {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  type SessionUserDto,
} from './session.js';

/** Cognito takes at most 256 characters; longer ones never reach it. */
const password = z
  .string({ error: MSG.passwordRequired })
  .check(z.minLength(1, MSG.passwordRequired), z.maxLength(TEXT_MAX.password, MSG.passwordTooLong));

const newPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.check(z.refine(rule.test, { message: rule.label })),
  z.string({ error: PASSWORD_RULES[0].label }).check(z.maxLength(TEXT_MAX.password, MSG.passwordTooLong)),
);

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: MSG.noResetToken })
    .check(z.minLength(1, MSG.noResetToken), z.maxLength(ID_MAX_LENGTH, MSG.resetLinkInvalid)),
  newPassword: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: newPasswordSchema,
});

export const validateResetTokenResponseSchema = z.object({ isValid: z.boolean() });

/** What a password form confirms before it is sent: the new password typed twice, the same both times. */
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(form: T) =>
  form.confirmPassword === form.newPassword;

/** The reset (or set) password form as typed; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(z.refine(confirmed, { path: ['confirmPassword'], message: MSG.passwordsDontMatch }));

/** The change-password form as typed. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordRequestSchema.shape, confirmPassword: z.string() })
  .check(z.refine(confirmed, { path: ['confirmPassword'], message: MSG.passwordsDontMatch }));
