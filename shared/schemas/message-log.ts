/** View Messages as the API speaks it: GET /api/messages (the message log) and POST /api/messages/{id}/resend. */
import * as z from 'zod';
import { answerText, TEXT_MAX } from './bounds.js';
import { isCalendarDate } from '../market-season.js';

const isoDate = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), { message: 'Invalid date' });

export const MESSAGE_LOG_PAGE_SIZE = 25;
export const MESSAGE_LOG_MAX_PAGE_SIZE = 100;

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** GET /api/messages?status=&channel=&templateId=&from=&to=&cursor=&limit= (from/to: market-time calendar dates) */
export const messageLogQuerySchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES, { error: 'Invalid status' }).optional(),
    channel: z.enum(MESSAGE_CHANNELS, { error: 'Invalid channel' }).optional(),
    templateId: z
      .string()
      .regex(/^[a-z0-9_]{1,60}$/, 'Invalid template')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    cursor: z
      .string()
      .regex(/^[0-9A-Za-z:.#_-]{1,200}$/, 'Invalid cursor')
      .optional(),
    limit: z.coerce
      .number({ error: 'Invalid limit' })
      .int('Invalid limit')
      .min(1, 'Invalid limit')
      .max(MESSAGE_LOG_MAX_PAGE_SIZE, 'Invalid limit')
      .default(MESSAGE_LOG_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be on or before the end date' });
export type MessageLogQuery = z.infer<typeof messageLogQuerySchema>;

export const messageLogEntrySchema = z.object({
  id: answerText(),
  recipient: z.object({
    id: answerText().nullable(),
    name: answerText().nullable(),
    email: answerText().nullable(),
    phone: answerText().nullable(),
  }),
  channel: z.enum(MESSAGE_CHANNELS),
  templateId: answerText(),
  /** The template's name for people; the id when the template is unknown. */
  templateName: answerText(),
  subject: answerText().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  error: answerText().nullable(),
  createdAt: answerText(),
  sentAt: answerText().nullable(),
  /** The failed message this one resends, and the message that resent this one. */
  resendOf: answerText().nullable(),
  resentAs: answerText().nullable(),
  /** Failed, not resent yet, and without a one-time link that was never stored. */
  canResend: z.boolean(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

/** Newest first; pass `nextCursor` back as `cursor` for the next page (null on the last one). */
export const messageLogPageSchema = z.object({
  messages: z.array(messageLogEntrySchema),
  nextCursor: z.string().max(TEXT_MAX.answer).nullable(),
});
export type MessageLogPage = z.infer<typeof messageLogPageSchema>;

export const resendMessageResponseSchema = z.object({ id: answerText(), resendOf: answerText() });
export type ResendMessageResponse = z.infer<typeof resendMessageResponseSchema>;

/** The strings of View Messages (/admin/messages). */
export const MESSAGE_LOG_MSG = {
  title: 'View Messages',
  intro: 'Every e-mail and text message the market sent, newest first.',
  loadFailed: 'Failed to load messages',
  empty: 'No messages found',
  loadMore: 'Load more',
  resend: 'Resend',
  resent: 'Message queued again',
  resentText: (to: string) => `A new copy is on its way to ${to}.`,
  resendFailed: 'Failed to resend message',
  notFound: 'Message not found',
  notFailed: 'Only a failed message can be resent.',
  alreadyResent: 'This message has already been resent.',
  heldSecret: 'This message held a one-time link and cannot be resent; ask the person to request a new one.',
} as const;
