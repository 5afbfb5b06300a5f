/**
 * Message Templates (issue 13): every message the product sends, by its code, with the default wording in
 * `shared/message-templates.ts` and an admin's edit stored over it. The worker sends the edit while it is active and
 * renders; otherwise the default, so a broken edit never stops a password reset.
 */
import {
  editedTemplate,
  isTemplateId,
  MESSAGE_TEMPLATES,
  renderMessage,
  TEMPLATE_IDS,
  unknownPlaceholders,
  type MessageTemplate,
  type TemplateId,
} from '../../shared/message-templates.js';
import {
  TEMPLATES_MSG,
  type MessageTemplateEntry,
  type TemplatePreview,
} from '../../shared/schemas/message-templates.js';
import { withCleanHtml } from '../lib/messaging/template-html.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type {
  MessageTemplatesRepository,
  StoredTemplateEdit,
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

export interface TemplateEditBody {
  subject: string;
  emailBody: string;
  smsBody: string;
  isHtml: boolean;
  isActive: boolean;
}

export function makeMessageTemplatesService(deps: {
  store: Pick<MessageTemplatesRepository, 'edits' | 'save'>;
  appUrl: string;
  now: () => Date;
}) {
  const now = deps.now;
  const sample = (name: string) =>
    SAMPLES[name] ?? (name.toLowerCase().includes('link') ? new URL('/l/sample', deps.appUrl).toString() : `[${name}]`);

  function entry(code: TemplateId, edit: StoredTemplateEdit | undefined): MessageTemplateEntry {
    const t: MessageTemplate = MESSAGE_TEMPLATES[code];
    return {
      id: code,
      code,
      name: t.name,
      description: `Uses ${t.variables.map((v) => `{{${v}}}`).join(', ')}`,
      subject: edit?.subject ?? t.subject,
      emailBody: edit?.emailBody ?? t.text,
      smsBody: edit?.smsBody ?? t.sms ?? '',
      variables: [...t.variables],
      isHtml: edit?.isHtml ?? false,
      isActive: edit?.isActive ?? true,
      isDefault: true,
      edited: !!edit,
      updatedAt: edit?.updatedAt ?? null,
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

    /** PUT /api/message-templates/{id} */
    async save(caller: SessionUser, code: string, body: TemplateEditBody): Promise<MessageTemplateEntry> {
      const id = checked(code, body);
      const edit: StoredTemplateEdit = {
        code: id,
        ...withCleanHtml(body),
        updatedAt: now().toISOString(),
        updatedBy: caller.id,
      };
      await deps.store.save(edit);
      return entry(id, edit);
    },

    /** POST /api/message-templates/preview */
    preview(body: TemplateEditBody & { code: string }): TemplatePreview {
      const id = checked(body.code, body);
      const variables = Object.fromEntries(MESSAGE_TEMPLATES[id].variables.map((v) => [v, sample(v)]));
      const edited = editedTemplate(id, { ...withCleanHtml(body), isActive: true })!;
      const rendered = renderMessage(id, variables, edited);
      return { subject: rendered.subject, text: rendered.text, html: rendered.html ?? null, sms: rendered.sms ?? null };
    },
  };
}
export type MessageTemplatesService = ReturnType<typeof makeMessageTemplatesService>;
