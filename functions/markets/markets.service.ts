/**
 * The organisation's markets: the admin list, one market, creating one and editing one. A market is stored beside
 * the settings, so the list is the settings query's. Names are unique without regard to case or spacing; an edit
 * is written only if nobody changed the market since it was read. The map password is hashed before it is stored
 * and never answered: a market says only whether one is set.
 */
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { FIRST_MARKET_ID, marketHoursText } from '../../shared/markets.js';
import type { createMarketSchema, Market, updateMarketSchema } from '../../shared/schemas/markets.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { normalizeCatalogName } from '../lib/data/keys.js';
import type { MarketItem } from '../lib/data/settings/market.item.js';
import type { SettingsRepository } from '../lib/data/settings/settings.repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';

export interface MarketsServiceDeps {
  settings: Pick<SettingsRepository, 'getSettings' | 'getMarket' | 'createMarket' | 'replaceMarket'>;
  hashPassword: (password: string) => Promise<string>;
  now: () => Date;
  newId?: () => string;
}

/** A market as answered: its hours in words, and whether a map password is set (never the hash). */
export function toMarketDto(item: MarketItem): Market {
  return {
    id: item.id,
    name: item.name,
    shortName: item.shortName,
    address: item.address,
    mapLink: item.mapLink,
    description: item.description,
    logoUrl: item.logoUrl,
    days: item.days.map((d) => ({ weekday: d.weekday, opens: d.opens, closes: d.closes })),
    timeZone: item.timeZone,
    seasonStart: item.seasonStart,
    seasonEnd: item.seasonEnd,
    deadline: { daysBefore: item.deadline.daysBefore, time: item.deadline.time },
    mapPasswordSet: item.mapPasswordHash.length > 0,
    defaultMaxVendors: item.defaultMaxVendors,
    isActive: item.isActive,
    hours: marketHoursText(item.days),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function makeMarketsService(deps: MarketsServiceDeps) {
  const newId = deps.newId ?? (() => ulid());
  const now = () => deps.now().toISOString();

  function assertNameFree(markets: readonly MarketItem[], name: string, exceptId?: string) {
    const wanted = normalizeCatalogName(name);
    if (markets.some((m) => m.id !== exceptId && normalizeCatalogName(m.name) === wanted)) {
      throw new ConflictError(MARKET_MSG.nameTaken);
    }
  }

  return {
    /**
     * Every market, active or not: the first market first, then the others oldest first (the settings query).
     * `setupNeeded` says no market is stored yet: a new deployment, whose first admin is led through the setup.
     */
    async list(): Promise<{ markets: Market[]; setupNeeded: boolean }> {
      const { markets } = await deps.settings.getSettings();
      const first = (m: MarketItem) => Number(m.id === FIRST_MARKET_ID);
      return {
        markets: [...markets].sort((a, b) => first(b) - first(a)).map(toMarketDto),
        setupNeeded: markets.length === 0,
      };
    },

    async get(id: string): Promise<Market> {
      const item = await deps.settings.getMarket(id);
      if (!item) throw new NotFoundError(MARKET_MSG.notFound);
      return toMarketDto(item);
    },

    async create(caller: SessionUser, body: z.output<typeof createMarketSchema>): Promise<Market> {
      const { markets } = await deps.settings.getSettings();
      assertNameFree(markets, body.name);
      const { mapPassword, ...fields } = body;
      const at = now();
      const item: MarketItem = {
        _type: 'market',
        ...fields,
        // The organisation's first market takes the first market's id: whatever names no market belongs to it.
        id: markets.length === 0 ? FIRST_MARKET_ID : newId(),
        mapPasswordHash: mapPassword ? await deps.hashPassword(mapPassword) : '',
        updatedBy: caller.id,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await deps.settings.createMarket(item))) throw new ConflictError(MARKET_MSG.nameTaken);
      return toMarketDto(item);
    },

    /**
     * Any of the fields; `mapPassword` '' clears the password, absent keeps it. With `expectedUpdatedAt` (the version
     * the admin's form loaded) an edit made meanwhile by someone else is refused rather than overwritten.
     */
    async update(caller: SessionUser, id: string, body: z.output<typeof updateMarketSchema>): Promise<Market> {
      const { markets } = await deps.settings.getSettings();
      const previous = markets.find((m) => m.id === id);
      if (!previous) throw new NotFoundError(MARKET_MSG.notFound);
      const { mapPassword, expectedUpdatedAt, ...patch } = body;
      if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== previous.updatedAt) {
        throw new ConflictError(SETUP_MSG.changedMeanwhile);
      }
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const next: MarketItem = { ...previous, ...defined, id, updatedBy: caller.id, updatedAt: now() };
      if (next.seasonStart && next.seasonEnd && next.seasonEnd < next.seasonStart) {
        throw new ValidationError(MARKET_MSG.seasonOrder, { field: 'seasonEnd' });
      }
      assertNameFree(markets, next.name, id);
      if (mapPassword !== undefined) next.mapPasswordHash = mapPassword ? await deps.hashPassword(mapPassword) : '';
      if (!(await deps.settings.replaceMarket(next, previous.updatedAt))) {
        throw new ConflictError(SETUP_MSG.changedMeanwhile);
      }
      return toMarketDto(next);
    },
  };
}
export type MarketsService = ReturnType<typeof makeMarketsService>;
