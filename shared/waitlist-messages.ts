/** The waitlist's words (issue 15), apart from its rules so the public offer page loads only these. */
import { registerMessageCodes } from './message-codes.js';
export const WAITLIST_MSG = {
  waitlisted: 'Waitlisted',
  waitlistedPlace: (place: number) => `Waitlisted — #${place}`,
  offerNotFound: 'This offer was not found or its link has expired.',
  offerTaken: 'This offer has already been accepted.',
  offerExpired: 'This offer has expired. The space was offered to the next vendor on the waitlist.',
  offerClosed: 'This offer is no longer open.',
  offerSpaceGone: 'This space is no longer free. The offer has been withdrawn.',
  offerAccepted: 'You accepted this space.',
  offerDeclined: 'You declined this space.',
  notWaitlisted: 'This vendor is not on the waitlist.',
  spaceNotFree: 'This space is not free.',
  spaceOffered: 'This space is already offered to a vendor.',
  cannotMove: 'This vendor cannot move further.',
  listChanged: 'The waitlist changed meanwhile. Reload it and try again.',
  emptyWaitlist: 'No vendors are on the waitlist.',
  loadError: 'Failed to load the waitlist',
  loading: 'Loading waitlist...',
  dateBusy: 'Many requests for this market date arrived at once. Please try again.',
  placed: 'The vendor has a place on this market date.',
  placedOnWaitlist: 'The market date is full: the vendor is on the waitlist.',
  placedByOverride: 'The market date is full: the vendor was given a place over its limit.',
  overrideReasonRequired: 'A reason is required to place a vendor over the date’s limit.',
  overrideLabel: 'Place the vendor even if the date is full',
  overrideReasonLabel: 'Reason for going over the limit',
  fullDate: (reason: string) => `Market date full (${reason})`,
  /** An approval by hand of a vendor still waiting, refused without override and reason, by why it would wait. */
  approveRefused: {
    full: 'The market date is full. Approve over its limit with a reason, or keep the vendor on the waitlist.',
    'others-waiting':
      'Vendors ahead on the waitlist come first. Approve out of turn with a reason, or keep the vendor in line.',
    'no-space-fits':
      'No free space fits this vendor. Approve anyway with a reason, or keep the vendor on the waitlist.',
  },
} as const;

registerMessageCodes({ WAITLIST_MSG });
