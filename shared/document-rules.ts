/**
 * Vendor documents (spec 3 §2 Documents, §4 "Document" and the expiry badge, §5 document upload, §8): the files the
 * market accepts, the expiry badge and the messages, shared by the API and the SPA.
 */
import { daysUntil } from './market-time.js';

/** PDF, JPEG, PNG or HEIC, recognised by their first bytes when the upload is registered. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Spec 1 §5 and spec 3 §9: a document counts as expiring within 30 days. */
export const EXPIRING_WITHIN_DAYS = 30;

export type ExpiryBadgeColor = 'destructive' | 'warning' | 'info' | 'secondary' | 'success';

/**
 * Spec 3 §4: past = destructive; 7 or fewer days = warning; 15 or fewer = info; 30 or fewer = secondary; more =
 * success. Days are counted from today in the market's time zone; a document expiring today is not yet past.
 */
export function expiryBadge(
  expirationDate: string,
  now: Date,
  timeZone: string,
): { days: number; color: ExpiryBadgeColor; label: string } {
  const days = daysUntil(expirationDate, now, timeZone);
  const color: ExpiryBadgeColor =
    days < 0 ? 'destructive' : days <= 7 ? 'warning' : days <= 15 ? 'info' : days <= 30 ? 'secondary' : 'success';
  return { days, color, label: expiryLabel(days) };
}

/** The badge's words for the days until expiry (negative: past); the Spanish in shared/locales/es/document-rules.ts. */
export function expiryLabel(days: number): string {
  return days < 0
    ? `Expired ${-days} day${days === -1 ? '' : 's'} ago`
    : days === 0
      ? 'Expires today'
      : `Expires in ${days} day${days === 1 ? '' : 's'}`;
}

export const DOCUMENTS_MSG = {
  accessDenied: 'Access Denied',
  noViewPermission: "You don't have permission to view documents.",
  selectTypeAndFile: 'Please select a document type and file',
  fetchFailed: 'Failed to fetch documents',
  uploadFailed: 'Failed to upload document',
  archiveFailed: 'Failed to archive document',
  deleteFailed: 'Failed to delete document',
  downloadFailed: 'Failed to download file',
  processFailed: 'Failed to process file',
  uploaded: 'Document uploaded successfully',
  archived: 'Document archived',
  deleted: 'Document deleted successfully',
  empty: 'No documents found',
  descriptionRequired: 'Description is required',
  certificateNumberRequired: 'Certificate number is required',
  countyNameRequired: 'County name is required',
  expirationDateRequired: 'Expiration date is required',
  invalidDate: 'Invalid date',
  wrongFileType: 'Please upload a PDF, JPEG, PNG or HEIC file.',
  fileTooLarge: 'Please upload a file smaller than 10MB.',
  fileNotWhatItSays: 'The file is not a PDF, JPEG, PNG or HEIC file.',
  uploadNotFound: 'The uploaded file was not found. Please upload it again.',
  documentNotFound: 'Document not found',
  fileNotFound: 'This document has no file to download.',
  typeNotFound: 'Document type not found',
  typeInactive: 'This document type is no longer offered.',
  typeNameRequired: 'Name is required',
  typeNameTaken: 'A document type with this name already exists',
  typeSaved: 'Document type saved',
  typesFailed: 'Failed to fetch document types',
  typesEmpty: 'No document types found',
  approved: 'Document approved',
  rejected: 'Document rejected',
  reviewFailed: 'Failed to review document',
  reviewEmpty: 'No documents need review',
  reviewLoadFailed: 'Failed to fetch documents',
  notPending: 'Only a pending document can be approved or rejected.',
  changedMeanwhile: 'This document was changed meanwhile. Please reload and try again.',
} as const;
