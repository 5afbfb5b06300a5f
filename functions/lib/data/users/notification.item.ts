import * as z from 'zod';
import { id, timestamp, base } from '../item-fields.js';

export const notificationItemSchema = z.object({
  _type: z.literal('notification'),
  ...base,
  userId: id,
  title: z.string(),
  message: z.string(),
  type: z.enum(['info', 'warning', 'error', 'success']).default('info'),
  isCritical: z.boolean().default(false),
  isRead: z.boolean().default(false),
  readAt: timestamp.nullable().default(null),
  metadata: z.record(z.string(), z.string()).default({}),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
