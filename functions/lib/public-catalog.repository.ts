import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeItemSchema } from './items.js';
import { keys } from './keys.js';

/** The vendor types the public application form offers: one Query on the catalog partition. */
export function makePublicCatalogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  async function byPrefix(prefix: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.catalog.pk, ':prefix': prefix },
          ExclusiveStartKey,
        }),
      );
      items.push(...(r.Items ?? []));
      ExclusiveStartKey = r.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  return {
    async vendorTypes() {
      return (await byPrefix(keys.vendorType('').sk)).map((i) => vendorTypeItemSchema.parse(i));
    },
  };
}
export type PublicCatalogRepository = ReturnType<typeof makePublicCatalogRepository>;
