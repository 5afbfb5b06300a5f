/**
 * Market dates of a test's own for the spaces tests, written straight to the local stack's table: a date far in
 * the future (not on the market calendar, so no other screen lists it), its spaces, vendors, their requests and
 * the assignment guards, shaped as the demo market writes them. Batched, so a 200-space date is quick to make.
 */
import { isType } from '../../functions/lib/data/toolkit/index.js';
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type {
  AreaItem,
  SpaceTypeFeeItem,
  SpaceTypeItem,
  VendorTypeItem,
} from '../../functions/lib/data/catalog/catalog.items.js';
import type {
  MarketDateItem,
  SpaceItem,
  SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { assignmentGuardItem } from '../../functions/lib/data/market-dates/spaces.repository.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { localStores } from './factories.js';
import { FIRST_MARKET_ID, marketIdOf } from '../../shared/markets.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';

export interface Catalog {
  areas: AreaItem[];
  vendorTypes: VendorTypeItem[];
  spaceTypes: SpaceTypeItem[];
  fees: SpaceTypeFeeItem[];
}

let weekCounter = 0;
/** A Sunday of its own far in the future, so no two test dates are likely to share a calendar date. */
function futureSunday(year: number): string {
  const jan1 = Date.UTC(year, 0, 1);
  const firstSunday = jan1 + ((7 - new Date(jan1).getUTCDay()) % 7) * 86_400_000;
  weekCounter += 1;
  const week = (Math.floor(Math.random() * 200) + weekCounter * 3) % 500;
  return new Date(firstSunday + week * 7 * 86_400_000).toISOString().slice(0, 10);
}

export function makeSpacesFixtures() {
  const { ddb, tableName, table } = localStores();
  const at = () => new Date().toISOString();

  const writeAll = (rows: Row[]) => writeRows(ddb, tableName, rows);

  return {
    ddb,
    tableName,
    table,

    /**
     * The catalog as the first market's dates see it: its areas only, active first (other test files add areas to
     * markets of their own, whose ids sort before the demo's), and every type and fee.
     */
    async catalog(): Promise<Catalog> {
      const { items } = await table.query({ pk: keys.catalog.pk });
      const of = <T>(type: string) => items.filter((i) => isType(i, type)) as T[];
      const areas = of<AreaItem>('area').filter((a) => marketIdOf(a) === FIRST_MARKET_ID);
      return {
        areas: [...areas.filter((a) => a.isActive), ...areas.filter((a) => !a.isActive)],
        vendorTypes: of<VendorTypeItem>('vendor_type'),
        spaceTypes: of<SpaceTypeItem>('space_type'),
        fees: of<SpaceTypeFeeItem>('space_type_fee'),
      };
    },

    vendor(over: Partial<VendorItem> = {}): VendorItem {
      const id = ulid();
      const now = at();
      return makeVendorItem({
        id,
        name: `Spaces Test Stand ${id.slice(-6)}`,
        contactName: 'Pat Tester',
        email: `spaces-${id.toLowerCase()}@example.com`,
        phone: '(707) 555-0188',
        vendorTypeId: '1',
        description: 'A stand made for a spaces test',
        status: 'APPROVED',
        addressLine1: '1 Test Rd',
        city: 'Sebastopol',
        state: 'CA',
        zipCode: '95472',
        createdAt: now,
        updatedAt: now,
        ...over,
      });
    },

    /**
     * Writes a market date with its spaces. Each space may name a vendor (assigned, with an approved request and
     * the guard) and a request of its own state. Vendors are written too (listed in the vendors-by-name index).
     */
    async marketDate(opts: {
      year?: number;
      spaces: {
        label: string;
        areaId?: string | null;
        spaceTypeId?: string | null;
        vendorType?: string | null;
        basePrice?: number | null;
        salesBasedRate?: number | null;
        vendor?: VendorItem;
        request?: Partial<SpaceRequestItem>;
      }[];
      /** Vendors with a request for the date but no space. */
      requestsWithoutSpace?: { vendor: VendorItem; request?: Partial<SpaceRequestItem> }[];
      over?: Partial<MarketDateItem>;
    }) {
      const now = at();
      const date = futureSunday(opts.year ?? 2032);
      const md = makeTestMarketDate({
        id: ulid(),
        date,
        maxVendors: 400,
        spaceCount: opts.spaces.length,
        assignedCount: opts.spaces.filter((s) => s.vendor).length,
        createdAt: now,
        updatedAt: now,
        layoutChangedAt: now,
        ...opts.over,
      });
      const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
      const vendors = new Map<string, VendorItem>();
      const request = (vendor: VendorItem, spaceId: string | null, over: Partial<SpaceRequestItem> = {}) => {
        const r = makeSpaceRequestItem({
          id: ulid(),
          vendorId: vendor.id,
          marketDateId: md.id,
          date,
          spaceId,
          status: spaceId ? 'approved' : 'requested',
          approvedAt: spaceId ? now : null,
          ...requestVendorFields(vendor),
          createdAt: now,
          updatedAt: now,
          ...over,
        });
        rows.push({ ...spaceRequestKeys(r), ...r });
        return r;
      };
      const spaces: (SpaceItem & { request?: SpaceRequestItem })[] = opts.spaces.map((s, i) => {
        const space = makeTestSpace({
          id: ulid(),
          marketDateId: md.id,
          label: s.label,
          spaceTypeId: s.spaceTypeId ?? null,
          areaId: s.areaId ?? null,
          vendorType: s.vendorType ?? null,
          basePrice: s.basePrice ?? null,
          salesBasedRate: s.salesBasedRate ?? null,
          position: { x: 10 + (i % 20) * 12, y: 10 + Math.floor(i / 20) * 14 },
          vendorId: s.vendor?.id ?? null,
          assignedAt: s.vendor ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        rows.push({ ...keys.space(md.id, space.id), ...space });
        if (!s.vendor) return space;
        vendors.set(s.vendor.id, s.vendor);
        rows.push({ ...assignmentGuardItem(md.id, s.vendor.id, space.id, now) });
        return { ...space, request: request(s.vendor, space.id, s.request) };
      });
      const waiting = (opts.requestsWithoutSpace ?? []).map((w) => {
        vendors.set(w.vendor.id, w.vendor);
        return { vendor: w.vendor, request: request(w.vendor, null, w.request) };
      });
      for (const v of vendors.values()) rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v });
      await writeAll(rows);
      return { marketDate: md, spaces, waiting };
    },

    /** Writes vendors that hold no request yet. */
    async vendors(list: VendorItem[]) {
      await writeAll(list.map((v) => ({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v })));
      return list;
    },

    async item<T = Record<string, unknown>>(key: { pk: string; sk: string }): Promise<T | undefined> {
      return (await table.get(key, { consistent: true })) as T | undefined;
    },
  };
}
