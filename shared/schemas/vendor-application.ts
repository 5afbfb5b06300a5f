/**
 * The vendor application (spec 1 §2.7, §3, §5): request and answer shapes shared by the API and the SPA.
 * Every field is checked on the server too; the messages are what the applicant reads under each field.
 */
import * as z from '../zod.js';
import { vendorMarketIdsSchema } from './vendors.js';
import { answerText, TEXT_MAX } from './bounds.js';
import { idSchema } from './ids.js';
import { phoneDigits } from '../phone.js';
import { US_STATE_CODES } from '../us-states.js';
import { VENDOR_MSG } from '../vendor-messages.js';

/** The words under each field (in vendor-messages, so a Spanish reader reads them in Spanish). */
const FIELD_MSG = VENDOR_MSG.application;

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

const optionalText = (max: number, tooLong: string) =>
  z.pipe(z.transform(blankToNull), z.nullable(z.string().check(z.trim(), z.maxLength(max, tooLong))));

const id = (message: string) => idSchema(message);

const applicationEmailSchema = z.pipe(
  z
    .string({ error: FIELD_MSG.emailRequired })
    .check(z.trim(), z.minLength(1, FIELD_MSG.emailRequired), z.maxLength(254, FIELD_MSG.emailTooLong)),
  z.email({ error: FIELD_MSG.emailInvalid }),
);

const applicationPhoneSchema = z.string({ error: FIELD_MSG.phoneRequired }).check(
  z.trim(),
  z.minLength(1, FIELD_MSG.phoneRequired),
  z.maxLength(30, FIELD_MSG.phoneInvalid),
  z.refine((v) => /^\d{10}$/.test(phoneDigits(v)), FIELD_MSG.phoneInvalid),
);

/** A bare "example.com" is read as https://example.com. */
const websiteSchema = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(300, FIELD_MSG.websiteTooLong)),
        z.transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`)),
      ),
      z.url({
        protocol: /^https?$/,
        hostname: /^[^.\s]+(\.[^.\s]+)+$/,
        error: FIELD_MSG.websiteInvalid,
      }),
    ),
  ),
);

export const vendorApplicationSchema = z.object({
  name: requiredText(FIELD_MSG.nameRequired, 120, FIELD_MSG.nameTooLong),
  contactName: requiredText(FIELD_MSG.contactNameRequired, 100, FIELD_MSG.contactNameTooLong),
  email: applicationEmailSchema,
  phone: applicationPhoneSchema,
  vendorTypeId: id(FIELD_MSG.vendorTypeRequired),
  defaultSpaceTypeId: z.pipe(z.transform(blankToNull), z.nullable(id(FIELD_MSG.spaceTypeRequired))),
  description: requiredText(FIELD_MSG.descriptionRequired, 2000, FIELD_MSG.descriptionTooLong),
  website: websiteSchema,
  addressLine1: requiredText(FIELD_MSG.streetRequired, 200, FIELD_MSG.streetTooLong),
  addressLine2: optionalText(200, FIELD_MSG.addressLine2TooLong),
  city: requiredText(FIELD_MSG.cityRequired, 100, FIELD_MSG.cityTooLong),
  state: z.pipe(
    z.transform((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
    z.enum(US_STATE_CODES, { error: FIELD_MSG.stateRequired }),
  ),
  zipCode: z
    .string({ error: FIELD_MSG.zipRequired })
    .check(
      z.trim(),
      z.minLength(1, FIELD_MSG.zipRequired),
      z.maxLength(10, FIELD_MSG.zipInvalid),
      z.regex(/^\d{5}(-\d{4})?$/, FIELD_MSG.zipInvalid),
    ),
  /** The markets the applicant wants to sell at; left out, the first market. */
  marketIds: z.optional(vendorMarketIdsSchema),
});
export type VendorApplication = z.infer<typeof vendorApplicationSchema>;

export const applyResponseSchema = z.object({ id: answerText() });

export const checkDuplicatesRequestSchema = z.object({
  email: z._default(z.string().check(z.trim(), z.maxLength(TEXT_MAX.email)), ''),
  phone: z._default(z.string().check(z.trim(), z.maxLength(TEXT_MAX.phone)), ''),
  name: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
});
export type CheckDuplicatesRequest = z.infer<typeof checkDuplicatesRequestSchema>;

const similarVendorSchema = z.object({
  id: z.optional(answerText()),
  name: answerText(),
  /** Whole percent, 0–100. */
  similarity: z.number(),
});
export type SimilarVendor = z.infer<typeof similarVendorSchema>;

export const duplicateCheckSchema = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  name: z.boolean(),
  details: z.array(answerText()),
  similarVendors: z.array(similarVendorSchema),
});
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

/** The body of a 409 answer to an application refused as a duplicate. */
export const duplicateRefusalSchema = z.object({
  message: answerText(),
  details: z._default(z.array(answerText()), []),
  similarVendors: z._default(z.array(similarVendorSchema), []),
});

const publicVendorTypeSchema = z.object({ id: answerText(), code: answerText(), label: answerText() });
export type PublicVendorType = z.infer<typeof publicVendorTypeSchema>;
export const publicVendorTypesSchema = z.array(publicVendorTypeSchema);

/** A space type as the application offers it; `size` is there for the public map, which reads the same list. */
const publicSpaceTypeSchema = z.object({
  id: answerText(),
  name: answerText(),
  size: z.optional(answerText()),
  description: z._default(answerText(), ''),
  /** The vendor type the space type is meant for; null: every vendor type. */
  vendorTypeId: z.orNull(answerText()),
});
export const publicSpaceTypesSchema = z.array(publicSpaceTypeSchema);

/** Space types offered for a vendor type: its own plus those meant for every type (spec 1 §2.7). */
export function spaceTypesFor<T extends { vendorTypeId: string | null }>(
  spaceTypes: readonly T[],
  vendorTypeId: string | null,
): T[] {
  if (!vendorTypeId) return [];
  return spaceTypes.filter((t) => t.vendorTypeId === null || t.vendorTypeId === vendorTypeId);
}
