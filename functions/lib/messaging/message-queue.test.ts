import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocalMessageSink } from './local-hooks.js';
import { makeLocalQueue, makeSqsQueue } from './message-queue.js';
import type { OutgoingMessage } from '../ports.js';

const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/messages';

const aMessage = (n: number): OutgoingMessage => ({
  id: `msg-${n}`,
  channel: 'email',
  to: `vendor${n}@example.com`,
  templateId: 'space_assignment_published',
  variables: { vendorName: `Vendor ${n}`, marketDate: '2026-06-07', spaceLabel: `A${n}`, link: 'https://x' },
});

describe('SQS message queue', () => {
  const sqs = mockClient(SQSClient);
  beforeEach(() => sqs.reset());

  it('sends 23 messages as batches of 10, 10 and 3, each body the whole message', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const messages = Array.from({ length: 23 }, (_, i) => aMessage(i));
    await makeSqsQueue(new SQSClient({}), QUEUE_URL).enqueue(messages);

    const batches = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(batches.map((b) => b.Entries?.length)).toEqual([10, 10, 3]);
    expect(batches.every((b) => b.QueueUrl === QUEUE_URL)).toBe(true);
    const bodies = batches.flatMap((b) => b.Entries!.map((e) => JSON.parse(e.MessageBody!)));
    expect(bodies).toEqual(messages);
    for (const b of batches) expect(new Set(b.Entries!.map((e) => e.Id)).size).toBe(b.Entries!.length);
  });

  it('sends nothing for an empty list', async () => {
    await makeSqsQueue(new SQSClient({}), QUEUE_URL).enqueue([]);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('retries only the entries SQS could not take for a passing reason', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: 'm1', Code: 'InternalError', SenderFault: false }] })
      .resolves({ Failed: [] });
    await makeSqsQueue(new SQSClient({}), QUEUE_URL).enqueue([aMessage(0), aMessage(1), aMessage(2)]);
    const retry = sqs.commandCalls(SendMessageBatchCommand)[1]!.args[0].input;
    expect(retry.Entries!.map((e) => JSON.parse(e.MessageBody!).id)).toEqual(['msg-1']);
  });

  it('fails the enqueue when an entry is refused as malformed', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Failed: [{ Id: 'm0', Code: 'InvalidMessageContents', SenderFault: true, Message: 'bad' }],
    });
    await expect(makeSqsQueue(new SQSClient({}), QUEUE_URL).enqueue([aMessage(0)])).rejects.toThrow(
      /InvalidMessageContents/,
    );
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(1);
  });

  it('gives up after three attempts when SQS keeps failing an entry', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: 'm0', Code: 'InternalError', SenderFault: false }] });
    await expect(makeSqsQueue(new SQSClient({}), QUEUE_URL).enqueue([aMessage(0)])).rejects.toThrow(/1 message/);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(3);
  });
});

describe('local message queue', () => {
  afterEach(() => setLocalMessageSink(undefined));

  it('hands the messages to the sink the local runtime registered', async () => {
    const received: OutgoingMessage[][] = [];
    setLocalMessageSink(async (messages) => {
      received.push(messages);
    });
    await makeLocalQueue().enqueue([aMessage(1), aMessage(2)]);
    expect(received).toEqual([[aMessage(1), aMessage(2)]]);
  });

  it('fails clearly when no sink is registered', async () => {
    await expect(makeLocalQueue().enqueue([aMessage(1)])).rejects.toThrow(/No local message sink/);
  });
});
