/**
 * Grows the demo market to the size `npm run bench:scale` measures at, through the product's own item builders and
 * the demo loader's writers, in batch writes: the vendors (scale-seed-vendors.ts), a thousand requests on one date
 * with the demo's layout and a thousand on another laid out for them (scale-seed-date.ts), and a season of messages,
 * documents and audit entries (scale-seed-season.ts). A date's space and assignment counts are raised by what was
 * added, as an assignment does, and its tally is dropped, so the next card read counts it again from the requests now
 * there.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/lib/data/keys.js';
import {
  marketDateEntity,
  spaceRequestEntity,
  type MarketDateItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { fromKey, isType, makeTable } from '../../functions/lib/data/toolkit/index.js';
import { DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { writeRows } from '../fixtures/market-data.js';
import { dateRows } from './scale-seed-date.js';
import { auditRows, documentRows, messageRows } from './scale-seed-season.js';
import { makeScaleVendors, vendorRows } from './scale-seed-vendors.js';

interface Growth {
  /** Approved stands, each with a request on the grown date. */
  vendors: number;
  /** Vendors who applied and are pending, on hold or rejected. */
  applicants: number;
  /** Messages sent each week of the season (one per stand, up to this many). */
  messagesPerWeek: number;
  /** Changes in the audit logs of the measured vendor and of its request. */
  auditEntries: number;
}

interface GrowthTarget {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  /** Grows to a thousand requests and keeps the demo's layout. */
  dateId: string;
  /** Grows to a thousand requests with a space for each approved one. */
  layoutDateId: string;
  /** The demo vendor and its request on the date, whose audit logs grow. */
  vendorId: string;
  adminId: string;
}

export async function growMarket(target: GrowthTarget, growth: Growth) {
  const { ddb, tableName, dateId, layoutDateId, vendorId, adminId } = target;
  const table = makeTable(ddb, tableName);
  const today = new Date();
  const at = today.toISOString();
  const dateOf = (id: string): Promise<MarketDateItem | undefined> =>
    table.get(keys.marketDate(id), { parser: marketDateEntity });
  const [md, layoutMd] = await Promise.all([dateOf(dateId), dateOf(layoutDateId)]);
  const request = await table.get(keys.spaceRequest(dateId, vendorId), { parser: spaceRequestEntity });
  if (!md || !layoutMd || !request) throw new Error('A demo date or the request of the measured vendor is missing');
  const { items: catalog } = await table.query({ ...fromKey(keys.documentTypePrefix), projection: ['id', '_type'] });
  const documentTypeIds = catalog.filter((i) => isType(i, 'document_type')).map((i) => String(i.id));

  const vendors = makeScaleVendors(growth.vendors, growth.applicants, at);
  const stands = vendors.slice(0, growth.vendors);
  const onDate = dateRows(md, stands, adminId, at, 'demo');
  const onLayoutDate = dateRows(layoutMd, stands, adminId, at, 'large');
  const spaces = onLayoutDate.filter((r) => r._type === 'space');
  const assigned = spaces.filter((r) => r.vendorId).length;
  const todayIso = isoDateInZone(today, DEFAULT_MARKET_TIME_ZONE);
  const parts = {
    vendors: vendorRows(vendors, adminId, today),
    date: onDate,
    'large layout date': onLayoutDate,
    messages: messageRows(stands, today.getTime(), growth.messagesPerWeek),
    documents: documentRows(vendors, documentTypeIds, todayIso),
    audit: auditRows(vendors, { vendorId, request }, growth.auditEntries, today.getTime()),
  };
  const t0 = performance.now();
  for (const rows of Object.values(parts)) await writeRows(ddb, tableName, rows);
  await table.update(keys.marketDate(layoutDateId), {
    add: { spaceCount: spaces.length, assignedCount: assigned },
    set: { updatedAt: at, layoutChangedAt: at },
  });
  // Written around the product, the requests moved no tally: without it, the next read recounts the date.
  await Promise.all([table.delete(keys.dateTally(dateId)), table.delete(keys.dateTally(layoutDateId))]);
  return {
    seconds: (performance.now() - t0) / 1000,
    counts: Object.fromEntries(Object.entries(parts).map(([name, rows]) => [name, rows.length])),
    spaces: spaces.length,
    assigned,
  };
}
