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

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `${label} must be at most ${max} characters`));

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.transform(blankToNull),
    z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
  );

const id = (message: string) => idSchema(message);

const applicationEmailSchema = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email must be at most 254 characters')),
  z.email({ error: 'Please enter a valid email address' }),
);

const applicationPhoneSchema = z.string({ error: 'Phone number is required' }).check(
  z.trim(),
  z.minLength(1, 'Phone number is required'),
  z.maxLength(30, 'Please enter a 10-digit US phone number'),
  z.refine((v) => /^\d{10}$/.test(phoneDigits(v)), 'Please enter a 10-digit US phone number'),
);

/** A bare "example.com" is read as https://example.com. */
const websiteSchema = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(300, 'Website must be at most 300 characters')),
        z.transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`)),
      ),
      z.url({
        protocol: /^https?$/,
        hostname: /^[^.\s]+(\.[^.\s]+)+$/,
        error: 'Please enter a valid website address, e.g. https://example.com',
      }),
    ),
  ),
);

export const vendorApplicationSchema = z.object({
  name: requiredText('Business name is required', 120, 'Business name'),
  contactName: requiredText('Contact name is required', 100, 'Contact name'),
  email: applicationEmailSchema,
  phone: applicationPhoneSchema,
  vendorTypeId: id('Please choose a vendor type'),
  defaultSpaceTypeId: z.pipe(z.transform(blankToNull), z.nullable(id('Please choose a preferred space type'))),
  description: requiredText('Please tell us about your business and what you sell', 2000, 'Description'),
  website: websiteSchema,
  addressLine1: requiredText('Street address is required', 200, 'Street address'),
  addressLine2: optionalText(200, 'Address line 2'),
  city: requiredText('City is required', 100, 'City'),
  state: z.pipe(
    z.transform((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
    z.enum(US_STATE_CODES, { error: 'Please choose a US state' }),
  ),
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .check(
      z.trim(),
      z.minLength(1, 'ZIP code is required'),
      z.maxLength(10, 'Please enter a 5-digit ZIP code'),
      z.regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code'),
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
