/**
 * The admins' edits of the message templates (Message Templates), all in one partition: the list and the message
 * worker read every edit in one Query. One item per template holds both languages' edits: the English at the top
 * level (as before languages), the Spanish under `es`; either may be absent (that language sends its default).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '../../../../shared/locale.js';
import type { TemplateEdit } from '../../../../shared/message-templates.js';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';

/** One language's edit, with who saved it when. */
export interface StoredTemplateEdit extends TemplateEdit {
  code: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** A template's edits by language. */
export type TemplateEditsByLocale = Partial<Record<Locale, StoredTemplateEdit>>;

const editOf = (code: string, i: Record<string, unknown>): StoredTemplateEdit => ({
  code,
  subject: String(i.subject ?? ''),
  emailBody: String(i.emailBody ?? ''),
  smsBody: String(i.smsBody ?? ''),
  isHtml: i.isHtml === true,
  isActive: i.isActive !== false,
  updatedAt: String(i.updatedAt ?? ''),
  updatedBy: typeof i.updatedBy === 'string' ? i.updatedBy : null,
});

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function makeMessageTemplatesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    async edits(): Promise<Map<string, TemplateEditsByLocale>> {
      const items = await table.queryAll(fromKey(keys.messageTemplatesPartition));
      return new Map(
        items.map((i) => {
          const code = String(i.code);
          const byLocale: TemplateEditsByLocale = {};
          // An item a Spanish save made has no English wording: English sends its default.
          if (typeof i.subject === 'string') byLocale.en = editOf(code, i);
          if (isRecord(i.es)) byLocale.es = editOf(code, i.es);
          return [code, byLocale];
        }),
      );
    },

    /** Stores one language's edit; the other language's edit on the same item stays as it was. */
    async save(edit: StoredTemplateEdit, locale: Locale = 'en'): Promise<void> {
      const { code, subject, emailBody, smsBody, isHtml, isActive, updatedAt, updatedBy } = edit;
      const wording = { subject, emailBody, smsBody, isHtml, isActive, updatedAt, updatedBy };
      await table.update(keys.messageTemplate(code), {
        set: { _type: 'message_template', code, ...(locale === 'es' ? { es: wording } : wording) },
      });
    },
  };
}
export type MessageTemplatesRepository = ReturnType<typeof makeMessageTemplatesRepository>;
