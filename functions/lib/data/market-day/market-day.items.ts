/** Market day (issue 31): a vendor's attendance on a date, and each action of the day's log. */
import * as z from '../../../../shared/zod.js';
import { DAY_ACTION_TYPES } from '../../../../shared/schemas/market-day.js';
import { id, timestamp } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

/**
 * The vendor's mark on the date (keys.attendance): what the latest action (by the time it was taken on the phone)
 * set. `cleared` is an undone mark, kept so that an older action synced later does not bring the mark back.
 */
export const attendanceItemSchema = z.object({
  _type: z.literal('attendance'),
  /** The vendor's id: one record per vendor per date. */
  id,
  marketDateId: id,
  vendorId: id,
  status: z.enum(['arrived', 'late', 'no_show', 'cleared']),
  /** When the action was taken on the phone (ISO), and by whom (user id). */
  at: timestamp,
  by: z.string(),
  /** The action that set it: the next write is conditioned on it. */
  actionId: id,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AttendanceItem = z.infer<typeof attendanceItemSchema>;

/** One action of the day's log (keys.dayAction), written once per action id, whether it won or lost. */
export const dayActionItemSchema = z.object({
  _type: z.literal('day_action'),
  /** The id the phone gave the action. */
  id,
  marketDateId: id,
  type: z.enum(DAY_ACTION_TYPES),
  vendorId: id,
  spaceId: z.optional(z.string()),
  at: timestamp,
  by: z.string(),
  /** applied: it set the vendor's mark when written; overridden: a later action on the vendor is the mark. */
  outcome: z.enum(['applied', 'overridden']),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DayActionItem = z.infer<typeof dayActionItemSchema>;

export const attendanceEntity = defineEntity({
  type: 'attendance',
  schema: attendanceItemSchema,
  key: keys.attendance,
});
export const dayActionEntity = defineEntity({ type: 'day_action', schema: dayActionItemSchema, key: keys.dayAction });
