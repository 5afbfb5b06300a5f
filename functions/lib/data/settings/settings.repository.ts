/**
 * System settings: every setting lives in the SETTINGS partition and is read in ONE query. Other route groups use
 * `getSettings()` for the typed values with defaults (the market time zone, round_cents, the late fees) and
 * `hasMapPassword()` / `verifyMapPassword()` for the public map; the map password is stored as an scrypt hash and
 * never leaves the server.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SETTING_DEFINITIONS, type SettingKey } from '../../../../shared/schemas/settings.js';
import type { Tender } from '../../../../shared/tenders.js';
import { systemSettingEntity, type SystemSettingItem } from './setting.item.js';
import { marketEntity, type MarketItem } from './market.item.js';
import { keys } from '../keys.js';
import { clockNow } from '../../time/clock.js';
import { c, fromKey, makeTable, u } from '../toolkit/index.js';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const HASH_PREFIX = 'scrypt$';
const KEY_LENGTH = 32;

/** The settings the product runs on, typed, with the defaults for any that were never saved. */
export interface MarketSettings {
  roundCents: boolean;
  enablePublicProfiles: boolean;
  marketTimeZone: string;
  lateCancellationFeeCents: number;
  latePaymentFeeCents: number;
  latePaymentGraceDays: number;
  /** Market day (issue 31): charged once on the request of a vendor marked a no-show; 0 = no fee. */
  noShowFeeCents: number;
  /** Whether the public map asks for a password; the password itself is never part of the settings. */
  mapPasswordSet: boolean;
  /** Payment instructions of the methods paid outside the app; empty when not offered. */
  zelleInstructions: string;
  manualPaymentInstructions: string;
  /** Sales by tender: the tenders customers pay with, in the order forms list them. */
  salesTenders: Tender[];
  /** Hours a waitlisted vendor has to accept an offered space. */
  waitlistOfferHours: number;
  /** What applicants agree to: a web address or the text itself; empty when not set. */
  marketRegulations: string;
  /** The organisation's name (the first-run setup's first question); empty when not set. */
  organisationName: string;
  /** The organisation's markets, oldest first (read by the same query; empty before the first market exists). */
  markets: MarketItem[];
}

/** Hashes a map password as `scrypt$<salt>$<hash>` (base64). */
export async function hashMapPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `${HASH_PREFIX}${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a candidate against a stored value: a hash, or (an older, seeded) plain text. Empty means no password. */
export async function passwordMatches(stored: string, candidate: string): Promise<boolean> {
  if (!stored) return false;
  if (!stored.startsWith(HASH_PREFIX)) {
    const a = Buffer.from(stored);
    const b = Buffer.from(candidate);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const [salt, hash] = stored.slice(HASH_PREFIX.length).split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(candidate, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

function valueOf(items: Map<string, SystemSettingItem>, key: SettingKey) {
  const item = items.get(key);
  const parsed = item ? SETTING_DEFINITIONS[key].schema.safeParse(item.value) : undefined;
  // A stored value of the wrong type (hand-edited data) falls back to the default rather than breaking every call.
  return parsed?.success ? parsed.data : SETTING_DEFINITIONS[key].defaultValue;
}

/** Oldest first, so the first market is the organisation's first. */
const byCreation = (a: MarketItem, b: MarketItem) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** Pure: typed settings from the SETTINGS partition's items. */
export function toMarketSettings(
  items: Map<string, SystemSettingItem>,
  markets: readonly MarketItem[] = [],
): MarketSettings {
  const stored = items.get('map_password')?.value;
  return {
    roundCents: valueOf(items, 'round_cents') as boolean,
    enablePublicProfiles: valueOf(items, 'enable_public_profiles') as boolean,
    marketTimeZone: valueOf(items, 'market_time_zone') as string,
    lateCancellationFeeCents: valueOf(items, 'late_cancellation_fee_cents') as number,
    latePaymentFeeCents: valueOf(items, 'late_payment_fee_cents') as number,
    latePaymentGraceDays: valueOf(items, 'late_payment_grace_days') as number,
    noShowFeeCents: valueOf(items, 'no_show_fee_cents') as number,
    mapPasswordSet: typeof stored === 'string' && stored.length > 0,
    zelleInstructions: valueOf(items, 'zelle_instructions') as string,
    manualPaymentInstructions: valueOf(items, 'manual_payment_instructions') as string,
    salesTenders: valueOf(items, 'sales_tenders') as Tender[],
    waitlistOfferHours: valueOf(items, 'waitlist_offer_hours') as number,
    marketRegulations: valueOf(items, 'market_regulations') as string,
    organisationName: valueOf(items, 'organisation_name') as string,
    markets: [...markets].sort(byCreation),
  };
}

export function makeSettingsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  /** Every stored setting by key and every market, in one query. */
  async function readPartition(): Promise<{ items: Map<string, SystemSettingItem>; markets: MarketItem[] }> {
    const out = new Map<string, SystemSettingItem>();
    const markets: MarketItem[] = [];
    const items = await table.queryAll(fromKey({ pk: keys.settings.pk }));
    for (const raw of items) {
      const parsed = systemSettingEntity.tryParse(raw);
      if (parsed) out.set(parsed.key, parsed);
      const market = marketEntity.tryParse(raw);
      if (market) markets.push(market);
    }
    return { items: out, markets: markets.sort(byCreation) };
  }
  const readAll = async () => (await readPartition()).items;

  async function storedMapPassword(): Promise<string> {
    const value = (await table.get(systemSettingEntity.key('map_password')))?.value;
    return typeof value === 'string' ? value : '';
  }

  return {
    readAll,
    readPartition,

    /** The typed settings with defaults, and every market: one query. */
    async getSettings(): Promise<MarketSettings> {
      const { items, markets } = await readPartition();
      return toMarketSettings(items, markets);
    },

    /** One market (one read), or undefined. */
    async getMarket(marketId: string): Promise<MarketItem | undefined> {
      return marketEntity.tryParse(await table.get(marketEntity.key(marketId)));
    },

    /** Writes a new market; false when a market with this id exists already. */
    async createMarket(market: MarketItem): Promise<boolean> {
      const r = await table.put({ ...marketEntity.key(market.id), ...market }, { guard: c.absent() });
      return r.ok;
    },

    /**
     * Replaces a market with its edited version, if nobody changed it since it was read (its `updatedAt`); false
     * when it changed meanwhile or no longer exists.
     */
    async replaceMarket(market: MarketItem, previousUpdatedAt: string): Promise<boolean> {
      const r = await table.put(
        { ...marketEntity.key(market.id), ...market },
        { guard: c.and(c.present(), c.eq('updatedAt', previousUpdatedAt)) },
      );
      return r.ok;
    },

    /** Stores one setting's (already validated) value; keeps its description and creation time. */
    async put(
      key: string,
      value: SystemSettingItem['value'],
      updatedBy: string,
      description: string,
    ): Promise<SystemSettingItem> {
      const now = clockNow().toISOString();
      const r = await table.update(
        systemSettingEntity.key(key),
        {
          set: {
            value,
            updatedBy,
            updatedAt: now,
            createdAt: u.ifNotExists(now),
            description: u.ifNotExists(description),
            _type: 'system_setting',
            id: key,
            key,
          },
        },
        { returnValues: 'ALL_NEW' },
      );
      return systemSettingEntity.parse(r.ok ? r.item : undefined);
    },

    /** Whether the public map is protected by a password (one read). */
    async hasMapPassword(): Promise<boolean> {
      return (await storedMapPassword()).length > 0;
    },

    /**
     * Whether a map password is set, and a fingerprint of its stored hash that changes whenever the password does
     * (to bind an unlock token to the current password). One read.
     */
    async mapPasswordState(): Promise<{ isSet: boolean; fingerprint: string }> {
      const stored = await storedMapPassword();
      return { isSet: stored.length > 0, fingerprint: createHash('sha256').update(`map|${stored}`).digest('hex') };
    },

    /** True when a map password is set and the candidate matches it (one read). */
    async verifyMapPassword(candidate: string): Promise<boolean> {
      return passwordMatches(await storedMapPassword(), candidate);
    },
  };
}
export type SettingsRepository = ReturnType<typeof makeSettingsRepository>;
