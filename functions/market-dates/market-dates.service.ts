/**
 * Market dates: the calendar list (of one market or of all), the next market (today or later in the market's time
 * zone), creating one date or a season of a market's days in one call (each new date gets its market's default layout
 * or a copy of an earlier date of the same market, with default spaces pre-assigned), editing a date, and saving a
 * date's layout as its market's default.
 */
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { isoDateInZone } from '../../shared/market-time.js';
import { planSeason } from '../../shared/market-season.js';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { FIRST_MARKET_ID, layoutIdOf, marketFor, marketIdOf, type MarketRules } from '../../shared/markets.js';
import type {
  createMarketDatesSchema,
  marketDateRangeQuerySchema,
  MarketDate,
  updateMarketDateSchema,
} from '../../shared/schemas/market-dates.js';
import type { CatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { LayoutItem, MarketDateItem } from '../lib/data/market-dates/market-date.items.js';
import type { DateDraft, MarketDatesRepository } from '../lib/data/market-dates/market-dates.repository.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { AuditActor, RequestOrigin } from '../lib/http/request-origin.js';
import type { MarketSettings, SettingsRepository } from '../lib/data/settings/settings.repository.js';
import { layoutForDate, templateFromDate, type SourceLandmark, type SourceSpace } from './layout-copy.js';
import { compareCodes } from '../../shared/collation.js';

export interface MarketDatesServiceDeps {
  marketDates: MarketDatesRepository;
  catalog: Pick<CatalogRepository, 'snapshot'>;
  settings: Pick<SettingsRepository, 'getSettings'>;
  now: () => Date;
  newId?: () => string;
}

function toMarketDateDto(item: MarketDateItem): MarketDate {
  return {
    id: item.id,
    marketId: marketIdOf(item),
    date: item.date,
    status: item.status,
    maxVendors: item.maxVendors,
    notes: item.notes,
    publishedAt: item.publishedAt,
    publishedBy: item.publishedBy,
    spaceCount: item.spaceCount,
    assignedCount: item.assignedCount,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/**
 * The market new dates are made for: one the organisation has (the first market always exists, even before its item
 * is written), and active.
 */
function openMarket(settings: MarketSettings, marketId: string): MarketRules {
  const known = marketId === FIRST_MARKET_ID || settings.markets.some((m) => m.id === marketId);
  if (!known) throw new NotFoundError(MARKET_MSG.notFound);
  const market = marketFor(settings, marketId);
  if (market.isActive === false) throw new ConflictError(MARKET_MSG.marketInactive);
  return market;
}

export function makeMarketDatesService(deps: MarketDatesServiceDeps) {
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());

  /** Today in a market's time zone (all markets: the first market's). */
  async function today(marketId: string | undefined): Promise<string> {
    return isoDateInZone(now(), marketFor(await deps.settings.getSettings(), marketId).timeZone);
  }

  /** Where a market's new dates' spaces come from: an earlier date of the same market, or its default template. */
  async function layoutSource(copyFrom: string | null | undefined, marketId: string) {
    if (copyFrom) {
      const from = await deps.marketDates.get(copyFrom);
      if (!from) throw new NotFoundError(SETUP_MSG.copyFromNotFound);
      if (marketIdOf(from) !== marketId) throw new ConflictError(MARKET_MSG.copyFromOtherMarket);
      return deps.marketDates.layoutOfDate(copyFrom);
    }
    return deps.marketDates.template(layoutIdOf(marketId));
  }

  return {
    async list(query: z.output<typeof marketDateRangeQuerySchema>): Promise<MarketDate[]> {
      let from = query.from;
      if (query.upcoming === 'true') {
        const localToday = await today(query.marketId);
        if (!from || from < localToday) from = localToday;
      }
      if (from && query.to && from > query.to) return [];
      return (await deps.marketDates.list({ from, to: query.to, marketId: query.marketId })).map(toMarketDateDto);
    },

    async get(id: string): Promise<MarketDate> {
      const item = await deps.marketDates.get(id);
      if (!item) throw new NotFoundError(SETUP_MSG.marketDateNotFound);
      return toMarketDateDto(item);
    },

    /**
     * The earliest date today or later in the market's time zone (canceled dates are passed over): of one market,
     * or of any market.
     */
    async next(marketId?: string): Promise<MarketDate> {
      const found = await deps.marketDates.next(await today(marketId), marketId);
      if (!found) throw new NotFoundError(SETUP_MSG.noUpcomingMarketDates);
      return toMarketDateDto(found);
    },

    /**
     * One date ({date}, any day: a manager may add a special date) or every one of the market's weekdays from
     * `from` to `to`, for one market (the first when none is named). Dates that already have a market date of that
     * market are skipped (one market date per market and calendar date); the answer says which were created and
     * which skipped.
     */
    async create(caller: SessionUser, input: z.output<typeof createMarketDatesSchema>, origin?: RequestOrigin) {
      const settings = await deps.settings.getSettings();
      const market = openMarket(settings, input.marketId ?? FIRST_MARKET_ID);
      const marketId = market.id;
      let dates: string[];
      if (input.date) dates = [input.date];
      else {
        const plan = planSeason(
          input.from!,
          input.to!,
          market.days.map((d) => d.weekday),
        );
        if (!plan.ok) throw new ValidationError(plan.error);
        dates = plan.dates;
      }
      const existing = new Set(
        (await deps.marketDates.list({ from: dates[0], to: dates[dates.length - 1], marketId })).map((d) => d.date),
      );
      const fresh = dates.filter((d) => !existing.has(d));
      const alreadyThere = dates.filter((d) => existing.has(d));
      if (fresh.length === 0) return { created: [], skipped: alreadyThere };

      const [source, snapshot] = await Promise.all([layoutSource(input.copyFrom, marketId), deps.catalog.snapshot()]);
      const vendorIds = source.spaces.filter((s) => s.vendorId && s.isDefault).map((s) => s.vendorId!);
      const vendors = vendorIds.length ? await deps.marketDates.vendors(vendorIds) : new Map();
      const at = now().toISOString();
      const localToday = isoDateInZone(now(), market.timeZone);
      const maxVendors = input.maxVendors === undefined ? (market.defaultMaxVendors ?? null) : input.maxVendors;
      const catalog = { ...snapshot, roundCents: settings.roundCents };

      const actor: AuditActor = {
        userId: caller.id,
        userName: caller.username,
        ipAddress: origin?.ipAddress ?? null,
        userAgent: origin?.userAgent ?? null,
      };
      const drafts: DateDraft[] = fresh.map((date) => {
        const id = newId();
        const layout = layoutForDate({
          marketDate: { id, date, maxVendors },
          source: source as { spaces: SourceSpace[]; landmarks: SourceLandmark[] },
          vendors,
          catalog,
          by: caller.id,
          at,
          newId,
        });
        const marketDate: MarketDateItem = {
          _type: 'market_date',
          id,
          marketId,
          date,
          // A date added for a day already over (filling in history) is completed from the start.
          status: date < localToday ? 'completed' : 'upcoming',
          maxVendors,
          notes: input.notes,
          publishedAt: null,
          publishedBy: null,
          spaceCount: layout.spaces.length,
          assignedCount: layout.spaces.filter((s) => s.vendorId).length,
          createdAt: at,
          updatedAt: at,
        };
        return { marketDate, ...layout, actor };
      });

      const result = await deps.marketDates.createDates(drafts);
      return {
        created: result.created.map(toMarketDateDto).sort((a, b) => compareCodes(a.date, b.date)),
        skipped: [...alreadyThere, ...result.skipped].sort(),
      };
    },

    async update(id: string, patch: z.output<typeof updateMarketDateSchema>): Promise<MarketDate> {
      const updated = await deps.marketDates.update(id, patch, now().toISOString());
      if (!updated) throw new NotFoundError(SETUP_MSG.marketDateNotFound);
      return toMarketDateDto(updated);
    },

    /** What a market's default layout holds (the first market's when none is named). */
    async defaultLayout(marketId: string = FIRST_MARKET_ID) {
      const { spaces, landmarks } = await deps.marketDates.template(layoutIdOf(marketId));
      return {
        spaceCount: spaces.length,
        landmarkCount: landmarks.length,
        defaultAssignments: spaces.filter((s) => s.vendorId && s.isDefault).length,
      };
    },

    /**
     * The default layout of the date's market becomes a copy of the date's spaces (with its default assignments)
     * and landmarks.
     */
    async saveDefaultLayout(caller: SessionUser, fromMarketDateId: string) {
      const from = await deps.marketDates.get(fromMarketDateId);
      if (!from) throw new NotFoundError(SETUP_MSG.marketDateNotFound);
      const layoutId = layoutIdOf(marketIdOf(from));
      const [{ head }, layout] = await Promise.all([
        deps.marketDates.template(layoutId),
        deps.marketDates.layoutOfDate(fromMarketDateId),
      ]);
      const at = now().toISOString();
      const template = templateFromDate({ layoutId, ...layout, at, newId });
      const nextHead: LayoutItem = {
        _type: 'layout',
        id: layoutId,
        version: newId(),
        spaceCount: template.spaces.length,
        landmarkCount: template.landmarks.length,
        updatedBy: caller.id,
        createdAt: head?.createdAt ?? at,
        updatedAt: at,
      };
      const result = await deps.marketDates.saveTemplate(nextHead, head?.version, template.spaces, template.landmarks);
      if (result === 'stale') throw new ConflictError(SETUP_MSG.changedMeanwhile);
      return {
        spaceCount: template.spaces.length,
        landmarkCount: template.landmarks.length,
        defaultAssignments: template.spaces.filter((s) => s.vendorId && s.isDefault).length,
      };
    },
  };
}
export type MarketDatesService = ReturnType<typeof makeMarketDatesService>;
