import { keys } from '../keys.js';
import type { Table } from '../toolkit/index.js';
import type { SpaceRequestItem } from './market-date.items.js';

/** The vendor facts a row of a date's requests shows and its actions depend on. */
export interface PageVendor {
  id: string;
  name: string;
  status: string;
  vendorTypeId: string | null;
}

/** The vendors of one page of a date's requests: one BatchGet of that page's vendors alone, by id. */
export async function pageVendorsOf(
  table: Table,
  requests: readonly Pick<SpaceRequestItem, 'vendorId'>[],
): Promise<Map<string, PageVendor>> {
  const ids = [...new Set(requests.map((r) => r.vendorId))];
  if (!ids.length) return new Map();
  const found = await table.batchGet(ids.map(keys.vendor), { projection: ['id', 'name', 'status', 'vendorTypeId'] });
  return new Map(
    found.map((v) => [
      String(v.id),
      {
        id: String(v.id),
        name: String(v.name ?? ''),
        status: String(v.status ?? ''),
        vendorTypeId: typeof v.vendorTypeId === 'string' ? v.vendorTypeId : null,
      },
    ]),
  );
}
