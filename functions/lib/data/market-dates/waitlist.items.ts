import * as z from '../../../../shared/zod.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;

/**
 * The offer of one space of a date (keys.waitlistOffer): one item per space, so "one open offer per space" is held by
 * the key and a conditional put. It keeps the vendors who passed on the space, so it is not offered to them again.
 */
const waitlistOfferItemSchema = z.object({
  _type: z.literal('waitlist_offer'),
  id: z.string(),
  marketDateId: z.string(),
  date: z.string(),
  spaceId: z.string(),
  spaceLabel: z.string(),
  vendorId: z.string(),
  vendorName: z._default(z.string(), ''),
  status: z.enum(WAITLIST_OFFER_STATUSES),
  code: z.string(),
  offeredAt: z.string(),
  deadline: z.string(),
  /** The admin who offered the space by hand; null when the waitlist offered it. */
  offeredBy: z.orNull(z.string()),
  closedAt: z.orNull(z.string()),
  passedVendorIds: z._default(z.array(z.string()), []),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaitlistOfferItem = z.infer<typeof waitlistOfferItemSchema>;

/** An offer's link code (keys.waitlistCode): names the date and space only, never anything a stranger could change. */
const waitlistCodeItemSchema = z.object({
  _type: z.literal('waitlist_code'),
  code: z.string(),
  marketDateId: z.string(),
  spaceId: z.string(),
  vendorId: z.string(),
  createdAt: z.string(),
  ttl: z.number(),
});
export type WaitlistCodeItem = z.infer<typeof waitlistCodeItemSchema>;

export const waitlistOfferEntity = defineEntity({
  type: 'waitlist_offer',
  schema: waitlistOfferItemSchema,
  key: keys.waitlistOffer,
});
export const waitlistCodeEntity = defineEntity({
  type: 'waitlist_code',
  schema: waitlistCodeItemSchema,
  key: keys.waitlistCode,
});
