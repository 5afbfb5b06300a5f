import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFileDeadLetters } from './dead-letters.js';
import { makeFileMailbox } from './mailbox.js';
import { classifySendFailure } from './send-failures.js';

describe('file mailbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mailbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps each e-mail and SMS as one file and lists them newest first', async () => {
    let t = Date.parse('2026-06-01T10:00:00Z');
    const mailbox = makeFileMailbox(join(dir, 'mail'), () => new Date(t));
    await mailbox.email.send({ to: 'a@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    t += 1000;
    await mailbox.sms.send({ to: '+17075550134', text: 'two' });
    await mailbox.email.send({ to: 'b@example.com', subject: 'Third', text: 'three' }); // same millisecond

    expect((await readdir(join(dir, 'mail'))).filter((n) => n.endsWith('.json'))).toHaveLength(3);
    const list = await mailbox.list();
    expect(list.map((e) => [e.channel, e.to, e.subject, e.text])).toEqual([
      ['email', 'b@example.com', 'Third', 'three'],
      ['sms', '+17075550134', undefined, 'two'],
      ['email', 'a@example.com', 'First', 'one'],
    ]);
    expect(list[2]).toMatchObject({ html: '<p>one</p>', sentAt: '2026-06-01T10:00:00.000Z' });
    expect(new Set(list.map((e) => e.id)).size).toBe(3);
  });

  it('refuses a bounce@ address for good, as SES refuses a suppressed one, and keeps nothing', async () => {
    const mailbox = makeFileMailbox(join(dir, 'mail'));
    for (const to of ['bounce@example.com', 'Bounce+vendor7@market.test']) {
      const err = await mailbox.email.send({ to, subject: 'Hi', text: 'x' }).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'MessageRejected' });
      expect(classifySendFailure(err)).toBe('permanent');
    }
    await mailbox.email.send({ to: 'bouncer@example.com', subject: 'Hi', text: 'x' });
    expect((await mailbox.list()).map((m) => m.to)).toEqual(['bouncer@example.com']);
  });

  it('keeps dead letters as JSON lines and lists them newest first', async () => {
    const letters = makeFileDeadLetters(join(dir, 'dead-letters.jsonl'));
    expect(await letters.list()).toEqual([]);
    const letter = (messageId: string) => ({
      messageId,
      channel: 'email' as const,
      to: 'bounce@example.com',
      templateId: 'request_reminder',
      variables: {},
      reason: 'MessageRejected: refused',
      failedAt: '2026-06-01T10:00:00.000Z',
    });
    await letters.put(letter('a'));
    await letters.put(letter('b'));
    expect((await letters.list()).map((l) => l.messageId)).toEqual(['b', 'a']);
  });

  it('is empty before anything was sent, and ignores files that are not messages', async () => {
    expect(await makeFileMailbox(join(dir, 'none')).list()).toEqual([]);
    await writeFile(join(dir, 'junk.json'), '{not json');
    await writeFile(join(dir, 'other.json'), JSON.stringify({ hello: 'world' }));
    expect(await makeFileMailbox(dir).list()).toEqual([]);
  });

  it('shares messages between two mailboxes on the same folder (the worker writes, the page reads)', async () => {
    await makeFileMailbox(dir).email.send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(await makeFileMailbox(dir).list()).toHaveLength(1);
  });
});
