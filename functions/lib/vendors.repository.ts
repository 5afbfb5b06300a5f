import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.js';

/** Table bookkeeping that never leaves the server. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, 'pk' | 'sk'> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) {
    if (k === 'pk' || k === 'sk' || k === '_type' || k === 'ttl' || /^gsi\d+(pk|sk)$/.test(k)) continue;
    out[k] = v;
  }
  return out as Omit<T, 'pk' | 'sk'>;
}

export function makeVendorsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async get(vendorId: string): Promise<Record<string, unknown> | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.vendor(vendorId) }));
      return r.Item ? stripKeys(r.Item) : undefined;
    },
  };
}
export type VendorsRepository = ReturnType<typeof makeVendorsRepository>;
