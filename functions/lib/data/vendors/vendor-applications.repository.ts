import {
  BatchGetCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { spaceTypeItemSchema, vendorTypeItemSchema } from '../catalog/catalog.items.js';
import { type VendorAuditItem, type VendorItem } from './vendor.items.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { directoryEntryItem } from './vendor-directory.js';

export interface VendorRef {
  id: string;
  name: string;
}

/** What the application needs from the table: duplicate look-ups, the two catalog entries it names, and the write. */
export function makeVendorApplicationsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  async function firstOnIndex(indexName: string, attribute: string, value: string): Promise<VendorRef | undefined> {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: indexName,
        KeyConditionExpression: '#k = :v',
        ExpressionAttributeNames: { '#k': attribute, '#id': 'id', '#name': 'name' },
        ExpressionAttributeValues: { ':v': value },
        ProjectionExpression: '#id, #name',
        Limit: 1,
      }),
    );
    const item = r.Items?.[0];
    return item ? { id: String(item.id), name: String(item.name) } : undefined;
  }

  return {
    findByEmail: (email: string) =>
      firstOnIndex(TABLE_INDEXES.byNaturalKey, 'gsi1pk', keys.vendorByEmail(email).gsi1pk),
    findByPhone: (phone: string) =>
      firstOnIndex(TABLE_INDEXES.byPhoneOrOwner, 'gsi2pk', keys.vendorByPhone(phone).gsi2pk),

    /** The vendor type and (optional) space type an application names, in one request. */
    async catalogEntries(vendorTypeId: string, spaceTypeId: string | null) {
      const wanted = [keys.vendorType(vendorTypeId), ...(spaceTypeId ? [keys.spaceType(spaceTypeId)] : [])];
      const r = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: wanted } } }));
      const items = r.Responses?.[tableName] ?? [];
      const vt = items.find((i) => i.sk === keys.vendorType(vendorTypeId).sk);
      const st = spaceTypeId ? items.find((i) => i.sk === keys.spaceType(spaceTypeId).sk) : undefined;
      return {
        vendorType: vt ? vendorTypeItemSchema.parse(vt) : undefined,
        spaceType: st ? spaceTypeItemSchema.parse(st) : undefined,
      };
    },

    /**
     * Writes the vendor, its e-mail guard, its directory entry and the "create" audit entry in one transaction.
     * The guard's condition is what makes two simultaneous applications with one e-mail unable to both succeed:
     * the loser learns 'email-taken' and nothing of it is written.
     */
    async create(vendor: VendorItem, audit: VendorAuditItem): Promise<'created' | 'email-taken'> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...keys.vendor(vendor.id),
                    ...keys.vendorByEmail(vendor.email),
                    ...keys.vendorByPhone(vendor.phone),
                    ...keys.vendorListing(vendor.name, vendor.id),
                    ...vendor,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...keys.uniqueVendorEmail(vendor.email),
                    _type: 'unique_guard',
                    vendorId: vendor.id,
                    createdAt: vendor.createdAt,
                    updatedAt: vendor.createdAt,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              { Put: { TableName: tableName, Item: directoryEntryItem(vendor) } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.vendorAudit(vendor.id, audit.createdAt, audit.id), ...audit },
                },
              },
            ],
          }),
        );
        return 'created';
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        if (reasons?.[1]?.Code === 'ConditionalCheckFailed') return 'email-taken';
        throw err;
      }
    },
  };
}
export type VendorApplicationsRepository = ReturnType<typeof makeVendorApplicationsRepository>;
