import * as z from 'zod';
import { timestamp, base } from '../data/item-fields.js';

export const queuedMessageItemSchema = z.object({
  _type: z.literal('queued_message'),
  ...base,
  recipientId: z.string().optional(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  templateId: z.string(),
  /** Credential-bearing variables (reset links) are stored redacted. */
  variables: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().default(0),
  sentAt: timestamp.optional(),
  error: z.string().optional(),
  /** While a worker is sending, no other worker takes the message. */
  leaseUntil: timestamp.optional(),
  // View Messages: what the log shows, and the links between a failed message and its resend
  recipientName: z.string().optional(),
  /** The rendered subject (e-mail and SMS alike), once the worker has rendered it. */
  subject: z.string().optional(),
  resendOf: z.string().optional(),
  resentAs: z.string().optional(),
});
export type QueuedMessageItem = z.infer<typeof queuedMessageItemSchema>;
