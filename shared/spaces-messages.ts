/** The strings of the spaces screen and its calls (spec 2 §2.1, §5, §8), for the API and the SPA alike. */
import type { PriceSource } from './pricing.js';
import { formatDayLong } from './date-format.js';
import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

export const SPACES_MSG = {
  heading: 'Spaces',
  // space form (spec 2 §5)
  labelRequired: 'Space label is required',
  areaRequired: 'Area is required',
  basePriceInvalid: 'Override base price must be a number of at least 0 with at most 2 decimals',
  rateInvalid: 'Override sales based rate must be between 0 and 100 in steps of 0.1',
  validationErrorTitle: 'Validation Error',
  validationErrorText: 'Please check the form for errors',
  editTitle: (label: string) => `Edit Space ${label}`,
  spaceUpdated: 'Space updated',
  spaceUpdateFailed: 'Error updating space',
  spaceDeleted: 'Space deleted',
  spaceDeleteFailed: 'Error deleting space',
  deleteRefused: 'This space has a vendor assigned to it and cannot be deleted.',
  // assigning (spec 2 §8)
  assignTitle: (label: string) => `Assign Vendor to Space ${label}`,
  vendorAssigned: 'Vendor assigned',
  vendorAssignedText: 'The vendor has been assigned to this space.',
  assignFailed: 'Failed to assign vendor',
  vendorUnassigned: 'Vendor unassigned',
  unassignTitle: (label: string) => `Unassign space ${label}?`,
  unassignQuestion: (vendor: string, label: string) =>
    `${vendor} will no longer have space ${label} on this market date, and the space becomes available to others.`,
  unassignFailed: 'Failed to unassign vendor',
  assignmentDataFailed: 'Failed to fetch assignment data',
  spaceTaken: 'This space already has a vendor assigned to it.',
  vendorHasSpace: 'This vendor already has a space on this market date.',
  noRequest:
    'This vendor has no request for this market date. Choose to create an approved request to assign the space.',
  requestClosed: 'This vendor has skipped or cancelled this market date.',
  concurrentChange: 'Someone else changed this space at the same time. Please try again.',
  // list
  noSpaces: 'No spaces found',
  loadFailed: 'Failed to load spaces',
  notApproved: 'Not Approved',
  confirmed: 'Confirmed',
  // publishing (spec 2 §4, §8)
  publish: 'Publish',
  published: 'Published',
  publishedInSession: 'Space #s Published',
  publishSuccessTitle: 'Success',
  publishSuccessText: (n: number) => `Space assignments published to ${countOf(n, 'vendor')}`,
  publishBelowHalf: (assigned: number, total: number) =>
    `At least 50% of spaces must be assigned before publishing (now ${assigned} of ${total}).`,
  alreadyPublished: 'This market date has already been published.',
  // repricing (spec 2 §8)
  repriceSelected: (n: number) => `Reprice Selected (${n})`,
  repriced: (n: number) => `${countOf(n, 'space')} repriced successfully`,
  repriceFailed: 'Failed to reprice spaces',
  requestRecalculated: 'Space request recalculated',
  recalculateFailed: 'Failed to recalculate space request',
  // lookups
  marketDateRequired: 'Market date is required',
  vendorRequired: 'Vendor is required',
  nothingSelected: 'Select at least one space',
  marketDateNotFound: 'Market date not found',
  spaceNotFound: 'Space not found',
  vendorNotFound: 'Vendor not found',
  requestNotFound: 'Space request not found',
  labelTooLong: 'Space label must be at most 20 characters',
  vendorTypeTooLong: 'Vendor type must be at most 100 characters',
  positionInvalid: 'Position needs numbers for x and y within 10000 feet of the map corner',
} as const;

/** The Fees tooltip for each price source (spec 2 §2.1). */
export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  space: 'Space-specific price',
  vendor_override: 'Vendor override price',
  space_type_fee: 'Space type fee for vendor type',
  space_type_default: 'Space type default price',
  vendor_type_default: 'Vendor type default price',
};

/** A market date as people read it: "Sunday, June 7, 2026". The ISO date is a calendar date, so no zone shifts it. */
export const formatMarketDay = formatDayLong;

registerMessageCodes({ SPACES_MSG });
