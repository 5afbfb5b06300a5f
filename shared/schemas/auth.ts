import * as z from 'zod';
import { MSG } from '../messages.js';
import { PASSWORD_RULES } from '../password-rules.js';

export {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  sessionUserSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type SessionUserDto,
} from './session.js';

export const newPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { message: rule.label }),
  z.string({ error: PASSWORD_RULES[0].label }),
);

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: MSG.noResetToken }).min(1, MSG.noResetToken),
  newPassword: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
  newPassword: newPasswordSchema,
});

export const validateResetTokenResponseSchema = z.object({ isValid: z.boolean() });
export const permissionsResponseSchema = z.array(z.object({ code: z.string() }));
