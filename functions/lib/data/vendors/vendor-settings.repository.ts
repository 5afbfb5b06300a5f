import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeItemSchema, type VendorTypeItem } from '../catalog/catalog.items.js';
import { keys, normalizeEmail } from '../keys.js';
import { directoryEntryItem } from './vendor-directory.js';
import { vendorEmailGuardMove } from './vendor-email-guard.js';
import type { VendorAuditItem, VendorItem } from './vendor.items.js';

/** The vendor fields Business Details and Settings changes (spec 3 §7), one at a time. */
export type VendorSettingChange =
  | { field: 'name' | 'email' | 'phone' | 'addressLine1' | 'city' | 'state' | 'zipCode'; value: string }
  | { field: 'website' | 'addressLine2'; value: string | null }
  | { field: 'autoRequest' | 'autoPayment'; value: boolean };

/** Fields the vendor directory entry holds: a change of one rewrites the entry in the same transaction. */
const DIRECTORY_FIELDS = new Set(['name', 'email', 'phone']);

export function makeVendorSettingsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async vendorType(vendorTypeId: string): Promise<VendorTypeItem | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.vendorType(vendorTypeId) }));
      return r.Item ? vendorTypeItemSchema.parse(r.Item) : undefined;
    },

    /**
     * One transaction: the field (only if the vendor is unchanged since it was read), the index key that follows
     * it (e-mail, phone, name), the e-mail's guard swapped, the directory entry, and the audit entry.
     * 'conflict' when the vendor changed meanwhile; 'email-taken' when another vendor holds the e-mail.
     */
    async change(
      vendor: VendorItem,
      change: VendorSettingChange,
      audit: VendorAuditItem,
    ): Promise<VendorItem | 'conflict' | 'email-taken'> {
      const at = audit.createdAt;
      const updated = { ...vendor, [change.field]: change.value, updatedAt: at, updatedBy: audit.userId } as VendorItem;
      const names: Record<string, string> = { '#f': change.field };
      const values: Record<string, unknown> = {
        ':v': change.value,
        ':at': at,
        ':by': audit.userId,
        ':was': vendor.updatedAt,
      };
      const sets = ['#f = :v', 'updatedAt = :at', 'updatedBy = :by'];
      const indexKeys =
        change.field === 'email'
          ? keys.vendorByEmail(change.value)
          : change.field === 'phone'
            ? keys.vendorByPhone(change.value)
            : change.field === 'name'
              ? keys.vendorListing(change.value, vendor.id)
              : {};
      Object.entries(indexKeys).forEach(([k, v], i) => {
        names[`#k${i}`] = k;
        values[`:k${i}`] = v;
        sets.push(`#k${i} = :k${i}`);
      });
      const items: object[] = [
        {
          Update: {
            TableName: tableName,
            Key: keys.vendor(vendor.id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :was',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        { Put: { TableName: tableName, Item: { ...keys.vendorAudit(vendor.id, at, audit.id), ...audit } } },
      ];
      if (DIRECTORY_FIELDS.has(change.field)) {
        items.push({ Put: { TableName: tableName, Item: directoryEntryItem(updated) } });
      }
      const emailChanged = change.field === 'email' && normalizeEmail(change.value) !== normalizeEmail(vendor.email);
      const guardIndex = items.length;
      if (emailChanged) {
        items.push(...vendorEmailGuardMove(tableName, vendor.id, vendor.email, change.value, at));
      }
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: items as never }));
        return updated;
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        if (emailChanged && reasons?.[guardIndex]?.Code === 'ConditionalCheckFailed') return 'email-taken';
        if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return 'conflict';
        throw err;
      }
    },
  };
}
export type VendorSettingsRepository = ReturnType<typeof makeVendorSettingsRepository>;
