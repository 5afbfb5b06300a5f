import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

/** The strings of the Missing Vendors report and its calls (spec 2 §2.3, §4, §8), for the API and the SPA alike. */
export const MISSING_MSG = {
  heading: 'Missing Vendors',
  allTypes: 'All Types',
  noReport: 'No missing vendors report available.',
  noVendors: 'No vendors found.',
  loadFailed: 'Failed to fetch missing vendors',
  notAttended: 'N/A',
  sendReminders: 'Send Reminders',
  remindersSent: (n: number) => `Reminders sent to ${countOf(n, 'vendor')} successfully`,
  remindersFailed: 'Failed to send reminders',
  createRequest: 'Create Request',
  createTitle: (vendor: string) => `Create Request for ${vendor}`,
  notesLabel: 'Notes',
  approveLabel: 'Approve request',
  spaceLabel: 'Space (optional)',
  noSpace: 'No space',
  spacesFailed: 'Could not load the available spaces',
  requestCreated: 'Request created successfully',
  createFailed: 'Failed to create request',
  approvalFailed: (message: string) => `Request created but approval failed: ${message}`,
  assignmentFailed: (message: string) => `Request approved but space assignment failed: ${message}`,
  /** Not in the spec: a space chosen without approving, whose assignment failed. */
  unapprovedAssignmentFailed: (message: string) => `Request created but space assignment failed: ${message}`,
  remindersSentTitle: 'Reminders sent',
  partialTitle: 'Request created',
  selectAll: 'Select all vendors',
  selectVendor: (name: string) => `Select ${name}`,
  lastAttended: 'Last Attended',
  vendor: 'Vendor',
  areaFilter: (name: string) => `Area: ${name}`,
  clearArea: 'Show all areas',
  // server
  marketDateNotFound: 'Market date not found',
  vendorNotFound: 'Vendor not found',
  spaceNotFound: 'Space not found',
  vendorIdRequired: 'Choose a vendor (vendorId) for the request.',
  vendorIdsRequired: 'Choose at least one vendor to remind',
  tooManyVendors: (max: number) => `At most ${max} vendors can be reminded at once`,
  requestExists: 'This vendor already has a request for this market date.',
} as const;

registerMessageCodes({ MISSING_MSG });
