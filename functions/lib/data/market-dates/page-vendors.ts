import { keys } from '../keys.js';
import type { Table } from '../toolkit/index.js';
import { vendorEntity } from '../vendors/vendor.items.js';
import { spaceEntity, type SpaceRequestItem } from './market-date.items.js';

/** The vendor facts a row of a date's requests shows and its actions depend on. */
export interface PageVendor {
  id: string;
  name: string;
  status: string;
  vendorTypeId: string | null;
}

const VENDOR_FIELDS = ['id', 'name', 'status', 'vendorTypeId'];

const pageVendorOf = (v: Record<string, unknown>): [string, PageVendor] => [
  String(v.id),
  {
    id: String(v.id),
    name: String(v.name ?? ''),
    status: String(v.status ?? ''),
    vendorTypeId: typeof v.vendorTypeId === 'string' ? v.vendorTypeId : null,
  },
];

/** The vendors of one page of a date's requests: one BatchGet of that page's vendors alone, by id. */
export async function pageVendorsOf(
  table: Table,
  requests: readonly Pick<SpaceRequestItem, 'vendorId'>[],
): Promise<Map<string, PageVendor>> {
  const ids = [...new Set(requests.map((r) => r.vendorId))];
  if (!ids.length) return new Map();
  const found = await table.batchGet(ids.map(keys.vendor), { projection: VENDOR_FIELDS });
  return new Map(found.map(pageVendorOf));
}

/** What a row of a date's requests shows of its space. */
export interface PageSpace {
  label: string;
  areaId: string | null;
}

/** What a row shows of its space, as a projection. */
export const PAGE_SPACE_FIELDS = ['id', 'label', 'areaId'];

/** A space item, projected to what a row shows. */
export const pageSpaceOf = (s: Record<string, unknown>): [string, PageSpace] => [
  String(s.id),
  { label: String(s.label ?? ''), areaId: typeof s.areaId === 'string' ? s.areaId : null },
];

/**
 * The vendors and the spaces of one page of a date's requests in one BatchGet of those keys alone (a page of at most
 * 200 rows names at most 400 keys: BatchGet asks a hundred at a time).
 */
export async function pageVendorsAndSpacesOf(
  table: Table,
  marketDateId: string,
  requests: readonly Pick<SpaceRequestItem, 'vendorId' | 'spaceId'>[],
): Promise<{ vendors: Map<string, PageVendor>; spaces: Map<string, PageSpace> }> {
  const vendorIds = [...new Set(requests.map((r) => r.vendorId))];
  const spaceIds = [...new Set(requests.flatMap((r) => (r.spaceId ? [r.spaceId] : [])))];
  if (!vendorIds.length && !spaceIds.length) return { vendors: new Map(), spaces: new Map() };
  const found = await table.batchGet(
    [...vendorIds.map(keys.vendor), ...spaceIds.map((id) => keys.space(marketDateId, id))],
    { projection: ['_type', ...new Set([...VENDOR_FIELDS, ...PAGE_SPACE_FIELDS])] },
  );
  return {
    vendors: new Map(found.filter((i) => i._type === vendorEntity.type).map(pageVendorOf)),
    spaces: new Map(found.filter((i) => i._type === spaceEntity.type).map(pageSpaceOf)),
  };
}
