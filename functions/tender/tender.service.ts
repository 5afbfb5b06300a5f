/**
 * Tokens redeemed per vendor on a market date, and the Token Reimbursement report: what the market owes each vendor
 * per reimbursable tender over a date range. Every call is a fixed number of DynamoDB requests: the date's partition,
 * the entries of the vendors shown (one BatchGet), the date's tokens and the settings; or the range's aggregates and the settings.
 */
import type { DashDate } from '../../shared/date-dashboard.js';
import { isActiveRequest } from '../../shared/date-dashboard.js';
import type { DateTokens, ReimbursementReport, VendorTokens } from '../../shared/schemas/tenders.js';
import { TENDER_MSG } from '../../shared/tender-messages.js';
import { reimbursementSummary, tokensError, type Tender, type TenderAmounts } from '../../shared/tenders.js';
import type { DirectoryEntry } from '../lib/data/vendors/vendor-directory.js';
import type { TokensRepository } from '../lib/data/tenders/tokens.repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';

export interface TenderDeps {
  tokens: Pick<TokensRepository, 'dateTokens' | 'saveTokens' | 'aggregatesBetween'>;
  dates: {
    dateSnapshot(marketDateId: string): Promise<DashDate | undefined>;
    /** The named vendors' entries (deleted vendors left out): one BatchGet, never the whole directory. */
    vendorsOf(vendorIds: readonly string[]): Promise<Pick<DirectoryEntry, 'id' | 'name'>[]>;
  };
  settings: { getSettings(): Promise<{ salesTenders: Tender[] }> };
  now: () => Date;
}

const reimbursable = (tenders: Tender[]) => tenders.filter((t) => t.reimbursable);

/** Zero parts are not kept: a vendor that turned nothing in has an empty record. */
const withoutZeros = (byTender: TenderAmounts): TenderAmounts =>
  Object.fromEntries(Object.entries(byTender).filter(([, cents]) => cents > 0));

export function makeTenderService(deps: TenderDeps) {
  const now = deps.now;

  async function dateOf(marketDateId: string): Promise<DashDate> {
    const d = await deps.dates.dateSnapshot(marketDateId);
    if (!d) throw new NotFoundError(TENDER_MSG.marketDateNotFound);
    return d;
  }

  return {
    /** The date's attending vendors (approved or confirmed), and any other vendor with tokens recorded, by name. */
    async dateTokens(marketDateId: string): Promise<DateTokens> {
      const [d, tokens, settings] = await Promise.all([
        dateOf(marketDateId),
        deps.tokens.dateTokens(marketDateId),
        deps.settings.getSettings(),
      ]);
      const recorded = new Map(tokens.map((t) => [t.vendorId, t]));
      const ids = new Set([...d.requests.filter(isActiveRequest).map((r) => r.vendorId), ...recorded.keys()]);
      const names = new Map((await deps.dates.vendorsOf([...ids])).map((v) => [v.id, v.name]));
      const rows: VendorTokens[] = [...ids].map((vendorId) => {
        const t = recorded.get(vendorId);
        return {
          vendorId,
          vendorName: names.get(vendorId) ?? t?.vendorName ?? '',
          byTender: t?.byTender ?? {},
          updatedAt: t?.updatedAt ?? null,
        };
      });
      rows.sort(
        (a, b) =>
          a.vendorName.localeCompare(b.vendorName, 'en', { sensitivity: 'base' }) ||
          a.vendorId.localeCompare(b.vendorId),
      );
      return {
        marketDateId: d.marketDate.id,
        date: d.marketDate.date,
        tenders: reimbursable(settings.salesTenders),
        vendors: rows,
      };
    },

    /** Records one vendor's tokens of a date, conditional on the version the admin's form read. */
    async saveTokens(
      marketDateId: string,
      vendorId: string,
      input: { byTender: TenderAmounts; expectedUpdatedAt: string | null },
      by: string | null,
    ): Promise<VendorTokens> {
      const [d, [vendor], settings] = await Promise.all([
        dateOf(marketDateId),
        deps.dates.vendorsOf([vendorId]),
        deps.settings.getSettings(),
      ]);
      if (!vendor) throw new NotFoundError(TENDER_MSG.vendorNotFound);
      const byTender = withoutZeros(input.byTender);
      const problem = tokensError(byTender, settings.salesTenders);
      if (problem) throw new ValidationError(problem, { field: 'byTender' });
      const saved = await deps.tokens.saveTokens({
        marketDate: { id: d.marketDate.id, date: d.marketDate.date },
        vendorId,
        vendorName: vendor.name,
        byTender,
        expectedUpdatedAt: input.expectedUpdatedAt,
        at: now().toISOString(),
        by,
      });
      if (saved === 'changed') throw new ConflictError(TENDER_MSG.tokensChanged);
      return { vendorId, vendorName: vendor.name, byTender: saved.byTender, updatedAt: saved.updatedAt };
    },

    /** What the market owes each vendor per reimbursable tender for the range's market dates. */
    async reimbursement(from: string, to: string): Promise<ReimbursementReport> {
      const [aggregates, settings] = await Promise.all([
        deps.tokens.aggregatesBetween(from, to),
        deps.settings.getSettings(),
      ]);
      const summary = reimbursementSummary(aggregates, settings.salesTenders);
      return {
        from,
        to,
        ...summary,
        marketDates: aggregates.filter((a) => a.tokens.length > 0).length,
      };
    },
  };
}
export type TenderService = ReturnType<typeof makeTenderService>;
