/**
 * Reads behind the admin dashboard: the first dates of the calendar and one Query of a date's partition (its spaces
 * and requests, projected to the fields that are counted), whatever the number of spaces or requests.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';
import { spaceEntity, spaceRequestEntity } from './market-date.items.js';
import { toCalendarEntry, type CalendarEntry } from './vendor-dates.repository.js';

export interface MarketDateContents {
  /** Status of every request on the date. */
  requestStatuses: string[];
  spaces: { total: number; assigned: number };
}

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
      const out: MarketDateContents = { requestStatuses: [], spaces: { total: 0, assigned: 0 } };
      const items = await table.queryAll({
        ...fromKey(keys.marketDatePartition(marketDateId)),
        projection: ['_type', 'status', 'vendorId'],
      });
      for (const item of items) {
        if (spaceRequestEntity.is(item)) out.requestStatuses.push(String(item.status));
        else if (spaceEntity.is(item)) {
          out.spaces.total += 1;
          if (typeof item.vendorId === 'string' && item.vendorId) out.spaces.assigned += 1;
        }
      }
      return out;
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof makeAdminDashboardRepository>;
