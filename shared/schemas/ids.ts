/**
 * One schema for every id that comes from outside: path parameters, query parameters and ids inside request bodies.
 * Ids become parts of DynamoDB keys, so an id must be short (DynamoDB refuses key values over 1 KB) and drawn from
 * a small alphabet that cannot break a composite key apart ('#' separates the parts of our keys).
 *
 * The alphabet holds ULIDs (in either case), the fixed ids of the data (the default layout is 'default'), the
 * settings' keys (round_cents), UUIDs and base64url tokens (the reset link's 43 characters).
 */
import * as z from '../zod.js';
import { MSG } from '../messages.js';

export const ID_MAX_LENGTH = 64;
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ID_MAX_LENGTH && ID_PATTERN.test(value);
}

/** An id as sent; surrounding spaces are dropped, as form fields may carry them. */
export const idSchema = (message: string = MSG.invalidId) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(ID_MAX_LENGTH, message), z.regex(ID_PATTERN, message));

export const anyIdSchema = idSchema();
