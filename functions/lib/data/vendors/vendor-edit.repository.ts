import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { areaItemSchema, spaceTypeItemSchema, vendorTypeItemSchema } from '../catalog/catalog.items.js';
import { cancellationCodes } from '../dynamo.js';
import { keys, normalizeEmail } from '../keys.js';
import { directoryEntryItem } from './vendor-directory.js';
import { vendorEmailGuardMove } from './vendor-email-guard.js';
import { vendorItemSchema, type VendorAuditItem, type VendorItem } from './vendor.items.js';

export type SaveVendorResult = VendorItem | 'changed-meanwhile' | 'email-taken';

/** The admin's whole-form edit of a vendor: the read, the catalogue entries it names, and the one-transaction save. */
export function makeVendorEditRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async get(vendorId: string): Promise<VendorItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.vendor(vendorId), ConsistentRead: true }),
      );
      return r.Item ? vendorItemSchema.parse(r.Item) : undefined;
    },

    /** The vendor type, space type and area a form names, in one request (absent ones are undefined). */
    async catalogEntries(vendorTypeId: string, spaceTypeId: string | null, areaId: string | null) {
      const wanted = [
        keys.vendorType(vendorTypeId),
        ...(spaceTypeId ? [keys.spaceType(spaceTypeId)] : []),
        ...(areaId ? [keys.area(areaId)] : []),
      ];
      const r = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: wanted } } }));
      const items = r.Responses?.[tableName] ?? [];
      const find = (sk: string) => items.find((i) => i.sk === sk);
      const vt = find(keys.vendorType(vendorTypeId).sk);
      const st = spaceTypeId ? find(keys.spaceType(spaceTypeId).sk) : undefined;
      const area = areaId ? find(keys.area(areaId).sk) : undefined;
      return {
        vendorType: vt ? vendorTypeItemSchema.parse(vt) : undefined,
        spaceType: st ? spaceTypeItemSchema.parse(st) : undefined,
        area: area ? areaItemSchema.parse(area) : undefined,
      };
    },

    /**
     * One transaction: the vendor (only if it is still the version the admin opened, by its updatedAt), its lookup
     * keys, the directory entry, a moved e-mail guard when the e-mail changed, and one audit entry per changed
     * field. Either all of it is written or none.
     */
    async save(before: VendorItem, after: VendorItem, audits: VendorAuditItem[]): Promise<SaveVendorResult> {
      const emailChanged = normalizeEmail(after.email) !== normalizeEmail(before.email);
      const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...after,
              ...keys.vendor(before.id),
              ...keys.vendorByEmail(after.email),
              ...keys.vendorByPhone(after.phone),
              ...keys.vendorListing(after.name, after.id),
            },
            ConditionExpression: 'updatedAt = :was',
            ExpressionAttributeValues: { ':was': before.updatedAt },
          },
        },
      ];
      const guardIndex = items.length;
      if (emailChanged) {
        items.push(...vendorEmailGuardMove(tableName, before.id, before.email, after.email, after.updatedAt));
      }
      items.push({ Put: { TableName: tableName, Item: directoryEntryItem(after) } });
      for (const audit of audits) {
        items.push({
          Put: { TableName: tableName, Item: { ...keys.vendorAudit(before.id, audit.createdAt, audit.id), ...audit } },
        });
      }
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (err) {
        const codes = cancellationCodes(err);
        if (codes?.[0] === 'ConditionalCheckFailed') return 'changed-meanwhile';
        if (emailChanged && codes?.[guardIndex] === 'ConditionalCheckFailed') return 'email-taken';
        throw err;
      }
      return after;
    },
  };
}
export type VendorEditRepository = ReturnType<typeof makeVendorEditRepository>;
