/**
 * Market day (issue 31): the day's check-in screen and the offline phone's sync. One GET gives everything the screen
 * shows; one POST applies the phone's queued actions, each once (by the id the phone gave it).
 */
import * as z from '../zod.js';
import { MARKET_DAY_MSG } from '../market-day-messages.js';
import { answerText } from './bounds.js';
import { isId } from './ids.js';

const ATTENDANCE_STATUSES = ['arrived', 'late', 'no_show'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** What a phone may do to a vendor's mark: set one, or `clear` it (undo). */
export const DAY_ACTION_TYPES = [...ATTENDANCE_STATUSES, 'clear'] as const;
export type DayActionType = (typeof DAY_ACTION_TYPES)[number];

/** At most this many actions in one sync call; more is refused whole (400). */
const SYNC_ACTIONS_MAX = 500;
/** A phone's clock may run this far ahead of the server's before an action's time is refused as in the future. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** POST /api/market-day/{marketDateId}/sync: the list is checked here; each action alone by dayActionSchema. */
export const syncBodySchema = z.object(
  {
    actions: z
      .array(z.unknown(), { error: MARKET_DAY_MSG.actionsRequired })
      .check(z.maxLength(SYNC_ACTIONS_MAX, MARKET_DAY_MSG.tooManyActions)),
  },
  { error: MARKET_DAY_MSG.actionsRequired },
);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One queued action as the phone made it: its own id and the time it was taken. */
export const dayActionSchema = z.object({
  id: z.string({ error: MARKET_DAY_MSG.actionIdInvalid }).check(z.refine(isId, MARKET_DAY_MSG.actionIdInvalid)),
  type: z.enum(DAY_ACTION_TYPES, { error: MARKET_DAY_MSG.actionTypeInvalid }),
  vendorId: z
    .string({ error: MARKET_DAY_MSG.actionVendorRequired })
    .check(z.refine(isId, MARKET_DAY_MSG.actionVendorRequired)),
  spaceId: z.optional(z.string().check(z.refine(isId, MARKET_DAY_MSG.spaceNotOnDate))),
  at: z
    .string({ error: MARKET_DAY_MSG.actionTimeInvalid })
    .check(z.refine((s) => ISO_INSTANT.test(s) && !Number.isNaN(Date.parse(s)), MARKET_DAY_MSG.actionTimeInvalid)),
});
export type DayAction = z.infer<typeof dayActionSchema>;

export const syncAnswerSchema = z.object({
  applied: z.array(answerText()),
  duplicates: z.array(answerText()),
  /** An action that lost to a later one on the same vendor: kept in the log, and the id of the one that is the mark. */
  conflicts: z.array(z.object({ id: answerText(), kept: answerText() })),
  /** An action not applied, with why; `code` names the message (shared/market-day-messages.ts) for the SPA's words. */
  refused: z.array(z.object({ id: answerText(), message: answerText(), code: z.optional(answerText()) })),
});
export type SyncAnswer = z.infer<typeof syncAnswerSchema>;

const attendanceSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  at: answerText(),
  by: answerText(),
});

const dayVendorSchema = z.object({
  vendorId: answerText(),
  businessName: answerText(),
  spaceId: z.optional(answerText()),
  spaceLabel: z.optional(answerText()),
  requestId: z.optional(answerText()),
  attendance: z.optional(attendanceSchema),
});
export type DayVendor = z.infer<typeof dayVendorSchema>;

const dayLogEntrySchema = z.object({
  actionId: answerText(),
  type: z.enum(DAY_ACTION_TYPES),
  vendorId: z.optional(answerText()),
  spaceId: z.optional(answerText()),
  at: answerText(),
  by: answerText(),
  /** applied: the action is (or was, until undone by a later one) the vendor's mark; overridden: a later one won. */
  outcome: z.enum(['applied', 'overridden']),
});

/** GET /api/market-day/{marketDateId} */
export const marketDaySchema = z.object({
  marketDate: z.object({
    id: answerText(),
    date: answerText(),
    marketId: answerText(),
    marketName: answerText(),
    status: answerText(),
  }),
  counts: z.object({
    expected: z.int(),
    arrived: z.int(),
    late: z.int(),
    noShows: z.int(),
    emptyStalls: z.int(),
  }),
  vendors: z.array(dayVendorSchema),
  emptySpaces: z.array(z.object({ spaceId: answerText(), label: answerText() })),
  log: z.array(dayLogEntrySchema),
});
export type MarketDay = z.infer<typeof marketDaySchema>;

/** GET /api/market-day: today's date of each market (today in each market's own time zone). */
export const todaysDatesSchema = z.array(
  z.object({ marketDateId: answerText(), marketName: answerText(), date: answerText() }),
);
export type TodaysDates = z.infer<typeof todaysDatesSchema>;
