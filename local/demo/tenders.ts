/**
 * Sales by tender in the demo market: on each past Sunday two stands in three split their gross sales by tender, and
 * the SNAP tokens and WIC/FMNP coupons they took are recorded as turned in, so the proceeds split and the Token
 * Reimbursement report have something to show on a fresh start.
 */
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys } from '../../functions/lib/data/keys.js';
import type { TenderAmounts } from '../../shared/tenders.js';
import type { BuildContext } from './build-context.js';

/** Whole dollars of `cents × share`, as a stand would count them. */
const dollarsOf = (cents: number, share: number) => Math.round((cents * share) / 100) * 100;

/** A plausible split of one stand's sales: mostly card, some SNAP, coupons at produce stands, the rest cash. */
function splitOf(grossSales: number, producer: boolean, random: () => number): TenderAmounts {
  const card = dollarsOf(grossSales, 0.45 + random() * 0.2);
  const snap = dollarsOf(grossSales, 0.05 + random() * 0.1);
  const wic = producer ? dollarsOf(grossSales, 0.02 + random() * 0.04) : 0;
  const split: TenderAmounts = { card, cash: grossSales - card - snap - wic, snap };
  if (wic > 0) split.wic_fmnp = wic;
  return split;
}

export function putTenderHistory(ctx: BuildContext, vendorsByKey: Map<string, VendorItem>): void {
  const vendors = new Map([...vendorsByKey.values()].map((v) => [v.id, v]));
  const sold = (ctx.items.filter((i) => i._type === 'space_request') as unknown as SpaceRequestItem[]).filter(
    (r) => r.grossSales !== null && r.date < ctx.todayIso,
  );
  const byDate = new Map<string, SpaceRequestItem[]>();
  for (const r of sold) byDate.set(r.marketDateId, [...(byDate.get(r.marketDateId) ?? []), r]);

  for (const [marketDateId, requests] of byDate) {
    const date = requests[0]!.date;
    const at = ctx.stamp(date, 22);
    const parts: Record<string, unknown> = {};
    requests.forEach((r, i) => {
      if (i % 3 === 2) return;
      const vendor = vendors.get(r.vendorId);
      const split = splitOf(r.grossSales!, vendor?.vendorTypeId === '1', ctx.random);
      r.salesByTender = split;
      parts[`sales_${r.vendorId}`] = { vendorName: '', byTender: split };
      const tokens: TenderAmounts = { snap: split.snap! };
      if (split.wic_fmnp) tokens.wic_fmnp = split.wic_fmnp;
      const name = vendor?.name ?? '';
      parts[`tokens_${r.vendorId}`] = { vendorName: name, byTender: tokens };
      ctx.put(keys.vendorTokens(marketDateId, r.vendorId), {
        _type: 'vendor_tokens',
        id: `${marketDateId}_${r.vendorId}`,
        marketDateId,
        vendorId: r.vendorId,
        vendorName: name,
        byTender: tokens,
        createdAt: at,
        updatedAt: at,
        updatedBy: ctx.admin,
      });
    });
    ctx.put(keys.tenderAggregate(date, marketDateId), {
      _type: 'tender_aggregate',
      id: marketDateId,
      marketDateId,
      date,
      createdAt: at,
      updatedAt: at,
      ...parts,
    });
  }
}
