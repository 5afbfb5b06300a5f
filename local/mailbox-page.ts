/** The local mailbox page: every e-mail and SMS the product sent, newest first, with clickable links. */
import type { MailboxEntry } from '../functions/lib/messaging/mailbox.js';
import { formatZonedDateTime } from '../shared/date-format.js';

export function newestFirst(entries: MailboxEntry[]): MailboxEntry[] {
  return [...entries].sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0));
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

const URL_RE = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Escapes the text and turns every http(s) URL in it into a link. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    out += escapeHtml(text.slice(last, m.index));
    const url = escapeHtml(m[0]);
    out += `<a href="${url}">${url}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export function renderMailboxPage(entries: MailboxEntry[], note?: string): string {
  const items = newestFirst(entries)
    .map((e) => {
      const title = e.channel === 'sms' ? 'SMS' : e.subject || '(no subject)';
      const html = e.html
        ? `<details><summary>HTML version</summary><iframe sandbox title="HTML version" srcdoc="${escapeHtml(e.html)}"></iframe></details>`
        : '';
      return `<article class="msg" data-id="${escapeHtml(e.id)}">
  <header><span class="channel ${e.channel}">${e.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
  <h2>${escapeHtml(title)}</h2></header>
  <p class="meta">To <strong>${escapeHtml(e.to)}</strong> · <time datetime="${escapeHtml(e.sentAt)}">${escapeHtml(
    formatZonedDateTime(e.sentAt, 'UTC'),
  )}</time></p>
  <pre>${linkify(e.text)}</pre>
  ${html}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MarketDay - Local mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 1rem; color: #222; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.05rem; margin: 0; display: inline; }
  .msg { border: 1px solid #ddd; border-radius: 8px; padding: .75rem 1rem; margin: .75rem 0; }
  .meta { color: #555; margin: .3rem 0; font-size: .9rem; }
  .channel { font-size: .75rem; border-radius: 4px; padding: 1px 6px; margin-right: .5rem; background: #e7f0ff; }
  .channel.sms { background: #e8f7e8; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: .5rem 0 0; }
  iframe { width: 100%; min-height: 320px; border: 1px solid #eee; }
  .empty, .note { color: #666; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p class="note">Every e-mail and text message MarketDay sent on this machine, newest first. Nothing leaves the machine. <a href="/_mailbox">Refresh</a> · <a href="/_mailbox.json">JSON</a></p>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}
${items || '<p class="empty">No messages yet.</p>'}
</body>
</html>
`;
}
