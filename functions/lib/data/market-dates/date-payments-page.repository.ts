/**
 * One page of a market date's payments report: the date and its tally in one BatchGet, one Query of the date's list
 * index over its approved and confirmed requests, narrowed to a tab, a vendor type and an area, then the page's
 * vendors and spaces by BatchGet. Narrowed to an area, the date's spaces' key range (as many as the layout has) is read
 * first, to know the area's spaces. What a page costs depends on its size, never on how many requests or vendors
 * there are.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentGroup } from '../../../../shared/date-dashboard.js';
import type { DateTally } from '../../../../shared/date-tally.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, queryPage, type Condition, type QueryInput } from '../toolkit/index.js';
import { spaceRequestEntity, type SpaceRequestItem } from './market-date.items.js';
import { readDateWithTally } from './date-tally.js';
import {
  PAGE_SPACE_FIELDS,
  pageSpaceOf,
  pageVendorsAndSpacesOf,
  pageVendorsOf,
  type PageSpace,
  type PageVendor,
} from './page-vendors.js';
import { activeRequestsRange } from './request-listing.js';

export interface PaymentsPageQuery {
  tab: PaymentGroup;
  vendorTypeId?: string;
  areaId?: string;
  cursor?: string;
  limit: number;
}

export interface PaymentsPage {
  marketDate: { id: string; date: string };
  tally: DateTally;
  requests: SpaceRequestItem[];
  nextCursor: string | null;
  vendors: Map<string, PageVendor>;
  spaces: Map<string, PageSpace>;
}

/** DynamoDB's most operands of one IN. */
const IN_MAX = 100;

/** The tab's rule (shared/date-dashboard.ts paymentGroupOf over paymentStatusOf) as a filter on the stored amounts. */
function tabFilter(tab: PaymentGroup): Condition {
  const nothingDue = c.or(c.notExists('amountDue'), c.le('amountDue', 0));
  if (tab === 'not-required') return nothingDue;
  const balance = tab === 'paid' ? c.le('amountBalance', 0) : c.gt('amountBalance', 0);
  return c.and(c.gt('amountDue', 0), balance);
}

/** Requests holding one of these spaces, in IN clauses of at most a hundred each. */
function inSpaces(spaceIds: readonly string[]): Condition {
  const chunks: Condition[] = [];
  for (let i = 0; i < spaceIds.length; i += IN_MAX) chunks.push(c.in('spaceId', spaceIds.slice(i, i + IN_MAX)));
  return c.or(...chunks);
}

export function makeDatePaymentsPageRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  /** Every space of the date, projected: what narrowing to an area needs. */
  const allSpaces = async (marketDateId: string) =>
    new Map(
      (
        await table.queryAll({
          ...fromKey(keys.marketDatePartition(marketDateId)),
          sk: { beginsWith: keys.space(marketDateId, '').sk },
          projection: PAGE_SPACE_FIELDS,
        })
      ).map(pageSpaceOf),
    );

  /** Undefined when there is no such date. Eventually consistent: a report a moment behind a payment is harmless. */
  async function page(marketDateId: string, q: PaymentsPageQuery): Promise<PaymentsPage | undefined> {
    const [found, areaSpaces] = await Promise.all([
      readDateWithTally(table, marketDateId),
      q.areaId ? allSpaces(marketDateId) : undefined,
    ]);
    if (!found) return undefined;
    const { date, tally } = found;
    const areaSpaceIds = areaSpaces ? [...areaSpaces].filter(([, s]) => s.areaId === q.areaId).map(([id]) => id) : [];
    const marketDate = { id: String(date.id), date: String(date.date) };
    // An area without spaces holds no request: no need to ask.
    if (q.areaId && areaSpaceIds.length === 0) {
      return { marketDate, tally, requests: [], nextCursor: null, vendors: new Map(), spaces: new Map() };
    }

    // Approved then confirmed: two neighbouring status ranges of the list index, each in vendor-name order.
    const query: QueryInput = {
      ...fromKey(keys.dateRequestsListed(marketDateId)),
      sk: activeRequestsRange(marketDateId),
      filter: c.and(
        tabFilter(q.tab),
        q.vendorTypeId ? c.eq('vendorTypeId', q.vendorTypeId) : null,
        q.areaId ? inSpaces(areaSpaceIds) : null,
      ),
    };
    const cut = await queryPage(table, query, q.cursor, q.limit);
    const requests = cut.items.flatMap((raw) => spaceRequestEntity.tryParse(raw) ?? []);
    // Narrowed to an area, the date's spaces are read already; otherwise the page's vendors and spaces in one BatchGet.
    const { vendors, spaces } = areaSpaces
      ? { vendors: await pageVendorsOf(table, requests), spaces: areaSpaces }
      : await pageVendorsAndSpacesOf(table, marketDateId, requests);
    return { marketDate, tally, requests, nextCursor: cut.nextCursor, vendors, spaces };
  }

  return { page };
}
export type DatePaymentsPageRepository = ReturnType<typeof makeDatePaymentsPageRepository>;
