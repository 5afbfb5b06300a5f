import { GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  vendorAuditItemSchema,
  vendorItemSchema,
  type VendorAuditItem,
  type VendorItem,
  type VendorStatus,
} from './vendor.items.js';
import { keys } from '../keys.js';
import { directoryEntryItem } from './vendor-directory.js';

/** The admins' review of vendors: read one vendor, change its status with its audit entry, read its audit log. */
export function makeVendorAdminRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async get(vendorId: string): Promise<VendorItem | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.vendor(vendorId) }));
      return r.Item ? vendorItemSchema.parse(r.Item) : undefined;
    },

    /**
     * One transaction: the status (only if it is still `vendor.status`, so two admins cannot both act on the same
     * state), the directory entry, and the audit entry. 'conflict' when the status had changed meanwhile.
     */
    async changeStatus(vendor: VendorItem, to: VendorStatus, audit: VendorAuditItem): Promise<VendorItem | 'conflict'> {
      const updated: VendorItem = { ...vendor, status: to, updatedAt: audit.createdAt, updatedBy: audit.userId };
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: keys.vendor(vendor.id),
                  UpdateExpression: 'SET #status = :to, updatedAt = :at, updatedBy = :by',
                  ConditionExpression: '#status = :from',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: {
                    ':to': to,
                    ':from': vendor.status,
                    ':at': updated.updatedAt,
                    ':by': updated.updatedBy,
                  },
                },
              },
              { Put: { TableName: tableName, Item: directoryEntryItem(updated) } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.vendorAudit(vendor.id, audit.createdAt, audit.id), ...audit },
                },
              },
            ],
          }),
        );
        return updated;
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return 'conflict';
        throw err;
      }
    },

    /** Newest first. */
    async auditLog(vendorId: string, limit: number): Promise<VendorAuditItem[]> {
      const prefix = keys.vendorAuditPrefix(vendorId);
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': prefix.pk, ':sk': prefix.skPrefix },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (r.Items ?? []).map((i) => vendorAuditItemSchema.parse(i));
    },
  };
}
export type VendorAdminRepository = ReturnType<typeof makeVendorAdminRepository>;
