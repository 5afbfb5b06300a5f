import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import * as z from '../../../shared/zod.js';

/**
 * The dead-letter queue of outgoing messages, for the failures the worker gives up on itself (a permanent failure).
 * Messages that SQS gives up on after maxReceiveCount land in the same queue by its redrive policy.
 */
const deadLetterSchema = z.object({
  messageId: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  templateId: z.string(),
  /** Stored as the message log stores them: credentials redacted. */
  variables: z.record(z.string(), z.string()),
  reason: z.string(),
  failedAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

export interface DeadLetters {
  put(letter: DeadLetter): Promise<void>;
}

export function makeSqsDeadLetters(client: SQSClient, queueUrl: string): DeadLetters {
  return {
    async put(letter) {
      await client.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(letter),
          MessageAttributes: { reason: { DataType: 'String', StringValue: letter.reason.slice(0, 256) } },
        }),
      );
    },
  };
}

/** The local runtime's dead-letter queue: one JSON line per letter in a file of the data folder. */
export function makeFileDeadLetters(file: string): DeadLetters & { list(): Promise<DeadLetter[]> } {
  return {
    async put(letter) {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(letter)}\n`, 'utf8');
    },
    /** Every letter, newest first. */
    async list() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .flatMap((line) => {
          try {
            const parsed = deadLetterSchema.safeParse(JSON.parse(line));
            return parsed.success ? [parsed.data] : [];
          } catch {
            return []; // a torn last line is not a letter
          }
        })
        .reverse();
    },
  };
}
