/**
 * Market dates as the API speaks them (spec 2 §3 market_dates, plus the denormalised space counts and the market the
 * date belongs to), and the bodies that create one date or a season of a market's days, edit a date, and save a
 * market's default layout.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { idSchema } from './ids.js';
import { calendarDate as boundedDate, FILTER_RANGE, MARKET_DATE_RANGE } from './calendar-date.js';
import { MARKET_MSG } from '../market-messages.js';
import { SETUP_MSG } from '../market-setup-messages.js';

export const MARKET_DATE_STATUSES = ['upcoming', 'completed', 'canceled'] as const;

export const marketDateSchema = z.object({
  id: answerText(),
  /** The market the date belongs to ('main' for dates made before markets existed). */
  marketId: answerText(),
  date: answerText(),
  status: z.enum(MARKET_DATE_STATUSES),
  maxVendors: z.nullable(z.int()),
  notes: z.nullable(answerText()),
  publishedAt: z.nullable(answerText()),
  publishedBy: z.nullable(answerText()),
  /** How many spaces the date has, and how many hold a vendor. */
  spaceCount: z.int(),
  assignedCount: z.int(),
  createdAt: z.optional(answerText()),
  updatedAt: z.optional(answerText()),
});
export type MarketDate = z.infer<typeof marketDateSchema>;
export const marketDateListSchema = z.array(marketDateSchema);

const calendarDate = boundedDate(MARKET_DATE_RANGE, SETUP_MSG.dateInvalid, SETUP_MSG.dateRequired);
const filterDate = boundedDate(FILTER_RANGE, SETUP_MSG.dateInvalid, SETUP_MSG.dateRequired);
const maxVendors = z.nullable(
  z
    .number({ error: SETUP_MSG.maxVendorsInvalid })
    .check(
      z.int(SETUP_MSG.maxVendorsInvalid),
      z.minimum(1, SETUP_MSG.maxVendorsInvalid),
      z.maximum(1000, SETUP_MSG.maxVendorsInvalid),
    ),
);
/** Blank notes are no notes. */
const notes = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(1000, SETUP_MSG.notesTooLong))),
  z.transform((n) => (n ? n : null)),
);

/** A market's id as a body or a query names it; an unknown one is answered 404 by the service. */
const marketId = idSchema(MARKET_MSG.notFound);

const common = {
  /** Absent: the first market (bodies written before markets existed). */
  marketId: z.optional(marketId),
  /** Absent or null: the market's default maximum vendors. */
  maxVendors: z.optional(maxVendors),
  notes: z._default(notes, null),
  /** Copy the spaces and landmarks of this market date instead of the default layout. */
  copyFrom: z.nullish(idSchema(SETUP_MSG.copyFromNotFound)),
};

/**
 * POST /api/market-dates: one date ({date}, any day: a manager may add a special date) or a season of every one of
 * the market's weekdays from `from` to `to` ({from, to}). A body with `date` makes one date; otherwise both `from`
 * and `to` are needed.
 */
export const createMarketDatesSchema = z
  .object({
    date: z.optional(calendarDate),
    from: z.optional(calendarDate),
    to: z.optional(calendarDate),
    ...common,
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.date !== undefined) return;
      if (b.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: SETUP_MSG.dateRequired });
      else if (b.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: SETUP_MSG.dateRequired });
    }),
  );
export type CreateMarketDates = z.input<typeof createMarketDatesSchema>;

export const createMarketDatesResponseSchema = z.object({
  created: marketDateListSchema,
  /** Dates that already had a market date (one per market and calendar date). */
  skipped: z.array(answerText()),
});

export const updateMarketDateSchema = z
  .partial(
    z.object({
      maxVendors,
      notes,
      status: z.enum(MARKET_DATE_STATUSES, { error: SETUP_MSG.statusInvalid }),
    }),
  )
  .check(z.refine((b) => Object.values(b).some((v) => v !== undefined), SETUP_MSG.nothingToUpdate));
export type UpdateMarketDate = z.input<typeof updateMarketDateSchema>;

/**
 * GET /api/market-dates?from=&to= (both optional, inclusive); upcoming=true starts today in the market's zone;
 * marketId= lists one market's dates (all markets' without it).
 */
export const marketDateRangeQuerySchema = z.object({
  marketId: z.optional(marketId),
  from: z.optional(filterDate),
  to: z.optional(filterDate),
  upcoming: z.optional(z.enum(['true', 'false'])),
});

/** GET /api/market-dates/next?marketId=, GET /api/layouts/default?marketId=: one market's (the first without it). */
export const marketQuerySchema = z.object({
  marketId: z.optional(marketId),
});

/** PUT /api/layouts/default: the default layout of the date's market becomes a copy of its spaces and landmarks. */
export const saveDefaultLayoutSchema = z.object({
  fromMarketDateId: idSchema(SETUP_MSG.marketDateNotFound),
});

export const defaultLayoutSchema = z.object({
  spaceCount: z.int(),
  landmarkCount: z.int(),
  defaultAssignments: z.int(),
});
