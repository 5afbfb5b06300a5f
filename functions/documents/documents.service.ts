/**
 * Vendor documents (spec 3 §2 Documents, §4, §5, §7), document types (spec 2 §3 and the requiredToSell flag) and the
 * admins' review. Files never pass through here: the browser uploads to the private bucket by a presigned POST, then
 * registers the object, whose real size and first bytes decide whether it is kept; downloads are short-lived links
 * handed out after the ownership check.
 */
import { ulid } from 'ulid';
import { compareNames } from '../../shared/collation.js';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MSG,
  EXPIRING_WITHIN_DAYS,
} from '../../shared/document-rules.js';
import { addDays, DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { MSG } from '../../shared/messages.js';
import type {
  DocumentType,
  DocumentTypeInput,
  DocumentTypePatch,
  DocumentUploadUrlRequest,
  DocumentUploadUrlResponse,
  ReviewQuery,
  ReviewResponse,
  VendorDocument,
} from '../../shared/schemas/documents.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { DocumentTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { DocumentsRepository } from '../lib/data/vendors/documents.repository.js';
import type { DocumentItem } from '../lib/data/vendors/vendor.items.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { DocumentStore } from '../lib/storage/document-store.js';
import { DOCUMENT_SNIFF_BYTES, type FileSniffer } from '../lib/storage/file-sniffer.js';

/** Where a vendor's files live in the private documents bucket. */
const documentFileKey = (vendorId: string, documentId: string) => `vendors/${vendorId}/documents/${documentId}`;
const ULID_PATTERN = '[0-9A-HJKMNP-TV-Z]{26}';
const ACCEPTED = new Set<string>(DOCUMENT_CONTENT_TYPES);

export interface DocumentsDeps {
  repo: Pick<
    DocumentsRepository,
    | 'documentTypes'
    | 'getDocumentType'
    | 'saveDocumentType'
    | 'vendorDocuments'
    | 'findDocument'
    | 'createDocument'
    | 'updateDocument'
    | 'deleteDocument'
    | 'pendingDocuments'
    | 'expiringDocuments'
  >;
  store: DocumentStore;
  sniff: FileSniffer;
  /** The named vendors' names (one BatchGet per 100 vendors). */
  vendorNames: (vendorIds: readonly string[]) => Promise<Map<string, string>>;
  vendorExists: (vendorId: string) => Promise<boolean>;
  marketTimeZone: () => Promise<string>;
  now: () => Date;
  newId?: () => string;
}

function toDocumentType(t: DocumentTypeItem): DocumentType {
  return {
    id: t.id,
    name: t.name,
    isActive: t.isActive,
    requiresDescription: t.requiresDescription,
    requiresCertificateNumber: t.requiresCertificateNumber,
    requiresCountyName: t.requiresCountyName,
    requiresExpiration: t.requiresExpiration,
    requiredToSell: t.requiredToSell,
    requiredForVendorTypeIds: t.requiredForVendorTypeIds,
  };
}

function toVendorDocument(d: DocumentItem, typeName: string): VendorDocument {
  return {
    id: d.id,
    vendorId: d.vendorId,
    typeId: d.typeId,
    typeName,
    fileName: d.fileName,
    mimeType: d.mimeType,
    uploadDate: d.uploadDate,
    description: d.description,
    expirationDate: d.expirationDate,
    certificateNumber: d.certificateNumber,
    countyName: d.countyName,
    archived: d.archived,
    status: d.status,
    reviewNote: d.reviewNote,
    hasFile: d.fileKey !== null,
  };
}

/** The fields a type requires that the input leaves empty, as the form's messages. */
function missingRequiredFields(
  type: Pick<
    DocumentTypeItem,
    'requiresDescription' | 'requiresCertificateNumber' | 'requiresCountyName' | 'requiresExpiration'
  >,
  input: {
    description?: string | null;
    certificateNumber?: string | null;
    countyName?: string | null;
    expirationDate?: string | null;
  },
): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (type.requiresDescription && !input.description)
    out.push({ field: 'description', message: DOCUMENTS_MSG.descriptionRequired });
  if (type.requiresCertificateNumber && !input.certificateNumber)
    out.push({ field: 'certificateNumber', message: DOCUMENTS_MSG.certificateNumberRequired });
  if (type.requiresCountyName && !input.countyName)
    out.push({ field: 'countyName', message: DOCUMENTS_MSG.countyNameRequired });
  if (type.requiresExpiration && !input.expirationDate)
    out.push({ field: 'expirationDate', message: DOCUMENTS_MSG.expirationDateRequired });
  return out;
}

export function makeDocumentsService(deps: DocumentsDeps) {
  const { repo, store } = deps;
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());

  const typeNames = async () => new Map((await repo.documentTypes()).map((t) => [t.id, t.name]));

  async function ownDocument(caller: SessionUser, id: string): Promise<DocumentItem> {
    const doc = await repo.findDocument(id);
    if (!doc) throw new NotFoundError(DOCUMENTS_MSG.documentNotFound);
    // Another vendor's document answers as one that does not exist.
    if (caller.role !== 'admin' && caller.vendorId !== doc.vendorId) {
      throw new NotFoundError(DOCUMENTS_MSG.documentNotFound);
    }
    return doc;
  }

  async function change(doc: DocumentItem, fields: Partial<DocumentItem>): Promise<DocumentItem> {
    const next: DocumentItem = { ...doc, ...fields, updatedAt: now().toISOString() };
    if ((await repo.updateDocument(next, doc.updatedAt)) !== 'ok') {
      throw new ConflictError(DOCUMENTS_MSG.changedMeanwhile);
    }
    return next;
  }

  async function refuseUpload(key: string, message: string): Promise<never> {
    // A failed removal leaves an unreachable private file, never a document without one.
    await store.remove(key).catch(() => undefined);
    throw new ValidationError(message);
  }

  async function saveType(item: DocumentTypeItem, before: DocumentTypeItem | undefined): Promise<DocumentType> {
    const outcome = await repo.saveDocumentType(item, before);
    if (outcome === 'duplicate') throw new ConflictError(DOCUMENTS_MSG.typeNameTaken, { field: 'name' });
    if (outcome === 'stale') throw new ConflictError(DOCUMENTS_MSG.changedMeanwhile);
    return toDocumentType(item);
  }

  return {
    /** GET /api/documents/document-types: every type by name; the upload form offers the active ones. */
    async documentTypes(): Promise<{ documentTypes: DocumentType[] }> {
      const types = await repo.documentTypes();
      return { documentTypes: types.sort((a, b) => compareNames(a.name, b.name)).map(toDocumentType) };
    },

    async createDocumentType(input: Required<DocumentTypeInput>): Promise<DocumentType> {
      const at = now().toISOString();
      const item: DocumentTypeItem = {
        _type: 'document_type',
        id: newId(),
        requiresAdminReview: true,
        ...input,
        createdAt: at,
        updatedAt: at,
      };
      return saveType(item, undefined);
    },

    async updateDocumentType(id: string, patch: DocumentTypePatch): Promise<DocumentType> {
      const before = await repo.getDocumentType(id);
      if (!before) throw new NotFoundError(DOCUMENTS_MSG.typeNotFound);
      const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      return saveType({ ...before, ...fields, updatedAt: now().toISOString() }, before);
    },

    /** GET /api/documents/vendor/{vendorId}?showArchived=: newest upload first. */
    async list(caller: SessionUser, vendorId: string, showArchived: boolean): Promise<{ documents: VendorDocument[] }> {
      assertVendorAccess(caller, vendorId);
      const [docs, names] = await Promise.all([repo.vendorDocuments(vendorId), typeNames()]);
      return {
        documents: docs
          .filter((d) => showArchived || !d.archived)
          .sort((a, b) => b.uploadDate.localeCompare(a.uploadDate) || b.id.localeCompare(a.id))
          .map((d) => toVendorDocument(d, names.get(d.typeId) ?? '')),
      };
    },

    async uploadUrl(
      caller: SessionUser,
      vendorId: string,
      input: DocumentUploadUrlRequest,
    ): Promise<DocumentUploadUrlResponse> {
      assertVendorAccess(caller, vendorId);
      if (!(await deps.vendorExists(vendorId))) throw new NotFoundError(MSG.vendorNotFound);
      const key = documentFileKey(vendorId, newId());
      const { url, fields } = await store.presignUpload(key, input.mimeType, DOCUMENT_MAX_BYTES);
      return { url, fields, key };
    },

    /**
     * Registers an uploaded file as a pending document: the type must be active and its required fields given; the
     * object's real size and first bytes must show an accepted file of the type it was uploaded as, or it is
     * removed. Registering the same upload twice answers the same document.
     */
    async register(
      caller: SessionUser,
      vendorId: string,
      input: {
        key: string;
        typeId: string;
        fileName: string;
        description: string | null;
        expirationDate: string | null;
        certificateNumber: string | null;
        countyName: string | null;
      },
    ): Promise<VendorDocument> {
      assertVendorAccess(caller, vendorId);
      const match = new RegExp(`^vendors/${vendorId}/documents/(${ULID_PATTERN})$`).exec(input.key);
      if (!match) throw new ValidationError(DOCUMENTS_MSG.uploadNotFound, { field: 'key' });
      const id = match[1]!;
      const [type, existing] = await Promise.all([repo.getDocumentType(input.typeId), repo.findDocument(id)]);
      if (existing) {
        if (existing.vendorId !== vendorId) throw new ValidationError(DOCUMENTS_MSG.uploadNotFound, { field: 'key' });
        return toVendorDocument(existing, type?.name ?? '');
      }
      if (!type) throw new ValidationError(DOCUMENTS_MSG.selectTypeAndFile, { field: 'typeId' });
      if (!type.isActive) throw new ValidationError(DOCUMENTS_MSG.typeInactive, { field: 'typeId' });
      const missing = missingRequiredFields(type, input);
      if (missing.length) throw new ValidationError(missing[0]!.message, { field: missing[0]!.field });

      const stored = await store.head(input.key);
      if (stored === undefined) throw new ValidationError(DOCUMENTS_MSG.uploadNotFound, { field: 'key' });
      if (stored.size > DOCUMENT_MAX_BYTES) return refuseUpload(input.key, DOCUMENTS_MSG.fileTooLarge);
      const detected = await deps.sniff(await store.read(input.key, DOCUMENT_SNIFF_BYTES));
      if (!detected || !ACCEPTED.has(detected) || detected !== stored.contentType) {
        return refuseUpload(input.key, DOCUMENTS_MSG.fileNotWhatItSays);
      }

      const at = now().toISOString();
      const doc: DocumentItem = {
        _type: 'document',
        id,
        vendorId,
        typeId: type.id,
        fileName: input.fileName,
        mimeType: detected,
        description: input.description,
        uploadDate: at,
        expirationDate: input.expirationDate,
        certificateNumber: input.certificateNumber,
        countyName: input.countyName,
        archived: false,
        status: 'pending',
        fileKey: input.key,
        reviewedAt: null,
        reviewedBy: null,
        reviewNote: null,
        createdAt: at,
        updatedAt: at,
      };
      if ((await repo.createDocument(doc)) !== 'ok') {
        const again = await repo.findDocument(id);
        if (again && again.vendorId === vendorId) return toVendorDocument(again, type.name);
        throw new ConflictError(DOCUMENTS_MSG.changedMeanwhile);
      }
      return toVendorDocument(doc, type.name);
    },

    /** POST /api/documents/{id}/archive: hidden unless Show Archived; no longer counts as current or expiring. */
    async archive(caller: SessionUser, id: string): Promise<VendorDocument> {
      const doc = await ownDocument(caller, id);
      const names = await typeNames();
      if (doc.archived) return toVendorDocument(doc, names.get(doc.typeId) ?? '');
      return toVendorDocument(await change(doc, { archived: true }), names.get(doc.typeId) ?? '');
    },

    /** DELETE /api/documents/{id}: irreversible; the file goes with it. */
    async remove(caller: SessionUser, id: string): Promise<void> {
      const doc = await ownDocument(caller, id);
      if ((await repo.deleteDocument(doc)) !== 'ok') throw new NotFoundError(DOCUMENTS_MSG.documentNotFound);
      if (doc.fileKey) await store.remove(doc.fileKey).catch(() => undefined);
    },

    /** GET /api/documents/{id}/file: a link valid for a minute that downloads the file under its own name. */
    async file(caller: SessionUser, id: string): Promise<{ url: string; fileName: string }> {
      const doc = await ownDocument(caller, id);
      if (!doc.fileKey) throw new NotFoundError(DOCUMENTS_MSG.fileNotFound);
      return { url: await store.presignDownload(doc.fileKey, doc.fileName, doc.mimeType), fileName: doc.fileName };
    },

    /**
     * GET /api/admin/documents?filter=: pending documents oldest first, or documents expiring within 30 days of
     * today (market time) and those already expired, soonest first; each with its vendor's name; a page at a time.
     */
    async review(q: ReviewQuery): Promise<ReviewResponse> {
      let page: { documents: DocumentItem[]; nextCursor: string | null };
      if (q.filter === 'pending') {
        page = await repo.pendingDocuments(q.cursor, q.limit);
      } else {
        const zone = await deps.marketTimeZone().catch(() => DEFAULT_MARKET_TIME_ZONE);
        page = await repo.expiringDocuments(
          addDays(isoDateInZone(now(), zone), EXPIRING_WITHIN_DAYS),
          q.cursor,
          q.limit,
        );
      }
      const docs = page.documents;
      const [names, vendors] = await Promise.all([
        typeNames(),
        deps.vendorNames([...new Set(docs.map((d) => d.vendorId))]),
      ]);
      return {
        documents: docs.map((d) => ({
          ...toVendorDocument(d, names.get(d.typeId) ?? ''),
          vendorName: vendors.get(d.vendorId) ?? '',
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** POST /api/documents/{id}/approve | reject (admin): only a pending document is decided. */
    async decide(
      caller: SessionUser,
      id: string,
      to: 'approved' | 'rejected',
      note: string | null,
    ): Promise<VendorDocument> {
      const doc = await repo.findDocument(id);
      if (!doc) throw new NotFoundError(DOCUMENTS_MSG.documentNotFound);
      if (doc.status !== 'pending') throw new ConflictError(DOCUMENTS_MSG.notPending);
      const next = await change(doc, {
        status: to,
        reviewedAt: now().toISOString(),
        reviewedBy: caller.id,
        reviewNote: note,
      });
      const names = await typeNames();
      return toVendorDocument(next, names.get(next.typeId) ?? '');
    },
  };
}
export type DocumentsService = ReturnType<typeof makeDocumentsService>;
