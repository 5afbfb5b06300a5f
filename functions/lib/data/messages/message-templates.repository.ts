/**
 * The admins' edits of the message templates (Message Templates), all in one partition: the list and the message
 * worker read every edit in one Query.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TemplateEdit } from '../../../../shared/message-templates.js';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';

export interface StoredTemplateEdit extends TemplateEdit {
  code: string;
  updatedAt: string;
  updatedBy: string | null;
}

export function makeMessageTemplatesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    async edits(): Promise<Map<string, StoredTemplateEdit>> {
      const items = await table.queryAll(fromKey(keys.messageTemplatesPartition));
      return new Map(
        items.map((i) => [
          String(i.code),
          {
            code: String(i.code),
            subject: String(i.subject ?? ''),
            emailBody: String(i.emailBody ?? ''),
            smsBody: String(i.smsBody ?? ''),
            isHtml: i.isHtml === true,
            isActive: i.isActive !== false,
            updatedAt: String(i.updatedAt ?? ''),
            updatedBy: typeof i.updatedBy === 'string' ? i.updatedBy : null,
          },
        ]),
      );
    },

    async save(edit: StoredTemplateEdit): Promise<void> {
      await table.put({ ...keys.messageTemplate(edit.code), _type: 'message_template', ...edit });
    },
  };
}
export type MessageTemplatesRepository = ReturnType<typeof makeMessageTemplatesRepository>;
