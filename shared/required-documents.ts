/**
 * Documents the market requires to sell (beyond the spec; what market managers ask for most): a document type marked
 * requiredToSell must be held as a current document (approved, not archived, not expired on the market date) before
 * an admin approves the vendor's request or assigns it a space. An admin may go ahead anyway with a reason, which
 * the request's audit log keeps. The API and the SPA read the rule and its words from here.
 */

export interface RequiredDocumentType {
  id: string;
  name: string;
  isActive: boolean;
  requiredToSell: boolean;
  /** The vendor types the requirement applies to; empty means every vendor type. */
  requiredForVendorTypeIds: readonly string[];
}

export interface HeldDocument {
  typeId: string;
  status: string;
  archived: boolean;
  /** YYYY-MM-DD, or null when the document does not expire. */
  expirationDate: string | null;
}

/** A document counts on a market date when approved, not archived and expiring on that date or later. */
function isCurrentOn(doc: HeldDocument, marketDate: string): boolean {
  return (
    doc.status === 'approved' && !doc.archived && (doc.expirationDate === null || doc.expirationDate >= marketDate)
  );
}

export function appliesTo(type: RequiredDocumentType, vendorTypeId: string): boolean {
  return (
    type.isActive &&
    type.requiredToSell &&
    (type.requiredForVendorTypeIds.length === 0 || type.requiredForVendorTypeIds.includes(vendorTypeId))
  );
}

/**
 * The required types (active, and for the vendor's type) the vendor holds no current document of on the market
 * date, by name.
 */
export function missingRequiredDocuments(
  types: readonly RequiredDocumentType[],
  documents: readonly HeldDocument[],
  marketDate: string,
  vendorTypeId: string,
): RequiredDocumentType[] {
  const held = new Set(documents.filter((d) => isCurrentOn(d, marketDate)).map((d) => d.typeId));
  return types
    .filter((t) => appliesTo(t, vendorTypeId) && !held.has(t.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export const MISSING_DOCUMENTS_PREFIX = 'Missing required documents: ';

export function missingDocumentsMessage(missing: readonly { name: string }[]): string {
  return `${MISSING_DOCUMENTS_PREFIX}${missing.map((t) => t.name).join(', ')}`;
}

/** The answer's `code` when the only thing standing in the way is a missing document, so the SPA offers an override. */
export const MISSING_DOCUMENTS_CODE = 'missing-required-documents';

export const OVERRIDE_REASON_MAX = 500;

/** The audit log's field name for an approval or assignment made without the required documents. */
export const OVERRIDE_AUDIT_FIELD = 'requiredDocumentsOverride';

export const REQUIRED_DOCUMENTS_MSG = {
  approveAnyway: 'Approve anyway',
  assignAnyway: 'Assign anyway',
  reasonLabel: 'Reason for going ahead without them',
  reasonRequired: 'Please give a reason',
} as const;
