/** Notifications as the API speaks them (spec 1 §2.4, §3): the bell's unread list and the paged /notifications. */
import * as z from '../zod.js';
import { answerText, pageLimit } from './bounds.js';

export const NOTIFICATION_PAGE_SIZE = 20;
const NOTIFICATION_MAX_PAGE_SIZE = 50;

export const notificationSchema = z.object({
  id: answerText(),
  type: z.enum(['info', 'warning', 'error', 'success']),
  title: answerText(),
  message: answerText(),
  isCritical: z.boolean(),
  isRead: z.boolean(),
  readAt: z.nullable(answerText()),
  createdAt: answerText(),
  /** metadata.vendorId lets admins jump to the vendor. */
  metadata: z.record(answerText(), answerText()),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** GET /api/notifications?unreadOnly=&cursor=&limit= */
export const notificationListQuerySchema = z.object({
  unreadOnly: z.pipe(
    z.optional(z.enum(['true', 'false', '1', '0'], { error: 'unreadOnly must be true or false' })),
    z.transform((v) => v === 'true' || v === '1'),
  ),
  cursor: z.optional(z.string().check(z.regex(/^[0-9A-Za-z]{1,64}$/, 'Invalid cursor'))),
  limit: pageLimit(NOTIFICATION_MAX_PAGE_SIZE, NOTIFICATION_PAGE_SIZE, 'Invalid limit'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Newest first; pass `nextCursor` back as `cursor` for the next page (null on the last one). */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.nullable(answerText()),
  /** How many of the user's notifications are unread, in all. */
  unreadCount: z.int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const markAllReadResponseSchema = z.object({ updated: z.int() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;
