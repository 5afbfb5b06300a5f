/** The strings of the admin's vendor edit and create screens (/admin/vendors/{id}/edit, /admin/vendors/new). */
import { registerMessageCodes } from './message-codes.js';
export const VENDOR_EDIT_MSG = {
  editTitle: 'Edit Vendor',
  createTitle: 'New Vendor',
  saved: 'Vendor updated',
  savedText: (name: string) => `${name} was saved.`,
  created: 'Vendor created',
  createdText: (name: string) => `${name} was added to the market.`,
  createdWithUser: (email: string) => `A link to set a password was sent to ${email}.`,
  saveFailed: 'Failed to update vendor',
  createFailed: 'Failed to create vendor',
  /** Two admins had the form open; the second save would silently undo the first. */
  changedMeanwhile:
    'Someone else changed this vendor while you were editing. Reload to see their changes, then make yours again.',
  emailTaken: 'A vendor with this email address already exists',
  phoneTaken: 'A vendor with this phone number already exists',
  unknownVendorType: 'Please choose a vendor type from the list',
  unknownSpaceType: 'Please choose a default space type from the list',
  unknownArea: 'Please choose a default area from the list',
  nothingChanged: 'Nothing to save: no field was changed.',
  userEmailTaken: (email: string) =>
    `The vendor was created, but no user was made: a user with ${email} already exists.`,
} as const;

registerMessageCodes({ VENDOR_EDIT_MSG });
