/**
 * Vendor documents and document types (spec 2 §3, spec 3 §3, §5, §7 "Documents"), the admins' review, and the
 * requiredToSell flag. Files go to storage by a presigned POST; these are the calls around it.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { idSchema } from './ids.js';
import { pageQueryShape, pageSchema } from './page.js';
import { calendarDate, PLANNING_RANGE } from './calendar-date.js';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_STATUSES,
  DOCUMENTS_MSG,
  type DocumentContentType,
} from '../document-rules.js';
import { OVERRIDE_REASON_MAX } from '../required-documents.js';

const DOCUMENT_TEXT_MAX = {
  name: 100,
  fileName: 255,
  description: 1000,
  certificateNumber: 100,
  countyName: 100,
};

// ---------- document types ----------

export const documentTypeSchema = z.object({
  id: answerText(),
  name: answerText(),
  isActive: z.boolean(),
  requiresDescription: z.boolean(),
  requiresCertificateNumber: z.boolean(),
  requiresCountyName: z.boolean(),
  requiresExpiration: z.boolean(),
  requiredToSell: z.boolean(),
  /** The vendor types requiredToSell applies to; empty: every vendor type. */
  requiredForVendorTypeIds: z.array(answerText()),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;
export const documentTypesResponseSchema = z.object({ documentTypes: z.array(documentTypeSchema) });

const typeName = z
  .string({ error: DOCUMENTS_MSG.typeNameRequired })
  .check(z.trim(), z.minLength(1, DOCUMENTS_MSG.typeNameRequired), z.maxLength(DOCUMENT_TEXT_MAX.name));

/** POST /api/documents/document-types (admin). */
export const documentTypeInputSchema = z.object({
  name: typeName,
  isActive: z._default(z.boolean(), true),
  requiresDescription: z._default(z.boolean(), false),
  requiresCertificateNumber: z._default(z.boolean(), false),
  requiresCountyName: z._default(z.boolean(), false),
  requiresExpiration: z._default(z.boolean(), false),
  requiredToSell: z._default(z.boolean(), false),
  requiredForVendorTypeIds: z._default(z.array(idSchema()).check(z.maxLength(100)), []),
});
export type DocumentTypeInput = z.input<typeof documentTypeInputSchema>;

/** PATCH /api/documents/document-types/{id} (admin): any of the fields. */
export const documentTypePatchSchema = z.partial(
  z.strictObject({
    name: typeName,
    isActive: z.boolean(),
    requiresDescription: z.boolean(),
    requiresCertificateNumber: z.boolean(),
    requiresCountyName: z.boolean(),
    requiresExpiration: z.boolean(),
    requiredToSell: z.boolean(),
    requiredForVendorTypeIds: z.array(idSchema()).check(z.maxLength(100)),
  }),
);
export type DocumentTypePatch = z.input<typeof documentTypePatchSchema>;

// ---------- documents ----------

const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

export const vendorDocumentSchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  typeId: answerText(),
  typeName: answerText(),
  fileName: answerText(),
  mimeType: answerText(),
  uploadDate: answerText(),
  description: z.nullable(answerText()),
  expirationDate: z.nullable(answerText()),
  certificateNumber: z.nullable(answerText()),
  countyName: z.nullable(answerText()),
  archived: z.boolean(),
  status: documentStatusSchema,
  reviewNote: z.nullable(answerText()),
  hasFile: z.boolean(),
});
export type VendorDocument = z.infer<typeof vendorDocumentSchema>;
export const vendorDocumentsResponseSchema = z.object({ documents: z.array(vendorDocumentSchema) });

/** GET /api/documents/vendor/{vendorId}?showArchived=true|false */
export const documentsQuerySchema = z.object({
  showArchived: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: 'showArchived must be true or false' })),
    z.transform((v) => v === 'true'),
  ),
});

/** POST /api/documents/vendor/{vendorId}/upload-url */
export const documentUploadUrlRequestSchema = z.object({
  fileName: z
    .string({ error: DOCUMENTS_MSG.selectTypeAndFile })
    .check(z.trim(), z.minLength(1, DOCUMENTS_MSG.selectTypeAndFile), z.maxLength(DOCUMENT_TEXT_MAX.fileName)),
  mimeType: z.enum(DOCUMENT_CONTENT_TYPES, { error: DOCUMENTS_MSG.wrongFileType }),
  size: z
    .number({ error: DOCUMENTS_MSG.fileTooLarge })
    .check(
      z.int(DOCUMENTS_MSG.fileTooLarge),
      z.minimum(1, DOCUMENTS_MSG.processFailed),
      z.maximum(DOCUMENT_MAX_BYTES, DOCUMENTS_MSG.fileTooLarge),
    ),
});
export type DocumentUploadUrlRequest = z.infer<typeof documentUploadUrlRequestSchema>;

/** The browser POSTs the file as multipart/form-data to `url`: every field of `fields`, then `file` last. */
export const documentUploadUrlResponseSchema = z.object({
  url: answerText(),
  fields: z.record(z.string(), answerText()),
  key: answerText(),
});
export type DocumentUploadUrlResponse = z.infer<typeof documentUploadUrlResponseSchema>;

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : null)),
  );

const isoDateText = calendarDate(PLANNING_RANGE, DOCUMENTS_MSG.invalidDate);

/**
 * POST /api/documents/vendor/{vendorId}: registers the uploaded object with the document's fields. Which fields the
 * type requires is checked against the type on the server.
 */
export const registerDocumentRequestSchema = z.object({
  key: z
    .string({ error: DOCUMENTS_MSG.uploadNotFound })
    .check(z.trim(), z.minLength(1, DOCUMENTS_MSG.uploadNotFound), z.maxLength(300)),
  typeId: idSchema(DOCUMENTS_MSG.selectTypeAndFile),
  fileName: z
    .string({ error: DOCUMENTS_MSG.selectTypeAndFile })
    .check(z.trim(), z.minLength(1, DOCUMENTS_MSG.selectTypeAndFile), z.maxLength(DOCUMENT_TEXT_MAX.fileName)),
  description: optionalText(DOCUMENT_TEXT_MAX.description),
  expirationDate: z.pipe(
    z.nullish(isoDateText),
    z.transform((v) => v ?? null),
  ),
  certificateNumber: optionalText(DOCUMENT_TEXT_MAX.certificateNumber),
  countyName: optionalText(DOCUMENT_TEXT_MAX.countyName),
});

/** GET /api/documents/{id}/file: a short-lived link that downloads the file under its own name. */
export const documentFileResponseSchema = z.object({ url: answerText(), fileName: answerText() });

// ---------- review ----------

const REVIEW_FILTERS = ['pending', 'expiring'] as const;
export const reviewQuerySchema = z.object({
  filter: z._default(z.enum(REVIEW_FILTERS, { error: 'filter must be pending or expiring' }), 'pending'),
  ...pageQueryShape,
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const reviewDocumentSchema = z.extend(vendorDocumentSchema, { vendorName: answerText() });
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;
/** One page of the review list; pass nextCursor back as `cursor` (null on the last page). */
export const reviewResponseSchema = z.object({
  documents: z.array(reviewDocumentSchema),
  nextCursor: pageSchema(reviewDocumentSchema).shape.nextCursor,
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** POST /api/documents/{id}/reject: an optional reason the vendor sees beside the document. */
export const rejectDocumentSchema = z._default(z.object({ reason: optionalText(DOCUMENT_TEXT_MAX.description) }), {
  reason: null,
});

// ---------- override of the required documents ----------

/** What approve and assign accept besides their own fields: go ahead without the required documents, and why. */
const overrideReasonSchema = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(OVERRIDE_REASON_MAX))),
  z.transform((v) => (v ? v : null)),
);

/** The body approve and assign read for it; their own fields are read by their own schemas. */
export const overrideBodySchema = z.object({ overrideReason: overrideReasonSchema });

// ---------- the upload form (SPA) ----------

/** What a chosen file looks like to the form: a browser File, or anything with its name, size and type. */
const chosenFile = z.custom<{ name: string; size: number; type: string }>(
  (v) => !!v && typeof v === 'object' && 'name' in v && 'size' in v,
  { message: DOCUMENTS_MSG.selectTypeAndFile },
);

/** The content type of a chosen file: as the browser names it, else by its extension (HEIC often comes unnamed). */
export function documentContentType(file: { name: string; type: string }): DocumentContentType | undefined {
  const byType = DOCUMENT_CONTENT_TYPES.find((t) => t === file.type);
  if (byType) return byType;
  const ext = file.name.toLowerCase().split('.').pop();
  const byExtension: Record<string, DocumentContentType> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    heic: 'image/heic',
    heif: 'image/heic',
  };
  return ext ? byExtension[ext] : undefined;
}

/**
 * Spec 3 §5 document upload: a type and a file ("Please select a document type and file"); the fields the chosen
 * type requires (its flags travel in `requires`); a PDF, JPEG, PNG or HEIC file of at most 10 MB.
 */
export const documentUploadFormSchema = z
  .object({
    typeId: z.nullable(z.string()),
    file: z.nullable(chosenFile),
    description: z.string().check(z.maxLength(DOCUMENT_TEXT_MAX.description)),
    certificateNumber: z.string().check(z.maxLength(DOCUMENT_TEXT_MAX.certificateNumber)),
    countyName: z.string().check(z.maxLength(DOCUMENT_TEXT_MAX.countyName)),
    expirationDate: z.string(),
    requires: z.object({
      description: z.boolean(),
      certificateNumber: z.boolean(),
      countyName: z.boolean(),
      expiration: z.boolean(),
    }),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.typeId) issue('typeId', DOCUMENTS_MSG.selectTypeAndFile);
      if (!v.file) issue('file', DOCUMENTS_MSG.selectTypeAndFile);
      else if (!documentContentType(v.file)) issue('file', DOCUMENTS_MSG.wrongFileType);
      else if (v.file.size > DOCUMENT_MAX_BYTES) issue('file', DOCUMENTS_MSG.fileTooLarge);
      else if (v.file.size === 0) issue('file', DOCUMENTS_MSG.processFailed);
      if (v.requires.description && !v.description.trim()) issue('description', DOCUMENTS_MSG.descriptionRequired);
      if (v.requires.certificateNumber && !v.certificateNumber.trim())
        issue('certificateNumber', DOCUMENTS_MSG.certificateNumberRequired);
      if (v.requires.countyName && !v.countyName.trim()) issue('countyName', DOCUMENTS_MSG.countyNameRequired);
      if (v.requires.expiration && !v.expirationDate) issue('expirationDate', DOCUMENTS_MSG.expirationDateRequired);
      else if (v.expirationDate && !isoDateText.safeParse(v.expirationDate).success)
        issue('expirationDate', DOCUMENTS_MSG.invalidDate);
    }),
  );
export type DocumentUploadForm = z.input<typeof documentUploadFormSchema>;
