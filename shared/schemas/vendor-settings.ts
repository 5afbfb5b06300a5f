/**
 * Business Details and Settings (spec 3 §2, §7): PATCH /api/vendors/{id} changes one field at a time, as
 * `{ field, value }`. Each field has its own rule; the vendor's name is an admin's to change.
 */
import * as z from '../zod.js';
import { PEOPLE_MSG } from '../people-messages.js';
import { phoneDigits } from '../phone.js';
import { US_STATE_CODES } from '../us-states.js';
import { TEXT_MAX } from './bounds.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** Spec 3 §5: "http://" is put in front of a website that does not start with http. Blank removes it. */
const withScheme = (v: string) => (v === '' || /^http/i.test(v) ? v : `http://${v}`);

export type VendorSettingField =
  | 'name'
  | 'email'
  | 'phone'
  | 'website'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'autoRequest'
  | 'autoPayment';

export const updateVendorFieldSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('name'), value: text('Business name', 120) }),
  z.object({
    field: z.literal('email'),
    value: z.pipe(
      z.pipe(
        z
          .string({ error: PEOPLE_MSG.invalidEmail })
          .check(z.trim(), z.maxLength(TEXT_MAX.email, PEOPLE_MSG.invalidEmail)),
        z.email({ error: PEOPLE_MSG.invalidEmail }),
      ),
      z.transform((e) => e.toLowerCase()),
    ),
  }),
  z.object({
    field: z.literal('phone'),
    value: z.string({ error: PEOPLE_MSG.phoneTooShort }).check(
      z.trim(),
      z.maxLength(TEXT_MAX.phone, PEOPLE_MSG.phoneTooShort),
      z.refine((v) => phoneDigits(v).length >= 10 && /^[\d\s()+.-]+$/.test(v), PEOPLE_MSG.phoneTooShort),
    ),
  }),
  z.object({
    field: z.literal('website'),
    value: z.pipe(
      z.nullable(
        z.pipe(
          z.string().check(
            z.trim(),
            z.maxLength(300, 'Website must be at most 300 characters'),
            z.refine((v) => !/\s/.test(v), 'Please enter a valid website address'),
          ),
          z.transform(withScheme),
        ),
      ),
      z.transform((v) => v || null),
    ),
  }),
  z.object({ field: z.literal('addressLine1'), value: text('Address', 200) }),
  z.object({
    field: z.literal('addressLine2'),
    value: z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(200, 'Address line 2 must be at most 200 characters'))),
      z.transform((v) => v || null),
    ),
  }),
  z.object({ field: z.literal('city'), value: text('City', 100) }),
  z.object({
    field: z.literal('state'),
    value: z.pipe(
      z.string({ error: 'Please choose a state' }).check(z.trim(), z.toUpperCase()),
      z.enum(US_STATE_CODES, { error: 'Please choose a state' }),
    ),
  }),
  z.object({
    field: z.literal('zipCode'),
    value: z
      .string({ error: 'Please enter a 5-digit ZIP code' })
      .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code')),
  }),
  z.object({ field: z.literal('autoRequest'), value: z.boolean() }),
  z.object({ field: z.literal('autoPayment'), value: z.boolean() }),
]);
export type UpdateVendorField = z.input<typeof updateVendorFieldSchema>;

/** The vendor as Business Details and Settings shows it (GET /api/vendors/{id}). */
export const vendorDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.optional(z.string()),
  vendorTypeId: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.orNull(z.string()),
  addressLine1: z.string(),
  addressLine2: z.orNull(z.string()),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  status: z.string(),
  autoRequest: z._default(z.boolean(), false),
  autoPayment: z._default(z.boolean(), false),
  autoPaymentAvailable: z._default(z.boolean(), true),
});
export type VendorDetails = z.infer<typeof vendorDetailsSchema>;
