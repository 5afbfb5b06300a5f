/**
 * Export everything: the organisation's data (admin) or one vendor's own data as one ZIP of CSV files with a
 * manifest, written into the bucket as it is read and handed to the caller as a short-lived download link.
 *
 * Reading: every file is a sequence of Queries on keys that already list its items (export-reads.repository.ts), a
 * page at a time; what is kept between files is only the names the files write for ids (vendor types, markets, the
 * market dates' calendar dates, vendors' names), which grow with the number of vendors and dates, not with their
 * records. A vendor's export reads only that vendor's partition and indexes, its users and its messages, so another
 * vendor's data is never read, let alone written.
 */
import { NotFoundError } from '../lib/http/errors.js';
import type { ExportReads } from '../lib/data/export/export-reads.repository.js';
import type { MarketItem } from '../lib/data/settings/market.item.js';
import type { ExportStore } from '../lib/storage/export-store.js';
import { EXPORT_PREFIX } from '../lib/storage/export-store.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import { isoDateInZone, usableTimeZone } from '../../shared/market-time.js';
import type { CsvValue } from '../../shared/report-csv.js';
import {
  cellsOf,
  DOCUMENTS_FILE,
  HISTORICAL_FILE,
  MARKET_DATES_FILE,
  MARKETS_FILE,
  MESSAGES_FILE,
  PAYMENTS_FILE,
  SPACE_REQUESTS_FILE,
  SPACES_FILE,
  USERS_FILE,
  VENDORS_FILE,
  type ExportFile,
  type ExportNames,
  type Row,
} from './export-files.js';
import { ExportZipWriter, type ExportManifest } from './export-zip.js';

/** Vendors whose payments or documents are read side by side: one Query each. */
const VENDORS_AT_ONCE = 16;

export interface ExportDeps {
  reads: ExportReads;
  settings: { getSettings(): Promise<{ marketTimeZone: string; organisationName?: string; markets: MarketItem[] }> };
  store: ExportStore;
  newId: () => string;
  now: () => Date;
}

export interface ExportResult {
  /** Where the browser downloads the file (a presigned GET, valid a few minutes). */
  url: string;
  key: string;
  fileName: string;
  bytes: number;
  manifest: ExportManifest;
}

/** "Sunny Acres Farm" → "sunny-acres-farm": a vendor's name as part of a file name. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug || 'vendor';
}

type Page = readonly (readonly CsvValue[])[];

export function makeExportService(deps: ExportDeps) {
  const { reads } = deps;

  /** The names every file writes in place of ids, read once: the catalog, the markets, every date's calendar date. */
  async function loadNames(markets: readonly MarketItem[]): Promise<ExportNames & { vendors: Map<string, string> }> {
    const catalog = await reads.catalog();
    const of = (type: string, label: 'label' | 'name') =>
      new Map(catalog.filter((i) => i._type === type).map((i) => [String(i.id), String(i[label] ?? i.id)]));
    const marketDates = new Map<string, { date: string; marketId: string }>();
    for await (const page of reads.marketDates()) {
      for (const d of page) {
        marketDates.set(String(d.id), {
          date: String(d.date),
          marketId: typeof d.marketId === 'string' && d.marketId ? d.marketId : FIRST_MARKET_ID,
        });
      }
    }
    return {
      vendorTypes: of('vendor_type', 'label'),
      spaceTypes: of('space_type', 'name'),
      areas: of('area', 'name'),
      documentTypes: of('document_type', 'name'),
      markets: new Map(markets.map((m) => [m.id, m.name])),
      marketDates,
      vendors: new Map(),
    };
  }

  /** Rows of a file from pages of items, written as they come. */
  async function* rowsOf(file: ExportFile, pages: AsyncIterable<Row[]>, names: ExportNames): AsyncGenerator<Page> {
    for await (const page of pages) yield page.map((row) => cellsOf(file, row, names));
  }

  async function* listed(items: readonly Row[], size = 200): AsyncGenerator<Row[]> {
    for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
  }

  /** Each page of requests with its assigned spaces' labels (one BatchGet per page). */
  async function* withSpaceLabels(pages: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
    for await (const page of pages) {
      const assigned = page
        .filter((r) => typeof r.spaceId === 'string' && r.spaceId)
        .map((r) => ({ marketDateId: String(r.marketDateId), spaceId: String(r.spaceId) }));
      const labels = await reads.spaceLabels(assigned);
      yield page.map((r) => (typeof r.spaceId === 'string' ? { ...r, spaceLabel: labels.get(r.spaceId) } : r));
    }
  }

  /** One page per market date, of whatever `read` lists under the date. */
  async function* perDate(
    dates: Iterable<string>,
    read: (marketDateId: string) => AsyncIterable<Row[]>,
  ): AsyncGenerator<Row[]> {
    for (const id of dates) yield* read(id);
  }

  /** A per-vendor listing for many vendors: VENDORS_AT_ONCE Queries side by side, rows kept in vendor order. */
  async function* perVendor(vendorIds: readonly string[], read: (vendorId: string) => Promise<Row[]>) {
    for (let i = 0; i < vendorIds.length; i += VENDORS_AT_ONCE) {
      const found = await Promise.all(vendorIds.slice(i, i + VENDORS_AT_ONCE).map(read));
      const rows = found.flat();
      if (rows.length) yield rows;
    }
  }

  async function write(
    key: string,
    fill: (zip: ExportZipWriter) => Promise<ExportManifest>,
  ): Promise<{ manifest: ExportManifest; bytes: number }> {
    const upload = deps.store.begin(key);
    try {
      const manifest = await fill(new ExportZipWriter((chunk) => upload.write(chunk), deps.now()));
      const { bytes } = await upload.finish();
      return { manifest, bytes };
    } catch (err) {
      await upload.abort();
      throw err;
    }
  }

  /** The organisation as the manifest names it: its name setting, else its first market's name. */
  function organisationOf(settings: { organisationName?: string; markets: readonly MarketItem[] }) {
    const { markets } = settings;
    return { name: settings.organisationName || (markets[0]?.name ?? ''), markets: markets.map((m) => m.name) };
  }

  async function hand(key: string, fileName: string, done: { manifest: ExportManifest; bytes: number }) {
    const url = await deps.store.presignDownload(key, fileName);
    return { url, key, fileName, ...done };
  }

  return {
    /** The whole organisation's data. */
    async exportAll(): Promise<ExportResult> {
      const now = deps.now();
      const settings = await deps.settings.getSettings();
      const names = await loadNames(settings.markets);
      const vendorIds: string[] = [];
      const key = `${EXPORT_PREFIX}${deps.newId()}.zip`;
      const done = await write(key, async (zip) => {
        const csv = (file: ExportFile, pages: AsyncIterable<Row[]>) =>
          zip.csv(file.name, file.columns, rowsOf(file, pages, names));

        await csv(
          VENDORS_FILE,
          (async function* () {
            for await (const page of reads.vendors()) {
              for (const v of page) {
                vendorIds.push(String(v.id));
                names.vendors.set(String(v.id), String(v.name));
              }
              yield page;
            }
          })(),
        );
        await csv(
          USERS_FILE,
          (async function* () {
            yield* reads.usersOfRole('admin');
            yield* reads.usersOfRole('vendor_user');
          })(),
        );
        await csv(MARKETS_FILE, listed(settings.markets as unknown as Row[]));
        await csv(
          MARKET_DATES_FILE,
          (async function* () {
            yield* reads.marketDates();
          })(),
        );
        await csv(SPACES_FILE, perDate(names.marketDates.keys(), reads.spacesOfDate));
        await csv(SPACE_REQUESTS_FILE, withSpaceLabels(perDate(names.marketDates.keys(), reads.requestsOfDate)));
        await csv(PAYMENTS_FILE, perVendor(vendorIds, reads.vendorPayments));
        await csv(DOCUMENTS_FILE, perVendor(vendorIds, reads.vendorDocuments));
        await csv(MESSAGES_FILE, reads.messages());
        await csv(HISTORICAL_FILE, reads.historical());
        return zip.finish({ exportedAt: now.toISOString(), organisation: organisationOf(settings) });
      });
      const day = isoDateInZone(now, usableTimeZone(settings.marketTimeZone));
      return hand(key, `marketday-export-${day}.zip`, done);
    },

    /** One vendor's own data: its vendor row, users, requests, payments, documents' metadata and messages. */
    async exportVendor(vendorId: string): Promise<ExportResult> {
      const now = deps.now();
      const vendor = await reads.vendor(vendorId);
      if (!vendor) throw new NotFoundError();
      const settings = await deps.settings.getSettings();
      const names = await loadNames(settings.markets);
      const vendorName = String(vendor.name);
      names.vendors.set(vendorId, vendorName);
      const users: Row[] = [];
      const key = `${EXPORT_PREFIX}${deps.newId()}.zip`;
      const done = await write(key, async (zip) => {
        const csv = (file: ExportFile, pages: AsyncIterable<Row[]>) =>
          zip.csv(file.name, file.columns, rowsOf(file, pages, names));

        await csv(VENDORS_FILE, listed([vendor]));
        await csv(
          USERS_FILE,
          (async function* () {
            for await (const page of reads.vendorUsers(vendorId)) {
              users.push(...page.map((u) => ({ id: u.id, email: u.email })));
              yield page;
            }
          })(),
        );
        await csv(SPACE_REQUESTS_FILE, withSpaceLabels(reads.requestsOfVendor(vendorId)));
        await csv(PAYMENTS_FILE, listed(await reads.vendorPayments(vendorId)));
        await csv(DOCUMENTS_FILE, listed(await reads.vendorDocuments(vendorId)));
        const addresses = [vendor.email, ...users.map((u) => u.email)].filter(
          (a): a is string => typeof a === 'string' && a.length > 0,
        );
        await csv(
          MESSAGES_FILE,
          reads.messages({
            recipientIds: [vendorId, ...users.map((u) => String(u.id))].slice(0, 50),
            addresses: [...new Set(addresses)].slice(0, 50),
          }),
        );
        return zip.finish({
          exportedAt: now.toISOString(),
          organisation: organisationOf(settings),
          vendor: { id: vendorId, name: vendorName },
        });
      });
      const day = isoDateInZone(now, usableTimeZone(settings.marketTimeZone));
      return hand(key, `marketday-${slugOf(vendorName)}-${day}.zip`, done);
    },
  };
}

export type ExportService = ReturnType<typeof makeExportService>;
