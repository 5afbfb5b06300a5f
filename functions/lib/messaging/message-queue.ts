import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { getLocalMessageSink } from './local-hooks.js';
import type { MessageQueue, OutgoingMessage } from '../ports.js';

/**
 * Message queues. Enqueuing only hands messages over; the message worker records each one as a `queued_messages`
 * item (pending → sent | failed) when it takes it, so a message re-delivered by SQS, or enqueued twice with the
 * same id, is sent once.
 */

const SQS_BATCH_LIMIT = 10;
const SEND_ATTEMPTS = 3;

export function makeSqsQueue(client: SQSClient, queueUrl: string): MessageQueue {
  async function sendChunk(chunk: OutgoingMessage[]): Promise<void> {
    // Batch entry ids only need to be unique within the batch; the message id travels in the body.
    let pending = chunk.map((message, i) => ({ Id: `m${i}`, MessageBody: JSON.stringify(message) }));
    for (let attempt = 1; pending.length > 0; attempt++) {
      const r = await client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }));
      const failed = r.Failed ?? [];
      if (failed.length === 0) return;
      // Sender faults (a malformed entry) will not succeed on a second try.
      const permanent = failed.filter((f) => f.SenderFault);
      if (permanent.length > 0 || attempt >= SEND_ATTEMPTS) {
        const reasons = failed.map((f) => `${f.Code ?? 'error'}: ${f.Message ?? ''}`.trim()).join('; ');
        throw new Error(`Could not enqueue ${failed.length} message(s): ${reasons}`);
      }
      const retry = new Set(failed.map((f) => f.Id));
      pending = pending.filter((e) => retry.has(e.Id));
    }
  }

  return {
    async enqueue(messages) {
      for (let i = 0; i < messages.length; i += SQS_BATCH_LIMIT) {
        await sendChunk(messages.slice(i, i + SQS_BATCH_LIMIT));
      }
    },
  };
}

/** The local runtime's queue: messages go straight to the in-process worker the runtime registered. */
export function makeLocalQueue(): MessageQueue {
  return {
    async enqueue(messages) {
      if (messages.length === 0) return;
      const sink = getLocalMessageSink();
      if (!sink) throw new Error('No local message sink is registered; the local runtime sets one at start.');
      await sink(messages);
    },
  };
}
