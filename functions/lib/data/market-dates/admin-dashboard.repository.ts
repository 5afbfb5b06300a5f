/**
 * Reads behind the admin dashboard: the first dates of the calendar and one Query of a date's partition (its spaces
 * and requests, projected to the fields that are counted), whatever the number of spaces or requests.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { toCalendarEntry, type CalendarEntry } from './vendor-dates.repository.js';

export interface MarketDateContents {
  /** Status of every request on the date. */
  requestStatuses: string[];
  spaces: { total: number; assigned: number };
}

export function makeAdminDashboardRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    /** The first `limit` market dates on or after an ISO date, ascending. */
    async datesFrom(isoDate: string, limit: number): Promise<CalendarEntry[]> {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: TABLE_INDEXES.byNaturalKey,
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
          ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':from': isoDate },
          Limit: limit,
        }),
      );
      return (r.Items ?? []).map(toCalendarEntry);
    },

    async contents(marketDateId: string): Promise<MarketDateContents> {
      const out: MarketDateContents = { requestStatuses: [], spaces: { total: 0, assigned: 0 } };
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.marketDate(marketDateId).pk },
        ExpressionAttributeNames: { '#sk': 'sk', '#status': 'status', '#vendorId': 'vendorId' },
        ProjectionExpression: '#sk, #status, #vendorId',
      });
      for (const item of items) {
        const sk = String(item.sk);
        if (sk.startsWith('REQUEST#')) out.requestStatuses.push(String(item.status));
        else if (sk.startsWith('SPACE#')) {
          out.spaces.total += 1;
          if (typeof item.vendorId === 'string' && item.vendorId) out.spaces.assigned += 1;
        }
      }
      return out;
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof makeAdminDashboardRepository>;
