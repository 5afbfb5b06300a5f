import * as z from '../../../shared/zod.js';
import { timestamp } from './item-fields.js';

/** A guard item that holds a unique value (an e-mail) for its owner; its key is the value. */
export const uniqueGuardItemSchema = z.object({
  _type: z.literal('unique_guard'),
  userId: z.optional(z.string()),
  vendorId: z.optional(z.string()),
  /** The id of the vocabulary entry or market date that holds the value. */
  ownerId: z.optional(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type UniqueGuardItem = z.infer<typeof uniqueGuardItemSchema>;
