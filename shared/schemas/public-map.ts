/**
 * The public market map's calls (spec 2 §2.8, §7): what a visitor without a login may read. Nothing here carries
 * a price, a contact detail or the map password. Written with valibot, not zod, so that the map pages stay within
 * their first-visit weight (see ./session.ts).
 */
import * as v from 'valibot';
import { required } from './session.js';
import { TEXT_MAX } from './text-limits.js';
import { MAP_MSG } from '../public-map-messages.js';

const position = v.object({ x: v.number(), y: v.number() });

const publicMarketDateSchema = v.object({
  id: v.string(),
  /** The market the date belongs to. */
  marketId: v.optional(v.string()),
  /** ISO date in the market's time zone. */
  date: v.string(),
  status: v.string(),
  notes: v.nullable(v.string()),
  /** Set once the layout is published; only then does the map show vendors. */
  publishedAt: v.nullable(v.string()),
});
export type PublicMarketDate = v.InferOutput<typeof publicMarketDateSchema>;
export const publicMarketDatesSchema = v.array(publicMarketDateSchema);

export type { PublicMarket } from './public-markets.js';

/** The market of a date's map, as its heading shows it. */
const publicMapMarketSchema = v.object({
  id: v.string(),
  name: v.string(),
  shortName: v.string(),
  hours: v.string(),
  address: v.string(),
  mapLink: v.nullable(v.string()),
});
export type PublicMapMarket = v.InferOutput<typeof publicMapMarketSchema>;

/**
 * GET /api/system-settings/public: never the map password or its hash, only whether one is set. Also what any
 * signed-in screen or the application form needs: the market's time zone and its regulations.
 */
export const publicSettingsSchema = v.object({
  enable_public_profiles: v.boolean(),
  hasMapPassword: v.boolean(),
  market_time_zone: v.string(),
  market_regulations: v.string(),
});
export type PublicSettings = v.InferOutput<typeof publicSettingsSchema>;

const publicAreaSchema = v.object({ id: v.string(), name: v.string(), sortOrder: v.number() });
export type PublicArea = v.InferOutput<typeof publicAreaSchema>;

/** Also read by the vendor application form, which offers each vendor type the space types meant for it. */
const publicSpaceTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  size: v.string(),
  description: v.string(),
  /** The vendor type the space type is meant for; null: every vendor type. */
  vendorTypeId: v.nullable(v.string()),
});
export type PublicSpaceType = v.InferOutput<typeof publicSpaceTypeSchema>;

const publicSpaceSchema = v.object({
  id: v.string(),
  label: v.string(),
  areaId: v.nullable(v.string()),
  spaceTypeId: v.nullable(v.string()),
  /** 'WxH' in feet. */
  size: v.string(),
  /** Feet from the map's top-left corner. */
  position,
});
export type PublicSpace = v.InferOutput<typeof publicSpaceSchema>;

const publicLandmarkSchema = v.object({
  id: v.string(),
  areaId: v.nullable(v.string()),
  marketDateId: v.string(),
  label: v.string(),
  position,
  /** Feet. */
  dimensions: v.object({ width: v.number(), height: v.number() }),
  rotation: v.number(),
  landmarkType: v.object({ name: v.string(), icon: v.string(), color: v.string(), shape: v.string() }),
});
export type PublicLandmark = v.InferOutput<typeof publicLandmarkSchema>;

const publicVendorSchema = v.object({
  id: v.string(),
  name: v.string(),
  vendorType: v.nullable(v.object({ code: v.string(), label: v.string() })),
  spaceId: v.string(),
  spaceLabel: v.string(),
});
export type PublicVendor = v.InferOutput<typeof publicVendorSchema>;

/** GET /api/public/map/{marketDateId}: the whole map in one answer. `vendors` is empty until the date is published. */
export const publicMapSchema = v.object({
  marketDate: publicMarketDateSchema,
  market: v.optional(publicMapMarketSchema),
  areas: v.array(publicAreaSchema),
  spaceTypes: v.array(publicSpaceTypeSchema),
  spaces: v.array(publicSpaceSchema),
  landmarks: v.array(publicLandmarkSchema),
  vendors: v.array(publicVendorSchema),
});
export type PublicMap = v.InferOutput<typeof publicMapSchema>;

export const unlockMapRequestSchema = v.object({
  password: required(
    v.pipe(
      v.string(MAP_MSG.passwordRequired),
      v.nonEmpty(MAP_MSG.passwordRequired),
      v.maxLength(TEXT_MAX.mapPassword, MAP_MSG.incorrectPassword),
    ),
  ),
  /** The date whose map is asked for: its market's own map password, when it has one, is the one checked. */
  marketDateId: v.optional(v.pipe(v.string(MAP_MSG.marketDateNotFound), v.maxLength(100, MAP_MSG.marketDateNotFound))),
});
/** The answer to a right password; the unlocking itself is the HttpOnly cookie that comes with it. */
export const unlockMapResponseSchema = v.object({ unlocked: v.literal(true) });
export type UnlockMapRequest = v.InferOutput<typeof unlockMapRequestSchema>;
