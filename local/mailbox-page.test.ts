import { describe, expect, it } from 'vitest';
import { linkify, renderMailboxPage } from './mailbox-page.js';

describe('mailbox page', () => {
  it('makes links clickable and escapes everything else', () => {
    const html = linkify('Reset: http://localhost:3000/reset-password?token=a&b=1. <b>bold</b>');
    expect(html).toBe(
      'Reset: <a href="http://localhost:3000/reset-password?token=a&amp;b=1">http://localhost:3000/reset-password?token=a&amp;b=1</a>. &lt;b&gt;bold&lt;/b&gt;',
    );
  });

  it('lists messages newest first with subject, recipient, time and body', () => {
    const page = renderMailboxPage([
      {
        id: '1',
        channel: 'email',
        to: 'old@example.com',
        subject: 'Older',
        text: 'first',
        sentAt: '2026-01-01T10:00:00.000Z',
      },
      { id: '2', channel: 'sms', to: '+17075550101', text: 'Code 123', sentAt: '2026-01-02T10:00:00.000Z' },
      {
        id: '3',
        channel: 'email',
        to: 'new@example.com',
        subject: 'Newest <x>',
        text: 'see https://example.com/a',
        sentAt: '2026-01-03T10:00:00.000Z',
      },
    ]);
    const order = ['Newest &lt;x&gt;', '+17075550101', 'Older'].map((s) => page.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(page).toContain('new@example.com');
    expect(page).toContain('<a href="https://example.com/a">');
    expect(page).toContain('datetime="2026-01-03T10:00:00.000Z"');
  });

  it('says so when there is nothing yet', () => {
    expect(renderMailboxPage([])).toContain('No messages yet.');
  });
});
