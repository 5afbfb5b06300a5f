/** Admin vendor review (issue 3): list, search, status changes and the vendor audit log. */
import * as z from 'zod';
import { answerText, CENTS_MAX, TEXT_MAX } from './bounds.js';
import { idSchema } from './ids.js';
import { US_STATE_CODES } from '../us-states.js';

export const VENDOR_STATUS_VALUES = ['PENDING', 'APPROVED', 'HOLD', 'REJECTED', 'ARCHIVED'] as const;
export type VendorStatusValue = (typeof VENDOR_STATUS_VALUES)[number];
export const VENDOR_STATUS_LABELS: Record<VendorStatusValue, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  HOLD: 'On Hold',
  REJECTED: 'Rejected',
  ARCHIVED: 'Archived',
};

export const vendorStatusSchema = z.enum(VENDOR_STATUS_VALUES, {
  error: 'Choose a status: APPROVED, HOLD, REJECTED, PENDING or ARCHIVED',
});

/** A row of the admin vendor list: what the list shows, nothing more. */
export const vendorListItemSchema = z.object({
  id: answerText(),
  name: answerText(),
  contactName: answerText(),
  email: answerText(),
  phone: answerText(),
  vendorTypeId: answerText(),
  status: vendorStatusSchema,
  createdAt: answerText(),
});
export type VendorListItem = z.infer<typeof vendorListItemSchema>;

export const VENDOR_LIST_PAGE_SIZE = 50;
export const VENDOR_LIST_MAX_PAGE_SIZE = 200;

export const vendorListQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), vendorStatusSchema.optional()),
  vendorTypeId: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), idSchema().optional()),
  search: z.string().trim().max(TEXT_MAX.search).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(VENDOR_LIST_MAX_PAGE_SIZE).default(VENDOR_LIST_PAGE_SIZE),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorListResponseSchema = z.object({
  items: z.array(vendorListItemSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  cursor: answerText().nullable(),
});
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

/** Spec 1 §2.3, §5: the search runs from 3 characters. */
export const VENDOR_SEARCH_MIN_CHARS = 3;
export const VENDOR_SEARCH_MAX_RESULTS = 10;
export const vendorSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type at least 3 characters to search' })
    .trim()
    .min(VENDOR_SEARCH_MIN_CHARS, 'Type at least 3 characters to search')
    .max(100, 'Search for at most 100 characters'),
});

/** Spec 1 §3: vendor search result. */
export const vendorSearchResultSchema = z.object({
  id: answerText(),
  name: answerText(),
  email: answerText(),
  contactName: answerText(),
});
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;
export const vendorSearchResultsSchema = z.array(vendorSearchResultSchema);

/** The vendor as the Vendor Details screen reads it (GET /api/vendors/{id}); other fields are ignored. */
export const vendorDetailsSchema = vendorListItemSchema.extend({
  defaultSpaceTypeId: answerText().nullable().default(null),
  description: answerText().default(''),
  website: answerText().nullable().default(null),
  addressLine1: answerText(),
  addressLine2: answerText().nullable().default(null),
  city: answerText(),
  state: answerText(),
  zipCode: answerText(),
  updatedAt: answerText(),
});
export type VendorDetails = z.infer<typeof vendorDetailsSchema>;

export const setVendorStatusRequestSchema = z.object({ status: vendorStatusSchema });
export type SetVendorStatusRequest = z.infer<typeof setVendorStatusRequestSchema>;

export const setVendorStatusResponseSchema = z.object({
  vendor: vendorDetailsSchema,
  /** Approval only: a vendor user was created for the vendor's e-mail. */
  userCreated: z.boolean(),
  /** Approval only: the welcome e-mail with the set-password link was sent. */
  welcomeSent: z.boolean(),
});
export type SetVendorStatusResponse = z.infer<typeof setVendorStatusResponseSchema>;

/** Spec 2 §3 vendor_audit_log. */
export const vendorAuditEntrySchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  changeType: z.enum(['create', 'update', 'delete']),
  fieldName: answerText().nullable(),
  oldValue: answerText().nullable(),
  newValue: answerText().nullable(),
  userId: answerText().nullable(),
  /** Who made the change, as named when it was made. */
  userName: answerText().nullable(),
  createdAt: answerText(),
});
export type VendorAuditEntry = z.infer<typeof vendorAuditEntrySchema>;
export const vendorAuditLogSchema = z.array(vendorAuditEntrySchema);
/** Spec 2 §9: 50 fetched, 10 shown until "show all". */
export const VENDOR_AUDIT_FETCH_LIMIT = 50;
export const VENDOR_AUDIT_SHOWN = 10;

// --- The admin's vendor edit and create (issue 12): every vendor field of spec 2 §3 in one form ---

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const blankToEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);

/** The e-mail and phone rules of the vendor forms (spec 3 §5), shared with the vendor's own Business Details. */
export const vendorEmailFieldSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(TEXT_MAX.email, 'Invalid email address')
  .pipe(z.email({ error: 'Invalid email address' }));
export const vendorPhoneFieldSchema = z
  .string({ error: 'Phone number must be at least 10 digits' })
  .trim()
  .max(TEXT_MAX.phone, 'Phone number must be at least 10 digits')
  .refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits');

const requiredVendorText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalVendorText = (max: number) =>
  z.preprocess(blankToEmpty, z.string().trim().max(max, `At most ${max} characters`));

/** Integer cents, or null for "no override: use the pricing chain". */
const overridePriceSchema = z
  .number({ error: 'Override base price must be a positive amount' })
  .int('Override base price must be a positive amount')
  .min(0, 'Override base price must be a positive amount')
  .max(CENTS_MAX, 'Override base price must be a positive amount')
  .nullable();
const overrideRateSchema = z
  .number({ error: 'Override sales based rate must be between 0 and 100' })
  .min(0, 'Override sales based rate must be between 0 and 100')
  .max(100, 'Override sales based rate must be between 0 and 100')
  // Exactly a tenth (spec 2 §5 step 0.1); a tolerance would let 1e-200 through, which DynamoDB cannot store.
  .refine((r) => Math.round(r * 10) / 10 === r, 'Override sales based rate must be between 0 and 100')
  .nullable();

const vendorWebsiteSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(300, 'At most 300 characters')
    .transform((v) => (/^https?:\/\//i.test(v) ? v : `http://${v}`))
    .nullable(),
);

/** Every field an admin edits on a vendor (spec 2 §3 vendors, without the public profile's texts). */
export const adminVendorFieldsSchema = z.object({
  name: requiredVendorText('Business name is required', 120),
  contactName: requiredVendorText('Contact name is required', 100),
  email: vendorEmailFieldSchema,
  phone: vendorPhoneFieldSchema,
  vendorTypeId: idSchema('Please choose a vendor type'),
  defaultSpaceTypeId: z.preprocess(blankToNull, idSchema('Space type not found').nullable()),
  defaultAreaId: z.preprocess(blankToNull, idSchema('Area not found').nullable()),
  overrideBasePrice: overridePriceSchema,
  overrideSalesBasedRate: overrideRateSchema,
  description: optionalVendorText(2000),
  status: vendorStatusSchema,
  autoRequest: z.boolean({ error: 'Auto Request is on or off' }),
  autoPayment: z.boolean({ error: 'Auto Payment is on or off' }),
  website: vendorWebsiteSchema,
  addressLine1: optionalVendorText(200),
  addressLine2: z.preprocess(blankToNull, z.string().trim().max(200, 'At most 200 characters').nullable()),
  city: optionalVendorText(100),
  state: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(US_STATE_CODES, { error: 'Please choose a US state' }),
  ),
  zipCode: z.preprocess(
    blankToEmpty,
    z
      .string()
      .trim()
      .max(10, 'Please enter a 5-digit ZIP code')
      .regex(/^(\d{5}(-\d{4})?)?$/, 'Please enter a 5-digit ZIP code'),
  ),
});
export type AdminVendorFields = z.infer<typeof adminVendorFieldsSchema>;
export type AdminVendorFieldsInput = z.input<typeof adminVendorFieldsSchema>;

/** PUT /api/vendors/{id}: the whole form, saved only if the vendor is still the version the form was opened on. */
export const updateVendorRequestSchema = adminVendorFieldsSchema.extend({
  expectedUpdatedAt: z.string({ error: 'Reload the vendor and save again' }).min(1).max(40),
});
export type UpdateVendorRequest = z.infer<typeof updateVendorRequestSchema>;

/** POST /api/vendors: the vendor, and whether to create its user (who gets the set-password e-mail). */
export const createVendorRequestSchema = adminVendorFieldsSchema.extend({
  createUser: z.boolean().default(false),
});
export type CreateVendorRequest = z.infer<typeof createVendorRequestSchema>;

/** The vendor as the admin's edit screen reads it (GET /api/vendors/{id} and the PUT's answer). */
export const adminVendorSchema = z.object({
  id: answerText(),
  name: answerText(),
  contactName: answerText(),
  email: answerText(),
  phone: answerText(),
  vendorTypeId: answerText(),
  defaultSpaceTypeId: answerText().nullable().default(null),
  defaultAreaId: answerText().nullable().default(null),
  overrideBasePrice: z.number().nullable().default(null),
  overrideSalesBasedRate: z.number().nullable().default(null),
  description: answerText().default(''),
  status: vendorStatusSchema,
  autoRequest: z.boolean().default(false),
  autoPayment: z.boolean().default(false),
  website: answerText().nullable().default(null),
  addressLine1: answerText().default(''),
  addressLine2: answerText().nullable().default(null),
  city: answerText().default(''),
  state: answerText(),
  zipCode: answerText().default(''),
  createdAt: answerText(),
  updatedAt: answerText(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const createVendorResponseSchema = z.object({
  vendor: adminVendorSchema,
  /** A user was created for the vendor's e-mail and sent the set-password e-mail. */
  userCreated: z.boolean(),
});
export type CreateVendorResponse = z.infer<typeof createVendorResponseSchema>;
