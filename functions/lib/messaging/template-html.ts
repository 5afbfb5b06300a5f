/**
 * An admin's HTML e-mail body, cleaned to formatting and plain links before it is stored and again before it is sent
 * (an edit stored before this rule, or written to the table some other way, is cleaned at sending too). Scripts,
 * event handlers, styles, images and forms are dropped; a link keeps only an http, https or mailto address.
 * Server-side only: the SPA shows the server's cleaned preview.
 *
 * sanitize-html (with its parsers, larger than a function's bundle budget) stays out of the bundles: in AWS it comes
 * from the HTML tools layer (/opt/nodejs/node_modules, which only CommonJS resolution finds), locally from
 * node_modules; it is loaded at the first HTML body.
 */
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

const requireTool = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;
const sanitize = (): typeof sanitizeHtml => (sanitizer ??= requireTool('sanitize-html') as typeof sanitizeHtml);

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
  return sanitize()(html, OPTIONS);
}

/** The edit with its HTML body cleaned; a text body is escaped when it is rendered, so it is left as written. */
export function withCleanHtml<T extends { isHtml: boolean; emailBody: string }>(edit: T): T {
  return edit.isHtml ? { ...edit, emailBody: cleanTemplateHtml(edit.emailBody) } : edit;
}
