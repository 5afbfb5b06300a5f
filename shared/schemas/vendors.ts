/** Admin vendor review (issue 3): list, search, status changes and the vendor audit log. */
import * as z from '../zod.js';
import { answerText, CENTS_MAX, pageLimit, TEXT_MAX } from './bounds.js';
import { pageQueryShape, pageSchema } from './page.js';
import { idSchema } from './ids.js';
import { US_STATE_CODES } from '../us-states.js';
import { MARKET_MSG } from '../market-messages.js';
import { FIRST_MARKET_ID } from '../markets.js';
import { PEOPLE_MSG } from '../people-messages.js';
import { SETUP_MSG } from '../market-setup-messages.js';
import { VENDOR_MSG } from '../vendor-messages.js';

/** The words under each field (in the message modules, so a Spanish reader reads them in Spanish). */
const FIELD_MSG = VENDOR_MSG.adminFields;
const APPLICATION_MSG = VENDOR_MSG.application;

/** "At most N characters", from the messages for the limits they hold. */
const atMost = (max: number): string =>
  (FIELD_MSG.atMost as Record<number, string>)[max] ?? `At most ${max} characters`;

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
  error: FIELD_MSG.statusInvalid,
});

/** A row of the admin vendor list: what the list shows, nothing more. */
const vendorListItemSchema = z.object({
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

export const vendorListQuerySchema = z.object({
  status: z.pipe(
    z.transform((v) => (v === '' || v === 'all' ? undefined : v)),
    z.optional(vendorStatusSchema),
  ),
  vendorTypeId: z.pipe(
    z.transform((v) => (v === '' || v === 'all' ? undefined : v)),
    z.optional(idSchema()),
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX.search))),
  ...pageQueryShape,
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorListResponseSchema = pageSchema(vendorListItemSchema);
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

/** Spec 1 §2.3, §5: the search runs from 3 characters. */
export const VENDOR_SEARCH_MIN_CHARS = 3;
export const VENDOR_SEARCH_MAX_RESULTS = 10;
export const vendorSearchQuerySchema = z.object({
  q: z
    .string({ error: VENDOR_MSG.searchTooShort })
    .check(
      z.trim(),
      z.minLength(VENDOR_SEARCH_MIN_CHARS, VENDOR_MSG.searchTooShort),
      z.maxLength(100, FIELD_MSG.searchTooLong),
    ),
});

/** Spec 1 §3: vendor search result. */
const vendorSearchResultSchema = z.object({
  id: answerText(),
  name: answerText(),
  email: answerText(),
  contactName: answerText(),
});
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;
export const vendorSearchResultsSchema = z.array(vendorSearchResultSchema);

/** The vendor as the Vendor Details screen reads it (GET /api/vendors/{id}); other fields are ignored. */
export const vendorDetailsSchema = z.extend(vendorListItemSchema, {
  defaultSpaceTypeId: z.orNull(answerText()),
  description: z._default(answerText(), ''),
  website: z.orNull(answerText()),
  addressLine1: answerText(),
  addressLine2: z.orNull(answerText()),
  city: answerText(),
  state: answerText(),
  zipCode: answerText(),
  updatedAt: answerText(),
  marketIds: z._default(z.array(answerText()), [FIRST_MARKET_ID]),
});

export const setVendorStatusRequestSchema = z.object({ status: vendorStatusSchema });

export const setVendorStatusResponseSchema = z.object({
  vendor: vendorDetailsSchema,
  /** Approval only: a vendor user was created for the vendor's e-mail. */
  userCreated: z.boolean(),
  /** Approval only: the welcome e-mail with the set-password link was sent. */
  welcomeSent: z.boolean(),
});
export type SetVendorStatusResponse = z.infer<typeof setVendorStatusResponseSchema>;

/** Spec 2 §3 vendor_audit_log. */
const vendorAuditEntrySchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  changeType: z.enum(['create', 'update', 'delete']),
  fieldName: z.nullable(answerText()),
  oldValue: z.nullable(answerText()),
  newValue: z.nullable(answerText()),
  userId: z.nullable(answerText()),
  /** Who made the change, as named when it was made. */
  userName: z.nullable(answerText()),
  createdAt: answerText(),
});
export type VendorAuditEntry = z.infer<typeof vendorAuditEntrySchema>;
export const vendorAuditLogSchema = pageSchema(vendorAuditEntrySchema);
/** Spec 2 §9: 50 fetched a page, 10 shown until "show all". */
export const VENDOR_AUDIT_FETCH_LIMIT = 50;
/** GET /api/vendors/{id}/audit-log?cursor=&limit=50. */
export const vendorAuditQuerySchema = z.object({
  cursor: pageQueryShape.cursor,
  limit: pageLimit(VENDOR_AUDIT_FETCH_LIMIT, VENDOR_AUDIT_FETCH_LIMIT),
});
export const VENDOR_AUDIT_SHOWN = 10;

// --- The admin's vendor edit and create (issue 12): every vendor field of spec 2 §3 in one form ---

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const blankToEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);

/** The e-mail and phone rules of the vendor forms (spec 3 §5), shared with the vendor's own Business Details. */
export const vendorEmailFieldSchema = z.pipe(
  z.string({ error: PEOPLE_MSG.invalidEmail }).check(z.trim(), z.maxLength(TEXT_MAX.email, PEOPLE_MSG.invalidEmail)),
  z.email({ error: PEOPLE_MSG.invalidEmail }),
);
export const vendorPhoneFieldSchema = z.string({ error: PEOPLE_MSG.phoneTooShort }).check(
  z.trim(),
  z.maxLength(TEXT_MAX.phone, PEOPLE_MSG.phoneTooShort),
  z.refine((v) => v.replace(/\D/g, '').length >= 10, PEOPLE_MSG.phoneTooShort),
);

const requiredVendorText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, atMost(max)));
const optionalVendorText = (max: number) =>
  z.pipe(z.transform(blankToEmpty), z.string().check(z.trim(), z.maxLength(max, atMost(max))));

/** Integer cents, or null for "no override: use the pricing chain". */
const overridePriceSchema = z.nullable(
  z
    .number({ error: FIELD_MSG.overridePriceInvalid })
    .check(
      z.int(FIELD_MSG.overridePriceInvalid),
      z.minimum(0, FIELD_MSG.overridePriceInvalid),
      z.maximum(CENTS_MAX, FIELD_MSG.overridePriceInvalid),
    ),
);
const overrideRateSchema = z.nullable(
  z.number({ error: FIELD_MSG.overrideRateInvalid }).check(
    z.minimum(0, FIELD_MSG.overrideRateInvalid),
    z.maximum(100, FIELD_MSG.overrideRateInvalid),
    z.refine((r) => Math.round(r * 10) / 10 === r, FIELD_MSG.overrideRateInvalid),
  ),
);

const vendorWebsiteSchema = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(300, atMost(300))),
      z.transform((v) => (/^https?:\/\//i.test(v) ? v : `http://${v}`)),
    ),
  ),
);

/** Every field an admin edits on a vendor (spec 2 §3 vendors, without the public profile's texts). */
export const adminVendorFieldsSchema = z.object({
  name: requiredVendorText(APPLICATION_MSG.nameRequired, 120),
  contactName: requiredVendorText(APPLICATION_MSG.contactNameRequired, 100),
  email: vendorEmailFieldSchema,
  phone: vendorPhoneFieldSchema,
  vendorTypeId: idSchema(APPLICATION_MSG.vendorTypeRequired),
  defaultSpaceTypeId: z.pipe(z.transform(blankToNull), z.nullable(idSchema(SETUP_MSG.spaceTypeNotFound))),
  defaultAreaId: z.pipe(z.transform(blankToNull), z.nullable(idSchema(SETUP_MSG.areaNotFound))),
  overrideBasePrice: overridePriceSchema,
  overrideSalesBasedRate: overrideRateSchema,
  description: optionalVendorText(2000),
  status: vendorStatusSchema,
  autoRequest: z.boolean({ error: FIELD_MSG.autoRequestInvalid }),
  autoPayment: z.boolean({ error: FIELD_MSG.autoPaymentInvalid }),
  website: vendorWebsiteSchema,
  addressLine1: optionalVendorText(200),
  addressLine2: z.pipe(z.transform(blankToNull), z.nullable(z.string().check(z.trim(), z.maxLength(200, atMost(200))))),
  city: optionalVendorText(100),
  state: z.pipe(
    z.transform((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
    z.enum(US_STATE_CODES, { error: APPLICATION_MSG.stateRequired }),
  ),
  zipCode: z.pipe(
    z.transform(blankToEmpty),
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(10, APPLICATION_MSG.zipInvalid),
        z.regex(/^(\d{5}(-\d{4})?)?$/, APPLICATION_MSG.zipInvalid),
      ),
  ),
});
export type AdminVendorFields = z.infer<typeof adminVendorFieldsSchema>;

/**
 * The markets a vendor may request dates of (shared/vendor-markets.ts): at least one; left out of a save, they stay
 * as they are (a new vendor: the first market).
 */
export const vendorMarketIdsSchema = z.pipe(
  z
    .array(idSchema(MARKET_MSG.marketsRequired), { error: MARKET_MSG.marketsRequired })
    .check(z.minLength(1, MARKET_MSG.marketsRequired), z.maxLength(50, MARKET_MSG.marketsRequired)),
  z.transform((ids) => [...new Set(ids)]),
);
export type AdminVendorFieldsInput = z.input<typeof adminVendorFieldsSchema>;

/** PUT /api/vendors/{id}: the whole form, saved only if the vendor is still the version the form was opened on. */
export const updateVendorRequestSchema = z.extend(adminVendorFieldsSchema, {
  expectedUpdatedAt: z.string({ error: FIELD_MSG.reloadAndSave }).check(z.minLength(1), z.maxLength(40)),
  marketIds: z.optional(vendorMarketIdsSchema),
});
export type UpdateVendorRequest = z.infer<typeof updateVendorRequestSchema>;

/** POST /api/vendors: the vendor, and whether to create its user (who gets the set-password e-mail). */
export const createVendorRequestSchema = z.extend(adminVendorFieldsSchema, {
  createUser: z._default(z.boolean(), false),
  marketIds: z.optional(vendorMarketIdsSchema),
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
  defaultSpaceTypeId: z.orNull(answerText()),
  defaultAreaId: z.orNull(answerText()),
  overrideBasePrice: z.orNull(z.number()),
  overrideSalesBasedRate: z.orNull(z.number()),
  description: z._default(answerText(), ''),
  status: vendorStatusSchema,
  autoRequest: z._default(z.boolean(), false),
  autoPayment: z._default(z.boolean(), false),
  website: z.orNull(answerText()),
  addressLine1: z._default(answerText(), ''),
  addressLine2: z.orNull(answerText()),
  city: z._default(answerText(), ''),
  state: answerText(),
  zipCode: z._default(answerText(), ''),
  /** The markets the vendor may request dates of. */
  marketIds: z._default(z.array(answerText()), [FIRST_MARKET_ID]),
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
