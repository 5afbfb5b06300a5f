/**
 * Message Templates as the API speaks it: GET /api/message-templates (every message the product sends, with the
 * admin's edits), PUT /api/message-templates/{id} (edit one; the id is its code) and POST
 * /api/message-templates/preview (render an edit with sample values).
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { LOCALES } from '../locale.js';

export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_EMAIL_MAX = 10_000;
/** Ten SMS segments; a longer text is split by the carrier into too many parts to read. */
export const TEMPLATE_SMS_MAX = 1600;

export const TEMPLATES_MSG = {
  title: 'Message Templates',
  intro: 'The wording of every e-mail and text the market sends. An edit applies to the next message sent.',
  loadFailed: 'Failed to load message templates',
  empty: 'No message templates found',
  saved: 'Template saved',
  saveFailed: 'Failed to save template',
  notFound: 'Message template not found',
  subjectRequired: 'Subject is required',
  emailRequired: 'E-mail body is required',
  unknownVariables: (names: readonly string[]) =>
    `Unknown variable${names.length === 1 ? '' : 's'}: ${names.map((n) => `{{${n}}}`).join(', ')}`,
  linkRequired: (name: string) => `The e-mail must keep {{${name}}}: it is the link the message is for`,
  reset: 'Use default',
} as const;

export const templateEditSchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1, TEMPLATES_MSG.subjectRequired), z.maxLength(TEMPLATE_SUBJECT_MAX)),
  emailBody: z.string().check(z.trim(), z.minLength(1, TEMPLATES_MSG.emailRequired), z.maxLength(TEMPLATE_EMAIL_MAX)),
  smsBody: z._default(z.string().check(z.trim(), z.maxLength(TEMPLATE_SMS_MAX)), ''),
  isHtml: z._default(z.boolean(), false),
  isActive: z._default(z.boolean(), true),
  /** The language of the wording; absent: English. Each language has its own edit of the template. */
  locale: z.optional(z.enum(LOCALES)),
});
export type TemplateEditInput = z.input<typeof templateEditSchema>;

export const templatePreviewSchema = z.extend(templateEditSchema, {
  code: z.string().check(z.regex(/^[a-z0-9_]{1,60}$/)),
});

/** One language's wording of a template: the admin's edit, or the language's default when there is none. */
const templateWordingSchema = z.object({
  name: answerText(),
  subject: answerText(),
  emailBody: answerText(),
  smsBody: answerText(),
  isHtml: z.boolean(),
  isActive: z.boolean(),
  edited: z.boolean(),
  updatedAt: z.nullable(answerText()),
});
export type TemplateWordingEntry = z.infer<typeof templateWordingSchema>;

export const messageTemplateSchema = z.object({
  id: answerText(),
  code: answerText(),
  name: answerText(),
  description: answerText(),
  subject: answerText(),
  emailBody: answerText(),
  smsBody: answerText(),
  variables: z.array(answerText()),
  isHtml: z.boolean(),
  /** Whether the edit is used; an inactive or absent edit sends the default wording. */
  isActive: z.boolean(),
  isDefault: z.boolean(),
  /** The admin changed the default wording (and the edit is stored). */
  edited: z.boolean(),
  updatedAt: z.nullable(answerText()),
  /** The Spanish wording: sent to recipients who read Spanish (its default until an admin edits it). */
  es: z.optional(templateWordingSchema),
});
export type MessageTemplateEntry = z.infer<typeof messageTemplateSchema>;
export const messageTemplateListSchema = z.object({ templates: z.array(messageTemplateSchema) });

export const templatePreviewAnswerSchema = z.object({
  subject: answerText(),
  text: answerText(),
  html: z.nullable(answerText()),
  sms: z.nullable(answerText()),
});
export type TemplatePreview = z.infer<typeof templatePreviewAnswerSchema>;
