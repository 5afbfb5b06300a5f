import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PermissionCode } from '@shared/permissions';

/**
 * The permission editor's words in the reader's language: the server sends each permission's English name and
 * description (shared/permissions.ts PERMISSION_INFO), which the editor shows as they are for a code not listed here.
 */
export const PERMISSION_LABELS: Record<PermissionCode, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'vendor.spaceRequests.view': {
    name: msg`View space requests`,
    description: msg`See market dates, requests and balances.`,
  },
  'vendor.spaceRequests.request': { name: msg`Request space`, description: msg`Request space for a market date.` },
  'vendor.spaceRequests.cancel': { name: msg`Cancel requests`, description: msg`Cancel a requested or approved date.` },
  'vendor.spaceRequests.skip': { name: msg`Skip dates`, description: msg`Skip a market date, or undo a skip.` },
  'vendor.profile.view': {
    name: msg`View business details`,
    description: msg`See the business details and profile.`,
  },
  'vendor.profile.edit': {
    name: msg`Edit business details`,
    description: msg`Change business details, settings and the public profile.`,
  },
  'vendor.users.view': { name: msg`View users`, description: msg`See the business's users.` },
  'vendor.users.edit': {
    name: msg`Edit users`,
    description: msg`Change users, activate or deactivate them, and set their permissions.`,
  },
  'vendor.users.add': { name: msg`Add users`, description: msg`Add users to the business.` },
  'vendor.users.reset-password': {
    name: msg`Reset passwords`,
    description: msg`Send a user a password reset e-mail.`,
  },
  'vendor.documents.view': { name: msg`View documents`, description: msg`See the business's documents.` },
  'vendor.documents.upload': { name: msg`Upload documents`, description: msg`Upload new documents.` },
  'vendor.documents.archive': { name: msg`Archive documents`, description: msg`Archive documents.` },
  'vendor.documents.delete': { name: msg`Delete documents`, description: msg`Delete documents for good.` },
  'vendor.payment-methods.view': {
    name: msg`Vendor payment methods`,
    description: msg`See and manage the business's saved cards.`,
  },
};

/** The permission categories' headings (the code's first two segments). */
export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  'vendor.spaceRequests': msg`Space Requests`,
  'vendor.profile': msg`Profile`,
  'vendor.users': msg`Users`,
  'vendor.documents': msg`Documents`,
  'vendor.payment-methods': msg`Payment Methods`,
};
