/** Notifications as the API speaks them (spec 1 §2.4, §3): the bell's unread list and the paged /notifications. */
import * as z from 'zod';
import { answerText } from './bounds.js';

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 50;

export const notificationSchema = z.object({
  id: answerText(),
  type: z.enum(['info', 'warning', 'error', 'success']),
  title: answerText(),
  message: answerText(),
  isCritical: z.boolean(),
  isRead: z.boolean(),
  readAt: answerText().nullable(),
  createdAt: answerText(),
  /** metadata.vendorId lets admins jump to the vendor. */
  metadata: z.record(answerText(), answerText()),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** GET /api/notifications?unreadOnly=&cursor=&limit= */
export const notificationListQuerySchema = z.object({
  unreadOnly: z
    .enum(['true', 'false', '1', '0'], { error: 'unreadOnly must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  cursor: z
    .string()
    .regex(/^[0-9A-Za-z]{1,64}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce
    .number({ error: 'Invalid limit' })
    .int('Invalid limit')
    .min(1, 'Invalid limit')
    .max(NOTIFICATION_MAX_PAGE_SIZE, 'Invalid limit')
    .default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Newest first; pass `nextCursor` back as `cursor` for the next page (null on the last one). */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: answerText().nullable(),
  /** How many of the user's notifications are unread, in all. */
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const markAllReadResponseSchema = z.object({ updated: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;
