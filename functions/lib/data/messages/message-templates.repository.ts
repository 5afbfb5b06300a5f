/**
 * The admins' edits of the message templates (Message Templates), all in one partition: the list and the message
 * worker read every edit in one Query.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TemplateEdit } from '../../../../shared/message-templates.js';
import { queryAll } from '../dynamo.js';
import { keys } from '../keys.js';

export interface StoredTemplateEdit extends TemplateEdit {
  code: string;
  updatedAt: string;
  updatedBy: string | null;
}

export function makeMessageTemplatesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async edits(): Promise<Map<string, StoredTemplateEdit>> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.messageTemplatesPartition.pk },
      });
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
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.messageTemplate(edit.code), _type: 'message_template', ...edit },
        }),
      );
    },
  };
}
export type MessageTemplatesRepository = ReturnType<typeof makeMessageTemplatesRepository>;
