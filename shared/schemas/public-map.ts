/**
 * The public market map's calls (spec 2 §2.8, §7): what a visitor without a login may read. Nothing here carries
 * a price, a contact detail or the map password.
 */
import * as z from 'zod';
import { answerText } from './bounds.js';
import { MAP_MSG } from '../public-map-messages.js';

const position = z.object({ x: z.number(), y: z.number() });

export const publicMarketDateSchema = z.object({
  id: answerText(),
  /** ISO date in the market's time zone. */
  date: answerText(),
  status: answerText(),
  notes: answerText().nullable(),
  /** Set once the layout is published; only then does the map show vendors. */
  publishedAt: answerText().nullable(),
});
export type PublicMarketDate = z.infer<typeof publicMarketDateSchema>;
export const publicMarketDatesSchema = z.array(publicMarketDateSchema);

/** GET /api/system-settings/public: never the map password or its hash, only whether one is set. */
export const publicSettingsSchema = z.object({
  enable_public_profiles: z.boolean(),
  hasMapPassword: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

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
});
export type PublicSpaceType = z.infer<typeof publicSpaceTypeSchema>;

export const publicSpaceSchema = z.object({
  id: answerText(),
  label: answerText(),
  areaId: answerText().nullable(),
  spaceTypeId: answerText().nullable(),
  /** 'WxH' in feet. */
  size: answerText(),
  /** Feet from the map's top-left corner. */
  position,
});
export type PublicSpace = z.infer<typeof publicSpaceSchema>;

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
});
export type PublicLandmark = z.infer<typeof publicLandmarkSchema>;

export const publicVendorSchema = z.object({
  id: answerText(),
  name: answerText(),
  vendorType: z.object({ code: answerText(), label: answerText() }).nullable(),
  spaceId: answerText(),
  spaceLabel: answerText(),
});
export type PublicVendor = z.infer<typeof publicVendorSchema>;
export const publicVendorsSchema = z.array(publicVendorSchema);

/** GET /api/public/map/{marketDateId}: the whole map in one answer. `vendors` is empty until the date is published. */
export const publicMapSchema = z.object({
  marketDate: publicMarketDateSchema,
  areas: z.array(publicAreaSchema),
  spaceTypes: z.array(publicSpaceTypeSchema),
  spaces: z.array(publicSpaceSchema),
  landmarks: z.array(publicLandmarkSchema),
  vendors: z.array(publicVendorSchema),
});
export type PublicMap = z.infer<typeof publicMapSchema>;

export const unlockMapRequestSchema = z.object({
  password: z
    .string({ error: MAP_MSG.passwordRequired })
    .min(1, MAP_MSG.passwordRequired)
    // The map password is at most 100 characters (settings), so a longer guess is wrong without a check.
    .max(100, MAP_MSG.incorrectPassword),
});
export type UnlockMapRequest = z.infer<typeof unlockMapRequestSchema>;
