/**
 * Business Details and Settings (spec 3 §2, §7): PATCH /api/vendors/{id} changes one field at a time, as
 * `{ field, value }`. Each field has its own rule; the vendor's name is an admin's to change.
 */
import * as z from '../zod.js';
import { PEOPLE_MSG } from '../people-messages.js';
import { phoneDigits } from '../phone.js';
import { US_STATE_CODES } from '../us-states.js';
import { TEXT_MAX } from './bounds.js';

/** The words under each field (in people-messages, so a Spanish reader reads them in Spanish). */
const FIELD_MSG = PEOPLE_MSG.businessFields;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

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
  z.object({ field: z.literal('name'), value: text(FIELD_MSG.nameRequired, 120, FIELD_MSG.nameTooLong) }),
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
            z.maxLength(300, FIELD_MSG.websiteTooLong),
            z.refine((v) => !/\s/.test(v), FIELD_MSG.websiteInvalid),
          ),
          z.transform(withScheme),
        ),
      ),
      z.transform((v) => v || null),
    ),
  }),
  z.object({ field: z.literal('addressLine1'), value: text(FIELD_MSG.addressRequired, 200, FIELD_MSG.addressTooLong) }),
  z.object({
    field: z.literal('addressLine2'),
    value: z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(200, FIELD_MSG.addressLine2TooLong))),
      z.transform((v) => v || null),
    ),
  }),
  z.object({ field: z.literal('city'), value: text(FIELD_MSG.cityRequired, 100, FIELD_MSG.cityTooLong) }),
  z.object({
    field: z.literal('state'),
    value: z.pipe(
      z.string({ error: FIELD_MSG.stateRequired }).check(z.trim(), z.toUpperCase()),
      z.enum(US_STATE_CODES, { error: FIELD_MSG.stateRequired }),
    ),
  }),
  z.object({
    field: z.literal('zipCode'),
    value: z.string({ error: FIELD_MSG.zipInvalid }).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, FIELD_MSG.zipInvalid)),
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
