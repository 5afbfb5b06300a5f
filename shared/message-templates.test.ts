import { describe, expect, it } from 'vitest';
import {
  MESSAGE_TEMPLATES,
  MessageTemplateError,
  TEMPLATE_IDS,
  escapeHtml,
  outgoingMessageSchema,
  renderMessage,
  storableVariables,
} from './message-templates.js';

const resetVars = { username: 'Sam Rivera', link: 'https://market.example/reset-password?token=abc&x=1' };

describe('message catalogue', () => {
  it('the password reset e-mail has its subject, names the person, carries the link and says it expires in 1 hour', () => {
    const m = renderMessage('password_reset', resetVars);
    expect(m.subject).toBe('Reset your MarketDay password');
    expect(m.text).toContain('Hello Sam Rivera,');
    expect(m.text).toContain(resetVars.link);
    expect(m.text).toContain('expires in 1 hour');
    expect(m.sms).toContain(resetVars.link);
    expect(m.sms).toContain('1 hour');
  });

  it('escapes variables in HTML bodies but not in the text body', () => {
    const m = renderMessage('vendor_welcome', {
      contactName: 'Tom <Tomkins>',
      vendorName: "Tom & Jerry's <Pies>",
      link: 'https://x.example/a?b=1&c="2"',
    });
    expect(m.html).toContain('Hello Tom &lt;Tomkins&gt;,');
    expect(m.html).toContain('href="https://x.example/a?b=1&amp;c=&quot;2&quot;"');
    expect(m.html).not.toContain('<Pies>');
    expect(m.text).toContain('Hello Tom <Tomkins>,');
    expect(m.subject).toBe("Welcome to MarketDay, Tom & Jerry's <Pies>");
  });

  it('the welcome e-mail greets the contact person by name and names the business only in the subject', () => {
    const m = renderMessage('vendor_welcome', {
      contactName: 'Ana Flores',
      vendorName: 'Quail Hollow',
      link: 'https://market.example/reset-password?token=t&purpose=set',
    });
    expect(m.text.split('\n')[0]).toBe('Hello Ana Flores,');
    expect(m.html).toContain('<p>Hello Ana Flores,</p>');
    expect(m.text).not.toContain('Hello Quail Hollow');
    expect(m.subject).toBe('Welcome to MarketDay, Quail Hollow');
  });

  it('tells a vendor the space assigned for a published date', () => {
    const m = renderMessage('space_assignment_published', {
      vendorName: 'Sunny Acres Farm',
      marketDate: 'Sunday, June 7, 2026',
      spaceLabel: 'A4',
      link: 'https://market.example/vendor/dashboard',
    });
    expect(m.subject).toBe('Your space for Sunday, June 7, 2026: A4');
    expect(m.text).toContain('Your space is A4.');
    expect(m.html).toContain('<strong>A4</strong>');
    expect(m.sms).toBe(
      'MarketDay: your space for Sunday, June 7, 2026 is A4. Details: https://market.example/vendor/dashboard',
    );
  });

  it('keeps a subject on one line whatever the variables hold', () => {
    const m = renderMessage('vendor_welcome', {
      contactName: 'Eve',
      vendorName: 'Evil\r\nBcc: someone@example.com',
      link: 'https://x',
    });
    expect(m.subject).toBe('Welcome to MarketDay, Evil Bcc: someone@example.com');
  });

  it('refuses an unknown template and a missing variable rather than sending a message with a hole', () => {
    expect(() => renderMessage('no_such_template', {})).toThrow(MessageTemplateError);
    expect(() => renderMessage('password_reset', { username: 'Sam' })).toThrow(/missing: link/);
    expect(() => renderMessage('password_reset', { username: ' ', link: 'https://x' })).toThrow(/missing: username/);
  });

  it('declares every placeholder each template uses, and uses every variable it declares', () => {
    for (const id of TEMPLATE_IDS) {
      const t = MESSAGE_TEMPLATES[id];
      const bodies = [t.subject, t.text, t.html, t.sms].filter(Boolean).join('\n');
      const used = new Set([...bodies.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));
      expect([...used].sort(), id).toEqual([...t.variables].sort());
    }
  });

  it('keeps SMS texts within one or two segments for typical values', () => {
    for (const id of TEMPLATE_IDS) {
      const vars = Object.fromEntries(MESSAGE_TEMPLATES[id].variables.map((v) => [v, 'x'.repeat(30)]));
      expect(renderMessage(id, vars).sms!.length, id).toBeLessThanOrEqual(306);
    }
  });

  it('never stores a credential-bearing link with the queued message', () => {
    expect(storableVariables('password_reset', resetVars)).toEqual({ username: 'Sam Rivera', link: '[redacted]' });
    const published = { vendorName: 'A', marketDate: 'B', spaceLabel: 'C', link: 'https://x' };
    expect(storableVariables('space_assignment_published', published)).toEqual(published);
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('validates an outgoing message from the queue', () => {
    const ok = { id: '01J', channel: 'email', to: 'a@b.example', templateId: 'password_reset', variables: resetVars };
    expect(outgoingMessageSchema.safeParse(ok).success).toBe(true);
    expect(outgoingMessageSchema.safeParse({ ...ok, channel: 'fax' }).success).toBe(false);
    expect(outgoingMessageSchema.safeParse({ ...ok, variables: { n: 1 } }).success).toBe(false);
  });
});
