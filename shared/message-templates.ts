/**
 * The message catalogue: every e-mail and SMS the product sends, by template id. The message worker renders these;
 * the API only enqueues `{ templateId, variables }`, so wording lives in one place.
 *
 * Placeholders are `{{variable}}`. Text bodies, subjects and SMS are plain text; HTML bodies escape every variable.
 */
import * as z from './zod.js';
import { answerText, TEXT_MAX } from './schemas/bounds.js';
import { ID_MAX_LENGTH } from './schemas/ids.js';
import { MSG } from './messages.js';
import { LOCALES, type Locale } from './locale.js';
import { ES_MESSAGE_TEMPLATES } from './locales/es/message-templates.js';

export interface MessageTemplate {
  /** What the message is for (shown to admins). */
  name: string;
  /** Every placeholder the template uses; rendering refuses a message that lacks one. */
  variables: readonly string[];
  /**
   * Variables that carry a credential (a set-password or reset link). They are never stored with the queued
   * message, because the table must not hold a usable token.
   */
  secretVariables?: readonly string[];
  subject: string;
  text: string;
  /** HTML body; variables are HTML-escaped when rendered. */
  html?: string;
  /** SMS text; a template without one cannot go out by SMS. */
  sms?: string;
}

const MARKET_HOURS = 'Sundays 9:00 AM to 1:00 PM';

export const MESSAGE_TEMPLATES = {
  password_reset: {
    name: 'Password reset',
    variables: ['username', 'link'],
    secretVariables: ['link'],
    subject: `Reset your ${MSG.productName} password`,
    text: [
      'Hello {{username}},',
      '',
      `We received a request to reset your ${MSG.productName} password. Open this link to choose a new one:`,
      '',
      '{{link}}',
      '',
      'The link expires in 1 hour and can be used once.',
      'If you did not ask for a new password, ignore this message; your password stays the same.',
    ].join('\n'),
    html: [
      '<p>Hello {{username}},</p>',
      `<p>We received a request to reset your ${MSG.productName} password. Open this link to choose a new one:</p>`,
      '<p><a href="{{link}}">Reset my password</a></p>',
      '<p>The link expires in 1 hour and can be used once.</p>',
      '<p>If you did not ask for a new password, ignore this message; your password stays the same.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: reset your password at {{link}} (expires in 1 hour). Ignore this if you did not ask.`,
  },

  // Sent to the address a sign-in had before the change, so a takeover cannot go unnoticed (issue 24)
  sign_in_changed: {
    name: 'Sign-in changed',
    variables: ['username', 'change', 'changedBy'],
    subject: `Your ${MSG.productName} sign-in was changed`,
    text: [
      'Hello {{username}},',
      '',
      `{{changedBy}} changed the {{change}} you sign in to ${MSG.productName} with.`,
      '',
      'If you expected this, there is nothing to do.',
      'If you did not, contact the market office right away: someone else may be trying to use your account.',
    ].join('\n'),
    html: [
      '<p>Hello {{username}},</p>',
      `<p>{{changedBy}} changed the {{change}} you sign in to ${MSG.productName} with.</p>`,
      '<p>If you expected this, there is nothing to do.</p>',
      '<p>If you did not, contact the market office right away: someone else may be trying to use your account.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: {{changedBy}} changed the {{change}} you sign in with. Not expected? Contact the market office.`,
  },

  vendor_welcome: {
    name: 'Vendor approved: welcome',
    variables: ['contactName', 'vendorName', 'link'],
    secretVariables: ['link'],
    subject: `Welcome to ${MSG.productName}, {{vendorName}}`,
    text: [
      'Hello {{contactName}},',
      '',
      'Your vendor application has been approved. Welcome to the market!',
      '',
      'Set your password with this link, then sign in to request space for upcoming market dates:',
      '',
      '{{link}}',
      '',
      `Market hours: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hello {{contactName}},</p>',
      '<p>Your vendor application has been approved. Welcome to the market!</p>',
      '<p>Set your password with this link, then sign in to request space for upcoming market dates:</p>',
      '<p><a href="{{link}}">Set my password</a></p>',
      `<p>Market hours: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: {{vendorName}} is approved! Set your password at {{link}}`,
  },

  vendor_user_invite: {
    name: 'Added as a vendor user',
    variables: ['username', 'vendorName', 'link'],
    secretVariables: ['link'],
    subject: `You have been added to {{vendorName}} on ${MSG.productName}`,
    text: [
      'Hello {{username}},',
      '',
      `You have been added as a user of {{vendorName}} on ${MSG.productName}, the market's vendor site.`,
      '',
      'Set your password with this link, then sign in:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in 7 days.',
    ].join('\n'),
    html: [
      '<p>Hello {{username}},</p>',
      `<p>You have been added as a user of {{vendorName}} on ${MSG.productName}, the market's vendor site.</p>`,
      '<p>Set your password with this link, then sign in:</p>',
      '<p><a href="{{link}}">Set my password</a></p>',
      '<p>The link works once and expires in 7 days.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: you were added to {{vendorName}}. Set your password at {{link}}`,
  },

  space_assignment_published: {
    name: 'Space assignment published',
    variables: ['vendorName', 'marketDate', 'spaceLabel', 'link'],
    subject: 'Your space for {{marketDate}}: {{spaceLabel}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'The market layout for {{marketDate}} is published. Your space is {{spaceLabel}}.',
      '',
      'See your market dates and any balance due:',
      '',
      '{{link}}',
      '',
      `Market hours: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>The market layout for {{marketDate}} is published. Your space is <strong>{{spaceLabel}}</strong>.</p>',
      '<p><a href="{{link}}">See your market dates and any balance due</a></p>',
      `<p>Market hours: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: your space for {{marketDate}} is {{spaceLabel}}. Details: {{link}}`,
  },

  request_reminder: {
    name: 'Space request reminder',
    variables: ['vendorName', 'marketDate', 'link'],
    subject: 'Will we see you on {{marketDate}}?',
    text: [
      'Hello {{vendorName}},',
      '',
      'We have not received your space request for the market on {{marketDate}} yet.',
      'If you plan to sell that day, please request your space (or skip the date) here:',
      '',
      '{{link}}',
      '',
      `Market hours: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>We have not received your space request for the market on {{marketDate}} yet.</p>',
      '<p><a href="{{link}}">Request your space (or skip the date)</a></p>',
      `<p>Market hours: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: no space request yet from {{vendorName}} for {{marketDate}}. Request or skip: {{link}}`,
  },

  // A new admin's first password (issue 12): from /admin/users or the deploy's adminEmail
  admin_welcome: {
    name: 'New admin: set a password',
    variables: ['username', 'link'],
    secretVariables: ['link'],
    subject: `You are an administrator of ${MSG.productName}`,
    text: [
      'Hello {{username}},',
      '',
      `An administrator account of ${MSG.productName} was made for you.`,
      'Set your password with this link, then sign in to run the market:',
      '',
      '{{link}}',
      '',
      'The link works once, for 7 days. When it has expired, ask for a new one with "Forgot Password" on the sign-in page.',
    ].join('\n'),
    html: [
      '<p>Hello {{username}},</p>',
      `<p>An administrator account of ${MSG.productName} was made for you.</p>`,
      '<p>Set your password with this link, then sign in to run the market:</p>',
      '<p><a href="{{link}}">Set my password</a></p>',
      '<p>The link works once, for 7 days. When it has expired, ask for a new one with "Forgot Password" on the sign-in page.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: you are now an administrator. Set your password at {{link}}`,
  },
  // A new market staff member's first password (issue 31): made by an admin under Admin Users
  staff_welcome: {
    name: 'New market staff: set a password',
    variables: ['username', 'link'],
    secretVariables: ['link'],
    subject: `You are market staff of ${MSG.productName}`,
    text: [
      'Hello {{username}},',
      '',
      `A market staff account of ${MSG.productName} was made for you: you check vendors in on market day.`,
      'Set your password with this link, then sign in to open Market Day:',
      '',
      '{{link}}',
      '',
      'The link works once, for 7 days. When it has expired, ask for a new one with "Forgot Password" on the sign-in page.',
    ].join('\n'),
    html: [
      '<p>Hello {{username}},</p>',
      `<p>A market staff account of ${MSG.productName} was made for you: you check vendors in on market day.</p>`,
      '<p>Set your password with this link, then sign in to open Market Day:</p>',
      '<p><a href="{{link}}">Set my password</a></p>',
      '<p>The link works once, for 7 days. When it has expired, ask for a new one with "Forgot Password" on the sign-in page.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: you are now market staff. Set your password at {{link}}`,
  },
  // The scheduled jobs: auto-request, auto-payment, the past-due scan and document expiry
  auto_request_blocked: {
    name: 'Auto request not made',
    variables: ['vendorName', 'marketDate', 'reason', 'link'],
    subject: 'We could not request your space for {{marketDate}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'Auto Request is on for your business, but we could not request your space for the market on {{marketDate}}:',
      '{{reason}}',
      '',
      'See your market dates here:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>Auto Request is on for your business, but we could not request your space for the market on {{marketDate}}:</p>',
      '<p>{{reason}}</p>',
      '<p><a href="{{link}}">See your market dates</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: we could not auto-request your space for {{marketDate}}: {{reason}} {{link}}`,
  },

  payment_receipt: {
    name: 'Payment receipt',
    variables: ['vendorName', 'marketDate', 'amount', 'card', 'confirmation', 'link'],
    subject: 'Receipt: {{amount}} paid for {{marketDate}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'Thank you. We charged {{amount}} to your {{card}} for your space at the market on {{marketDate}}.',
      'Confirmation number: {{confirmation}}',
      '',
      'Your payment history:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>Thank you. We charged <strong>{{amount}}</strong> to your {{card}} for your space at the market on {{marketDate}}.</p>',
      '<p>Confirmation number: {{confirmation}}</p>',
      '<p><a href="{{link}}">Your payment history</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: {{amount}} charged to your {{card}} for {{marketDate}}. Confirmation {{confirmation}}.`,
  },

  auto_payment_declined: {
    name: 'Auto payment declined',
    variables: ['vendorName', 'marketDate', 'amount', 'card', 'reason', 'link'],
    subject: 'Your card was declined for {{marketDate}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'We tried to charge {{amount}} to your {{card}} for your space at the market on {{marketDate}}, but the card was declined:',
      '{{reason}}',
      '',
      'The balance is still due. Please pay it here:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>We tried to charge <strong>{{amount}}</strong> to your {{card}} for your space at the market on {{marketDate}}, but the card was declined:</p>',
      '<p>{{reason}}</p>',
      '<p>The balance is still due. <a href="{{link}}">Pay it here</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: your card was declined for {{amount}} ({{marketDate}}). Please pay: {{link}}`,
  },

  late_payment_fee: {
    name: 'Late payment fee',
    variables: ['vendorName', 'marketDate', 'fee', 'balance', 'link'],
    subject: 'A late payment fee was added for {{marketDate}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'Your balance for the market on {{marketDate}} is past due, so a late payment fee of {{fee}} was added.',
      'Balance now due: {{balance}}',
      '',
      'Pay it here:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>Your balance for the market on {{marketDate}} is past due, so a late payment fee of {{fee}} was added.</p>',
      '<p>Balance now due: <strong>{{balance}}</strong></p>',
      '<p><a href="{{link}}">Pay it here</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: a late fee of {{fee}} was added for {{marketDate}}. Balance due {{balance}}: {{link}}`,
  },

  document_expiring: {
    name: 'Document expiring',
    variables: ['vendorName', 'documentName', 'expirationDate', 'when', 'link'],
    subject: 'Your {{documentName}} expires {{when}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'Your {{documentName}} expires {{when}} ({{expirationDate}}).',
      'Please upload a current one so you can keep selling at the market:',
      '',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>Your {{documentName}} expires {{when}} ({{expirationDate}}).</p>',
      '<p><a href="{{link}}">Upload a current one</a> so you can keep selling at the market.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: your {{documentName}} expires {{when}} ({{expirationDate}}). Upload a new one: {{link}}`,
  },

  // A payment reminder for a market date, from the Payments report (issue 14): carries the vendor's /p/ payment link
  payment_reminder: {
    name: 'Payment reminder',
    variables: ['vendorName', 'marketDate', 'amount', 'link'],
    subject: 'Payment due for the market on {{marketDate}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'Your space for the market on {{marketDate}} has a balance of {{amount}}.',
      'You can pay it online here:',
      '',
      '{{link}}',
      '',
      `Market hours: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>Your space for the market on {{marketDate}} has a balance of {{amount}}.</p>',
      '<p><a href="{{link}}">Pay online</a></p>',
      `<p>Market hours: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: {{vendorName}}, your balance for {{marketDate}} is {{amount}}. Pay: {{link}}`,
  },

  // Bulk Messages (issue 13): the admin's text, already filled for the recipient, with a way to stop getting them
  bulk_message: {
    name: 'Bulk message',
    variables: ['subject', 'body', 'settingsLink'],
    subject: '{{subject}}',
    text: [
      '{{body}}',
      '',
      '--',
      'You get this message as a vendor of the market. Choose which messages you get: {{settingsLink}}',
    ].join('\n'),
    html: [
      '<div style="white-space: pre-line">{{body}}</div>',
      '<hr>',
      '<p style="color: #52606d; font-size: 13px">You get this message as a vendor of the market. <a href="{{settingsLink}}">Choose which messages you get</a>.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: {{body}}`,
  },
  // Waitlist (issue 15): a freed space offered to the next vendor in line
  waitlist_offer: {
    name: 'Waitlist: a space is offered',
    variables: ['vendorName', 'marketDate', 'spaceLabel', 'deadline', 'link'],
    subject: 'A space is free for {{marketDate}}: {{spaceLabel}}',
    text: [
      'Hello {{vendorName}},',
      '',
      'A space opened up for the market on {{marketDate}} and you are next on the waitlist.',
      'Space {{spaceLabel}} is yours if you accept it by {{deadline}}. Accept or decline here:',
      '',
      '{{link}}',
      '',
      'If you do not answer by then, the space is offered to the next vendor on the waitlist.',
    ].join('\n'),
    html: [
      '<p>Hello {{vendorName}},</p>',
      '<p>A space opened up for the market on {{marketDate}} and you are next on the waitlist.</p>',
      '<p>Space <strong>{{spaceLabel}}</strong> is yours if you accept it by {{deadline}}.</p>',
      '<p><a href="{{link}}">Accept or decline the space</a></p>',
      '<p>If you do not answer by then, the space is offered to the next vendor on the waitlist.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: space {{spaceLabel}} is free for {{marketDate}}. Accept by {{deadline}}: {{link}}`,
  },
} as const satisfies Record<string, MessageTemplate>;

export type TemplateId = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_IDS = Object.keys(MESSAGE_TEMPLATES) as TemplateId[];

/** A template's words in another language: its name, subject and text, and an HTML body and SMS where the English has one. */
type TranslatedTemplate<T> = { name: string; subject: string; text: string } & (T extends { html: string }
  ? { html: string }
  : unknown) &
  (T extends { sms: string } ? { sms: string } : unknown);

/** The Spanish of every template (shared/locales/es/message-templates.ts): one per template, nothing missing. */
export type SpanishTemplates = { [K in TemplateId]: TranslatedTemplate<(typeof MESSAGE_TEMPLATES)[K]> };

/** A template's default in a language: the English, or the Spanish words over the same variables. */
export function templateIn(templateId: TemplateId, locale: Locale = 'en'): MessageTemplate {
  const english: MessageTemplate = MESSAGE_TEMPLATES[templateId];
  return locale === 'es' ? { ...english, ...ES_MESSAGE_TEMPLATES[templateId] } : english;
}

export function isTemplateId(id: string): id is TemplateId {
  return Object.hasOwn(MESSAGE_TEMPLATES, id);
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html?: string;
  sms?: string;
}

export class MessageTemplateError extends Error {
  override name = 'MessageTemplateError';
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function fill(template: string, variables: Record<string, string>, encode: (s: string) => string = (s) => s): string {
  return template.replace(PLACEHOLDER, (_m, name: string) => encode(variables[name] ?? ''));
}

const htmlLayout = (title: string, body: string, locale: Locale) =>
  [
    '<!doctype html>',
    // A Spanish message says so, for screen readers and translation offers; English stays as it always was.
    `<html${locale === 'en' ? '' : ` lang="${locale}"`}><head><meta charset="utf-8"><title>${title}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933">',
    body,
    `<p style="color: #7b8794; font-size: 12px">${MSG.productName}</p>`,
    '</body></html>',
  ].join('\n');

/**
 * Renders a template with its variables. Throws `MessageTemplateError` for an unknown template or a missing
 * variable: a message with a hole in it is worse than a message that is not sent.
 */
export function renderMessage(
  templateId: string,
  variables: Record<string, string>,
  /** An admin's edit of the template (Message Templates), in the recipient's language; the default when there is none. */
  edited?: MessageTemplate,
  /** The recipient's language: which default is sent when there is no edit. */
  locale: Locale = 'en',
): RenderedMessage {
  if (!isTemplateId(templateId)) throw new MessageTemplateError(`Unknown message template: ${templateId}`);
  const t: MessageTemplate = edited ?? templateIn(templateId, locale);
  const missing = t.variables.filter((v) => typeof variables[v] !== 'string' || variables[v].trim() === '');
  if (missing.length > 0) {
    throw new MessageTemplateError(`Message template ${templateId} is missing: ${missing.join(', ')}`);
  }
  // A subject is one header line whatever the variables hold.
  const subject = fill(t.subject, variables).replace(/\s+/g, ' ').trim();
  return {
    subject,
    text: fill(t.text, variables),
    ...(t.html ? { html: htmlLayout(escapeHtml(subject), fill(t.html, variables, escapeHtml), locale) } : {}),
    ...(t.sms ? { sms: fill(t.sms, variables) } : {}),
  };
}

/** An admin's edit of a template as stored (Message Templates): the wording only; the variables stay the default's. */
export interface TemplateEdit {
  subject: string;
  emailBody: string;
  smsBody: string;
  isHtml: boolean;
  isActive: boolean;
}

const stripTags = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The template an edit makes of a default: an HTML body also gives the text part (tags dropped); a text body is
 * sent as text, and as HTML with its line breaks kept. An inactive edit is no edit: the default is sent.
 */
export function editedTemplate(
  templateId: TemplateId,
  edit: TemplateEdit,
  /** The edit's language: an SMS left empty falls back to this language's default. */
  locale: Locale = 'en',
): MessageTemplate | undefined {
  if (!edit.isActive) return undefined;
  const base: MessageTemplate = templateIn(templateId, locale);
  return {
    ...base,
    subject: edit.subject,
    text: edit.isHtml ? stripTags(edit.emailBody) : edit.emailBody,
    html: edit.isHtml ? edit.emailBody : `<div style="white-space: pre-line">${escapeHtml(edit.emailBody)}</div>`,
    ...(edit.smsBody ? { sms: edit.smsBody } : {}),
  };
}

/** The `{{names}}` a text uses, each once, in order of first use. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)),
];

/** The `{{names}}` a text uses that the template does not know. */
export function unknownPlaceholders(templateId: TemplateId, texts: readonly string[]): string[] {
  const known: readonly string[] = MESSAGE_TEMPLATES[templateId].variables;
  const used = new Set(texts.flatMap((t) => [...t.matchAll(PLACEHOLDER)].map((m) => m[1]!)));
  return [...used].filter((n) => !known.includes(n));
}

/** The variables as they may be stored: credentials replaced by a marker. */
export function storableVariables(templateId: string, variables: Record<string, string>): Record<string, string> {
  const secret: readonly string[] = isTemplateId(templateId)
    ? ((MESSAGE_TEMPLATES[templateId] as MessageTemplate).secretVariables ?? [])
    : [];
  return Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, secret.includes(k) ? '[redacted]' : v]));
}

/** One outgoing message as it travels on the queue (the job input the worker validates). */
export const outgoingMessageSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  channel: z.enum(['email', 'sms']),
  to: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.email)),
  recipientId: z.optional(z.string().check(z.maxLength(ID_MAX_LENGTH))),
  templateId: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.label)),
  variables: z.record(z.string().check(z.maxLength(TEXT_MAX.label)), answerText()),
  // View Messages: the name the message log shows, and the failed message this one resends
  recipientName: z.optional(z.string().check(z.maxLength(TEXT_MAX.label))),
  resendOf: z.optional(z.string().check(z.maxLength(80))),
  // Bulk Messages: the batch whose progress counts this message
  batchId: z.optional(z.string().check(z.maxLength(80))),
  // The recipient's language (absent: English): the template's wording is picked in it
  locale: z.optional(z.enum(LOCALES)),
});
