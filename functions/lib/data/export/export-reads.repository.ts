/**
 * What the data export reads, a page at a time: every read is a Query on a key or index that already lists the item
 * type (no Scan), and each page is handed on before the next is read, so memory holds one page whatever the size of
 * the organisation. Attributes that must never leave the product (users' sessions, documents' object keys, messages'
 * variables) are not even read: each listing names the attributes it needs.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readSpaceLabels } from '../market-dates/space-labels.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, type Condition, type Item, type QueryInput } from '../toolkit/index.js';

/** Rows per Query: a page of vendors (the largest items, ~2 KB) stays well under a megabyte. */
const EXPORT_PAGE_SIZE = 200;

export type ExportPages = AsyncGenerator<Item[], void, undefined>;

/** What a user row of the export may hold: no sessions, no password (Cognito keeps credentials), no identity links. */
const USER_ATTRIBUTES = [
  'id',
  'username',
  'email',
  'phone',
  'role',
  'vendorId',
  'permissions',
  'isActive',
  'emailNotifications',
  'textNotifications',
  'lastLogin',
  'createdAt',
  'updatedAt',
] as const;

/** A message's log entry without its template variables (a set-password link is among them, even if redacted). */
const MESSAGE_ATTRIBUTES = [
  'id',
  'createdAt',
  'recipientId',
  'recipientName',
  'to',
  'channel',
  'templateId',
  'subject',
  'status',
  'attempts',
  'sentAt',
  'resendOf',
] as const;

/** A document's metadata: never the key of its file in the bucket. */
const DOCUMENT_ATTRIBUTES = [
  '_type',
  'id',
  'vendorId',
  'typeId',
  'fileName',
  'mimeType',
  'description',
  'uploadDate',
  'expirationDate',
  'certificateNumber',
  'countyName',
  'archived',
  'status',
  'reviewedAt',
  'reviewNote',
] as const;

export function makeExportReadsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  async function* pages(q: Omit<QueryInput, 'startKey' | 'limit'>): ExportPages {
    let startKey: Item | undefined;
    do {
      const page = await table.query({ ...q, limit: EXPORT_PAGE_SIZE, ...(startKey ? { startKey } : {}) });
      if (page.items.length) yield page.items;
      startKey = page.lastKey;
    } while (startKey);
  }

  /** One vendor partition's items of one kind (its payments, its documents): sort keys under a prefix. */
  const vendorItems = (vendorId: string, prefix: string, projection?: readonly string[]) =>
    table.queryAll({
      pk: keys.vendorPartition(vendorId).pk,
      sk: { beginsWith: prefix },
      ...(projection ? { projection } : {}),
    });

  return {
    /** The catalog partition (vendor, space and document types, areas): the names the files write for ids. */
    catalog: () => table.queryAll(fromKey(keys.catalog)),
    /** The settings partition: the organisation's markets beside the settings. */
    settingsPartition: () => table.queryAll(fromKey(keys.settings)),

    /** Every vendor, in name order (the vendors-by-name index every vendor item carries). */
    vendors: () => pages(fromKey({ gsi3pk: keys.vendorListing('', '').gsi3pk })),
    vendor: (vendorId: string) => table.get(keys.vendor(vendorId)),

    /** Every user of a role, by name (a vendor's users sort under their vendor). */
    usersOfRole: (role: 'admin' | 'vendor_user') =>
      pages({ ...fromKey({ gsi3pk: keys.userByRole(role, '').gsi3pk }), projection: USER_ATTRIBUTES }),
    vendorUsers: (vendorId: string) =>
      pages({
        ...fromKey({ gsi3pk: keys.userByRole('vendor_user', '').gsi3pk }),
        sk: { beginsWith: keys.vendorUsersPrefix(vendorId) },
        projection: USER_ATTRIBUTES,
      }),

    /** Every market date by calendar date. */
    marketDates: () => pages(fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk })),
    /** A date's spaces, under the date's partition. */
    spacesOfDate: (marketDateId: string) =>
      pages({
        pk: keys.marketDatePartition(marketDateId).pk,
        sk: { beginsWith: keys.space(marketDateId, '').sk },
      }),
    /** A date's requests, under the date's partition. */
    requestsOfDate: (marketDateId: string) =>
      pages({
        pk: keys.marketDatePartition(marketDateId).pk,
        sk: { beginsWith: keys.spaceRequest(marketDateId, '').sk },
      }),
    /** One vendor's requests by date (the vendor's requests index). */
    requestsOfVendor: (vendorId: string) => pages(fromKey({ gsi2pk: keys.vendorRequestsByDate(vendorId, '').gsi2pk })),
    /** Labels of the spaces a page of requests names, in one BatchGet per 100. */
    spaceLabels: (spaces: { marketDateId: string; spaceId: string }[]) => readSpaceLabels(ddb, tableName, spaces),

    /** A vendor's payments: one Query of its partition. */
    vendorPayments: (vendorId: string) => vendorItems(vendorId, keys.vendorPayment(vendorId, '').sk),
    /** A vendor's documents' metadata: one Query of its partition. */
    vendorDocuments: (vendorId: string) =>
      vendorItems(vendorId, keys.vendorDocument(vendorId, '').sk, DOCUMENT_ATTRIBUTES),

    /**
     * The message log, oldest first. A vendor's export reads the log with a filter on its recipients (the vendor and
     * its users) and addresses: no index lists the messages of one recipient, and an export is read once, not on a
     * screen.
     */
    messages: (only?: { recipientIds: readonly string[]; addresses: readonly string[] }) => {
      const filter: Condition | undefined = only
        ? c.or(
            only.recipientIds.length ? c.in('recipientId', only.recipientIds) : undefined,
            only.addresses.length ? c.in('to', only.addresses) : undefined,
          )
        : undefined;
      return pages({
        ...fromKey(keys.messageLogPartition),
        projection: MESSAGE_ATTRIBUTES,
        ...(filter ? { filter } : {}),
      });
    },

    /** Historical market data by date and vendor type. */
    historical: () => pages(fromKey(keys.historicalPartition)),
  };
}

export type ExportReads = ReturnType<typeof makeExportReadsRepository>;
