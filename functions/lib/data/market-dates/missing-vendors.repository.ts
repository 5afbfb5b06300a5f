/**
 * Reads behind the Missing Vendors report and its reminders. The report is a fixed number of requests whatever the
 * number of vendors: the vendor directory (one Query), the date's partition (one Query), the calendar index for the
 * dates of the 31 days before, and one Query per such date's partition (at most five Sundays fit in 31 days).
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { makeVendorDirectory, type DirectoryEntry } from '../vendors/vendor-directory.js';

/** What the report reads of one date: the date itself, every request's vendor and status, and each space's area. */
export interface DateAttendance {
  marketDate?: { id: string; date: string };
  requests: { vendorId: string; status: string; spaceId: string | null }[];
  /** Area of each space, by space id. */
  spaceAreas: Map<string, string | null>;
}

const PARTITION_FIELDS = ['sk', 'id', 'date', 'status', 'vendorId', 'spaceId', 'areaId'] as const;
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function makeMissingVendorsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const directory = makeVendorDirectory(ddb, tableName);

  return {
    /** The date's id and ISO date, or undefined when there is no such market date. */
    async marketDate(marketDateId: string): Promise<{ id: string; date: string } | undefined> {
      const r = await ddb.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.marketDate(marketDateId),
          ExpressionAttributeNames: { '#id': 'id', '#date': 'date' },
          ProjectionExpression: '#id, #date',
        }),
      );
      return r.Item ? { id: String(r.Item.id), date: String(r.Item.date) } : undefined;
    },

    /** One Query of a date's partition, projected to the few fields the report needs (landmarks left aside). */
    async attendance(marketDateId: string): Promise<DateAttendance> {
      const names = Object.fromEntries(PARTITION_FIELDS.map((f, i) => [`#f${i}`, f]));
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':pk': keys.marketDatePartition(marketDateId).pk },
        ProjectionExpression: Object.keys(names).join(', '),
      });
      const out: DateAttendance = { requests: [], spaceAreas: new Map() };
      for (const item of items) {
        const sk = String(item.sk);
        if (sk === keys.marketDate(marketDateId).sk) {
          out.marketDate = { id: String(item.id), date: String(item.date) };
        } else if (sk.startsWith('REQUEST#')) {
          const vendorId = str(item.vendorId);
          if (vendorId) out.requests.push({ vendorId, status: String(item.status), spaceId: str(item.spaceId) });
        } else if (sk.startsWith('SPACE#')) {
          out.spaceAreas.set(String(item.id), str(item.areaId));
        }
      }
      return out;
    },

    /** Market dates from `from` to `to` (ISO dates, inclusive): the calendar index. */
    async datesBetween(from: string, to: string): Promise<{ id: string; date: string; status: string }[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byNaturalKey,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#id': 'id', '#date': 'date', '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':from': from, ':to': to },
        ProjectionExpression: '#id, #date, #status',
      });
      return items.map((i) => ({ id: String(i.id), date: String(i.date), status: String(i.status) }));
    },

    /** Every vendor's directory entry (one Query): names, types, statuses and e-mail addresses. */
    async vendors(): Promise<DirectoryEntry[]> {
      return directory.list({});
    },
  };
}
export type MissingVendorsRepository = ReturnType<typeof makeMissingVendorsRepository>;
