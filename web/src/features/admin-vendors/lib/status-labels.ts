import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VendorStatusValue } from '@shared/schemas/vendors';

/** VENDOR_STATUS_LABELS (shared/schemas/vendors.ts) in the reader's language: render with `i18n._(…)`. */
export const VENDOR_STATUS_TEXT: Record<VendorStatusValue, MessageDescriptor> = {
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  HOLD: msg`On Hold`,
  REJECTED: msg`Rejected`,
  ARCHIVED: msg`Archived`,
};
