/**
 * Message Templates (issue 13): every message the product sends, by its code, with the default wording in
 * `shared/message-templates.ts` and an admin's edit stored over it. The worker sends the edit while it is active and
 * renders; otherwise the default, so a broken edit never stops a password reset.
 */
import type { Locale } from '../../shared/locale.js';
import {
  editedTemplate,
  isTemplateId,
  MESSAGE_TEMPLATES,
  renderMessage,
  TEMPLATE_IDS,
  templateIn,
  unknownPlaceholders,
  type MessageTemplate,
  type TemplateId,
} from '../../shared/message-templates.js';
import {
  TEMPLATES_MSG,
  type MessageTemplateEntry,
  type TemplateWordingEntry,
  type TemplatePreview,
} from '../../shared/schemas/message-templates.js';
import { withCleanHtml } from '../lib/messaging/template-html.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type {
  MessageTemplatesRepository,
  StoredTemplateEdit,
  TemplateEditsByLocale,
} from '../lib/data/messages/message-templates.repository.js';
import { NotFoundError, ValidationError } from '../lib/http/errors.js';

/** Variables that carry the link a message exists for; an edit may not drop them from the e-mail. */
const LINK_VARIABLES = ['link', 'settingsLink'];

/** Sample values the preview fills in. */
const SAMPLES: Record<string, string> = {
  username: 'Sam Rivera',
  contactName: 'Sam Rivera',
  vendorName: 'Sunny Acres Farm',
  marketDate: 'Sunday, June 7',
  spaceLabel: 'A4',
  amount: '$45.00',
  fee: '$10.00',
  balance: '$55.00',
  card: 'Visa ending 4242',
  confirmation: 'pi_3Q0sample',
  reason: 'Your card was declined.',
  documentName: 'Certificate of Insurance',
  expirationDate: 'June 30, 2026',
  when: 'in 7 days',
  subject: 'News from the market',
  body: 'The north lot is closed this week.',
};

/** The samples a Spanish preview fills in where the English ones are words. */
const SPANISH_SAMPLES: Record<string, string> = {
  marketDate: 'domingo, 7 de junio',
  card: 'Visa terminada en 4242',
  reason: 'Su tarjeta fue rechazada.',
  documentName: 'Certificado de seguro',
  expirationDate: '30 de junio de 2026',
  when: 'en 7 días',
  subject: 'Noticias del mercado',
  body: 'El estacionamiento norte está cerrado esta semana.',
};

export interface TemplateEditBody {
  subject: string;
  emailBody: string;
  smsBody: string;
  isHtml: boolean;
  isActive: boolean;
  /** The language the edit is in; absent: English. */
  locale?: Locale;
}

export function makeMessageTemplatesService(deps: {
  store: Pick<MessageTemplatesRepository, 'edits' | 'save'>;
  appUrl: string;
  now: () => Date;
}) {
  const now = deps.now;
  const sample = (name: string, locale: Locale) =>
    (locale === 'es' ? SPANISH_SAMPLES[name] : undefined) ??
    SAMPLES[name] ??
    (name.toLowerCase().includes('link') ? new URL('/l/sample', deps.appUrl).toString() : `[${name}]`);

  /** One language's wording as the screen edits it: the admin's edit, or that language's default. */
  function wording(code: TemplateId, locale: Locale, edit: StoredTemplateEdit | undefined): TemplateWordingEntry {
    const t = templateIn(code, locale);
    return {
      name: t.name,
      subject: edit?.subject ?? t.subject,
      emailBody: edit?.emailBody ?? t.text,
      smsBody: edit?.smsBody ?? t.sms ?? '',
      isHtml: edit?.isHtml ?? false,
      isActive: edit?.isActive ?? true,
      edited: !!edit,
      updatedAt: edit?.updatedAt ?? null,
    };
  }

  function entry(code: TemplateId, edits: TemplateEditsByLocale | undefined): MessageTemplateEntry {
    const t: MessageTemplate = MESSAGE_TEMPLATES[code];
    const { name: _name, ...english } = wording(code, 'en', edits?.en);
    return {
      id: code,
      code,
      name: t.name,
      description: `Uses ${t.variables.map((v) => `{{${v}}}`).join(', ')}`,
      ...english,
      variables: [...t.variables],
      isDefault: true,
      es: wording(code, 'es', edits?.es),
    };
  }

  function checked(code: string, body: TemplateEditBody): TemplateId {
    if (!isTemplateId(code)) throw new NotFoundError(TEMPLATES_MSG.notFound);
    const unknown = unknownPlaceholders(code, [body.subject, body.emailBody, body.smsBody]);
    if (unknown.length) throw new ValidationError(TEMPLATES_MSG.unknownVariables(unknown));
    const variables: readonly string[] = MESSAGE_TEMPLATES[code].variables;
    const dropped = LINK_VARIABLES.find((v) => variables.includes(v) && !body.emailBody.includes(`{{${v}}}`));
    if (dropped) throw new ValidationError(TEMPLATES_MSG.linkRequired(dropped));
    return code;
  }

  return {
    /** GET /api/message-templates */
    async list(): Promise<{ templates: MessageTemplateEntry[] }> {
      const edits = await deps.store.edits();
      return { templates: TEMPLATE_IDS.map((code) => entry(code, edits.get(code))) };
    },

    /** PUT /api/message-templates/{id}: one language's edit (the body's `locale`, English when absent). */
    async save(caller: SessionUser, code: string, body: TemplateEditBody): Promise<MessageTemplateEntry> {
      const id = checked(code, body);
      const { locale = 'en', ...wordingBody } = body;
      const edit: StoredTemplateEdit = {
        code: id,
        ...withCleanHtml(wordingBody),
        updatedAt: now().toISOString(),
        updatedBy: caller.id,
      };
      await deps.store.save(edit, locale);
      const edits = (await deps.store.edits()).get(id) ?? {};
      return entry(id, { ...edits, [locale]: edit });
    },

    /** POST /api/message-templates/preview: with sample values in the edit's language. */
    preview(body: TemplateEditBody & { code: string }): TemplatePreview {
      const id = checked(body.code, body);
      const { locale = 'en', code: _code, ...wordingBody } = body;
      const variables = Object.fromEntries(MESSAGE_TEMPLATES[id].variables.map((v) => [v, sample(v, locale)]));
      const edited = editedTemplate(id, { ...withCleanHtml(wordingBody), isActive: true }, locale)!;
      const rendered = renderMessage(id, variables, edited, locale);
      return { subject: rendered.subject, text: rendered.text, html: rendered.html ?? null, sms: rendered.sms ?? null };
    },
  };
}
export type MessageTemplatesService = ReturnType<typeof makeMessageTemplatesService>;
