/**
 * Market data a test owns, written straight to the local stack's table through `localStores()`: vendors, market
 * dates, spaces, requests, documents, payments and alerts, shaped as the demo market writes them. Everything written
 * is remembered and removed by `cleanup()`, so later test files see the demo market as it was.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type {
  DocumentItem,
  PaymentItem,
  VendorAlertItem,
  VendorItem,
} from '../../functions/lib/data/vendors/vendor.items.js';
import type {
  MarketDateItem,
  SpaceItem,
  SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import {
  documentKeys,
  keys,
  marketDateKeys,
  paymentKeys,
  spaceRequestKeys,
  TABLE_INDEXES,
} from '../../functions/lib/data/keys.js';
import { fromKey, type Item } from '../../functions/lib/data/toolkit/index.js';
import { DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { makeTestDocument, makeTestMarketDate, makeTestSpace } from '../fixtures/market-data.js';
import { createTestUser, localStores, signedInClient } from './factories.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';

/**
 * Dates for a file's own market dates, a week apart from `first` (an ISO date far in the future, one per file so
 * files never share a date), starting at a random week so a file run again does not meet its last run's dates.
 */
export function farDates(first: string): () => string {
  let dayCounter = 0;
  const start = Date.parse(`${first}T00:00:00Z`);
  return () => {
    dayCounter += 1;
    const at = start + (Math.floor(Math.random() * 300) * 7 + dayCounter * 7) * 86_400_000;
    return new Date(at).toISOString().slice(0, 10);
  };
}

export function makeMarketFixtures() {
  const { ddb, tableName, table } = localStores();
  const written: { pk: string; sk: string }[] = [];
  /** Dates this file created: everything under them (requests made through the API included) goes at cleanup. */
  const dateIds: string[] = [];
  const stamp = () => new Date().toISOString();

  async function put(item: Record<string, unknown> & { pk: string; sk: string }) {
    await table.put(item);
    written.push({ pk: item.pk, sk: item.sk });
  }

  async function setting<T>(key: string, fallback: T): Promise<T> {
    const item = await table.get(keys.systemSetting(key));
    return (item?.value as T | undefined) ?? fallback;
  }

  /** An approved test stand, not written: for a test that writes it with more rows in one batch. */
  function vendorItem(over: Partial<VendorItem> = {}): VendorItem {
    const at = stamp();
    const id = ulid();
    return makeVendorItem({
      id,
      name: `Test Stand ${id.slice(-6)}`,
      contactName: 'Pat Tester',
      email: `stand-${id.toLowerCase()}@example.com`,
      phone: '(707) 555-0199',
      vendorTypeId: '1',
      description: 'A stand made for a test',
      status: 'APPROVED',
      addressLine1: '1 Test Rd',
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
      createdAt: at,
      updatedAt: at,
      ...over,
    });
  }

  /** The keys of every item in a partition (all pages). */
  const partitionKeys = async (pk: string) =>
    (await table.queryAll({ pk, projection: ['pk', 'sk'] })).map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));

  return {
    ddb,
    tableName,
    table,

    /** Today in the market's time zone (the system setting). */
    async today(): Promise<string> {
      return isoDateInZone(new Date(), await setting('market_time_zone', DEFAULT_MARKET_TIME_ZONE));
    },
    setting,

    vendorItem,

    async vendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
      const vendor = vendorItem(over);
      await put({ ...keys.vendor(vendor.id), ...vendor });
      return vendor;
    },

    /** A signed-in user of the vendor, with every vendor permission unless told otherwise. */
    async vendorUser(vendorId: string | null, permissions: readonly string[] = DEFAULT_VENDOR_PERMISSIONS) {
      const user = await createTestUser({ vendorId, permissions: [...permissions] });
      return { user, api: await signedInClient(user.email, user.password) };
    },

    async marketDate(date: string, over: Partial<MarketDateItem> = {}): Promise<MarketDateItem> {
      const at = stamp();
      const md = makeTestMarketDate({
        id: ulid(),
        date,
        maxVendors: 40,
        createdAt: at,
        updatedAt: at,
        ...over,
      });
      await put({ ...marketDateKeys(md), ...md });
      dateIds.push(md.id);
      return md;
    },

    async space(md: MarketDateItem, label: string, vendorId: string | null = null): Promise<SpaceItem> {
      const at = stamp();
      const space = makeTestSpace({
        id: ulid(),
        marketDateId: md.id,
        label,
        vendorId,
        assignedAt: vendorId ? at : null,
        createdAt: at,
        updatedAt: at,
      });
      await put({ ...keys.space(md.id, space.id), ...space });
      // As the product's own space writes do: the date counts its spaces and notes when its layout last changed.
      await table.update(keys.marketDate(md.id), {
        add: { spaceCount: 1, assignedCount: vendorId ? 1 : 0 },
        set: { layoutChangedAt: at },
      });
      return space;
    },

    /** The one-space-per-vendor guard an assignment writes beside the space. */
    async assignmentGuard(md: MarketDateItem, vendorId: string, spaceId: string) {
      const at = stamp();
      await put({
        ...keys.assignedVendor(md.id, vendorId),
        _type: 'unique_guard',
        vendorId,
        ownerId: spaceId,
        createdAt: at,
        updatedAt: at,
      });
    },

    async request(
      vendor: Pick<VendorItem, 'id'> & Partial<Pick<VendorItem, 'name' | 'vendorTypeId'>>,
      md: Pick<MarketDateItem, 'id' | 'date'>,
      over: Partial<SpaceRequestItem> = {},
    ): Promise<SpaceRequestItem> {
      const at = stamp();
      const request = makeSpaceRequestItem({
        id: ulid(),
        vendorId: vendor.id,
        marketDateId: md.id,
        date: md.date,
        spaceId: null,
        assignedAt: null,
        assignedBy: null,
        status: 'requested',
        ...(vendor.name ? requestVendorFields({ name: vendor.name, vendorTypeId: vendor.vendorTypeId }) : {}),
        createdAt: at,
        updatedAt: at,
        ...over,
      });
      await put({ ...spaceRequestKeys(request), ...request });
      return request;
    },

    async document(vendorId: string, expirationDate: string | null, archived = false): Promise<DocumentItem> {
      const doc = makeTestDocument({
        id: ulid(),
        vendorId,
        typeId: 'test-type',
        fileName: 'permit.pdf',
        expirationDate,
        archived,
        createdAt: stamp(),
      });
      await put({ ...documentKeys(doc), ...doc });
      return doc;
    },

    async payment(vendorId: string, paidDate: string, amount: number): Promise<PaymentItem> {
      const payment: PaymentItem = {
        _type: 'payment',
        id: ulid(Date.parse(paidDate)),
        vendorId,
        spaceRequestId: 'test-request',
        marketDateId: 'test-date',
        marketDate: paidDate.slice(0, 10),
        amount,
        status: 'completed',
        stripePaymentId: null,
        paymentMethod: 'cash',
        paidDate,
        createdBy: null,
        notes: null,
        lateFee: 0,
        isLatePayment: false,
        createdAt: paidDate,
        updatedAt: paidDate,
      };
      await put({ ...paymentKeys(payment), ...payment });
      return payment;
    },

    async alert(over: Partial<VendorAlertItem>): Promise<VendorAlertItem> {
      const at = stamp();
      const alert: VendorAlertItem = {
        _type: 'vendor_alert',
        id: ulid(),
        subject: 'Test alert',
        body: 'Body',
        startDate: '2000-01-01',
        endDate: null,
        vendorTypeIds: [],
        vendorIds: [],
        priority: 'medium',
        createdBy: null,
        isActive: true,
        createdAt: at,
        updatedAt: at,
        ...over,
      };
      await put({ ...keys.vendorAlert(alert.id), ...alert });
      return alert;
    },

    /** The stored request of a vendor on a date, or undefined. */
    async storedRequest(marketDateId: string, vendorId: string) {
      const item = await table.get(keys.spaceRequest(marketDateId, vendorId), { consistent: true });
      if (item) written.push(keys.spaceRequest(marketDateId, vendorId));
      return item;
    },

    /** A request's audit entries, oldest first (removed by cleanup). */
    async auditOf(requestId: string): Promise<Item[]> {
      const { items } = await table.query({ ...fromKey(keys.spaceRequestAuditPrefix(requestId)), consistent: true });
      for (const i of items) written.push({ pk: String(i.pk), sk: String(i.sk) });
      return items;
    },

    async stored(key: { pk: string; sk: string }) {
      return table.get(key, { consistent: true });
    },

    /** Upcoming market dates (today or later, not canceled) in the calendar, read straight from the index. */
    async upcomingDateCount(): Promise<number> {
      const today = await this.today();
      const items = await table.queryAll({ index: TABLE_INDEXES.byNaturalKey, pk: 'MARKET_DATES', sk: { ge: today } });
      return items.filter((i) => i.status !== 'canceled').length;
    },

    /** A market date an API call created: cleanup removes its partition too. */
    adopt(marketDateId: string) {
      dateIds.push(marketDateId);
    },

    /** Removes every item under a partition a test made (a vendor's, with what API calls added to it). */
    async removePartition(pk: string) {
      await table.batchWrite({ deletes: await partitionKeys(pk) });
    },

    /** Remembers an item an API call created, so cleanup removes it too. */
    track(key: { pk: string; sk: string }) {
      written.push(key);
    },

    async cleanup() {
      for (const id of dateIds.splice(0)) written.push(...(await partitionKeys(keys.marketDate(id).pk)));
      const unique = [...new Map(written.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
      await table.batchWrite({ deletes: unique });
      written.length = 0;
    },
  };
}
