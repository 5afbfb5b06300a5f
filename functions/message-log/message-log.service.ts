import { ulid } from 'ulid';
import { DEFAULT_MARKET_TIME_ZONE, instantInZone } from '../../shared/market-time.js';
import { isTemplateId, MESSAGE_TEMPLATES } from '../../shared/message-templates.js';
import {
  MESSAGE_LOG_MSG,
  type MessageLogEntry,
  type MessageLogPage,
  type MessageLogQuery,
  type ResendMessageResponse,
} from '../../shared/schemas/message-log.js';
import { isId } from '../../shared/schemas/ids.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { MessageLogIndex, MessageLogRepository } from '../lib/messaging/message-log.repository.js';
import type { QueuedMessageItem } from '../lib/messaging/queued-message.item.js';
import type { MessageQueue } from '../lib/ports.js';

/** A page reads at most this many Queries, however sparse the filters make the matches. */
export const MESSAGE_LOG_MAX_READS = 4;

/** What storableVariables puts in place of a credential (a set-password or reset link). */
const REDACTED = '[redacted]';

/** A cursor is the `createdAt#id` of the last message shown; nothing else from the client reaches a key. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z#[A-Za-z0-9_-]{1,80}$/;

const heldSecret = (item: QueuedMessageItem) => Object.values(item.variables).includes(REDACTED);

function toMessageLogEntry(item: QueuedMessageItem): MessageLogEntry {
  return {
    id: item.id,
    recipient: {
      id: item.recipientId ?? null,
      name: item.recipientName ?? null,
      email: item.channel === 'email' ? item.to : null,
      phone: item.channel === 'sms' ? item.to : null,
    },
    channel: item.channel,
    templateId: item.templateId,
    templateName: isTemplateId(item.templateId) ? MESSAGE_TEMPLATES[item.templateId].name : item.templateId,
    subject: item.subject ?? null,
    status: item.status,
    error: item.status === 'failed' ? (item.error ?? null) : null,
    createdAt: item.createdAt,
    sentAt: item.sentAt ?? null,
    resendOf: item.resendOf ?? null,
    resentAs: item.resentAs ?? null,
    // An id that cannot stand in a path (too long) cannot be named by the resend call.
    canResend: item.status === 'failed' && !item.resentAs && !heldSecret(item) && isId(item.id),
  };
}

export function makeMessageLogService(deps: {
  messages: MessageLogRepository;
  queue: MessageQueue;
  now: () => Date;
  timeZone?: string;
}) {
  const now = deps.now;
  const timeZone = deps.timeZone ?? DEFAULT_MARKET_TIME_ZONE;

  return {
    /** Every message newest first, filtered; the status index or the template index narrows the read when asked. */
    async list(q: MessageLogQuery): Promise<MessageLogPage> {
      if (q.cursor !== undefined && !CURSOR.test(q.cursor)) throw new ValidationError('Invalid cursor');
      const index: MessageLogIndex = q.status
        ? { kind: 'status', status: q.status }
        : q.templateId
          ? { kind: 'template', templateId: q.templateId }
          : { kind: 'all' };
      const { items, after } = await deps.messages.page({
        index,
        // The range is in market-time calendar days: from its first millisecond to its last.
        fromInstant: q.from ? instantInZone(q.from, '00:00:00.000', timeZone).toISOString() : undefined,
        toInstant: q.to ? instantInZone(q.to, '23:59:59.999', timeZone).toISOString() : undefined,
        filter: { channel: q.channel, templateId: index.kind === 'status' ? q.templateId : undefined },
        limit: q.limit,
        after: q.cursor,
        maxReads: MESSAGE_LOG_MAX_READS,
      });
      return { messages: items.map(toMessageLogEntry), nextCursor: after ?? null };
    },

    /**
     * Sends a failed message again as a new message linked to the old one. A message whose one-time link was never
     * stored cannot be rebuilt; the person asks for a new link instead.
     */
    async resend(messageId: string): Promise<ResendMessageResponse> {
      const old = await deps.messages.get(messageId);
      if (!old) throw new NotFoundError(MESSAGE_LOG_MSG.notFound);
      if (old.status !== 'failed') throw new ConflictError(MESSAGE_LOG_MSG.notFailed);
      if (old.resentAs) throw new ConflictError(MESSAGE_LOG_MSG.alreadyResent);
      if (heldSecret(old)) throw new ConflictError(MESSAGE_LOG_MSG.heldSecret);

      const at = now().toISOString();
      const resend: QueuedMessageItem = {
        _type: 'queued_message',
        id: ulid(),
        recipientId: old.recipientId,
        recipientName: old.recipientName,
        channel: old.channel,
        to: old.to,
        templateId: old.templateId,
        variables: old.variables,
        status: 'pending',
        attempts: 0,
        resendOf: old.id,
        locale: old.locale,
        createdAt: at,
        updatedAt: at,
      };
      const clean = Object.fromEntries(Object.entries(resend).filter(([, v]) => v !== undefined)) as QueuedMessageItem;
      if (!(await deps.messages.recordResend(old, clean))) {
        // Someone else resent it (or it changed) between the read and the write.
        throw new ConflictError(MESSAGE_LOG_MSG.alreadyResent);
      }
      try {
        await deps.queue.enqueue([
          {
            id: clean.id,
            channel: clean.channel,
            to: clean.to,
            ...(clean.recipientId ? { recipientId: clean.recipientId } : {}),
            ...(clean.recipientName ? { recipientName: clean.recipientName } : {}),
            templateId: clean.templateId,
            variables: clean.variables,
            resendOf: old.id,
            ...(clean.locale ? { locale: clean.locale } : {}),
          },
        ]);
      } catch (err) {
        await deps.messages.markNotQueued(clean.id, 'The message could not be queued; resend it again.', at);
        throw err;
      }
      return { id: clean.id, resendOf: old.id };
    },
  };
}

export type MessageLogService = ReturnType<typeof makeMessageLogService>;
