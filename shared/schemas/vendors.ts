/** Admin vendor review (issue 3): list, search, status changes and the vendor audit log. */
import * as z from 'zod';
import { answerText, TEXT_MAX } from './bounds.js';
import { idSchema } from './ids.js';

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
