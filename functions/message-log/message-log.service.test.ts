import { describe, expect, it } from 'vitest';
import { MESSAGE_LOG_MSG } from '../../shared/schemas/message-log.js';
import type { MessageLogPageRequest, MessageLogRepository } from '../lib/messaging/message-log.repository.js';
import type { QueuedMessageItem } from '../lib/messaging/queued-message.item.js';
import type { OutgoingMessage } from '../lib/ports.js';
import { makeMessageLogService } from './message-log.service.js';

const failed = (over: Partial<QueuedMessageItem> = {}): QueuedMessageItem => ({
  _type: 'queued_message',
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  channel: 'email',
  to: 'bounce@example.com',
  recipientId: 'v1',
  recipientName: 'Sunny Acres Farm',
  templateId: 'request_reminder',
  variables: { vendorName: 'Sunny Acres Farm', marketDate: 'Sunday, June 7', link: 'https://m.example/r/abc' },
  status: 'failed',
  error: 'MessageRejected: refused',
  subject: 'Will we see you on Sunday, June 7?',
  attempts: 1,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  ...over,
});

function setup(items: QueuedMessageItem[]) {
  const store = new Map(items.map((i) => [i.id, i]));
  const pages: MessageLogPageRequest[] = [];
  const queued: OutgoingMessage[] = [];
  const messages: MessageLogRepository = {
    async page(req) {
      pages.push(req);
      return { items: [...store.values()] };
    },
    async get(id) {
      return store.get(id);
    },
    async recordResend(old, resend) {
      if (store.get(old.id)?.resentAs) return false;
      store.set(old.id, { ...old, resentAs: resend.id });
      store.set(resend.id, resend);
      return true;
    },
    async markNotQueued() {},
  };
  const service = makeMessageLogService({
    messages,
    queue: { enqueue: async (m) => void queued.push(...m) },
    now: () => new Date('2026-06-02T09:00:00Z'),
  });
  return { service, store, pages, queued };
}

describe('the message log', () => {
  it('reads failed messages from the status index, and a market-time date range as instants', async () => {
    const { service, pages } = setup([failed()]);
    const page = await service.list({
      status: 'failed',
      channel: 'email',
      from: '2026-06-01',
      to: '2026-06-01',
      limit: 25,
    });
    expect(pages[0]).toMatchObject({
      index: { kind: 'status', status: 'failed' },
      filter: { channel: 'email' },
      // Pacific daylight time: midnight to midnight is 07:00Z to 06:59:59.999Z the next day.
      fromInstant: '2026-06-01T07:00:00.000Z',
      toInstant: '2026-06-02T06:59:59.999Z',
    });
    expect(page.messages[0]).toMatchObject({
      status: 'failed',
      error: 'MessageRejected: refused',
      templateName: 'Space request reminder',
      recipient: { name: 'Sunny Acres Farm', email: 'bounce@example.com', phone: null },
      canResend: true,
    });
  });

  it('reads one template from the template index when no status is asked for', async () => {
    const { service, pages } = setup([]);
    await service.list({ templateId: 'password_reset', limit: 25 });
    expect(pages[0]!.index).toEqual({ kind: 'template', templateId: 'password_reset' });
    await expect(service.list({ cursor: 'not-a-cursor', limit: 25 })).rejects.toThrow('Invalid cursor');
  });

  it('resends a failed message as a new pending message linked to it, with the same variables', async () => {
    const { service, store, queued } = setup([failed()]);
    const { id, resendOf } = await service.resend('01JAAAAAAAAAAAAAAAAAAAAAAA');
    expect(resendOf).toBe('01JAAAAAAAAAAAAAAAAAAAAAAA');
    expect(store.get(id)).toMatchObject({ status: 'pending', resendOf, to: 'bounce@example.com' });
    expect(store.get(resendOf)?.resentAs).toBe(id);
    expect(queued).toEqual([
      expect.objectContaining({ id, templateId: 'request_reminder', variables: failed().variables, resendOf }),
    ]);
    await expect(service.resend(resendOf)).rejects.toThrow(MESSAGE_LOG_MSG.alreadyResent);
  });

  it('refuses to resend a message whose one-time link was not stored, or one that did not fail', async () => {
    const secret = failed({
      id: 'reset1',
      templateId: 'password_reset',
      variables: { username: 'Sam', link: '[redacted]' },
    });
    const sent = failed({ id: 'sent1', status: 'sent' });
    const { service, queued } = setup([secret, sent]);
    await expect(service.resend('reset1')).rejects.toMatchObject({ status: 409, message: MESSAGE_LOG_MSG.heldSecret });
    await expect(service.resend('sent1')).rejects.toMatchObject({ status: 409, message: MESSAGE_LOG_MSG.notFailed });
    await expect(service.resend('nothing')).rejects.toMatchObject({ status: 404 });
    expect(queued).toEqual([]);
  });
});
