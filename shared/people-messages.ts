/**
 * The strings of a vendor's people and settings (spec 3 §2, §5, §8): the employees screen and its permission editor,
 * Business Details and Settings, and Profile Settings. Read by the API and the SPA alike.
 */
import { registerMessageCodes } from './message-codes.js';
export const PEOPLE_MSG = {
  accessDenied: 'Access Denied',
  noUsersPermission: "You don't have permission to view users.",
  noProfilePermission: "You don't have permission to view the vendor profile.",
  noVendor: 'Your account is not linked to a vendor.',
  // vendor user form (spec 3 §5)
  usernameRequired: 'Name is required',
  invalidEmail: 'Invalid email address',
  phoneTooShort: 'Phone number must be at least 10 digits',
  // employees (spec 3 §8)
  createFailed: 'Failed to create vendor user',
  created: 'Vendor user created successfully',
  updateFailed: 'Failed to update user',
  updated: 'User updated successfully',
  resetFailed: 'Failed to reset password',
  resetSentTitle: 'Password Reset',
  resetSent: 'Password reset email has been sent',
  permissionsFailed: 'Failed to fetch permissions',
  permissionsError: (message: string) => `Error loading permissions: ${message}`,
  noPermissions: 'No permissions available',
  loadUsersFailed: 'Failed to load users.',
  noUsers: 'No users yet.',
  // rules the server holds (beyond the spec, which does not show enforcement)
  cannotGrant: (codes: readonly string[]) => `You cannot grant a permission you do not hold: ${codes.join(', ')}`,
  primaryProtected: "The vendor's primary user cannot be deactivated or lose permissions.",
  notYourself: 'You cannot deactivate your own account.',
  primarySignInProtected:
    "Only the vendor's primary user or a market administrator can change the primary user's email, phone, password or active state.",
  signInBeyondYours: (codes: readonly string[]) =>
    `You can change another user's email, phone, password or active state only if you hold every permission they hold. You do not hold: ${codes.join(', ')}`,
  inactiveReset: 'This user is inactive. Activate the user before sending a password reset.',
  // business details and settings (spec 3 §2, §8)
  settingUpdatedTitle: 'Setting Updated',
  settingFailed: 'Failed to update setting',
  vendorUpdatedTitle: 'Updated',
  vendorUpdated: 'Vendor information updated successfully',
  vendorChanged: 'This vendor was just changed by someone else. Reload and try again.',
  vendorEmailTaken: 'Another vendor already uses this email address',
  nameAdminOnly: 'Only an administrator can change the vendor name.',
  autoPaymentUnavailable: 'Auto Payment is not available for this vendor type.',
  loadVendorFailed: 'Failed to load vendor details.',
  // profile settings (spec 3 §2, §8)
  profileUpdatedTitle: 'Profile Updated',
  profileUpdated: 'Your profile has been saved.',
  profileFailedTitle: 'Update Failed',
  emptyResponse: 'Empty response from server',
  // Business Details' field checks (shared/schemas/vendor-settings.ts)
  businessFields: {
    nameRequired: 'Business name is required',
    nameTooLong: 'Business name must be at most 120 characters',
    websiteTooLong: 'Website must be at most 300 characters',
    websiteInvalid: 'Please enter a valid website address',
    addressRequired: 'Address is required',
    addressTooLong: 'Address must be at most 200 characters',
    addressLine2TooLong: 'Address line 2 must be at most 200 characters',
    cityRequired: 'City is required',
    cityTooLong: 'City must be at most 100 characters',
    stateRequired: 'Please choose a state',
    zipInvalid: 'Please enter a 5-digit ZIP code',
  },
} as const;

registerMessageCodes({ PEOPLE_MSG });
