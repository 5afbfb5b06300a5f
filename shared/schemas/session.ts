/**
 * What every page may need before anybody signs in: the session user (GET /api/auth/user, login) and the sign-in
 * and forgot-password requests. Written with the lite kit, not zod, so the first load of a public page stays light
 * (see ./lite.ts); the server validates the same requests with the same schemas.
 */
import { MSG } from '../messages.js';
import { ROLES } from '../permissions.js';
import * as s from './lite.js';

export const sessionUserSchema = s.object({
  id: s.string(),
  username: s.string(),
  email: s.string(),
  phone: s.nullish(s.string()),
  role: s.enumOf(ROLES),
  vendorId: s.nullable(s.string()),
  permissions: s.array(s.string()),
  defaultVendorTypes: s.array(s.string()),
});
export type SessionUserDto = s.Infer<typeof sessionUserSchema>;

const emailOrPhone = s.requiredText(MSG.emailOrPhoneRequired);

export const loginRequestSchema = s.object({
  emailOrPhone,
  // A password is taken as typed: spaces may be part of it.
  password: s.nonEmpty(MSG.passwordRequired),
});
export type LoginRequest = s.Infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = s.object({ emailOrPhone });
export type ForgotPasswordRequest = s.Infer<typeof forgotPasswordRequestSchema>;

export const messageResponseSchema = s.object({ message: s.string() });
