/**
 * Reads behind the admin dashboard, none of which grows with the number of vendors or requests: the first dates of
 * the calendar, the next date's tally (its requests counted by status on write, date-tally.ts) and its spaces' key
 * range, and the vendors waiting for review from the vendor list's status index (only they are read).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';
import { toCalendarEntry, type CalendarEntry } from './vendor-dates.repository.js';
import { readTally } from './date-tally.js';
import type { DateTally } from '../../../../shared/date-tally.js';

export interface MarketDateContents {
  /** The date's requests counted by status. */
  requests: Pick<DateTally, 'requested' | 'approved' | 'confirmed' | 'canceled' | 'skipped'>;
  spaces: { total: number; assigned: number };
}

export interface PendingApplication {
  id: string;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  createdAt: string;
}

const APPLICATION_FIELDS = ['id', 'name', 'contactName', 'email', 'phone', 'createdAt'] as const;

export function makeAdminDashboardRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    /** The first `limit` market dates on or after an ISO date, ascending. */
    async datesFrom(isoDate: string, limit: number): Promise<CalendarEntry[]> {
      const { items } = await table.query({
        ...fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }),
        sk: { ge: isoDate },
        limit,
      });
      return items.map(toCalendarEntry);
    },

    async contents(marketDateId: string): Promise<MarketDateContents> {
      const [tally, spaces] = await Promise.all([
        readTally(table, marketDateId),
        table.queryAll({
          ...fromKey(keys.marketDatePartition(marketDateId)),
          sk: { beginsWith: keys.space(marketDateId, '').sk },
          projection: ['vendorId'],
        }),
      ]);
      const { requested, approved, confirmed, canceled, skipped } = tally;
      return {
        requests: { requested, approved, confirmed, canceled, skipped },
        spaces: {
          total: spaces.length,
          assigned: spaces.filter((s) => typeof s.vendorId === 'string' && s.vendorId).length,
        },
      };
    },

    /** The vendors waiting for review: one Query of the vendor list's index of that status, projected. */
    async pendingApplications(): Promise<PendingApplication[]> {
      const items = await table.queryAll({
        ...fromKey(keys.vendorNamesOfStatus('PENDING')),
        projection: APPLICATION_FIELDS,
      });
      return items.map((i) => ({
        id: String(i.id),
        name: String(i.name ?? ''),
        contactName: String(i.contactName ?? ''),
        email: String(i.email ?? ''),
        phone: String(i.phone ?? ''),
        createdAt: String(i.createdAt ?? ''),
      }));
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof makeAdminDashboardRepository>;
