/** The waitlist's API (issue 15): the admin's list, reorder and offer-by-hand, and the public offer page. */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { anyIdSchema } from './ids.js';
import { WAITLIST_MSG } from '../waitlist-messages.js';

export const WAITLIST_CODE_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

const waitlistOfferSchema = z.object({
  spaceId: answerText(),
  spaceLabel: answerText(),
  status: z.enum(['open', 'accepted', 'declined', 'lapsed', 'withdrawn']),
  offeredAt: answerText(),
  deadline: answerText(),
});

const waitlistEntrySchema = z.object({
  place: z.int(),
  requestId: answerText(),
  vendorId: answerText(),
  vendorName: answerText(),
  requestedAt: answerText(),
  /** The vendor's open offer, if any. */
  offer: z.nullable(waitlistOfferSchema),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistResponseSchema = z.object({
  marketDate: z.object({ id: answerText(), date: answerText(), maxVendors: z.nullable(z.int()) }),
  entries: z.array(waitlistEntrySchema),
  /** Spaces an admin may offer by hand: free, available, not offered to anyone. */
  freeSpaces: z.array(z.object({ id: answerText(), label: answerText() })),
});
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

export const waitlistOrderBodySchema = z.strictObject({
  vendorId: anyIdSchema,
  direction: z.enum(['up', 'down']),
});
export const waitlistOfferBodySchema = z.strictObject({
  vendorId: anyIdSchema,
  spaceId: anyIdSchema,
});

export interface PublicWaitlistOffer {
  status: 'open' | 'accepted' | 'declined' | 'lapsed' | 'withdrawn';
  marketDate: string;
  vendorName: string;
  spaceLabel: string;
  deadline: string;
}

/**
 * An admin's choice on a full date (issue 24): without `override` the vendor joins the waitlist; with it the vendor
 * is placed over the limit, and the required reason is kept in the request's audit log.
 */
export const capacityOverrideSchema = z
  .object({
    override: z._default(z.boolean(), false),
    reason: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
      z.transform((v) => (v ? v : null)),
    ),
  })
  .check(
    z.refine((v) => !v.override || !!v.reason, { message: WAITLIST_MSG.overrideReasonRequired, path: ['reason'] }),
  );
export type CapacityOverride = z.output<typeof capacityOverrideSchema>;

/** The override a route acts on: null unless asked for. */
export const overrideOf = (v: CapacityOverride): { reason: string } | null =>
  v.override && v.reason ? { reason: v.reason } : null;
