import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeadLetter } from '../../lib/messaging/dead-letters.js';
import type { EmailSender, OutgoingMessage, SmsSender } from '../../lib/ports.js';
import { makeMessageProcessorWithLog, makeQueuedMessageLog, makeSqsBatchHandler, type MessageLog } from './process.js';
import { readable, setValues } from '../../../test/fixtures/readable-expression.js';
import { AWS_SEND_PACING, EMAIL_SEND_INTERVAL_MS, SEND_ATTEMPTS } from './send-rate.js';

// Worker failures and retries are logged as JSON lines; keep the test output quiet.
vi.spyOn(console, 'error').mockImplementation(() => undefined);
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

interface LoggedMessage {
  status: 'pending' | 'sent' | 'failed';
  leaseUntil?: number;
  attempts: number;
  error?: string;
  subject?: string;
  variables: Record<string, string>;
}

/** The queued_messages items in memory, with the same claim rules as the table. */
function makeMemoryLog(leaseMs = 60_000): MessageLog & { items: Map<string, LoggedMessage> } {
  const items = new Map<string, LoggedMessage>();
  return {
    items,
    async claim(m, at) {
      const item = items.get(m.id);
      if (item?.status === 'sent') return 'sent';
      if (item?.leaseUntil && item.leaseUntil > at.getTime()) return 'busy';
      items.set(m.id, {
        status: 'pending',
        leaseUntil: at.getTime() + leaseMs,
        attempts: (item?.attempts ?? 0) + 1,
        variables: m.variables,
      });
      return 'claimed';
    },
    async markSent(id, _at, details) {
      const item = items.get(id)!;
      items.set(id, { ...item, status: 'sent', leaseUntil: undefined, error: undefined, subject: details?.subject });
    },
    async markFailed(id, error, _at, details) {
      const item = items.get(id)!;
      if (item.status !== 'sent') {
        items.set(id, { ...item, status: 'failed', leaseUntil: undefined, error, subject: details?.subject });
      }
    },
  };
}

/** An error shaped as the AWS SDK throws it. */
const awsError = (name: string, message: string, httpStatusCode: number) =>
  Object.assign(new Error(message), {
    name,
    $fault: httpStatusCode >= 500 || httpStatusCode === 429 ? 'server' : 'client',
    $metadata: { httpStatusCode },
  });
const sesThrottled = () => awsError('TooManyRequestsException', 'Maximum sending rate exceeded.', 429);
const sesRejected = () => awsError('MessageRejected', 'Email address is on the suppression list.', 400);

function makeOutbox() {
  const emails: Parameters<EmailSender['send']>[0][] = [];
  const sms: Parameters<SmsSender['send']>[0][] = [];
  let failures: (() => Error)[] = [];
  let attempts = 0;
  const next = (fallback: () => Error) => {
    attempts++;
    const f = failures.shift();
    if (f) throw f === unavailable ? fallback() : f();
  };
  const unavailable = () => new Error('unavailable');
  return {
    emails,
    sms,
    attempts: () => attempts,
    /** The next `n` send attempts (any channel) fail, by default with a plain network-style error. */
    failNextSends(n: number, error: () => Error = unavailable) {
      failures = Array.from({ length: n }, () => error);
    },
    email: {
      async send(e) {
        next(() => new Error('Mail server unavailable'));
        emails.push(e);
      },
    } satisfies EmailSender,
    smsSender: {
      async send(s) {
        next(() => new Error('SMS gateway unavailable'));
        sms.push(s);
      },
    } satisfies SmsSender,
  };
}

const resetEmail = (id = 'msg-1'): OutgoingMessage => ({
  id,
  channel: 'email',
  to: 'vendor@example.com',
  recipientId: 'user-1',
  templateId: 'password_reset',
  variables: { username: 'Sam Rivera', link: 'https://market.example/reset-password?token=t1' },
});

const assignmentSms = (id = 'msg-2'): OutgoingMessage => ({
  id,
  channel: 'sms',
  to: '+17075550134',
  templateId: 'space_assignment_published',
  variables: { vendorName: 'Sunny Acres Farm', marketDate: 'June 7', spaceLabel: 'A4', link: 'https://m.example' },
});

function setup(opts: { paced?: boolean } = {}) {
  const log = makeMemoryLog();
  const outbox = makeOutbox();
  const deadLetters: DeadLetter[] = [];
  const sleeps: number[] = [];
  let clock = Date.parse('2026-06-01T10:00:00Z');
  const process = makeMessageProcessorWithLog({
    log,
    email: outbox.email,
    sms: outbox.smsSender,
    deadLetters: { put: async (letter) => void deadLetters.push(letter) },
    ...(opts.paced ? { pacing: AWS_SEND_PACING } : {}),
    now: () => new Date(clock),
    // Waiting moves the test's clock instead of the real one.
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    random: () => 0.5,
  });
  return { log, outbox, process, deadLetters, sleeps, advance: (ms: number) => (clock += ms), at: () => clock };
}

describe('message processor', () => {
  it('renders the template and sends the e-mail, then records the message as sent', async () => {
    const { log, outbox, process } = setup();
    expect(await process([resetEmail()])).toEqual({ failed: [] });
    expect(outbox.emails).toHaveLength(1);
    expect(outbox.emails[0]).toMatchObject({ to: 'vendor@example.com', subject: 'Reset your MarketDay password' });
    expect(outbox.emails[0]!.text).toContain('https://market.example/reset-password?token=t1');
    expect(outbox.emails[0]!.html).toContain('href="https://market.example/reset-password?token=t1"');
    expect(log.items.get('msg-1')?.status).toBe('sent');
  });

  it('sends an SMS with the template’s SMS text', async () => {
    const { outbox, process } = setup();
    await process([assignmentSms()]);
    expect(outbox.sms).toEqual([
      { to: '+17075550134', text: 'MarketDay: your space for June 7 is A4. Details: https://m.example' },
    ]);
    expect(outbox.emails).toHaveLength(0);
  });

  it('sends a message once even when it is processed twice (redelivery, or twice in one batch)', async () => {
    const { outbox, process } = setup();
    await process([resetEmail(), resetEmail()]);
    expect(await process([resetEmail()])).toEqual({ failed: [] });
    expect(outbox.emails).toHaveLength(1);
  });

  it('delivers an e-mail once, and marks it sent, when SES throttles it three times in a row', async () => {
    const { log, outbox, process, deadLetters, sleeps } = setup();
    outbox.failNextSends(3, sesThrottled);
    expect(await process([resetEmail()])).toEqual({ failed: [] });
    expect(outbox.emails).toHaveLength(1);
    expect(outbox.attempts()).toBe(4);
    expect(log.items.get('msg-1')).toMatchObject({ status: 'sent', subject: 'Reset your MarketDay password' });
    expect(log.items.get('msg-1')?.error).toBeUndefined();
    expect(deadLetters).toEqual([]);
    // Exponential backoff with jitter (random() = 0.5 → half of 250, 500, 1000 ms).
    expect(sleeps).toEqual([125, 250, 500]);
  });

  it('marks a message that keeps failing for a transient reason failed with the last error and hands it back to the queue', async () => {
    const { log, outbox, process, deadLetters } = setup();
    outbox.failNextSends(SEND_ATTEMPTS);
    expect(await process([resetEmail('a'), assignmentSms('b')])).toEqual({ failed: ['a'] });
    expect(outbox.attempts()).toBe(SEND_ATTEMPTS + 1);
    expect(log.items.get('a')).toMatchObject({ status: 'failed', error: 'Error: Mail server unavailable' });
    expect(log.items.get('b')?.status).toBe('sent');
    expect(deadLetters).toEqual([]); // SQS's redrive policy dead-letters it if every delivery fails

    // SQS delivers it again later: it goes out once and the item turns sent.
    expect(await process([resetEmail('a')])).toEqual({ failed: [] });
    expect(log.items.get('a')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(outbox.emails).toHaveLength(1);
  });

  it('fails a message SES rejects at once, with the reason, on the dead-letter queue and not retried', async () => {
    const { log, outbox, process, deadLetters, sleeps } = setup();
    outbox.failNextSends(1, sesRejected);
    expect(await process([resetEmail()])).toEqual({ failed: [] });
    expect(outbox.attempts()).toBe(1);
    expect(sleeps).toEqual([]);
    const reason = 'MessageRejected: Email address is on the suppression list.';
    expect(log.items.get('msg-1')).toMatchObject({
      status: 'failed',
      error: reason,
      subject: 'Reset your MarketDay password',
    });
    expect(deadLetters).toEqual([
      expect.objectContaining({ messageId: 'msg-1', to: 'vendor@example.com', templateId: 'password_reset', reason }),
    ]);
    // The dead letter holds no usable reset link.
    expect(JSON.stringify(deadLetters)).not.toContain('token=t1');

    // A second delivery of the same message tries again (it is failed, not sent), and is rejected again.
    outbox.failNextSends(1, sesRejected);
    await process([resetEmail()]);
    expect(outbox.emails).toHaveLength(0);
  });

  it('fails an SMS to a number that is not a phone number at once', async () => {
    const { log, process, deadLetters, outbox } = setup();
    outbox.failNextSends(1, () => awsError('InvalidParameterException', 'Invalid parameter: PhoneNumber', 400));
    expect(await process([assignmentSms()])).toEqual({ failed: [] });
    expect(log.items.get('msg-2')?.error).toMatch(/^InvalidParameterException/);
    expect(deadLetters).toHaveLength(1);
  });

  it('fails a message with an unknown template or a missing variable without sending anything', async () => {
    const { log, outbox, process, deadLetters } = setup();
    const unknown = { ...resetEmail('u'), templateId: 'no_such_template' };
    const incomplete = { ...resetEmail('i'), variables: { username: 'Sam' } };
    expect(await process([unknown, incomplete])).toEqual({ failed: [] });
    expect(log.items.get('u')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/Unknown message template/),
    });
    expect(log.items.get('i')?.error).toMatch(/missing: link/);
    expect(deadLetters.map((d) => d.messageId)).toEqual(['u', 'i']);
    expect(outbox.emails).toHaveLength(0);
  });

  it('hands a permanently failed message back to the queue when the dead-letter queue cannot take it', async () => {
    const log = makeMemoryLog();
    const outbox = makeOutbox();
    outbox.failNextSends(1, sesRejected);
    const process = makeMessageProcessorWithLog({
      now: () => new Date(),
      log,
      email: outbox.email,
      sms: outbox.smsSender,
      deadLetters: {
        put: async () => {
          throw new Error('queue unavailable');
        },
      },
    });
    expect(await process([resetEmail()])).toEqual({ failed: ['msg-1'] });
    expect(log.items.get('msg-1')?.status).toBe('failed');
  });

  it('paces e-mails so that the workers together stay under SES’s 14 a second', async () => {
    const { outbox, process, at } = setup({ paced: true });
    const start = at();
    await process(Array.from({ length: 10 }, (_, i) => ({ ...resetEmail(`m${i}`), to: `v${i}@example.com` })));
    expect(outbox.emails).toHaveLength(10);
    const elapsed = at() - start;
    expect(elapsed).toBeGreaterThanOrEqual(9 * EMAIL_SEND_INTERVAL_MS);
    // Two workers at this pace send fewer than 14 a second.
    expect((2 * 1000) / EMAIL_SEND_INTERVAL_MS).toBeLessThan(14);
  });

  it('hands a message back to the queue while another worker holds it, and sends it once the lease has passed', async () => {
    const { log, outbox, process, advance } = setup();
    await log.claim(resetEmail(), new Date(Date.parse('2026-06-01T10:00:00Z'))); // another worker, mid-send
    expect(await process([resetEmail()])).toEqual({ failed: ['msg-1'] });
    expect(outbox.emails).toHaveLength(0);

    advance(61_000); // that worker died without finishing
    expect(await process([resetEmail()])).toEqual({ failed: [] });
    expect(outbox.emails).toHaveLength(1);
  });

  it('does not send again when only the bookkeeping after a send fails', async () => {
    const { log, outbox, process } = setup();
    log.markSent = async () => {
      throw new Error('table unavailable');
    };
    expect(await process([resetEmail()])).toEqual({ failed: [] });
    expect(outbox.emails).toHaveLength(1);
  });

  it('reports a message it could not record, without sending it', async () => {
    const { log, outbox, process } = setup();
    log.claim = async () => {
      throw new Error('table unavailable');
    };
    expect(await process([resetEmail()])).toEqual({ failed: ['msg-1'] });
    expect(outbox.emails).toHaveLength(0);
  });
});

describe('queued_messages in DynamoDB', () => {
  const ddbMock = mockClient(DynamoDBDocumentClient);
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const at = new Date('2026-06-01T10:00:00.000Z');
  const conditionFailed = (Item?: Record<string, unknown>) =>
    new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
      Item: Item as never,
    });

  beforeEach(() => ddbMock.reset());

  it('claims a message by writing it as pending with a lease, keeping no usable reset link', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await makeQueuedMessageLog(ddb, 'market').claim(resetEmail(), at)).toBe('claimed');
    const input = ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'MESSAGE#msg-1', sk: 'MESSAGE' });
    const values = setValues(input);
    expect(values).toMatchObject({
      _type: 'queued_message',
      status: 'pending',
      templateId: 'password_reset',
      recipientId: 'user-1',
      leaseUntil: '2026-06-01T10:01:00.000Z',
      variables: { username: 'Sam Rivera', link: '[redacted]' },
    });
    expect(readable(input).condition).toContain('status <> "sent"');
    expect(JSON.stringify(input)).not.toContain('token=t1');
    // The message log's indexes: newest first overall, by status and by template.
    expect(values).toMatchObject({
      gsi1pk: 'MESSAGE_LOG',
      gsi1sk: '2026-06-01T10:00:00.000Z#msg-1',
      gsi2pk: 'MESSAGE_LOG_STATUS#pending',
      gsi3pk: 'MESSAGE_LOG_TEMPLATE#password_reset',
      recipientName: 'Sam Rivera',
    });
  });

  it('moves a message to the failed partition of the log when it fails, with its subject', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await makeQueuedMessageLog(ddb, 'market').markFailed('msg-1', 'MessageRejected: no', at, { subject: 'Hi' });
    const values = setValues(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input);
    expect(values).toMatchObject({
      gsi2pk: 'MESSAGE_LOG_STATUS#failed',
      subject: 'Hi',
      error: 'MessageRejected: no',
    });
  });

  it('reports an already sent message as sent, and one under another lease as busy', async () => {
    const log = makeQueuedMessageLog(ddb, 'market');
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(conditionFailed({ status: { S: 'sent' } }))
      .rejectsOnce(conditionFailed({ status: { S: 'pending' } }));
    expect(await log.claim(resetEmail(), at)).toBe('sent');
    expect(await log.claim(resetEmail(), at)).toBe('busy');
  });

  it('treats a failed message an admin has resent as done, so SQS bringing it back sends nothing', async () => {
    const log = makeQueuedMessageLog(ddb, 'market');
    ddbMock.on(UpdateCommand).rejectsOnce(conditionFailed({ status: { S: 'failed' }, resentAs: { S: 'msg-9' } }));
    expect(await log.claim(resetEmail(), at)).toBe('sent');
    expect(readable(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input).condition).toContain(
      'attribute_not_exists(resentAs)',
    );
  });

  it('reads the item when the condition failure does not carry it', async () => {
    ddbMock.on(UpdateCommand).rejects(conditionFailed());
    ddbMock.on(GetCommand).resolves({ Item: { status: 'sent' } });
    expect(await makeQueuedMessageLog(ddb, 'market').claim(resetEmail(), at)).toBe('sent');
  });

  it('never marks a sent message failed', async () => {
    ddbMock.on(UpdateCommand).rejects(conditionFailed());
    await expect(makeQueuedMessageLog(ddb, 'market').markFailed('msg-1', 'boom', at)).resolves.toBeUndefined();
    expect(readable(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input).condition).toContain('status <> "sent"');
  });
});

describe('SQS batch handler', () => {
  const record = (messageId: string, body: unknown): SQSRecord =>
    ({ messageId, body: typeof body === 'string' ? body : JSON.stringify(body) }) as SQSRecord;

  it('returns the SQS records of failed messages, and of bodies that are not messages, for retry', async () => {
    const { outbox, process } = setup();
    outbox.failNextSends(SEND_ATTEMPTS);
    const event = {
      Records: [
        record('r1', resetEmail('a')),
        record('r2', assignmentSms('b')),
        record('r3', 'not json'),
        record('r4', { id: 'c', channel: 'fax' }),
      ],
    } as SQSEvent;
    const response = await makeSqsBatchHandler(process)(event);
    expect(response.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['r1', 'r3', 'r4']);
    expect(outbox.sms).toHaveLength(1);
  });
});
