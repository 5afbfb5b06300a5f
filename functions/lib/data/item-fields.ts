/**
 * Field shapes every item schema uses. Conventions: money in integer cents; sales-based rates in percent (0–100, one
 * decimal); calendar dates as ISO `YYYY-MM-DD` in the market time zone; instants as ISO timestamps; "not set" is
 * null, so the pricing chain can tell an explicit 0 from "use the next source".
 */
import * as z from '../../../shared/zod.js';

export const id = z.string().check(z.minLength(1));
export const cents = z.int();
export const rate = z.number().check(z.minimum(0), z.maximum(100));
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const timestamp = z.string();
export const base = { id, createdAt: timestamp, updatedAt: timestamp };
export const position = z.object({ x: z.number(), y: z.number() });

/**
 * Every audit entry's account of one change (spec 2 §3 audit logs): which field went from what to what, and who made
 * it from where. The user's name is kept as it was then, so a log reads without a lookup per entry.
 */
export const auditChangeFields = {
  changeType: z.enum(['create', 'update', 'delete']),
  fieldName: z.orNull(z.string()),
  oldValue: z.orNull(z.string()),
  newValue: z.orNull(z.string()),
  userId: z.orNull(z.string()),
  userName: z.orNull(z.string()),
  ipAddress: z.orNull(z.string()),
  userAgent: z.orNull(z.string()),
};
