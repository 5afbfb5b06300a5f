/**
 * The public market map's calls (spec 2 §2.8, §7): what a visitor without a login may read. Nothing here carries
 * a price, a contact detail or the map password. Written with the lite kit, not zod, so that the map pages stay
 * within their first-visit weight (see ./lite.ts).
 */
import * as s from './lite.js';
import { MAP_MSG } from '../public-map-messages.js';

const position = s.object({ x: s.number(), y: s.number() });

export const publicMarketDateSchema = s.object({
  id: s.string(),
  /** ISO date in the market's time zone. */
  date: s.string(),
  status: s.string(),
  notes: s.nullable(s.string()),
  /** Set once the layout is published; only then does the map show vendors. */
  publishedAt: s.nullable(s.string()),
});
export type PublicMarketDate = s.Infer<typeof publicMarketDateSchema>;
export const publicMarketDatesSchema = s.array(publicMarketDateSchema);

/** GET /api/system-settings/public: never the map password or its hash, only whether one is set. */
export const publicSettingsSchema = s.object({
  enable_public_profiles: s.boolean(),
  hasMapPassword: s.boolean(),
});
export type PublicSettings = s.Infer<typeof publicSettingsSchema>;

export const publicAreaSchema = s.object({ id: s.string(), name: s.string(), sortOrder: s.number() });
export type PublicArea = s.Infer<typeof publicAreaSchema>;

/** Also read by the vendor application form, which offers each vendor type the space types meant for it. */
export const publicSpaceTypeSchema = s.object({
  id: s.string(),
  name: s.string(),
  size: s.string(),
  description: s.string(),
  /** The vendor type the space type is meant for; null: every vendor type. */
  vendorTypeId: s.nullable(s.string()),
});
export type PublicSpaceType = s.Infer<typeof publicSpaceTypeSchema>;

export const publicSpaceSchema = s.object({
  id: s.string(),
  label: s.string(),
  areaId: s.nullable(s.string()),
  spaceTypeId: s.nullable(s.string()),
  /** 'WxH' in feet. */
  size: s.string(),
  /** Feet from the map's top-left corner. */
  position,
});
export type PublicSpace = s.Infer<typeof publicSpaceSchema>;

export const publicLandmarkSchema = s.object({
  id: s.string(),
  areaId: s.nullable(s.string()),
  marketDateId: s.string(),
  label: s.string(),
  position,
  /** Feet. */
  dimensions: s.object({ width: s.number(), height: s.number() }),
  rotation: s.number(),
  landmarkType: s.object({ name: s.string(), icon: s.string(), color: s.string(), shape: s.string() }),
});
export type PublicLandmark = s.Infer<typeof publicLandmarkSchema>;

export const publicVendorSchema = s.object({
  id: s.string(),
  name: s.string(),
  vendorType: s.nullable(s.object({ code: s.string(), label: s.string() })),
  spaceId: s.string(),
  spaceLabel: s.string(),
});
export type PublicVendor = s.Infer<typeof publicVendorSchema>;
export const publicVendorsSchema = s.array(publicVendorSchema);

/** GET /api/public/map/{marketDateId}: the whole map in one answer. `vendors` is empty until the date is published. */
export const publicMapSchema = s.object({
  marketDate: publicMarketDateSchema,
  areas: s.array(publicAreaSchema),
  spaceTypes: s.array(publicSpaceTypeSchema),
  spaces: s.array(publicSpaceSchema),
  landmarks: s.array(publicLandmarkSchema),
  vendors: s.array(publicVendorSchema),
});
export type PublicMap = s.Infer<typeof publicMapSchema>;

export const unlockMapRequestSchema = s.object({
  password: s.nonEmpty(MAP_MSG.passwordRequired),
});
/** The answer to a right password; the unlocking itself is the HttpOnly cookie that comes with it. */
export const unlockMapResponseSchema = s.object({ unlocked: s.literal(true) });
export type UnlockMapRequest = s.Infer<typeof unlockMapRequestSchema>;
