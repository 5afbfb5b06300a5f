/**
 * The six reports and historical market data. Each report reads a fixed number of items kinds whatever the number of
 * dates, vendors or requests: the per-date aggregates of the range (one Query), and where it needs them the
 * historical entries, auto-payment records, catalog and settings (one Query each). Vendor names come from a BatchGet
 * of the vendors the rows name; only Stale Vendors, whose rows are approved vendors, walks that status's name index.
 */
import { addDays, isoDateInZone, zoneOf } from '../../shared/market-time.js';
import { isId } from '../../shared/schemas/ids.js';
import { FIRST_MARKET_ID, marketIdOf } from '../../shared/markets.js';
import {
  DEFAULT_STALE_DAYS,
  historicalEntrySchema,
  MAX_REPORT_RANGE_DAYS,
  rangeProblem,
  REPORT_NAMES,
  type HistoricalEntry,
  type HistoricalRow,
  type HistoricalRowError,
  type ReportName,
  type ReportQuery,
  type ReportResponse,
} from '../../shared/schemas/reports.js';
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type { ReportsRepository } from '../lib/data/reports/reports.repository.js';
import type { DirectoryEntry, VendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { NotFoundError, ValidationError } from '../lib/http/errors.js';
import {
  attendanceReport,
  autoPaymentsReport,
  marketProceedsReport,
  matches,
  pastDueReport,
  priceErrorsReport,
  staleVendorsReport,
  type Built,
  type Names,
} from './report-rows.js';

export interface ReportsDeps {
  store: Pick<
    ReportsRepository,
    | 'aggregatesBetween'
    | 'historicalBetween'
    | 'autoPaymentsBetween'
    | 'putHistorical'
    | 'deleteHistorical'
    | 'importHistorical'
    | 'attendanceDatesBetween'
  >;
  catalog: { snapshot(): Promise<CatalogSnapshot> };
  directory: Pick<VendorDirectory, 'entriesOf' | 'pagesOf'>;
  settings: { getSettings(): Promise<{ marketTimeZone: string; latePaymentGraceDays: number }> };
  now: () => Date;
}

const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

export function makeReportsService(deps: ReportsDeps) {
  const now = deps.now;

  const typeNames = (catalog: CatalogSnapshot) => new Map(catalog.vendorTypes.map((t) => [t.id, t.label]));
  const vendorNames = (vendors: readonly Pick<DirectoryEntry, 'id' | 'name'>[]) =>
    new Map(vendors.map((v) => [v.id, v.name]));

  /** Names of the vendors a report's rows name: a BatchGet of those vendors, never the whole directory. */
  const namesOf = async (vendorIds: Iterable<string>) => vendorNames(await deps.directory.entriesOf([...vendorIds]));

  /** Every approved vendor (of the type asked for), walked a page at a time along that status's name index. */
  async function approvedVendors(vendorTypeId: string | undefined): Promise<DirectoryEntry[]> {
    const out: DirectoryEntry[] = [];
    for await (const page of deps.directory.pagesOf(
      vendorTypeId ? { status: 'APPROVED', vendorTypeId } : { status: 'APPROVED' },
    ))
      out.push(...page);
    return out;
  }

  async function build(
    name: ReportName,
    q: ReportQuery,
  ): Promise<{ built: Built; from: string | null; to: string | null; today: string }> {
    const filters = { vendorTypeId: q.vendorTypeId, areaId: q.areaId };
    for (const [field, value] of Object.entries({ ...filters, marketId: q.marketId }))
      if (value !== undefined && !isId(value)) throw new ValidationError(`${field} is not a valid id`, { field });
    // One market's dates: the aggregates already read carry their market; historical entries are the first
    // market's (they were entered before markets existed).
    const store = {
      aggregatesBetween: async (from: string, to: string) =>
        (await deps.store.aggregatesBetween(from, to)).filter((a) => !q.marketId || marketIdOf(a) === q.marketId),
      historicalBetween: async (from: string, to: string) =>
        !q.marketId || q.marketId === FIRST_MARKET_ID ? deps.store.historicalBetween(from, to) : [],
      pastAttendance: async (from: string, to: string) =>
        (await deps.store.attendanceDatesBetween(from, to)).filter((p) => !q.marketId || p.marketId === q.marketId),
    };

    if (name === 'stale-vendors') {
      if (q.from || q.to) throw new ValidationError('Stale Vendors takes days, not a date range', { field: 'from' });
      const settings = await deps.settings.getSettings();
      const today = isoDateInZone(now(), zoneOf(settings));
      const since = addDays(today, -MAX_REPORT_RANGE_DAYS);
      const [aggregates, past, vendors, catalog] = await Promise.all([
        store.aggregatesBetween(since, addDays(today, -1)),
        store.pastAttendance(since, addDays(today, -1)),
        approvedVendors(filters.vendorTypeId),
        deps.catalog.snapshot(),
      ]);
      const names: Names = { vendorTypes: typeNames(catalog), vendors: vendorNames(vendors) };
      const days = q.days ?? DEFAULT_STALE_DAYS;
      const built = staleVendorsReport(aggregates, vendors, names, filters, today, days, past);
      return { built, from: null, to: null, today };
    }

    if (q.days !== undefined) throw new ValidationError('days applies to Stale Vendors only', { field: 'days' });
    const problem = rangeProblem(q.from, q.to);
    if (problem) throw new ValidationError(problem, { field: 'from' });
    const from = q.from!;
    const to = q.to!;

    const settingsP = deps.settings.getSettings();
    const todayOf = async () => isoDateInZone(now(), zoneOf(await settingsP));
    switch (name) {
      case 'attendance': {
        const [aggregates, historical, past, catalog, today] = await Promise.all([
          store.aggregatesBetween(from, to),
          store.historicalBetween(from, to),
          store.pastAttendance(from, to),
          deps.catalog.snapshot(),
          todayOf(),
        ]);
        const names: Names = { vendorTypes: typeNames(catalog), vendors: new Map() };
        return { built: attendanceReport(aggregates, historical, names, filters, today, past), from, to, today };
      }
      case 'market-proceeds': {
        const [aggregates, historical, today] = await Promise.all([
          store.aggregatesBetween(from, to),
          store.historicalBetween(from, to),
          todayOf(),
        ]);
        return { built: marketProceedsReport(aggregates, historical, filters), from, to, today };
      }
      case 'price-calculation-errors': {
        const [aggregates, today] = await Promise.all([store.aggregatesBetween(from, to), todayOf()]);
        const shown = aggregates.flatMap((a) =>
          a.priceErrors.filter((e) => matches(filters, e)).map((e) => e.vendorId),
        );
        const names: Names = { vendorTypes: new Map(), vendors: await namesOf(shown) };
        return { built: priceErrorsReport(aggregates, names, filters), from, to, today };
      }
      case 'past-due-payments': {
        const [aggregates, catalog, settings] = await Promise.all([
          store.aggregatesBetween(from, to),
          deps.catalog.snapshot(),
          settingsP,
        ]);
        const today = await todayOf();
        const shown = aggregates.flatMap((a) => a.owing.filter((o) => matches(filters, o)).map((o) => o.vendorId));
        const names: Names = { vendorTypes: typeNames(catalog), vendors: await namesOf(shown) };
        const built = pastDueReport(aggregates, names, filters, today, settings.latePaymentGraceDays);
        return { built, from, to, today };
      }
      case 'auto-payments': {
        if (q.areaId) throw new ValidationError('Auto-Payments cannot be filtered by area', { field: 'areaId' });
        const [payments, today, settings] = await Promise.all([
          deps.store.autoPaymentsBetween(from, to),
          todayOf(),
          settingsP,
        ]);
        // Payments do not carry the vendor's type: the entries of the vendors paid give it, and their names.
        const vendors = await deps.directory.entriesOf(payments.map((p) => p.vendorId));
        const names: Names = { vendorTypes: new Map(), vendors: vendorNames(vendors) };
        const typeOf = new Map(vendors.map((v) => [v.id, v.vendorTypeId]));
        const built = autoPaymentsReport(payments, names, typeOf, filters, zoneOf(settings));
        return { built, from, to, today };
      }
    }
  }

  return {
    async report(rawName: string, q: ReportQuery): Promise<ReportResponse & { today: string }> {
      if (!isReportName(rawName))
        throw new NotFoundError(`Unknown report "${rawName.slice(0, 40)}". Reports: ${REPORT_NAMES.join(', ')}`);
      const { built, from, to, today } = await build(rawName, q);
      return { name: rawName, from, to, today, ...built };
    },

    async historical(from: string | undefined, to: string | undefined): Promise<HistoricalRow[]> {
      const [items, catalog] = await Promise.all([
        deps.store.historicalBetween(from ?? '0000-00-00', to ?? '9999-99-99'),
        deps.catalog.snapshot(),
      ]);
      const types = typeNames(catalog);
      return items.map((i) => ({
        marketDate: i.marketDate,
        vendorTypeId: i.vendorTypeId,
        vendorType: types.get(i.vendorTypeId) ?? 'Unknown type',
        vendorCount: i.vendorCount,
        grossSales: i.grossSales,
        proceeds: i.proceeds,
        notes: i.notes,
        updatedAt: i.updatedAt,
      }));
    },

    async saveHistorical(entry: HistoricalEntry, by: string | null): Promise<void> {
      const catalog = await deps.catalog.snapshot();
      if (!catalog.vendorTypes.some((t) => t.id === entry.vendorTypeId))
        throw new ValidationError('Unknown vendor type', { field: 'vendorTypeId' });
      await deps.store.putHistorical(entry, now().toISOString(), by);
    },

    /** Deleting is idempotent: an entry already gone is not an error (a double click, a retried call). */
    async deleteHistorical(marketDate: string, vendorTypeId: string): Promise<void> {
      await deps.store.deleteHistorical(marketDate, vendorTypeId);
    },

    /**
     * Checks every row first (a vendor type may be named by id, code or label) and writes nothing unless all pass,
     * so a file with a mistake can be fixed and imported again without doubling anything.
     */
    async importHistorical(rows: readonly unknown[], by: string | null): Promise<{ imported: number }> {
      const catalog = await deps.catalog.snapshot();
      const typeIds = new Map<string, string>();
      for (const t of catalog.vendorTypes)
        for (const k of [t.id, t.code, t.label]) typeIds.set(k.trim().toLowerCase(), t.id);
      const errors: HistoricalRowError[] = [];
      const entries = new Map<string, HistoricalEntry>();
      rows.forEach((raw, i) => {
        const row = i + 1;
        const candidate =
          raw && typeof raw === 'object' && typeof (raw as { vendorTypeId?: unknown }).vendorTypeId === 'string'
            ? {
                ...raw,
                vendorTypeId:
                  typeIds.get((raw as { vendorTypeId: string }).vendorTypeId.trim().toLowerCase()) ??
                  (raw as { vendorTypeId: string }).vendorTypeId,
              }
            : raw;
        const parsed = historicalEntrySchema.safeParse(candidate);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          errors.push({ row, message: `${issue.path.join('.') || 'row'}: ${issue.message}` });
          return;
        }
        if (!catalog.vendorTypes.some((t) => t.id === parsed.data.vendorTypeId)) {
          errors.push({ row, message: `vendorTypeId: Unknown vendor type "${parsed.data.vendorTypeId}"` });
          return;
        }
        const key = `${parsed.data.marketDate}#${parsed.data.vendorTypeId}`;
        if (entries.has(key)) errors.push({ row, message: 'The same date and vendor type appear twice in the file' });
        entries.set(key, parsed.data);
      });
      if (errors.length)
        throw new ValidationError(`${errors.length} row(s) could not be imported; nothing was imported`, {
          errors: errors.slice(0, 100),
        });
      await deps.store.importHistorical([...entries.values()], now().toISOString(), by);
      return { imported: entries.size };
    },
  };
}
export type ReportsService = ReturnType<typeof makeReportsService>;
