/**
 * Field shapes every item schema uses. Conventions: money in integer cents; sales-based rates in percent (0–100, one
 * decimal); calendar dates as ISO `YYYY-MM-DD` in the market time zone; instants as ISO timestamps; "not set" is
 * null, so the pricing chain can tell an explicit 0 from "use the next source".
 */
import * as z from 'zod';

export const id = z.string().min(1);
export const cents = z.number().int();
export const rate = z.number().min(0).max(100);
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const timestamp = z.string();
export const base = { id, createdAt: timestamp, updatedAt: timestamp };
export const position = z.object({ x: z.number(), y: z.number() });
