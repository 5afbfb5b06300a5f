import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { stripKeys } from '../table-item.js';

export function makeVendorsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async get(vendorId: string): Promise<Record<string, unknown> | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.vendor(vendorId) }));
      return r.Item ? stripKeys(r.Item) : undefined;
    },
  };
}
export type VendorsRepository = ReturnType<typeof makeVendorsRepository>;
