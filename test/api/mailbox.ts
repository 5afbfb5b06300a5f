/** Reads the local mailbox (every e-mail and SMS the product sent) through `/_mailbox.json`. */

export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  sentAt: string;
}

/** Every message, newest first. The server answers once the messages a response enqueued have been processed. */
export async function listMailbox(baseUrl: string): Promise<MailboxMessage[]> {
  const res = await fetch(new URL('/_mailbox.json', baseUrl));
  if (!res.ok) throw new Error(`GET /_mailbox.json answered ${res.status}`);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

const sameRecipient = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The newest message to an address (e-mail or phone), optionally only those sent after a moment. */
export async function latestMessageTo(
  baseUrl: string,
  to: string,
  opts: { after?: Date | string; channel?: 'email' | 'sms'; matching?: (m: MailboxMessage) => boolean } = {},
): Promise<MailboxMessage | undefined> {
  const after = opts.after ? new Date(opts.after).toISOString() : undefined;
  return (await listMailbox(baseUrl)).find(
    (m) =>
      sameRecipient(m.to, to) &&
      (!opts.channel || m.channel === opts.channel) &&
      (!after || m.sentAt >= after) &&
      (!opts.matching || opts.matching(m)),
  );
}

/** Like latestMessageTo, but waits (polling) until such a message is there. */
export async function waitForMessageTo(
  baseUrl: string,
  to: string,
  opts: {
    after?: Date | string;
    channel?: 'email' | 'sms';
    matching?: (m: MailboxMessage) => boolean;
    timeoutMs?: number;
  } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const m = await latestMessageTo(baseUrl, to, opts);
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`No message to ${to} arrived in the local mailbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every http(s) link in a message's text. */
export function linksIn(message: Pick<MailboxMessage, 'text'>): string[] {
  return [...message.text.matchAll(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g)].map((m) => m[0]);
}
