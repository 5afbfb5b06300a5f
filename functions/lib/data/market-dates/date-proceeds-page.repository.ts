/**
 * One page of a market date's proceeds report: the date and its tally (the cards' totals) in one BatchGet, one Query
 * of the date's proceeds listing over its approved and confirmed requests, gross sales highest first, narrowed to a
 * vendor type and to the paid, then the page's vendors and spaces in one BatchGet. What a page costs depends on its size,
 * never on how many requests or vendors there are.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DateTally } from '../../../../shared/date-tally.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, queryPage, type QueryInput } from '../toolkit/index.js';
import { spaceRequestEntity, type SpaceRequestItem } from './market-date.items.js';
import { readDateWithTally } from './date-tally.js';
import { pageVendorsAndSpacesOf, type PageSpace, type PageVendor } from './page-vendors.js';

export interface ProceedsPageQuery {
  vendorTypeId?: string;
  paidOnly: boolean;
  cursor?: string;
  limit: number;
}

export interface ProceedsPage {
  marketDate: { id: string; date: string };
  tally: DateTally;
  /** Gross sales split by tender over the date's approved requests (code → cents). */
  tenders: Record<string, number>;
  requests: SpaceRequestItem[];
  nextCursor: string | null;
  vendors: Map<string, PageVendor>;
  spaces: Map<string, PageSpace>;
}

/** Paid: paymentStatusOf's 'received' (something due and nothing left to pay) on the stored amounts. */
const paidFilter = () => c.and(c.gt('amountDue', 0), c.le('amountBalance', 0));

export function makeDateProceedsPageRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  /** Undefined when there is no such date. Eventually consistent: a report a moment behind a sale is harmless. */
  async function page(marketDateId: string, q: ProceedsPageQuery): Promise<ProceedsPage | undefined> {
    const active = keys.dateProceedsActive(marketDateId);
    const filters = [q.vendorTypeId ? c.eq('vendorTypeId', q.vendorTypeId) : null, q.paidOnly ? paidFilter() : null];
    const query: QueryInput = {
      ...fromKey({ gsi5pk: active.gsi5pk }),
      sk: { beginsWith: active.gsi5sk },
      ...(filters.some(Boolean) ? { filter: c.and(...filters) } : {}),
    };
    const [found, cut] = await Promise.all([
      readDateWithTally(table, marketDateId),
      queryPage(table, query, q.cursor, q.limit),
    ]);
    if (!found) return undefined;
    const { date, tally, tenders } = found;
    const requests = cut.items.flatMap((raw) => spaceRequestEntity.tryParse(raw) ?? []);
    const { vendors, spaces } = await pageVendorsAndSpacesOf(table, marketDateId, requests);
    return {
      marketDate: { id: String(date.id), date: String(date.date) },
      tally,
      tenders,
      requests,
      nextCursor: cut.nextCursor,
      vendors,
      spaces,
    };
  }

  return { page };
}
export type DateProceedsPageRepository = ReturnType<typeof makeDateProceedsPageRepository>;
