import * as z from '../../../shared/zod.js';
import { LOCALES } from '../../../shared/locale.js';
import { timestamp, base } from '../data/item-fields.js';

export const queuedMessageItemSchema = z.object({
  _type: z.literal('queued_message'),
  ...base,
  recipientId: z.optional(z.string()),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  templateId: z.string(),
  /** Credential-bearing variables (reset links) are stored redacted. */
  variables: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z._default(z.int(), 0),
  sentAt: z.optional(timestamp),
  error: z.optional(z.string()),
  /** While a worker is sending, no other worker takes the message. */
  leaseUntil: z.optional(timestamp),
  // View Messages: what the log shows, and the links between a failed message and its resend
  recipientName: z.optional(z.string()),
  /** The rendered subject (e-mail and SMS alike), once the worker has rendered it. */
  subject: z.optional(z.string()),
  resendOf: z.optional(z.string()),
  resentAs: z.optional(z.string()),
  /** The recipient's language when it is not English: a resend goes out in it again. */
  locale: z.optional(z.enum(LOCALES)),
});
export type QueuedMessageItem = z.infer<typeof queuedMessageItemSchema>;
