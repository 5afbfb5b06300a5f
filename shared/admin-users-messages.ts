/** The strings of the admin users screen (/admin/users). */
import { registerMessageCodes } from './message-codes.js';
export const ADMIN_USERS_MSG = {
  title: 'Admin Users',
  intro: 'The people who run the market. A new admin receives an e-mail with a link to set a password.',
  loadFailed: 'Failed to load admin users',
  empty: 'No admin users found',
  noMatch: 'No admin users match your search',
  create: 'New Admin',
  created: 'Admin user created',
  createdText: (email: string) => `A link to set a password was sent to ${email}.`,
  createFailed: 'Failed to create admin user',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  deactivated: 'Admin deactivated',
  deactivatedText: (name: string) => `${name} can no longer sign in.`,
  reactivated: 'Admin reactivated',
  reactivatedText: (name: string) => `${name} can sign in again.`,
  resetSent: 'Password Reset',
  resetSentText: 'Password reset email has been sent',
  resetFailed: 'Failed to reset password',
  resetInactive: 'A deactivated user cannot reset a password. Reactivate the user first.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  userNotFound: 'User not found',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
} as const;

registerMessageCodes({ ADMIN_USERS_MSG });
