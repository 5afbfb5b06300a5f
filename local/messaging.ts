/**
 * SQS, SES and SNS locally: functions hand their outgoing messages to the local message sink, and the same message
 * worker code renders and sends them, after the API response, into a file mailbox under the data folder.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { makeMessageProcessor } from '../functions/jobs/message-worker/process.js';
import { setLocalMessageSink } from '../functions/lib/messaging/local-hooks.js';
import { makeFileMailbox, type MailboxEntry } from '../functions/lib/messaging/mailbox.js';
import { makeFileDeadLetters, type DeadLetter } from '../functions/lib/messaging/dead-letters.js';
import { clockNow } from '../functions/lib/time/clock.js';

export interface LocalMessaging {
  /** Every sent message; waits for messages being processed first, so a reader sees what a response triggered. */
  list(): Promise<MailboxEntry[]>;
  /** The local dead-letter queue (a JSON-lines file next to the mailbox), newest first, after the same wait. */
  deadLetters(): Promise<DeadLetter[]>;
  stop(): Promise<void>;
}

export function startLocalMessaging(opts: {
  mailboxDir: string;
  deadLetterFile: string;
  ddb: DynamoDBDocumentClient;
  tableName: string;
  log: (line: string) => void;
}): LocalMessaging {
  const mailbox = makeFileMailbox(opts.mailboxDir);
  const deadLetters = makeFileDeadLetters(opts.deadLetterFile);
  const processMessages = makeMessageProcessor({
    now: clockNow,
    ddb: opts.ddb,
    tableName: opts.tableName,
    email: mailbox.email,
    sms: mailbox.sms,
    deadLetters,
  });

  const inFlight = new Set<Promise<void>>();
  setLocalMessageSink(async (messages) => {
    // Like SQS: the request that enqueued returns first; the worker runs right after.
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => processMessages(messages))
      .then(({ failed }) => {
        if (failed.length)
          opts.log(`Message worker: ${failed.length} message(s) not sent (${failed.join(', ')}); see the log above.`);
      })
      .catch((err: unknown) =>
        opts.log(`Message worker failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
      );
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  });

  const settle = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  return {
    async list() {
      await settle();
      return mailbox.list();
    },
    async deadLetters() {
      await settle();
      return deadLetters.list();
    },
    async stop() {
      await settle();
      setLocalMessageSink(undefined);
    },
  };
}
