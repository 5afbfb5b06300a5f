/**
 * Markets as the API speaks them, and the bodies that create and edit one (GET/POST /api/markets,
 * GET/PATCH /api/markets/{id}). A market runs on one or more weekdays, each with its opening and closing time, in its
 * own time zone; its cancellation deadline is "N days before the market date at HH:MM" in that zone.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { calendarDate, PLANNING_RANGE } from './calendar-date.js';
import { isValidTimeZone } from './settings.js';
import { canonicalTimeZone } from '../date-format.js';
import { MARKET_MSG } from '../market-messages.js';
import { SUNDAY_DEADLINE } from '../markets.js';
import { SETUP_MSG } from '../market-setup-messages.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: MARKET_MSG.timeInvalid }).check(z.trim(), z.regex(TIME, MARKET_MSG.timeInvalid));

const marketDaySchema = z
  .object({
    /** 0 = Sunday … 6 = Saturday. */
    weekday: z
      .number({ error: MARKET_MSG.weekdayInvalid })
      .check(
        z.int(MARKET_MSG.weekdayInvalid),
        z.minimum(0, MARKET_MSG.weekdayInvalid),
        z.maximum(6, MARKET_MSG.weekdayInvalid),
      ),
    opens: time,
    closes: time,
  })
  .check(z.refine((d) => d.closes > d.opens, { message: MARKET_MSG.closesBeforeOpens, path: ['closes'] }));

/** "N days before the market date at HH:MM" (the whole minute HH:MM included), in the market's zone. */
const deadlineRuleSchema = z.object({
  daysBefore: z
    .number({ error: MARKET_MSG.deadlineDaysInvalid })
    .check(
      z.int(MARKET_MSG.deadlineDaysInvalid),
      z.minimum(0, MARKET_MSG.deadlineDaysInvalid),
      z.maximum(30, MARKET_MSG.deadlineDaysInvalid),
    ),
  time,
});

const days = z.array(marketDaySchema).check(
  z.minLength(1, MARKET_MSG.daysRequired),
  z.maxLength(7, MARKET_MSG.dayRepeated),
  z.refine((list) => new Set(list.map((d) => d.weekday)).size === list.length, MARKET_MSG.dayRepeated),
);
const webAddress = (message: string) =>
  z
    .nullable(
      z.pipe(
        z.string({ error: message }).check(z.trim(), z.maxLength(500, message)),
        z.transform((s) => (s ? s : null)),
      ),
    )
    .check(z.refine((s) => s === null || /^https:\/\/[^\s]+$/.test(s), message));
const timeZone = z.pipe(
  z
    .string({ error: SETUP_MSG.timeZoneInvalid })
    .check(z.trim(), z.maxLength(100, SETUP_MSG.timeZoneInvalid), z.refine(isValidTimeZone, SETUP_MSG.timeZoneInvalid)),
  z.transform(canonicalTimeZone),
);
const seasonDate = z.nullable(calendarDate(PLANNING_RANGE, SETUP_MSG.dateInvalid));
const maxVendors = z.nullable(
  z
    .number({ error: MARKET_MSG.maxVendorsInvalid })
    .check(
      z.int(MARKET_MSG.maxVendorsInvalid),
      z.minimum(1, MARKET_MSG.maxVendorsInvalid),
      z.maximum(1000, MARKET_MSG.maxVendorsInvalid),
    ),
);
/** Empty clears the password (the market's map is open); otherwise 4–100 characters. */
const mapPassword = z.string({ error: SETUP_MSG.mapPasswordShort }).check(
  z.maxLength(100, SETUP_MSG.mapPasswordLong),
  z.refine((p) => p === '' || p.length >= 4, SETUP_MSG.mapPasswordShort),
);

const fields = {
  name: z
    .string({ error: MARKET_MSG.nameRequired })
    .check(z.trim(), z.minLength(1, MARKET_MSG.nameRequired), z.maxLength(100, MARKET_MSG.nameTooLong)),
  shortName: z
    .string({ error: MARKET_MSG.shortNameRequired })
    .check(z.trim(), z.minLength(1, MARKET_MSG.shortNameRequired), z.maxLength(30, MARKET_MSG.shortNameTooLong)),
  address: z.string({ error: MARKET_MSG.addressTooLong }).check(z.trim(), z.maxLength(200, MARKET_MSG.addressTooLong)),
  mapLink: webAddress(MARKET_MSG.mapLinkInvalid),
  description: z
    .string({ error: MARKET_MSG.descriptionTooLong })
    .check(z.trim(), z.maxLength(2000, MARKET_MSG.descriptionTooLong)),
  logoUrl: webAddress(MARKET_MSG.logoInvalid),
  days,
  timeZone,
  seasonStart: seasonDate,
  seasonEnd: seasonDate,
  deadline: deadlineRuleSchema,
  defaultMaxVendors: maxVendors,
  isActive: z.boolean(),
};
const seasonInOrder = z.refine<{ seasonStart?: string | null; seasonEnd?: string | null }>(
  (m) => !m.seasonStart || !m.seasonEnd || m.seasonEnd >= m.seasonStart,
  { message: MARKET_MSG.seasonOrder, path: ['seasonEnd'] },
);

/** POST /api/markets. */
export const createMarketSchema = z
  .object({
    name: fields.name,
    shortName: fields.shortName,
    address: z._default(fields.address, ''),
    mapLink: z._default(fields.mapLink, null),
    description: z._default(fields.description, ''),
    logoUrl: z._default(fields.logoUrl, null),
    days: fields.days,
    timeZone: fields.timeZone,
    seasonStart: z._default(fields.seasonStart, null),
    seasonEnd: z._default(fields.seasonEnd, null),
    deadline: z._default(fields.deadline, SUNDAY_DEADLINE),
    mapPassword: z._default(mapPassword, ''),
    defaultMaxVendors: z._default(fields.defaultMaxVendors, null),
    isActive: z._default(fields.isActive, true),
  })
  .check(seasonInOrder);
export type CreateMarket = z.input<typeof createMarketSchema>;

/** PATCH /api/markets/{id}: any of the fields; `mapPassword` '' clears it, absent keeps it. */
export const updateMarketSchema = z
  .object({
    name: z.optional(fields.name),
    shortName: z.optional(fields.shortName),
    address: z.optional(fields.address),
    mapLink: z.optional(fields.mapLink),
    description: z.optional(fields.description),
    logoUrl: z.optional(fields.logoUrl),
    days: z.optional(fields.days),
    timeZone: z.optional(fields.timeZone),
    seasonStart: z.optional(fields.seasonStart),
    seasonEnd: z.optional(fields.seasonEnd),
    deadline: z.optional(fields.deadline),
    mapPassword: z.optional(mapPassword),
    defaultMaxVendors: z.optional(fields.defaultMaxVendors),
    isActive: z.optional(fields.isActive),
    /** The version the edit started from (the market's `updatedAt`): a market changed since then is not overwritten. */
    expectedUpdatedAt: z.optional(
      z.string({ error: SETUP_MSG.changedMeanwhile }).check(z.maxLength(40, SETUP_MSG.changedMeanwhile)),
    ),
  })
  .check(seasonInOrder);
export type UpdateMarket = z.input<typeof updateMarketSchema>;

/** A market as answered: the map password is never part of it, only whether one is set. */
export const marketSchema = z.object({
  id: answerText(),
  name: answerText(),
  shortName: answerText(),
  address: answerText(),
  mapLink: z.nullable(answerText()),
  description: answerText(),
  logoUrl: z.nullable(answerText()),
  days: z.array(z.object({ weekday: z.int(), opens: answerText(), closes: answerText() })),
  timeZone: answerText(),
  seasonStart: z.nullable(answerText()),
  seasonEnd: z.nullable(answerText()),
  deadline: z.object({ daysBefore: z.int(), time: answerText() }),
  mapPasswordSet: z.boolean(),
  defaultMaxVendors: z.nullable(z.int()),
  isActive: z.boolean(),
  /** "Every Sunday 9:00 AM to 1:00 PM": the market's days and hours in words. */
  hours: answerText(),
  createdAt: z.optional(answerText()),
  updatedAt: z.optional(answerText()),
});
export type Market = z.infer<typeof marketSchema>;
export const marketListSchema = z.object({
  markets: z.array(marketSchema),
  /** No market is stored yet: a new deployment, whose admin is led through the first-run setup. */
  setupNeeded: z.optional(z.boolean()),
});
