/**
 * An admin's HTML e-mail body, cleaned to formatting and plain links before it is stored and again before it is sent
 * (an edit stored before this rule, or written to the table some other way, is cleaned at sending too). Scripts,
 * event handlers, styles, images and forms are dropped; a link keeps only an http, https or mailto address.
 * Server-side only: the SPA shows the server's cleaned preview.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function cleanTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The edit with its HTML body cleaned; a text body is escaped when it is rendered, so it is left as written. */
export function withCleanHtml<T extends { isHtml: boolean; emailBody: string }>(edit: T): T {
  return edit.isHtml ? { ...edit, emailBody: cleanTemplateHtml(edit.emailBody) } : edit;
}
