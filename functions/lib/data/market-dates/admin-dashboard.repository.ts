/**
 * Reads behind the admin dashboard, none of which grows with the number of vendors or requests: the first dates of
 * the calendar, the next date with its tally (its requests counted by status on write, date-tally.ts) and the space
 * counts it keeps, and the vendors waiting for review from the vendor list's status index (only they are read).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';
import { toCalendarEntry, type CalendarEntry } from './vendor-dates.repository.js';
import { readDateWithTally } from './date-tally.js';
import { countedMarketDate } from './market-date.items.js';
import { emptyTally, type DateTally } from '../../../../shared/date-tally.js';

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
    /** The first `limit` market dates on or after an ISO date, ascending: of every market, or of one (its calendar). */
    async datesFrom(isoDate: string, limit: number, marketId?: string): Promise<CalendarEntry[]> {
      const { items } = await table.query({
        ...fromKey(
          marketId
            ? { gsi2pk: keys.marketCalendar(marketId, '').gsi2pk }
            : { gsi1pk: keys.marketDateCalendar('').gsi1pk },
        ),
        sk: { ge: isoDate },
        limit,
      });
      return items.map(toCalendarEntry);
    },

    /** The date's requests by status (its tally) and its space counts (kept on the date): one BatchGet. */
    async contents(marketDateId: string): Promise<MarketDateContents> {
      const found = await readDateWithTally(table, marketDateId);
      const { requested, approved, confirmed, canceled, skipped } = found?.tally ?? emptyTally();
      const date = found ? countedMarketDate.parse(found.date) : undefined;
      return {
        requests: { requested, approved, confirmed, canceled, skipped },
        spaces: { total: date?.spaceCount ?? 0, assigned: date?.assignedCount ?? 0 },
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
