/**
 * One page of the vendors an admin may assign to a space of a date (the assign dialog, the layout editor's vendor
 * panel), read by key and index only, so a page costs the same whatever the number of vendors or requests:
 *
 * - first the date's open requests (requested, approved, confirmed) without a space, from the date's list index
 *   (keys.dateRequestsListed) in status and then name order, with the page's vendors by BatchGet;
 * - then the approved vendors in name order (the directory's status index, keys.vendorNamesOfStatus), with the
 *   page's vendors and their requests on the date by BatchGet;
 * - or, with a search term, the approved vendors one of whose words starts with it (the directory's word index,
 *   keys.vendorSearchWord), with their vendors and requests on the date by BatchGet.
 *
 * The cursor names the part it continues ('r' the open requests, 'v' the approved vendors, 'q' the search) followed
 * by that part's own DynamoDB cursor. What is read is not yet judged: the service leaves out vendors on a space,
 * vendors no longer approved and requests that are not open.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PAGE_MSG } from '../../../../shared/schemas/page.js';
import { ValidationError } from '../../http/errors.js';
import { keys } from '../keys.js';
import { c, fromKey, isType, makeTable, queryPage, type QueryInput } from '../toolkit/index.js';
import { makeVendorDirectory, type DirectoryEntry } from '../vendors/vendor-directory.js';
import { spaceRequestEntity } from './market-date.items.js';
import { openRequestsRange } from './request-listing.js';

/** A vendor as the choices show it. */
export interface ChoiceVendor {
  id: string;
  name: string;
  status: string;
  vendorTypeId: string;
  defaultAreaId: string | null;
}

/** A vendor's request on the date, as far as the choices need it. */
export interface ChoiceRequest {
  id: string;
  status: string;
  spaceId: string | null;
}

export interface ChoiceCandidate {
  vendorId: string;
  /** Undefined when the vendor item is gone. */
  vendor: ChoiceVendor | undefined;
  request: ChoiceRequest | null;
}

export interface ChoicesQuery {
  /** A word of the vendor's name or contact name, any case or accents. */
  q?: string;
  cursor?: string;
  limit: number;
}

const APPROVED = 'APPROVED';
const PART = { open: 'r', approved: 'v', search: 'q' } as const;
type Part = (typeof PART)[keyof typeof PART];

const FIELDS = ['_type', 'id', 'name', 'status', 'vendorTypeId', 'defaultAreaId', 'vendorId', 'spaceId'];

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** The part a cursor continues and that part's own cursor; a cursor of the other mode (search or not) is refused. */
function partOf(cursor: string | undefined, searching: boolean): { part: Part; inner: string | undefined } {
  if (!cursor) return { part: searching ? PART.search : PART.open, inner: undefined };
  const part = cursor.charAt(0);
  const allowed: readonly string[] = searching ? [PART.search] : [PART.open, PART.approved];
  if (!allowed.includes(part)) throw new ValidationError(PAGE_MSG.badCursor);
  return { part: part as Part, inner: cursor.slice(1) || undefined };
}

const withPart = (part: Part, inner: string | null) => (inner === null ? null : `${part}${inner}`);

export function makeAssignmentChoicesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const directory = makeVendorDirectory(ddb, tableName);

  /** The date's open requests without a space, in its list's order (read 4× the page and cut: seldom sparse). */
  const openRequestsQuery = (marketDateId: string): QueryInput => ({
    ...fromKey(keys.dateRequestsListed(marketDateId)),
    sk: openRequestsRange(marketDateId),
    filter: c.or(c.notExists('spaceId'), c.eq('spaceId', null)),
  });

  /** The vendors named, and the requests on the date of those in `withRequest`, in one BatchGet of those keys. */
  async function vendorsAndRequests(marketDateId: string, vendorIds: readonly string[], withRequest: Set<string>) {
    const ids = [...new Set(vendorIds)];
    const vendors = new Map<string, ChoiceVendor>();
    const requests = new Map<string, ChoiceRequest>();
    if (!ids.length) return { vendors, requests };
    const found = await table.batchGet(
      [
        ...ids.map(keys.vendor),
        ...ids.filter((id) => withRequest.has(id)).map((id) => keys.spaceRequest(marketDateId, id)),
      ],
      { projection: FIELDS },
    );
    for (const raw of found) {
      if (isType(raw, 'vendor'))
        vendors.set(String(raw.id), {
          id: String(raw.id),
          name: String(raw.name ?? ''),
          status: String(raw.status ?? ''),
          vendorTypeId: String(raw.vendorTypeId ?? ''),
          defaultAreaId: text(raw.defaultAreaId),
        });
      else if (spaceRequestEntity.is(raw))
        requests.set(String(raw.vendorId), {
          id: String(raw.id),
          status: String(raw.status),
          spaceId: text(raw.spaceId),
        });
    }
    return { vendors, requests };
  }

  return {
    async page(
      marketDateId: string,
      query: ChoicesQuery,
    ): Promise<{ candidates: ChoiceCandidate[]; nextCursor: string | null }> {
      const searching = !!query.q;
      const { part, inner } = partOf(query.cursor, searching);
      const openRequests: { vendorId: string; request: ChoiceRequest }[] = [];
      let others: DirectoryEntry[] = [];
      let nextCursor: string | null = null;

      if (part === PART.search) {
        const found = await directory.searchPage(query.q ?? '', APPROVED, inner, query.limit);
        others = found.items;
        nextCursor = withPart(PART.search, found.nextCursor);
      } else {
        let room = query.limit;
        let approvedCursor = inner;
        if (part === PART.open) {
          const cut = await queryPage(table, openRequestsQuery(marketDateId), inner, query.limit);
          for (const raw of cut.items) {
            const r = spaceRequestEntity.tryParse(raw);
            if (r)
              openRequests.push({
                vendorId: r.vendorId,
                request: { id: r.id, status: r.status, spaceId: r.spaceId ?? null },
              });
          }
          room -= cut.items.length;
          approvedCursor = undefined;
          // The approved vendors follow once the open requests are all shown, on the same page while it has room.
          if (cut.nextCursor) nextCursor = withPart(PART.open, cut.nextCursor);
          else if (room <= 0) nextCursor = PART.approved;
        }
        if (part === PART.approved || (!nextCursor && room > 0)) {
          const page = await directory.page({ status: APPROVED }, approvedCursor, room);
          others = page.items;
          nextCursor = withPart(PART.approved, page.nextCursor);
        }
      }

      const othersIds = others.map((e) => e.id);
      const { vendors, requests } = await vendorsAndRequests(
        marketDateId,
        [...openRequests.map((o) => o.vendorId), ...othersIds],
        new Set(othersIds),
      );
      // Past the open requests, a vendor with a request of any status was shown already or is not offered.
      const shownOrRefused = (id: string) => part !== PART.search && requests.has(id);
      const candidates: ChoiceCandidate[] = [
        ...openRequests.map((o) => ({ vendorId: o.vendorId, vendor: vendors.get(o.vendorId), request: o.request })),
        ...othersIds
          .filter((id) => !shownOrRefused(id))
          .map((id) => ({ vendorId: id, vendor: vendors.get(id), request: requests.get(id) ?? null })),
      ];
      return { candidates, nextCursor };
    },
  };
}
export type AssignmentChoicesRepository = ReturnType<typeof makeAssignmentChoicesRepository>;
