import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeItemSchema } from './catalog.items.js';
import { queryAll } from '../dynamo.js';
import { keys } from '../keys.js';

/** The vendor types the public application form offers: one Query on the catalog partition. */
export function makePublicCatalogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  function byPrefix(prefix: string): Promise<Record<string, unknown>[]> {
    return queryAll(ddb, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.catalog.pk, ':prefix': prefix },
    });
  }

  return {
    async vendorTypes() {
      return (await byPrefix(keys.vendorType('').sk)).map((i) => vendorTypeItemSchema.parse(i));
    },
  };
}
export type PublicCatalogRepository = ReturnType<typeof makePublicCatalogRepository>;
