/**
 * Reads and writes behind Bulk Messages: the audience's vendors (the name index of each status and type chosen, a
 * page at a time, or a BatchGet of a date's vendors), every vendor user's notification choices (one Query of the
 * users-by-role index), the chosen date's requests (one Query of its partition), and the batch record.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { c, fromKey, makeTable } from '../toolkit/index.js';
import { makeVendorDirectory, type DirectoryEntry } from '../vendors/vendor-directory.js';

/** What a vendor's users chose: phones of those who take texts, and whether any takes e-mail. */
export interface VendorContactChoices {
  textPhones: string[];
  /** Users of the vendor (active); when there are some and none takes e-mail, the vendor gets no e-mail. */
  users: number;
  emailUsers: number;
}

export interface DateRequest {
  vendorId: string;
  status: string;
  amountBalance: number;
}

export interface BatchRecord {
  batchId: string;
  queued: number;
  sent: number;
  failed: number;
  createdAt: string;
}

export function makeBulkMessagesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const directory = makeVendorDirectory(ddb, tableName);

  return {
    /** The vendors of one status (and type), a page at a time from that status's name index. */
    vendorPages(filter: { status: string; vendorTypeId?: string }): AsyncGenerator<DirectoryEntry[]> {
      return directory.pagesOf(filter);
    },

    /** The named vendors' directory entries: the vendors of a date's requests, never the whole directory. */
    vendorsNamed(vendorIds: readonly string[]): Promise<DirectoryEntry[]> {
      return directory.contactsOf(vendorIds);
    },

    async contactChoices(): Promise<Map<string, VendorContactChoices>> {
      const items = await table.queryAll({
        ...fromKey({ gsi3pk: keys.userByRole('vendor_user', '').gsi3pk }),
        filter: c.or(c.notExists('isActive'), c.eq('isActive', true)),
        projection: ['vendorId', 'phone', 'textNotifications', 'emailNotifications'],
      });
      const out = new Map<string, VendorContactChoices>();
      for (const u of items) {
        if (typeof u.vendorId !== 'string') continue;
        const choices = out.get(u.vendorId) ?? { textPhones: [], users: 0, emailUsers: 0 };
        choices.users += 1;
        if (u.emailNotifications !== false) choices.emailUsers += 1;
        const phone = u.phone;
        if (u.textNotifications === true && typeof phone === 'string' && phone && !choices.textPhones.includes(phone))
          choices.textPhones.push(phone);
        out.set(u.vendorId, choices);
      }
      return out;
    },

    async dateRequests(marketDateId: string): Promise<DateRequest[]> {
      const items = await table.queryAll({
        ...fromKey(keys.marketDatePartition(marketDateId)),
        sk: { beginsWith: keys.spaceRequest(marketDateId, '').sk },
        projection: ['vendorId', 'status', 'amountBalance'],
      });
      return items
        .filter((i) => typeof i.vendorId === 'string')
        .map((i) => ({
          vendorId: String(i.vendorId),
          status: String(i.status),
          amountBalance: typeof i.amountBalance === 'number' ? i.amountBalance : 0,
        }));
    },

    /** Writes the batch once; false when a batch with this id exists (the same idempotency key came again). */
    async createBatch(batch: BatchRecord & { createdBy: string; subject: string }): Promise<boolean> {
      const r = await table.put(
        { ...keys.messageBatch(batch.batchId), _type: 'message_batch', ...batch },
        { guard: c.absent() },
      );
      return r.ok;
    },

    async batch(batchId: string): Promise<BatchRecord | undefined> {
      const item = await table.get(keys.messageBatch(batchId));
      if (!item) return undefined;
      const n = (v: unknown) => (typeof v === 'number' ? v : 0);
      return {
        batchId,
        queued: n(item.queued),
        sent: n(item.sent),
        failed: n(item.failed),
        createdAt: String(item.createdAt),
      };
    },
  };
}
export type BulkMessagesRepository = ReturnType<typeof makeBulkMessagesRepository>;
