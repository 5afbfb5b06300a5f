/**
 * The public market maps (spec 2 §2.8): upcoming dates, and one date's map for visitors without a login.
 *
 * The spec checks the map password in the browser; here the server does. While a map password is set, nothing
 * that shows a date's spaces, landmarks or vendors leaves the server until the browser has proven the password
 * (a signed cookie from `unlock`). A market with a map password of its own asks for that one on its dates' maps;
 * the others ask for the organisation's. Vendors are shown only once the date is published.
 */
import { isoDateInZone } from '../../shared/market-time.js';
import { FIRST_MARKET_ID, marketFor, marketHoursText, marketIdOf, type MarketRules } from '../../shared/markets.js';
import { MAP_MSG } from '../../shared/public-map-messages.js';
import type {
  PublicArea,
  PublicLandmark,
  PublicMap,
  PublicMapMarket,
  PublicMarket,
  PublicMarketDate,
  PublicSettings,
  PublicSpace,
  PublicSpaceType,
  PublicVendor,
} from '../../shared/schemas/public-map.js';
import { NotFoundError, TooManyRequestsError, UnauthorizedError } from '../lib/http/errors.js';
import type { MarketDateItem } from '../lib/data/market-dates/market-date.items.js';
import type { MapAccessTokens } from '../lib/auth/map-access.js';
import { RATE_LIMITS } from '../lib/auth/rate-limits.js';
import type { RateLimiter } from '../lib/ports.js';
import type { MarketCatalog, PublicMapStore } from '../lib/data/market-dates/public-map.repository.js';
import { compareCodes, compareLabels, compareNames } from '../../shared/collation.js';

export interface PublicMapSettings {
  enablePublicProfiles: boolean;
  marketTimeZone: string;
  /** Null when no map password is set; otherwise a value that changes whenever the password does. */
  mapPasswordFingerprint: string | null;
  /** What applicants agree to (a web address or the text); empty when not set. */
  marketRegulations: string;
  /** The organisation's markets, oldest first (read by the same query); absent or empty before the first exists. */
  markets?: PublicMarketSettings[];
}

/** A market as the public map needs it: its rules, its place, and its own map password's fingerprint. */
export interface PublicMarketSettings extends MarketRules {
  address: string;
  mapLink: string | null;
  description: string;
  logoUrl: string | null;
  /** Null when the market's map has no password of its own: the organisation's map password (if any) applies. */
  mapPasswordFingerprint: string | null;
}

/**
 * The system settings the map needs, read in one request, and the password check (the password is stored hashed):
 * a market's own password when it has one, otherwise the organisation's.
 */
export interface MapSettingsPort {
  load(): Promise<PublicMapSettings>;
  verifyMapPassword(candidate: string, marketId?: string): Promise<boolean>;
}

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

function toPublicDate(d: MarketDateItem): PublicMarketDate {
  return {
    id: d.id,
    marketId: marketIdOf(d),
    date: d.date,
    status: d.status,
    notes: d.notes,
    publishedAt: d.publishedAt,
  };
}

/** The market a date (or a visitor) names, with its place; the first market (or the synthesized one) for none. */
function publicMarketOf(settings: PublicMapSettings, marketId: string | null | undefined): PublicMarketSettings {
  const markets = settings.markets ?? [];
  const id = marketId || FIRST_MARKET_ID;
  const found = markets.find((m) => m.id === id) ?? markets.find((m) => m.id === FIRST_MARKET_ID);
  const rules = marketFor({ markets, marketTimeZone: settings.marketTimeZone }, found?.id ?? id);
  return {
    address: '',
    mapLink: null,
    description: '',
    logoUrl: null,
    mapPasswordFingerprint: null,
    ...found,
    ...rules,
  };
}

/** The password a market's maps ask for: its own when it has one, otherwise the organisation's (null: none). */
const fingerprintOf = (settings: PublicMapSettings, market: PublicMarketSettings): string | null =>
  market.mapPasswordFingerprint ?? settings.mapPasswordFingerprint;

function toPublicMarket(settings: PublicMapSettings, m: PublicMarketSettings): PublicMarket {
  return {
    id: m.id,
    name: m.name,
    shortName: m.shortName,
    address: m.address,
    mapLink: m.mapLink,
    description: m.description,
    logoUrl: m.logoUrl,
    hours: marketHoursText(m.days),
    days: m.days.map((d) => ({ weekday: d.weekday, opens: d.opens, closes: d.closes })),
    timeZone: m.timeZone,
    mapPasswordSet: fingerprintOf(settings, m) !== null,
  };
}

const toMapMarket = (m: PublicMarketSettings): PublicMapMarket => ({
  id: m.id,
  name: m.name,
  shortName: m.shortName,
  hours: marketHoursText(m.days),
  address: m.address,
  mapLink: m.mapLink,
});

function publicAreas(catalog: MarketCatalog): PublicArea[] {
  return catalog.areas
    .filter((a) => a.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b))
    .map((a) => ({ id: a.id, name: a.name, sortOrder: a.sortOrder }));
}

function publicSpaceTypes(catalog: MarketCatalog): PublicSpaceType[] {
  return catalog.spaceTypes
    .filter((t) => t.isActive)
    .sort(byName)
    .map((t) => ({ id: t.id, name: t.name, size: t.size, description: t.description, vendorTypeId: t.vendorTypeId }));
}

export function makePublicMapService(deps: {
  store: PublicMapStore;
  settings: MapSettingsPort;
  tokens: MapAccessTokens;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const now = deps.now;

  function assertUnlocked(settings: PublicMapSettings, market: PublicMarketSettings, token: string | undefined): void {
    const fingerprint = fingerprintOf(settings, market);
    if (fingerprint !== null && !deps.tokens.verify(token, fingerprint)) {
      throw new UnauthorizedError(MAP_MSG.passwordRequired);
    }
  }

  /** The whole map of a date: settings, the date's partition and the catalog in parallel, then vendor names. */
  async function loadMap(marketDateId: string, token: string | undefined): Promise<PublicMap> {
    const [settings, layout, catalog] = await Promise.all([
      deps.settings.load(),
      deps.store.marketDateLayout(marketDateId),
      deps.store.catalog(),
    ]);
    const { marketDate } = layout;
    const market = publicMarketOf(settings, marketDate ? marketIdOf(marketDate) : undefined);
    assertUnlocked(settings, market, token);
    if (!marketDate) throw new NotFoundError(MAP_MSG.marketDateNotFound);

    const landmarkTypes = new Map(catalog.landmarkTypes.map((t) => [t.id, t]));
    const spaces: PublicSpace[] = layout.spaces
      .map((s) => ({
        id: s.id,
        label: s.label,
        areaId: s.areaId,
        spaceTypeId: s.spaceTypeId,
        size: s.size,
        position: s.position,
      }))
      .sort((a, b) => compareLabels(a.label, b.label));
    const landmarks: PublicLandmark[] = layout.landmarks
      .filter((l) => l.isActive)
      .map((l) => {
        const type = landmarkTypes.get(l.landmarkTypeId);
        return {
          id: l.id,
          areaId: l.areaId,
          marketDateId: l.marketDateId,
          label: l.label,
          position: l.position,
          dimensions: l.dimensions,
          rotation: l.rotation,
          landmarkType: {
            name: type?.name ?? l.label,
            icon: type?.icon ?? '',
            color: type?.color ?? 'black',
            shape: type?.shape ?? 'icon',
          },
        };
      });

    return {
      marketDate: toPublicDate(marketDate),
      market: toMapMarket(market),
      areas: publicAreas(catalog),
      spaceTypes: publicSpaceTypes(catalog),
      spaces,
      landmarks,
      vendors: marketDate.publishedAt ? await vendorsOn(layout.spaces, catalog) : [],
    };
  }

  async function vendorsOn(
    spaces: readonly { id: string; label: string; vendorId: string | null }[],
    catalog: MarketCatalog,
  ): Promise<PublicVendor[]> {
    const assigned = spaces.filter((s): s is typeof s & { vendorId: string } => !!s.vendorId);
    if (assigned.length === 0) return [];
    const vendors = new Map((await deps.store.vendorsByIds(assigned.map((s) => s.vendorId))).map((v) => [v.id, v]));
    const vendorTypes = new Map(catalog.vendorTypes.map((t) => [t.id, t]));
    const out: PublicVendor[] = [];
    for (const space of assigned) {
      const vendor = vendors.get(space.vendorId);
      // A vendor no longer approved (on hold, archived) is not advertised to the public.
      if (!vendor || (vendor.status !== null && vendor.status !== 'APPROVED')) continue;
      const type = vendor.vendorTypeId ? vendorTypes.get(vendor.vendorTypeId) : undefined;
      out.push({
        id: vendor.id,
        name: vendor.name,
        vendorType: type ? { code: type.code, label: type.label } : null,
        spaceId: space.id,
        spaceLabel: space.label,
      });
    }
    return out.sort((a, b) => byName(a, b) || compareLabels(a.spaceLabel, b.spaceLabel));
  }

  return {
    /**
     * Dates today or later in the market's time zone, canceled ones left out, soonest first; with a market id, that
     * market's dates only (filtered from the same read).
     */
    async upcomingMarketDates(marketId?: string): Promise<PublicMarketDate[]> {
      const settings = await deps.settings.load();
      const today = isoDateInZone(now(), settings.marketTimeZone);
      const dates = await deps.store.upcomingMarketDates(today);
      return dates
        .filter((d) => d.status !== 'canceled' && (!marketId || marketIdOf(d) === marketId))
        .sort((a, b) => compareCodes(a.date, b.date))
        .map(toPublicDate);
    },

    /**
     * The active markets with their days and hours in words, the first market first (the front door shows its hours),
     * then the others oldest first; never a password, only whether a market's maps ask for one. Before the first
     * market item exists, the market the single-market settings describe.
     */
    async markets(): Promise<{ markets: PublicMarket[] }> {
      const settings = await deps.settings.load();
      const stored = settings.markets ?? [];
      const shown = stored.length
        ? stored
            .filter((m) => m.isActive !== false)
            .sort((a, b) => Number(b.id === FIRST_MARKET_ID) - Number(a.id === FIRST_MARKET_ID))
        : [publicMarketOf(settings, null)];
      return { markets: shown.map((m) => toPublicMarket(settings, m)) };
    },

    async marketDate(id: string): Promise<PublicMarketDate> {
      const date = await deps.store.marketDate(id);
      if (!date) throw new NotFoundError(MAP_MSG.marketDateNotFound);
      return toPublicDate(date);
    },

    async publicSettings(): Promise<PublicSettings> {
      const settings = await deps.settings.load();
      return {
        enable_public_profiles: settings.enablePublicProfiles,
        hasMapPassword: settings.mapPasswordFingerprint !== null,
        market_time_zone: settings.marketTimeZone,
        market_regulations: settings.marketRegulations,
      };
    },

    async areas(): Promise<PublicArea[]> {
      return publicAreas(await deps.store.catalog());
    },

    async spaceTypes(): Promise<PublicSpaceType[]> {
      return publicSpaceTypes(await deps.store.catalog());
    },

    map: loadMap,
    async spaces(marketDateId: string, token: string | undefined) {
      return (await loadMap(marketDateId, token)).spaces;
    },
    async landmarks(marketDateId: string, token: string | undefined) {
      return (await loadMap(marketDateId, token)).landmarks;
    },
    async vendors(marketDateId: string, token: string | undefined) {
      return (await loadMap(marketDateId, token)).vendors;
    },

    /**
     * Checks the map password. Returns the token for the cookie, or null when no password is set (nothing to
     * unlock). A guess takes a slot on its address's counter before the password is checked, so parallel guesses
     * cannot overrun the limit; a right password hands its slot back, so only wrong guesses count.
     */
    async unlock(password: string, clientAddress: string, marketDateId?: string): Promise<{ token: string | null }> {
      const [settings, date] = await Promise.all([
        deps.settings.load(),
        marketDateId ? deps.store.marketDate(marketDateId) : undefined,
      ]);
      const market = publicMarketOf(settings, date ? marketIdOf(date) : undefined);
      const fingerprint = fingerprintOf(settings, market);
      if (fingerprint === null) return { token: null };
      const slots = await deps.limiter.take(
        [{ limit: RATE_LIMITS.mapUnlock, subject: `address:${clientAddress}` }],
        now(),
      );
      if (!slots) throw new TooManyRequestsError(MAP_MSG.tooManyAttempts);
      let right: boolean;
      try {
        right = await deps.settings.verifyMapPassword(
          password,
          market.mapPasswordFingerprint !== null ? market.id : undefined,
        );
      } catch (err) {
        await slots.giveBack();
        throw err;
      }
      if (!right) throw new UnauthorizedError(MAP_MSG.incorrectPassword);
      await slots.giveBack();
      return { token: deps.tokens.issue(fingerprint) };
    },
  };
}
export type PublicMapService = ReturnType<typeof makePublicMapService>;
