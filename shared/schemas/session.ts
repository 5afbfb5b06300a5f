/**
 * What every page may need before anybody signs in: the session user (GET /api/auth/user, login) and the sign-in
 * and forgot-password requests. Written with valibot rather than zod: its functions are imported one by one, so the
 * first load of a public page stays light (architecture §9), and like zod it speaks Standard Schema, so the server
 * validates the same requests with the same schemas and the SPA's API client and forms take either.
 */
import * as v from 'valibot';
import { LOCALES } from '../locale.js';
import { MSG } from '../messages.js';
import { ROLES } from '../permissions.js';
import { TEXT_MAX } from './text-limits.js';

export const sessionUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  email: v.string(),
  phone: v.nullish(v.string()),
  role: v.picklist(ROLES),
  vendorId: v.nullable(v.string()),
  permissions: v.array(v.string()),
  defaultVendorTypes: v.array(v.string()),
  /** The notification choices, so Profile Settings opens with them. */
  textNotifications: v.optional(v.boolean()),
  emailNotifications: v.optional(v.boolean()),
  /** The language the user chose (Profile Settings or the switch); absent until they choose one. */
  locale: v.optional(v.picklist(LOCALES)),
});
export type SessionUserDto = v.InferOutput<typeof sessionUserSchema>;

/** A field left out reads as left empty, so it gets the field's own message rather than valibot's "Invalid key". */
export const required = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(schema, '');

const emailOrPhone = required(
  v.pipe(
    v.string(MSG.emailOrPhoneRequired),
    v.trim(),
    v.nonEmpty(MSG.emailOrPhoneRequired),
    v.maxLength(TEXT_MAX.email, MSG.emailOrPhoneTooLong),
  ),
);

export const loginRequestSchema = v.object({
  emailOrPhone,
  // A password is taken as typed: spaces may be part of it. Cognito takes at most 256 characters.
  password: required(
    v.pipe(
      v.string(MSG.passwordRequired),
      v.nonEmpty(MSG.passwordRequired),
      v.maxLength(TEXT_MAX.password, MSG.passwordTooLong),
    ),
  ),
});
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = v.object({ emailOrPhone });
export type ForgotPasswordRequest = v.InferOutput<typeof forgotPasswordRequestSchema>;

export const messageResponseSchema = v.object({ message: v.string() });
