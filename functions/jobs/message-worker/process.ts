import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  MessageTemplateError,
  outgoingMessageSchema,
  renderMessage,
  editedTemplate,
  isTemplateId,
  type TemplateEdit,
  storableVariables,
} from '../../../shared/message-templates.js';
import type { Locale } from '../../../shared/locale.js';
import { withCleanHtml } from '../../lib/messaging/template-html.js';
import { makeMessageTemplatesRepository } from '../../lib/data/messages/message-templates.repository.js';
import { keys } from '../../lib/data/keys.js';
import { c, makeTable, u } from '../../lib/data/toolkit/index.js';
import type { DeadLetters } from '../../lib/messaging/dead-letters.js';
import { classifySendFailure } from '../../lib/messaging/send-failures.js';
import { logger } from '../../lib/observability/logger.js';
import type { EmailSender, OutgoingMessage, SmsSender } from '../../lib/ports.js';
import { backoffDelayMs, NO_PACING, SEND_ATTEMPTS, type SendPacing } from './send-rate.js';

/**
 * The message worker: renders each queued message's template and sends it. Every message is a `queued_messages`
 * item, pending → sent | failed. SQS delivers at least once and a failed batch item comes back, so the worker
 * claims a message before sending it: a message already sent is skipped, and one another worker is sending right
 * now (a short lease) is handed back to the queue for later.
 */

/** 'sent': done with (sent before, or resent as a new message); 'busy': another worker holds it now. */
type ClaimResult = 'claimed' | 'sent' | 'busy';

/** Where the worker records each message's state. */
export interface MessageLog {
  claim(message: OutgoingMessage, at: Date): Promise<ClaimResult>;
  /** `subject` is the rendered subject, kept so the message log can show it. */
  markSent(messageId: string, at: Date, details?: { subject?: string }): Promise<void>;
  markFailed(messageId: string, error: string, at: Date, details?: { subject?: string }): Promise<void>;
  /** Bulk Messages: counts a message of a batch as sent, or as failed for good. */
  countInBatch?(batchId: string, outcome: 'sent' | 'failed'): Promise<void>;
}

/** Where the admins' template edits come from: each template's edit in each language that has one. */
export interface TemplateEdits {
  edits(): Promise<ReadonlyMap<string, Partial<Record<Locale, TemplateEdit>>>>;
}

/** Who the message is for, as the message log shows it: the name the message itself addresses. */
const recipientNameOf = (message: OutgoingMessage): string | undefined =>
  message.recipientName ??
  message.variables.contactName ??
  message.variables.username ??
  message.variables.vendorName ??
  undefined;

export type MessageProcessor = (messages: OutgoingMessage[]) => Promise<{ failed: string[] }>;

export function makeQueuedMessageLog(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  opts: { leaseSeconds?: number } = {},
): MessageLog {
  const table = makeTable(ddb, tableName);
  const leaseMs = (opts.leaseSeconds ?? 60) * 1000;

  /** Whether the message is done with: sent, or failed and resent as a new message (View Messages). */
  async function isDone(messageId: string): Promise<boolean> {
    const item = await table.get(keys.queuedMessage(messageId), { consistent: true });
    return item?.status === 'sent' || item?.resentAs !== undefined;
  }

  return {
    async claim(message, at) {
      const now = at.toISOString();
      // The log's sort keys hold the creation time: a message claimed again keeps its first one.
      const logKeys = {
        ...keys.messageLog(now, message.id),
        ...keys.messageLogByStatus('pending', now, message.id),
        ...keys.messageLogByTemplate(message.templateId, now, message.id),
      };
      const r = await table.update(
        keys.queuedMessage(message.id),
        {
          set: {
            _type: 'queued_message',
            id: message.id,
            recipientId: message.recipientId,
            recipientName: recipientNameOf(message),
            channel: message.channel,
            to: message.to,
            templateId: message.templateId,
            variables: storableVariables(message.templateId, message.variables),
            resendOf: message.resendOf,
            locale: message.locale,
            status: 'pending',
            createdAt: u.ifNotExists(now),
            updatedAt: now,
            leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
            ...logKeys,
            gsi1sk: u.ifNotExists(logKeys.gsi1sk),
            gsi2sk: u.ifNotExists(logKeys.gsi2sk),
            gsi3sk: u.ifNotExists(logKeys.gsi3sk),
          },
          add: { attempts: 1 },
        },
        {
          // A failed message an admin resent is not sent again when SQS brings it back: its copy took over.
          guard: c.or(
            c.absent(),
            c.and(
              c.ne('status', 'sent'),
              c.notExists('resentAs'),
              c.or(c.notExists('leaseUntil'), c.lt('leaseUntil', now)),
            ),
          ),
          returnCurrentOnRefusal: true,
        },
      );
      if (r.ok) return 'claimed';
      // The old item comes back in wire format on the refusal; read it when the service did not send it.
      const old = r.current as { status?: { S?: string }; resentAs?: { S?: string } } | undefined;
      const done = old ? old.status?.S === 'sent' || old.resentAs !== undefined : await isDone(message.id);
      return done ? 'sent' : 'busy';
    },

    async markSent(messageId, at, details = {}) {
      await table.update(keys.queuedMessage(messageId), {
        set: {
          status: 'sent',
          sentAt: at.toISOString(),
          updatedAt: at.toISOString(),
          gsi2pk: keys.messageLogStatusPartition('sent').gsi2pk,
          subject: details.subject,
        },
        remove: ['leaseUntil', 'error'],
      });
    },

    async countInBatch(batchId, outcome) {
      const r = await table.update(keys.messageBatch(batchId), { add: { [outcome]: 1 } }, { guard: c.present() });
      if (!r.ok) throw new Error(`No message batch ${batchId} to count in`);
    },

    async markFailed(messageId, error, at, details = {}) {
      await table.update(
        keys.queuedMessage(messageId),
        {
          set: {
            status: 'failed',
            error,
            updatedAt: at.toISOString(),
            gsi2pk: keys.messageLogStatusPartition('failed').gsi2pk,
            subject: details.subject,
          },
          remove: ['leaseUntil'],
        },
        // Never turn a sent message back into a failed one.
        { guard: c.and(c.present(), c.ne('status', 'sent')) },
      );
    },
  };
}

const describe = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 500);

const logError = (event: string, fields: Record<string, unknown>) => logger.error(event, fields);

/** The processor over any message log (tests pass an in-memory one). */
export function makeMessageProcessorWithLog(deps: {
  log: MessageLog;
  email: EmailSender;
  sms: SmsSender;
  /** Where a message that can never be sent goes, with the reason. */
  deadLetters?: DeadLetters;
  /** The admins' edits of the templates (Message Templates), read once per batch; none means the defaults. */
  templates?: TemplateEdits;
  /** The gap between two sends per channel; none by default (the local mailbox). */
  pacing?: SendPacing;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}): MessageProcessor {
  const now = deps.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;
  const pacing = deps.pacing ?? NO_PACING;
  const deadLetters: DeadLetters = deps.deadLetters ?? {
    async put(letter) {
      logError('message_dead_lettered', { messageId: letter.messageId, reason: letter.reason });
    },
  };
  /** When each channel may send next; kept across batches while the Lambda stays warm. */
  const nextSendAt = { email: 0, sms: 0 };

  async function paced(channel: OutgoingMessage['channel']): Promise<void> {
    const interval = channel === 'email' ? pacing.emailIntervalMs : pacing.smsIntervalMs;
    if (interval <= 0) return;
    const wait = nextSendAt[channel] - now().getTime();
    if (wait > 0) await sleep(wait);
    nextSendAt[channel] = Math.max(now().getTime(), nextSendAt[channel]) + interval;
  }

  /** The batch's template edits; set when a batch starts. */
  let edits: Awaited<ReturnType<TemplateEdits['edits']>> = new Map();

  /**
   * In the recipient's language, with the admin's edit of that language when there is one; a broken edit falls back
   * to the language's default wording, never to no message.
   */
  function renderWithEdits(message: OutgoingMessage) {
    const locale = message.locale ?? 'en';
    const edit = edits.get(message.templateId)?.[locale];
    const edited =
      edit && isTemplateId(message.templateId)
        ? editedTemplate(message.templateId, withCleanHtml(edit), locale)
        : undefined;
    if (edited) {
      try {
        return renderMessage(message.templateId, message.variables, edited, locale);
      } catch (err) {
        logError('message_template_edit_failed', { messageId: message.id, error: describe(err) });
      }
    }
    return renderMessage(message.templateId, message.variables, undefined, locale);
  }

  function render(message: OutgoingMessage) {
    const rendered = renderWithEdits(message);
    if (message.channel === 'sms' && !rendered.sms) {
      throw new MessageTemplateError(`Message template ${message.templateId} has no SMS text`);
    }
    return rendered;
  }

  async function deliver(message: OutgoingMessage, rendered: ReturnType<typeof render>): Promise<void> {
    await paced(message.channel);
    if (message.channel === 'email') {
      await deps.email.send({ to: message.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
      return;
    }
    await deps.sms.send({ to: message.to, text: rendered.sms! });
  }

  type Outcome = { sent: true; subject: string } | { sent: false; permanent: boolean; error: string; subject?: string };

  /** Renders once, then tries the send up to SEND_ATTEMPTS times while the failure is transient. */
  async function sendWithRetries(message: OutgoingMessage): Promise<Outcome> {
    let rendered: ReturnType<typeof render>;
    try {
      rendered = render(message);
    } catch (err) {
      return { sent: false, permanent: true, error: describe(err) };
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await deliver(message, rendered);
        return { sent: true, subject: rendered.subject };
      } catch (err) {
        const permanent = classifySendFailure(err) === 'permanent';
        if (permanent || attempt >= SEND_ATTEMPTS) {
          return { sent: false, permanent, error: describe(err), subject: rendered.subject };
        }
        logger.warn('message_send_retry', { messageId: message.id, attempt, error: describe(err) });
        await sleep(backoffDelayMs(attempt, random));
      }
    }
  }

  /** A batch's progress is bookkeeping: a failure to count is logged, never a reason to send again. */
  async function countInBatch(message: OutgoingMessage, outcome: 'sent' | 'failed'): Promise<void> {
    if (!message.batchId || !deps.log.countInBatch) return;
    await deps.log
      .countInBatch(message.batchId, outcome)
      .catch((e: unknown) => logError('message_batch_count_failed', { messageId: message.id, error: describe(e) }));
  }

  /** true when the message is done with (sent now or before, or failed for good); false when the queue should bring it back. */
  async function processOne(message: OutgoingMessage): Promise<boolean> {
    let claim: ClaimResult;
    try {
      claim = await deps.log.claim(message, now());
    } catch (err) {
      logError('message_claim_failed', { messageId: message.id, error: describe(err) });
      return false;
    }
    if (claim === 'sent') return true;
    if (claim === 'busy') return false;

    const outcome = await sendWithRetries(message);
    if (!outcome.sent) {
      const { error, permanent, subject } = outcome;
      logError('message_send_failed', { messageId: message.id, templateId: message.templateId, permanent, error });
      // The item says failed with the last error either way; a transient failure may still turn into sent when SQS
      // brings the message back, and stays failed when SQS gives up and dead-letters it.
      await deps.log
        .markFailed(message.id, error, now(), { subject })
        .catch((e: unknown) => logError('message_mark_failed_failed', { messageId: message.id, error: describe(e) }));
      if (!permanent) return false;
      await countInBatch(message, 'failed');
      try {
        await deadLetters.put({
          messageId: message.id,
          channel: message.channel,
          to: message.to,
          templateId: message.templateId,
          variables: storableVariables(message.templateId, message.variables),
          reason: error,
          failedAt: now().toISOString(),
        });
        return true;
      } catch (err) {
        // Not retried by us; SQS brings it back, and the next try dead-letters it again.
        logError('message_dead_letter_failed', { messageId: message.id, error: describe(err) });
        return false;
      }
    }

    // The message is out. Retrying the whole message because the bookkeeping failed would send it twice, so the
    // bookkeeping is retried once here and otherwise only logged.
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await deps.log.markSent(message.id, now(), { subject: outcome.subject });
        break;
      } catch (err) {
        if (attempt === 2) logError('message_mark_sent_failed', { messageId: message.id, error: describe(err) });
      }
    }
    await countInBatch(message, 'sent');
    return true;
  }

  return async (messages) => {
    const failed: string[] = [];
    edits = deps.templates
      ? await deps.templates.edits().catch((err: unknown) => {
          logError('message_template_edits_unreadable', { error: describe(err) });
          return new Map<string, Partial<Record<Locale, TemplateEdit>>>();
        })
      : new Map();
    // One at a time, paced per channel: with the queue's concurrency limit this keeps the account under SES's and
    // SNS's rate limits (send-rate.ts).
    for (const message of messages) {
      if (!(await processOne(message))) failed.push(message.id);
    }
    return { failed };
  };
}

export function makeMessageProcessor(deps: {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  email: EmailSender;
  sms: SmsSender;
  deadLetters?: DeadLetters;
  pacing?: SendPacing;
  now: () => Date;
}): MessageProcessor {
  return makeMessageProcessorWithLog({
    log: makeQueuedMessageLog(deps.ddb, deps.tableName),
    templates: makeMessageTemplatesRepository(deps.ddb, deps.tableName),
    email: deps.email,
    sms: deps.sms,
    deadLetters: deps.deadLetters,
    pacing: deps.pacing,
    now: deps.now,
  });
}

/**
 * Turns an SQS batch into messages and reports the records to retry (partial batch response). A record whose body
 * is not a message is reported too, so it ends in the dead-letter queue where someone can look at it.
 */
export function makeSqsBatchHandler(process: MessageProcessor) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failedRecords: string[] = [];
    const recordsByMessage = new Map<string, string[]>();
    const messages: OutgoingMessage[] = [];
    for (const record of event.Records) {
      let body: unknown;
      try {
        body = JSON.parse(record.body);
      } catch {
        body = undefined;
      }
      const parsed = outgoingMessageSchema.safeParse(body);
      if (!parsed.success) {
        logError('message_body_invalid', { recordId: record.messageId });
        failedRecords.push(record.messageId);
        continue;
      }
      messages.push(parsed.data);
      recordsByMessage.set(parsed.data.id, [...(recordsByMessage.get(parsed.data.id) ?? []), record.messageId]);
    }
    const { failed } = await process(messages);
    for (const id of new Set(failed)) failedRecords.push(...(recordsByMessage.get(id) ?? []));
    return { batchItemFailures: failedRecords.map((itemIdentifier) => ({ itemIdentifier })) };
  };
}
