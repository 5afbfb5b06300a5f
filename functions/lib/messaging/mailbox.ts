import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import * as z from '../../../shared/zod.js';
import type { EmailSender, SmsSender } from '../ports.js';
import { compareCodes } from '../../../shared/collation.js';
import { PermanentSendError } from './send-failures.js';
import { clockNow } from '../time/clock.js';

/**
 * The local stand-in for an address SES refuses: any e-mail whose local part is `bounce` or starts with `bounce+`
 * (bounce@example.com, bounce+vendor7@market.test) is rejected as SES rejects a suppressed address, so a permanent
 * failure can be tried on one machine.
 */
const isLocalBounceAddress = (to: string) => /^bounce(\+[^@]*)?@/i.test(to.trim());

/**
 * The local runtime's post office: instead of SES and SNS, every e-mail and SMS is kept as one JSON file in a folder,
 * and the local mailbox page lists them so a person can follow a link the product sent.
 */
const mailboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.optional(z.string()),
  text: z.string(),
  html: z.optional(z.string()),
  sentAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;

export interface FileMailbox {
  email: EmailSender;
  sms: SmsSender;
  /** Every kept message, newest first. */
  list(): Promise<MailboxEntry[]>;
}

export function makeFileMailbox(dir: string, now: () => Date = clockNow): FileMailbox {
  // Monotonic ids sort in sending order even within one millisecond.
  const nextId = monotonicFactory();

  async function keep(entry: Omit<MailboxEntry, 'id' | 'sentAt'>): Promise<void> {
    const at = now();
    const full: MailboxEntry = { id: nextId(at.getTime()), sentAt: at.toISOString(), ...entry };
    await mkdir(dir, { recursive: true });
    // Write then rename, so a reader never sees half a message.
    const tmp = join(dir, `.${full.id}.tmp`);
    await writeFile(tmp, JSON.stringify(full, null, 2), 'utf8');
    await rename(tmp, join(dir, `${full.id}.json`));
  }

  return {
    email: {
      async send({ to, subject, text, html }) {
        if (isLocalBounceAddress(to)) {
          throw new PermanentSendError(`The address ${to} is on the local bounce list`, 'MessageRejected');
        }
        await keep({ channel: 'email', to, subject, text, ...(html ? { html } : {}) });
      },
    },
    sms: {
      async send({ to, text }) {
        await keep({ channel: 'sms', to, text });
      },
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const entries = await Promise.all(
        names
          .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
          .map(async (n) => {
            try {
              const parsed = mailboxEntrySchema.safeParse(JSON.parse(await readFile(join(dir, n), 'utf8')));
              return parsed.success ? parsed.data : undefined;
            } catch {
              return undefined; // a stray or unreadable file is not a message
            }
          }),
      );
      return entries
        .filter((e): e is MailboxEntry => e !== undefined)
        .sort((a, b) => compareCodes(b.sentAt, a.sentAt) || compareCodes(b.id, a.id));
    },
  };
}
