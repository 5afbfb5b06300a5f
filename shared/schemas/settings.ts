/**
 * System settings (spec 2 §3 system_settings): the keys the product reads, their types, defaults and descriptions,
 * and the API's shapes. A setting's value is stored typed; the map password is stored as a hash and never answered.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { DEFAULT_MARKET_TIME_ZONE } from '../market-time.js';
import { SETUP_MSG } from '../market-setup-messages.js';
import { DEFAULT_TENDERS } from '../tenders.js';
import { tenderListSchema } from './tenders.js';
import { canonicalTimeZone, knowsTimeZone } from '../date-format.js';

/** Whether Intl knows the zone by this IANA name (offsets like "+05:00" are not zones). */
export function isValidTimeZone(zone: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) && knowsTimeZone(zone);
}

const bool = z.boolean({ error: SETUP_MSG.settingBoolean });
const wholeNumber = z
  .number({ error: SETUP_MSG.settingWholeNumber })
  .check(
    z.int(SETUP_MSG.settingWholeNumber),
    z.minimum(0, SETUP_MSG.settingWholeNumber),
    z.maximum(1_000_000_000, SETUP_MSG.settingWholeNumber),
  );
const timeZone = z.pipe(
  z
    .string({ error: SETUP_MSG.timeZoneInvalid })
    .check(z.trim(), z.maxLength(100, SETUP_MSG.timeZoneInvalid), z.refine(isValidTimeZone, SETUP_MSG.timeZoneInvalid)),
  z.transform(canonicalTimeZone),
);
/** Empty clears the password (the map is open); otherwise 4–100 characters. */
const mapPassword = z.string({ error: SETUP_MSG.mapPasswordShort }).check(
  z.maxLength(100, SETUP_MSG.mapPasswordLong),
  z.refine((p) => p === '' || p.length >= 4, SETUP_MSG.mapPasswordShort),
);
/** Payment instructions shown on the public payment page; empty hides the method. */
const instructions = z
  .string({ error: SETUP_MSG.settingTextLong })
  .check(z.trim(), z.maxLength(1000, SETUP_MSG.settingTextLong));

/** One line of text (the organisation's name and contacts); empty when not set. */
const line = (max: number, message: string, valid: (s: string) => boolean = () => true) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(max, message),
    z.refine((s) => s === '' || valid(s), message),
  );

export const SETTING_DEFINITIONS = {
  round_cents: {
    label: 'Round sales-based fees',
    description: 'Round sales-based fees to whole cents',
    kind: 'boolean',
    schema: bool,
    defaultValue: true,
  },
  enable_public_profiles: {
    label: 'Public vendor profiles',
    description: 'Show published vendor profiles on the public market map',
    kind: 'boolean',
    schema: bool,
    defaultValue: false,
  },
  market_time_zone: {
    label: 'Market time zone',
    description: 'Time zone for today, past dates and deadlines',
    kind: 'timeZone',
    schema: timeZone,
    defaultValue: DEFAULT_MARKET_TIME_ZONE,
  },
  late_cancellation_fee_cents: {
    label: 'Late cancellation fee',
    description: 'Fee for cancelling after the Tuesday deadline',
    kind: 'cents',
    schema: wholeNumber,
    defaultValue: 0,
  },
  late_payment_fee_cents: {
    label: 'Late payment fee',
    description: 'Fee added once to a balance unpaid after the grace period',
    kind: 'cents',
    schema: wholeNumber,
    defaultValue: 0,
  },
  // Market day (issue 31): charged once on a vendor's request when the vendor is marked a no-show; waivable.
  no_show_fee_cents: {
    label: 'No-show fee',
    description: 'Fee added once to the request of a vendor marked a no-show on market day (0: no fee)',
    kind: 'cents',
    schema: wholeNumber,
    defaultValue: 0,
  },
  late_payment_grace_days: {
    label: 'Late payment grace period (days)',
    description: 'Days after a market date before a balance is past due',
    kind: 'days',
    schema: wholeNumber,
    defaultValue: 7,
  },
  map_password: {
    label: 'Map password',
    description: 'Password for the public market map (empty: no password)',
    kind: 'password',
    schema: mapPassword,
    defaultValue: '',
  },
  // Online payment: the instructions of the methods paid outside the app (spec 3 §9 payment services).
  zelle_instructions: {
    label: 'Zelle instructions',
    description: 'How vendors pay by Zelle, shown on the payment page (empty: Zelle is not offered)',
    kind: 'text',
    schema: instructions,
    defaultValue: '',
  },
  manual_payment_instructions: {
    label: 'Other payment instructions',
    description: 'How vendors pay by cash or check, shown on the payment page (empty: not offered)',
    kind: 'text',
    schema: instructions,
    defaultValue: '',
  },
  // Sales by tender: how customers pay, and which tenders the market reimburses vendors for.
  sales_tenders: {
    label: 'Sales tenders',
    description: 'How customers pay vendors; reimbursable tenders are the tokens and coupons the market pays back',
    kind: 'tenders',
    schema: tenderListSchema,
    defaultValue: DEFAULT_TENDERS,
  },
  // Waitlist (issue 15): how long a vendor has to accept a freed space before it goes to the next in line.
  waitlist_offer_hours: {
    label: 'Waitlist offer time (hours)',
    description: 'Hours a waitlisted vendor has to accept an offered space before it is offered to the next',
    kind: 'days',
    schema: wholeNumber,
    defaultValue: 24,
  },
  // The market regulations an applicant agrees to (spec 1 §2.7): a web address opens as a link, text in a dialog.
  market_regulations: {
    label: 'Market regulations',
    description: 'What applicants agree to: a web address (https://…) or the text itself (empty: no link is shown)',
    kind: 'text',
    schema: instructions,
    defaultValue: '',
  },
  // The organisation (the first-run setup asks for them first): its name, logo and who to contact.
  organisation_name: {
    label: 'Organisation name',
    description: 'The name of the organisation that runs the markets',
    kind: 'line',
    schema: line(100, SETUP_MSG.organisationNameLong),
    defaultValue: '',
  },
  organisation_logo_url: {
    label: 'Organisation logo',
    description: 'A web address (https://…) of the organisation’s logo (empty: no logo)',
    kind: 'line',
    schema: line(500, SETUP_MSG.logoUrlInvalid, (s) => /^https:\/\/[^\s]+$/.test(s)),
    defaultValue: '',
  },
  contact_email: {
    label: 'Contact email',
    description: 'Where vendors and shoppers write to the organisation',
    kind: 'line',
    schema: line(254, SETUP_MSG.contactEmailInvalid, (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)),
    defaultValue: '',
  },
  contact_phone: {
    label: 'Contact phone',
    description: 'The organisation’s phone number',
    kind: 'line',
    schema: line(30, SETUP_MSG.contactPhoneInvalid, (s) => /^\+?[0-9 ().-]{7,30}$/.test(s) && /(\d\D*){7}/.test(s)),
    defaultValue: '',
  },
} as const;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_DEFINITIONS, key);

/** One setting as GET /api/system-settings answers it. The map password's value is always null; isSet tells. */
export const systemSettingSchema = z.object({
  key: answerText(),
  value: z.union([
    z.boolean(),
    z.number(),
    answerText(),
    z.null(),
    z.array(z.object({ code: answerText(), label: answerText(), reimbursable: z.boolean() })),
  ]),
  description: answerText(),
  updatedAt: z.nullable(answerText()),
  updatedBy: z.nullable(answerText()),
  isSet: z.optional(z.boolean()),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;
export const systemSettingListSchema = z.array(systemSettingSchema);

export const patchSettingSchema = z.object({ value: z.unknown() }).check(
  z.refine((b) => b.value !== undefined, {
    message: SETUP_MSG.settingValueRequired,
  }),
);

export const roundCentsResponseSchema = z.object({ value: z.boolean() });

/** The body that changes one setting, checked by that setting's own rule (the settings screen's forms use it). */
export const settingValueSchema = (key: SettingKey) => z.object({ value: SETTING_DEFINITIONS[key].schema });
