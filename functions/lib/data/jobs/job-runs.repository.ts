/**
 * What the scheduled jobs read and write besides the route groups' repositories: their idempotency records (written
 * with what a job did, once), a date's requests, the users to tell, the vendors with Auto Request on, the documents
 * about to expire. Each read is one Query (one per 1 MB page) whatever the number of rows; none is a Scan.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { documentTypeEntity } from '../catalog/catalog.items.js';
import { keys } from '../keys.js';
import { spaceRequestEntity, type SpaceRequestItem } from '../market-dates/market-date.items.js';
import { c, fromKey, makeTable, type Item, type TxPart } from '../toolkit/index.js';
import { documentEntity, type DocumentItem } from '../vendors/vendor.items.js';
import { isLocale, type Locale } from '../../../../shared/locale.js';

/** A job's once-only record: written with the job's effect, only if it does not exist yet. */
export type OnceRecord = Record<string, unknown> & { pk: string; sk: string };

export interface AutoRequestVendor {
  id: string;
  name: string;
  email: string;
  status: string;
  vendorTypeId: string;
  /** The markets the vendor sells at; absent: the first market only. */
  marketIds?: string[];
  /** The vendor's language (vendor.locale), a refusal is written in. */
  locale?: Locale;
}

export interface PayingVendor {
  id: string;
  name: string;
  email: string;
  /** The vendor's language (vendor.locale), its receipt and notices are written in; absent: English. */
  locale?: Locale;
}

export interface BellNotice {
  title: string;
  message: string;
  type?: 'info' | 'warning' | 'error' | 'success';
  metadata?: Record<string, string>;
}

export function makeJobRunsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    /** The records a job wrote for one date key (one consistent Query). */
    runRecords(job: string, dateKey: string): Promise<Item[]> {
      return table.queryAll({ pk: keys.jobRun(job, dateKey, '').pk, consistent: true });
    },

    /**
     * Writes the record and the effect in one transaction, only if the record does not exist. False when it does
     * (another run got there first) and nothing was written.
     */
    async writeOnce(record: OnceRecord, effect: readonly TxPart[] = []): Promise<boolean> {
      const r = await table.transact([table.tx.put(record, { guard: c.absent() }), ...effect]);
      if (r.ok) return true;
      if (r.failedAt(0)) return false;
      throw new Error(`A job's write was cancelled: ${r.codes.join(', ')}`);
    },

    /** A new item as a part of a job's write, only if no item has its key (a short code). */
    newItemPart: (item: Item): TxPart => table.tx.put(item, { guard: c.absent() }),

    /** A bell notification for a user, as a part of a job's write (so it is written with the job's record, once). */
    notificationPart(userId: string, n: BellNotice, now: Date): TxPart {
      const id = ulid(now.getTime());
      const at = now.toISOString();
      return table.tx.put({
        ...keys.userNotification(userId, id),
        ...keys.unreadNotification(userId, id),
        _type: 'notification',
        id,
        userId,
        title: n.title,
        message: n.message,
        type: n.type ?? 'info',
        isCritical: false,
        isRead: false,
        readAt: null,
        metadata: n.metadata ?? {},
        createdAt: at,
        updatedAt: at,
      });
    },

    /** Every request on a date: one Query of the date's partition, its request range only. */
    async dateRequests(marketDateId: string): Promise<SpaceRequestItem[]> {
      const items = await table.queryAll({
        pk: keys.marketDatePartition(marketDateId).pk,
        sk: { beginsWith: 'REQUEST#' },
        consistent: true,
      });
      return items.flatMap((raw) => spaceRequestEntity.tryParse(raw) ?? []);
    },

    /** The active user ids of one role, or of one vendor's users: one Query of the users-by-role index. */
    async userIds(who: { role: 'admin' } | { vendorId: string }): Promise<string[]> {
      const vendor = 'vendorId' in who;
      const items = await table.queryAll({
        ...fromKey({ gsi3pk: keys.userByRole(vendor ? 'vendor_user' : 'admin', '').gsi3pk }),
        ...(vendor ? { sk: { beginsWith: keys.vendorUsersPrefix(who.vendorId) } } : {}),
        filter: c.or(c.notExists('isActive'), c.eq('isActive', true)),
        projection: ['id'],
      });
      return items.map((i) => String(i.id));
    },

    /** Approved vendors with Auto Request on: one Query of the vendors-by-name index, filtered in DynamoDB. */
    async autoRequestVendors(): Promise<AutoRequestVendor[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi3pk: keys.vendorListing('', '').gsi3pk }),
        filter: c.and(c.eq('autoRequest', true), c.eq('status', 'APPROVED')),
        projection: ['id', 'name', 'email', 'status', 'vendorTypeId', 'marketIds', 'locale'],
      });
      return items.map((i) => ({
        id: String(i.id),
        name: String(i.name),
        email: String(i.email ?? ''),
        status: String(i.status),
        vendorTypeId: String(i.vendorTypeId ?? ''),
        ...(Array.isArray(i.marketIds) ? { marketIds: i.marketIds.map(String) } : {}),
        ...(isLocale(i.locale) ? { locale: i.locale } : {}),
      }));
    },

    /** The vendors among `ids` with Auto Payment on: one BatchGet per 100. */
    async autoPayingVendors(ids: readonly string[]): Promise<Map<string, PayingVendor>> {
      const items = await table.batchGet([...new Set(ids)].map(keys.vendor), {
        projection: ['id', 'name', 'email', 'autoPayment', 'locale'],
      });
      return new Map(
        items.filter((i) => i.autoPayment === true).map((i) => [
          String(i.id),
          {
            id: String(i.id),
            name: String(i.name),
            email: String(i.email ?? '').trim(),
            ...(isLocale(i.locale) ? { locale: i.locale } : {}),
          },
        ]),
      );
    },

    /** Documents expiring from one ISO date to another, both included: one Query of the sparse expiry index. */
    async documentsExpiring(from: string, to: string): Promise<DocumentItem[]> {
      const items = await table.queryAll({
        ...fromKey(keys.documentExpiryPartition),
        sk: { between: [`${from}#`, `${to}#~`] },
      });
      return items.flatMap((raw) => {
        const parsed = documentEntity.tryParse(raw);
        return parsed ? [parsed] : [];
      });
    },

    /** Each document type's name by id (one Query of the catalog's document types). */
    async documentTypeNames(): Promise<Map<string, string>> {
      const items = await table.queryAll(fromKey(keys.documentTypePrefix));
      return new Map(
        items.flatMap((raw) => {
          const parsed = documentTypeEntity.tryParse(raw);
          return parsed ? [[parsed.id, parsed.name] as const] : [];
        }),
      );
    },
  };
}
export type JobRunsRepository = ReturnType<typeof makeJobRunsRepository>;
