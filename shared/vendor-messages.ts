/** The strings of the vendor application (spec 1 §2.7, §8) and of the admins' vendor review screens. */
import { registerMessageCodes } from './message-codes.js';
export const VENDOR_MSG = {
  // application page (spec 1 §2.7)
  applyHeading: 'Apply to Join Our Market',
  alreadyRegisteredTitle: 'Already registered?',
  regulationsRequired: 'You must agree to the market regulations before submitting your application.',
  submittedTitle: 'Space Request Submitted',
  submittedText: 'Registration Submitted. We will review your application and contact you about next steps.',
  confirmationHeading: 'Thank you for your Application!',
  // application failures (spec 1 §8)
  vendorTypesFailed: 'Failed to fetch vendor types',
  spaceTypesFailed: 'Failed to fetch space types',
  duplicatesFailed: 'Failed to check for duplicates',
  submitFailed: 'Failed to submit Registration',
  duplicateRefused:
    'It looks like your business has already applied. If you already have an account, please log in instead.',
  duplicateEmail: 'A vendor with this email address already exists',
  duplicatePhone: 'A vendor with this phone number already exists',
  duplicateName: (name: string, similarity: number) =>
    `A vendor with a similar name already exists: ${name} (${similarity}% similar)`,
  emailTaken: 'A vendor with this email address already exists',
  unknownVendorType: 'Please choose a vendor type from the list',
  unknownSpaceType: 'Please choose a preferred space type offered for your vendor type',
  tooManyApplications: 'Too many applications from your network. Please try again in an hour.',
  // admin notifications
  newApplicationTitle: 'New vendor application',
  newApplicationText: (name: string, contactName: string) => `${name} (${contactName}) applied to join the market.`,
  approvedTitle: 'Vendor approved',
  approvedText: (name: string, by: string) => `${name} was approved by ${by}.`,
  // admin vendor search (spec 1 §2.3, §8)
  searchPlaceholder: 'Search vendors...',
  searchTooShort: 'Type at least 3 characters to search',
  searchFailed: 'Search failed',
  noVendorsFound: 'No vendors found',
  // admin review
  vendorsFailed: 'Failed to load vendors',
  vendorFailed: 'Failed to load vendor',
  vendorNotFound: 'Vendor not found',
  statusFailed: 'Failed to update vendor status',
  statusConflict: "This vendor's status was just changed by someone else. Reload and try again.",
  statusUnchanged: (label: string) => `This vendor is already ${label}.`,
  statusDone: {
    APPROVED: 'Vendor approved',
    HOLD: 'Vendor put on hold',
    REJECTED: 'Vendor rejected',
    PENDING: 'Vendor set to pending',
    ARCHIVED: 'Vendor archived',
  },
  welcomeSent: (email: string) => `A welcome e-mail with a link to set a password was sent to ${email}.`,
  auditEmpty: 'No audit log entries found.',
  auditFailed: 'Error loading audit log. Please try again.',
  // the application's field checks (shared/schemas/vendor-application.ts)
  application: {
    nameRequired: 'Business name is required',
    nameTooLong: 'Business name must be at most 120 characters',
    contactNameRequired: 'Contact name is required',
    contactNameTooLong: 'Contact name must be at most 100 characters',
    emailRequired: 'Email is required',
    emailTooLong: 'Email must be at most 254 characters',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a 10-digit US phone number',
    descriptionRequired: 'Please tell us about your business and what you sell',
    descriptionTooLong: 'Description must be at most 2000 characters',
    websiteTooLong: 'Website must be at most 300 characters',
    websiteInvalid: 'Please enter a valid website address, e.g. https://example.com',
    streetRequired: 'Street address is required',
    streetTooLong: 'Street address must be at most 200 characters',
    addressLine2TooLong: 'Address line 2 must be at most 200 characters',
    cityRequired: 'City is required',
    cityTooLong: 'City must be at most 100 characters',
    stateRequired: 'Please choose a US state',
    zipRequired: 'ZIP code is required',
    zipInvalid: 'Please enter a 5-digit ZIP code',
    vendorTypeRequired: 'Please choose a vendor type',
    spaceTypeRequired: 'Please choose a preferred space type',
  },
  // the admin's vendor form's field checks (shared/schemas/vendors.ts)
  adminFields: {
    /** "At most N characters" for each limit the vendor form's texts have. */
    atMost: {
      100: 'At most 100 characters',
      120: 'At most 120 characters',
      200: 'At most 200 characters',
      300: 'At most 300 characters',
      2000: 'At most 2000 characters',
    },
    statusInvalid: 'Choose a status: APPROVED, HOLD, REJECTED, PENDING or ARCHIVED',
    searchTooLong: 'Search for at most 100 characters',
    overridePriceInvalid: 'Override base price must be a positive amount',
    overrideRateInvalid: 'Override sales based rate must be between 0 and 100',
    autoRequestInvalid: 'Auto Request is on or off',
    autoPaymentInvalid: 'Auto Payment is on or off',
    reloadAndSave: 'Reload the vendor and save again',
  },
} as const;

registerMessageCodes({ VENDOR_MSG });
