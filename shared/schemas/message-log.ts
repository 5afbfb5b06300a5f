/** View Messages as the API speaks it: GET /api/messages (the message log) and POST /api/messages/{id}/resend. */
import * as z from '../zod.js';
import { answerText, TEXT_MAX, pageLimit } from './bounds.js';
import { calendarDate, FILTER_RANGE } from './calendar-date.js';

/** The checks of the log's filters (the Spanish in shared/locales/es/message-log.ts). */
export const MESSAGE_LOG_CHECK_MSG = {
  invalidDate: 'Invalid date',
  invalidStatus: 'Invalid status',
  invalidChannel: 'Invalid channel',
  invalidTemplate: 'Invalid template',
  invalidCursor: 'Invalid cursor',
  invalidLimit: 'Invalid limit',
  rangeReversed: 'The start date must be on or before the end date',
} as const;

const isoDate = calendarDate(FILTER_RANGE, MESSAGE_LOG_CHECK_MSG.invalidDate);

const MESSAGE_LOG_PAGE_SIZE = 25;
const MESSAGE_LOG_MAX_PAGE_SIZE = 100;

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** GET /api/messages?status=&channel=&templateId=&from=&to=&cursor=&limit= (from/to: market-time calendar dates) */
export const messageLogQuerySchema = z
  .object({
    status: z.optional(z.enum(MESSAGE_STATUSES, { error: MESSAGE_LOG_CHECK_MSG.invalidStatus })),
    channel: z.optional(z.enum(MESSAGE_CHANNELS, { error: MESSAGE_LOG_CHECK_MSG.invalidChannel })),
    templateId: z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,60}$/, MESSAGE_LOG_CHECK_MSG.invalidTemplate))),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    cursor: z.optional(z.string().check(z.regex(/^[0-9A-Za-z:.#_-]{1,200}$/, MESSAGE_LOG_CHECK_MSG.invalidCursor))),
    limit: pageLimit(MESSAGE_LOG_MAX_PAGE_SIZE, MESSAGE_LOG_PAGE_SIZE, MESSAGE_LOG_CHECK_MSG.invalidLimit),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: MESSAGE_LOG_CHECK_MSG.rangeReversed,
    }),
  );
export type MessageLogQuery = z.infer<typeof messageLogQuerySchema>;

const messageLogEntrySchema = z.object({
  id: answerText(),
  recipient: z.object({
    id: z.nullable(answerText()),
    name: z.nullable(answerText()),
    email: z.nullable(answerText()),
    phone: z.nullable(answerText()),
  }),
  channel: z.enum(MESSAGE_CHANNELS),
  templateId: answerText(),
  /** The template's name for people; the id when the template is unknown. */
  templateName: answerText(),
  subject: z.nullable(answerText()),
  status: z.enum(MESSAGE_STATUSES),
  error: z.nullable(answerText()),
  createdAt: answerText(),
  sentAt: z.nullable(answerText()),
  /** The failed message this one resends, and the message that resent this one. */
  resendOf: z.nullable(answerText()),
  resentAs: z.nullable(answerText()),
  /** Failed, not resent yet, and without a one-time link that was never stored. */
  canResend: z.boolean(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

/** Newest first; pass `nextCursor` back as `cursor` for the next page (null on the last one). */
export const messageLogPageSchema = z.object({
  messages: z.array(messageLogEntrySchema),
  nextCursor: z.nullable(z.string().check(z.maxLength(TEXT_MAX.answer))),
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
