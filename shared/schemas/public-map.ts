/**
 * The public market map's calls (spec 2 §2.8, §7): what a visitor without a login may read. Nothing here carries
 * a price, a contact detail or the map password. Written with the lite kit, not zod, so that the map pages stay
 * within their first-visit weight (see ./lite.ts).
 */
<<<<<<< HEAD
import * as s from './lite.js';
=======
import * as z from 'zod';
import { answerText } from './bounds.js';
>>>>>>> srv-input
import { MAP_MSG } from '../public-map-messages.js';

const position = s.object({ x: s.number(), y: s.number() });

<<<<<<< HEAD
export const publicMarketDateSchema = s.object({
  id: s.string(),
  /** ISO date in the market's time zone. */
  date: s.string(),
  status: s.string(),
  notes: s.nullable(s.string()),
  /** Set once the layout is published; only then does the map show vendors. */
  publishedAt: s.nullable(s.string()),
=======
export const publicMarketDateSchema = z.object({
  id: answerText(),
  /** ISO date in the market's time zone. */
  date: answerText(),
  status: answerText(),
  notes: answerText().nullable(),
  /** Set once the layout is published; only then does the map show vendors. */
  publishedAt: answerText().nullable(),
>>>>>>> srv-input
});
export type PublicMarketDate = s.Infer<typeof publicMarketDateSchema>;
export const publicMarketDatesSchema = s.array(publicMarketDateSchema);

/** GET /api/system-settings/public: never the map password or its hash, only whether one is set. */
export const publicSettingsSchema = s.object({
  enable_public_profiles: s.boolean(),
  hasMapPassword: s.boolean(),
});
export type PublicSettings = s.Infer<typeof publicSettingsSchema>;

<<<<<<< HEAD
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
=======
export const publicAreaSchema = z.object({ id: answerText(), name: answerText(), sortOrder: z.number() });
export type PublicArea = z.infer<typeof publicAreaSchema>;

/** Also read by the vendor application form, which offers each vendor type the space types meant for it. */
export const publicSpaceTypeSchema = z.object({
  id: answerText(),
  name: answerText(),
  size: answerText(),
  description: answerText(),
  /** The vendor type the space type is meant for; null: every vendor type. */
  vendorTypeId: answerText().nullable(),
>>>>>>> srv-input
});
export type PublicSpaceType = s.Infer<typeof publicSpaceTypeSchema>;

<<<<<<< HEAD
export const publicSpaceSchema = s.object({
  id: s.string(),
  label: s.string(),
  areaId: s.nullable(s.string()),
  spaceTypeId: s.nullable(s.string()),
  /** 'WxH' in feet. */
  size: s.string(),
=======
export const publicSpaceSchema = z.object({
  id: answerText(),
  label: answerText(),
  areaId: answerText().nullable(),
  spaceTypeId: answerText().nullable(),
  /** 'WxH' in feet. */
  size: answerText(),
>>>>>>> srv-input
  /** Feet from the map's top-left corner. */
  position,
});
export type PublicSpace = s.Infer<typeof publicSpaceSchema>;

<<<<<<< HEAD
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
=======
export const publicLandmarkSchema = z.object({
  id: answerText(),
  areaId: answerText().nullable(),
  marketDateId: answerText(),
  label: answerText(),
  position,
  /** Feet. */
  dimensions: z.object({ width: z.number(), height: z.number() }),
  rotation: z.number(),
  landmarkType: z.object({ name: answerText(), icon: answerText(), color: answerText(), shape: answerText() }),
>>>>>>> srv-input
});
export type PublicLandmark = s.Infer<typeof publicLandmarkSchema>;

<<<<<<< HEAD
export const publicVendorSchema = s.object({
  id: s.string(),
  name: s.string(),
  vendorType: s.nullable(s.object({ code: s.string(), label: s.string() })),
  spaceId: s.string(),
  spaceLabel: s.string(),
=======
export const publicVendorSchema = z.object({
  id: answerText(),
  name: answerText(),
  vendorType: z.object({ code: answerText(), label: answerText() }).nullable(),
  spaceId: answerText(),
  spaceLabel: answerText(),
>>>>>>> srv-input
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

<<<<<<< HEAD
export const unlockMapRequestSchema = s.object({
  password: s.nonEmpty(MAP_MSG.passwordRequired),
=======
export const unlockMapRequestSchema = z.object({
  password: z
    .string({ error: MAP_MSG.passwordRequired })
    .min(1, MAP_MSG.passwordRequired)
    // The map password is at most 100 characters (settings), so a longer guess is wrong without a check.
    .max(100, MAP_MSG.incorrectPassword),
>>>>>>> srv-input
});
/** The answer to a right password; the unlocking itself is the HttpOnly cookie that comes with it. */
export const unlockMapResponseSchema = s.object({ unlocked: s.literal(true) });
export type UnlockMapRequest = s.Infer<typeof unlockMapRequestSchema>;
