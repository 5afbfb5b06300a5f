/**
 * The report aggregator: told which items of the table changed (by the table's stream in AWS, by polling DynamoDB
 * Local's stream in `npm start`), it recomputes the aggregate of every market date whose partition changed and
 * copies auto-payments into the reports' own partition. The request and payment code never calls it, so the reports
 * stay out of their transactions; recomputing a date whole makes a repeated or out-of-order record harmless.
 */
import { marketIdOf } from '../../shared/markets.js';
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type { ReportsRepository } from '../lib/data/reports/reports.repository.js';
import { indexPriceCatalog } from '../../shared/pricing.js';
import { computeDateAggregate, type AggregateRequest, type AggregateSpace } from '../reports/date-aggregate.js';

export interface ChangedItem {
  pk: string;
  sk: string;
  /** The item after the change; absent when it was deleted. */
  newImage?: Record<string, unknown>;
  oldImage?: Record<string, unknown>;
}

const AUTO_PAYMENT_SOURCES = new Set(['auto-payment', 'auto_payment', 'autopay']);

/**
 * A payment the market charged on its own on a saved card: the auto-payment job marks it by its source (or
 * `offSession`); a vendor's own click on a saved card is not one.
 */
export function isAutoPayment(item: Record<string, unknown>): boolean {
  if (item._type !== 'payment') return false;
  return (
    AUTO_PAYMENT_SOURCES.has(String(item.source ?? '')) ||
    item.offSession === true ||
    AUTO_PAYMENT_SOURCES.has(String(item.createdBy ?? ''))
  );
}

/** The item types a date's aggregate is computed from (recomputeDate). */
const AGGREGATE_INPUTS = new Set(['market_date', 'space_request', 'space', 'attendance']);

/**
 * Whether a change in a date's partition can move its aggregate: its counters (the tally a card read recounts), guards
 * and offers cannot. A record without images is taken to matter.
 */
function feedsAggregate(c: ChangedItem): boolean {
  if (!c.newImage && !c.oldImage) return true;
  return [c.newImage?._type, c.oldImage?._type].some((t) => AGGREGATE_INPUTS.has(String(t)));
}

const num = (x: unknown) => (typeof x === 'number' ? x : 0);
const numOrNull = (x: unknown) => (typeof x === 'number' ? x : null);
const strOrNull = (x: unknown) => (typeof x === 'string' ? x : null);

export interface AggregatorDeps {
  store: Pick<
    ReportsRepository,
    'datePartition' | 'vendors' | 'putAggregate' | 'deleteAggregate' | 'putAutoPayment' | 'deleteAutoPayment'
  >;
  catalog: { snapshot(): Promise<CatalogSnapshot> };
  settings: { getSettings(): Promise<{ roundCents: boolean }> };
  now: () => Date;
}

export function makeReportAggregator(deps: AggregatorDeps) {
  const now = deps.now;

  async function recomputeDate(marketDateId: string): Promise<void> {
    const items = await deps.store.datePartition(marketDateId);
    const date = items.find((i) => i._type === 'market_date');
    if (!date) {
      await deps.store.deleteAggregate(marketDateId);
      return;
    }
    const requests: AggregateRequest[] = items
      .filter((i) => i._type === 'space_request')
      .map((i) => ({
        id: String(i.id),
        vendorId: String(i.vendorId),
        status: String(i.status ?? 'requested'),
        spaceId: strOrNull(i.spaceId),
        amountBase: num(i.amountBase),
        grossSales: numOrNull(i.grossSales),
        salesBasedRate: num(i.salesBasedRate),
        salesBasedFee: num(i.salesBasedFee),
        lateCancellationFee: num(i.lateCancellationFee),
        amountLatePaymentFee: num(i.amountLatePaymentFee),
        noShowFee: num(i.noShowFee),
        amountDue: num(i.amountDue),
        amountPaid: num(i.amountPaid),
        amountBalance: num(i.amountBalance),
      }));
    const spaces: AggregateSpace[] = items
      .filter((i) => i._type === 'space')
      .map((i) => ({
        id: String(i.id),
        areaId: strOrNull(i.areaId),
        spaceTypeId: strOrNull(i.spaceTypeId),
        basePrice: numOrNull(i.basePrice),
        salesBasedRate: numOrNull(i.salesBasedRate),
      }));
    const [vendorItems, catalog, settings] = await Promise.all([
      deps.store.vendors([...new Set(requests.map((r) => r.vendorId))]),
      deps.catalog.snapshot(),
      deps.settings.getSettings(),
    ]);
    const aggregate = computeDateAggregate({
      marketDateId,
      marketId: marketIdOf(date as { marketId?: string | null }),
      date: String(date.date),
      requests,
      spaces,
      vendors: new Map(
        vendorItems.map((v) => [
          String(v.id),
          {
            vendorTypeId: String(v.vendorTypeId),
            overrideBasePrice: numOrNull(v.overrideBasePrice),
            overrideSalesBasedRate: numOrNull(v.overrideSalesBasedRate),
          },
        ]),
      ),
      catalog: indexPriceCatalog(catalog),
      roundCents: settings.roundCents,
      noShows: new Set(
        items.filter((i) => i._type === 'attendance' && i.status === 'no_show').map((i) => String(i.vendorId)),
      ),
    });
    await deps.store.putAggregate(aggregate, now().toISOString());
  }

  async function applyPayment(change: ChangedItem): Promise<void> {
    const before = change.oldImage;
    const after = change.newImage;
    if (after && isAutoPayment(after)) {
      await deps.store.putAutoPayment({
        paymentId: String(after.id),
        vendorId: String(after.vendorId),
        marketDate: String(after.marketDate),
        paidDate: strOrNull(after.paidDate),
        createdAt: String(after.createdAt),
        status: String(after.status),
        amount: num(after.amount),
      });
    } else if (before && isAutoPayment(before)) {
      await deps.store.deleteAutoPayment(String(before.marketDate), String(before.id));
    }
  }

  return {
    recomputeDate,
    async apply(changes: readonly ChangedItem[]): Promise<void> {
      const dates = new Set<string>();
      const payments: ChangedItem[] = [];
      for (const c of changes) {
        if (c.pk.startsWith('MARKET_DATE#') && feedsAggregate(c)) dates.add(c.pk.slice('MARKET_DATE#'.length));
        else if (c.pk.startsWith('VENDOR#') && c.sk.startsWith('PAYMENT#')) payments.push(c);
      }
      await Promise.all([...[...dates].map(recomputeDate), ...payments.map(applyPayment)]);
    },
  };
}
export type ReportAggregator = ReturnType<typeof makeReportAggregator>;
