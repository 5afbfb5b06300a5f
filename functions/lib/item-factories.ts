/**
 * New items with every optional field at its default, written out once here so callers name only what they decide.
 * Keys are not part of an item: callers add them from keys.ts when they write it.
 */
import type { SpaceRequestItem, VendorItem } from './items.js';

/** What a new vendor cannot do without: who and where it is, its type and status. */
type VendorFields = Pick<
  VendorItem,
  | 'id'
  | 'name'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'vendorTypeId'
  | 'status'
  | 'addressLine1'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'createdAt'
  | 'updatedAt'
> &
  Partial<VendorItem>;

export function makeVendorItem(fields: VendorFields): VendorItem {
  return {
    _type: 'vendor',
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: '',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine2: null,
    createdBy: null,
    updatedBy: null,
    tagline: null,
    businessStory: null,
    yearsAtMarket: null,
    instagram: null,
    facebook: null,
    etsy: null,
    twitter: null,
    tiktok: null,
    isProfilePublished: false,
    stripeCustomerId: null,
    lastAttendedDate: null,
    ...fields,
  };
}

/** What a new request cannot do without: whose it is, for which date, and its state. */
type SpaceRequestFields = Pick<
  SpaceRequestItem,
  'id' | 'vendorId' | 'marketDateId' | 'date' | 'status' | 'createdAt' | 'updatedAt'
> &
  Partial<SpaceRequestItem>;

/**
 * A space request with nothing charged, approved, confirmed or cancelled yet. assignedAt/assignedBy are left out
 * unless given: they are absent on requests never assigned.
 */
export function makeSpaceRequestItem(fields: SpaceRequestFields): SpaceRequestItem {
  return {
    _type: 'space_request',
    spaceId: null,
    notes: null,
    pricingNotes: null,
    approvedAt: null,
    approvedBy: null,
    confirmedAt: null,
    confirmedBy: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelledReason: null,
    lateCancellationFee: 0,
    amountBase: 0,
    grossSales: null,
    salesBasedRate: 0,
    salesBasedFee: 0,
    amountLatePaymentFee: 0,
    amountDue: 0,
    amountPaid: 0,
    amountBalance: 0,
    waitlisted: false,
    ...fields,
  };
}
