import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  MessageTemplateError,
  outgoingMessageSchema,
  renderMessage,
  storableVariables,
} from '../../../shared/message-templates.js';
import { keys } from '../../lib/data/keys.js';
import { logger } from '../../lib/observability/logger.js';
import type { EmailSender, OutgoingMessage, SmsSender } from '../../lib/ports.js';

/**
 * The message worker: renders each queued message's template and sends it. Every message is a `queued_messages`
 * item, pending → sent | failed. SQS delivers at least once and a failed batch item comes back, so the worker
 * claims a message before sending it: a message already sent is skipped, and one another worker is sending right
 * now (a short lease) is handed back to the queue for later.
 */

export type ClaimResult = 'claimed' | 'sent' | 'busy';

/** Where the worker records each message's state. */
export interface MessageLog {
  claim(message: OutgoingMessage, at: Date): Promise<ClaimResult>;
  markSent(messageId: string, at: Date): Promise<void>;
  markFailed(messageId: string, error: string, at: Date): Promise<void>;
}

export type MessageProcessor = (messages: OutgoingMessage[]) => Promise<{ failed: string[] }>;

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Builds an UpdateExpression SET clause with a #name and :value for every attribute (many are reserved words). */
function setClause(values: Record<string, unknown>, ifNotExists: readonly string[] = []) {
  const names: Record<string, string> = {};
  const attrValues: Record<string, unknown> = {};
  const parts = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      names[`#${k}`] = k;
      attrValues[`:${k}`] = v;
      return ifNotExists.includes(k) ? `#${k} = if_not_exists(#${k}, :${k})` : `#${k} = :${k}`;
    });
  return { expression: `SET ${parts.join(', ')}`, names, values: attrValues };
}

export function makeQueuedMessageLog(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  opts: { leaseSeconds?: number } = {},
): MessageLog {
  const leaseMs = (opts.leaseSeconds ?? 60) * 1000;

  async function currentStatus(messageId: string): Promise<string | undefined> {
    const r = await ddb.send(
      new GetCommand({ TableName: tableName, Key: keys.queuedMessage(messageId), ConsistentRead: true }),
    );
    return r.Item?.status as string | undefined;
  }

  return {
    async claim(message, at) {
      const now = at.toISOString();
      const set = setClause(
        {
          _type: 'queued_message',
          id: message.id,
          recipientId: message.recipientId,
          channel: message.channel,
          to: message.to,
          templateId: message.templateId,
          variables: storableVariables(message.templateId, message.variables),
          status: 'pending',
          createdAt: now,
          updatedAt: now,
          leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
        },
        ['createdAt'],
      );
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.queuedMessage(message.id),
            UpdateExpression: `${set.expression} ADD #attempts :one`,
            ConditionExpression:
              'attribute_not_exists(pk) OR (#status <> :sent AND (attribute_not_exists(#leaseUntil) OR #leaseUntil < :now))',
            ExpressionAttributeNames: { ...set.names, '#attempts': 'attempts' },
            ExpressionAttributeValues: { ...set.values, ':one': 1, ':sent': 'sent', ':now': now },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return 'claimed';
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        // The old item comes back in wire format on the exception; read it when the service did not send it.
        const old = (err as { Item?: { status?: { S?: string } } }).Item;
        const status = old ? old.status?.S : await currentStatus(message.id);
        return status === 'sent' ? 'sent' : 'busy';
      }
    },

    async markSent(messageId, at) {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.queuedMessage(messageId),
          UpdateExpression: 'SET #status = :sent, sentAt = :at, updatedAt = :at REMOVE leaseUntil, #error',
          ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
          ExpressionAttributeValues: { ':sent': 'sent', ':at': at.toISOString() },
        }),
      );
    },

    async markFailed(messageId, error, at) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.queuedMessage(messageId),
            UpdateExpression: 'SET #status = :failed, #error = :error, updatedAt = :at REMOVE leaseUntil',
            // Never turn a sent message back into a failed one.
            ConditionExpression: 'attribute_exists(pk) AND #status <> :sent',
            ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
            ExpressionAttributeValues: {
              ':failed': 'failed',
              ':sent': 'sent',
              ':error': error,
              ':at': at.toISOString(),
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
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
  now?: () => Date;
}): MessageProcessor {
  const now = deps.now ?? (() => new Date());

  async function send(message: OutgoingMessage): Promise<void> {
    const rendered = renderMessage(message.templateId, message.variables);
    if (message.channel === 'email') {
      await deps.email.send({ to: message.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
      return;
    }
    if (!rendered.sms) throw new MessageTemplateError(`Message template ${message.templateId} has no SMS text`);
    await deps.sms.send({ to: message.to, text: rendered.sms });
  }

  /** true when the message is done with (sent now or before); false when the queue should bring it back. */
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

    try {
      await send(message);
    } catch (err) {
      const error = describe(err);
      logError('message_send_failed', { messageId: message.id, templateId: message.templateId, error });
      await deps.log
        .markFailed(message.id, error, now())
        .catch((e: unknown) => logError('message_mark_failed_failed', { messageId: message.id, error: describe(e) }));
      return false;
    }

    // The message is out. Retrying the whole message because the bookkeeping failed would send it twice, so the
    // bookkeeping is retried once here and otherwise only logged.
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await deps.log.markSent(message.id, now());
        break;
      } catch (err) {
        if (attempt === 2) logError('message_mark_sent_failed', { messageId: message.id, error: describe(err) });
      }
    }
    return true;
  }

  return async (messages) => {
    const failed: string[] = [];
    // One at a time: the queue's concurrency and batch size are the rate limit towards SES and SNS.
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
  now?: () => Date;
}): MessageProcessor {
  return makeMessageProcessorWithLog({
    log: makeQueuedMessageLog(deps.ddb, deps.tableName),
    email: deps.email,
    sms: deps.sms,
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
