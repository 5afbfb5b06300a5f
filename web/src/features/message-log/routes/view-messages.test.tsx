import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LOG_MSG, type MessageLogEntry } from '@shared/schemas/message-log';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const message = (over: Partial<MessageLogEntry>): MessageLogEntry => ({
  id: 'm1',
  recipient: { id: 'v1', name: 'Sunny Acres Farm', email: 'bounce@example.com', phone: null },
  channel: 'email',
  templateId: 'request_reminder',
  templateName: 'Space request reminder',
  subject: 'Will we see you on Sunday, June 7?',
  status: 'failed',
  error: 'MessageRejected: Email address is on the suppression list.',
  createdAt: '2031-06-01T17:00:00.000Z',
  sentAt: null,
  resendOf: null,
  resentAs: null,
  canResend: true,
  ...over,
});

describe('View Messages (/admin/messages)', () => {
  it('shows a failed message with its reason, sends the filters from the address, and resends it', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/messages': {
        body: {
          messages: [
            message({}),
            message({ id: 'm2', templateId: 'password_reset', templateName: 'Password reset', canResend: false }),
          ],
          nextCursor: null,
        },
      },
      'POST /api/messages/m1/resend': { status: 201, body: { id: 'm3', resendOf: 'm1' } },
    });
    renderApp('/admin/messages?status=failed&channel=email');
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getAllByText('MessageRejected: Email address is on the suppression list.')).toHaveLength(2);
    const query = api.callsTo('GET', '/api/messages')[0]!.query;
    expect(query.get('status')).toBe('failed');
    expect(query.get('channel')).toBe('email');

    const buttons = within(table).getAllByRole('button', { name: /^Resend the message to Sunny Acres Farm/ });
    expect(buttons[1]).toBeDisabled(); // its one-time link was never stored
    await userEvent.setup().click(buttons[0]!);
    expect(await screen.findByText(MESSAGE_LOG_MSG.resent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/messages/m1/resend')).toHaveLength(1);
  });

  it('says "No messages found" when nothing matches, and offers Retry when the log cannot load', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/messages': { body: { messages: [], nextCursor: null } },
    });
    const first = renderApp('/admin/messages');
    expect(await screen.findByText(MESSAGE_LOG_MSG.empty)).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/messages': { status: 500, body: { message: 'Server down' } },
    });
    renderApp('/admin/messages');
    expect(await screen.findByText(MESSAGE_LOG_MSG.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/messages': { body: { messages: [message({})], nextCursor: null } },
    });
    renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Ver mensajes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mensajes' });
    expect(within(table).getByText('Fallido')).toBeInTheDocument();
    expect(within(table).getByText('Correo electrónico')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^Reenviar el mensaje a/ })).toBeInTheDocument();
  });
});
