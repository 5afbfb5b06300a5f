import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeEntity } from './catalog.items.js';
import { keys } from '../keys.js';
import { makeTable } from '../toolkit/index.js';

/** The vendor types the public application form offers: one Query on the catalog partition. */
export function makePublicCatalogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    vendorTypes() {
      return table.queryAll({
        pk: keys.catalog.pk,
        sk: { beginsWith: keys.vendorType('').sk },
        parser: vendorTypeEntity,
      });
    },
  };
}
