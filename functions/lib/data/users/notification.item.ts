import * as z from '../../../../shared/zod.js';
import { id, timestamp, base } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

export const notificationItemSchema = z.object({
  _type: z.literal('notification'),
  ...base,
  userId: id,
  title: z.string(),
  message: z.string(),
  type: z._default(z.enum(['info', 'warning', 'error', 'success']), 'info'),
  isCritical: z._default(z.boolean(), false),
  isRead: z._default(z.boolean(), false),
  readAt: z.orNull(timestamp),
  metadata: z._default(z.record(z.string(), z.string()), {}),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationEntity = defineEntity({
  type: 'notification',
  schema: notificationItemSchema,
  key: keys.userNotification,
});
