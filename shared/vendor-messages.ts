/** The strings of the vendor application (spec 1 §2.7, §8) and of the admins' vendor review screens. */
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
} as const;
