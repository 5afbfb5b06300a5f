import * as z from 'zod';
import { MSG } from '../messages.js';
import { PASSWORD_RULES } from '../password-rules.js';
<<<<<<< HEAD

export {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  sessionUserSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type SessionUserDto,
} from './session.js';
=======
import { ROLES } from '../permissions.js';
import { answerText, TEXT_MAX } from './bounds.js';
import { ID_MAX_LENGTH } from './ids.js';

/** The signed-in user as the API returns it (login, GET /api/auth/user). */
export const sessionUserSchema = z.object({
  id: answerText(),
  username: answerText(),
  email: answerText(),
  phone: answerText().nullish(),
  role: z.enum(ROLES),
  vendorId: answerText().nullable(),
  permissions: z.array(answerText()),
  defaultVendorTypes: z.array(answerText()),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

const emailOrPhone = z
  .string({ error: MSG.emailOrPhoneRequired })
  .trim()
  .min(1, MSG.emailOrPhoneRequired)
  .max(TEXT_MAX.email, MSG.emailOrPhoneTooLong);
/** Cognito takes at most 256 characters; longer ones never reach it. */
const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(TEXT_MAX.password, MSG.passwordTooLong);
>>>>>>> srv-input

export const newPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { message: rule.label }),
  z.string({ error: PASSWORD_RULES[0].label }).max(TEXT_MAX.password, MSG.passwordTooLong),
);

<<<<<<< HEAD
=======
export const loginRequestSchema = z.object({
  emailOrPhone,
  password,
});

export const forgotPasswordRequestSchema = z.object({ emailOrPhone });

>>>>>>> srv-input
export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: MSG.noResetToken }).min(1, MSG.noResetToken).max(ID_MAX_LENGTH, MSG.resetLinkInvalid),
  newPassword: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: newPasswordSchema,
});

<<<<<<< HEAD
=======
export const messageResponseSchema = z.object({ message: answerText() });
>>>>>>> srv-input
export const validateResetTokenResponseSchema = z.object({ isValid: z.boolean() });
export const permissionsResponseSchema = z.array(z.object({ code: answerText() }));
