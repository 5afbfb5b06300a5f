/**
 * The market layout editor's calls: a date's (or the default template's) spaces and landmarks as the editor draws
 * them, the one-call save conditional on the layout's version, and copying a date's layout to later dates.
 * Positions and sizes are feet; a space's size is whole feet (the stored 'WxH').
 */
import * as z from '../zod.js';
import { answerText, BULK_IDS_MAX, mapPositionSchema, TEXT_MAX } from './bounds.js';
import { idSchema } from './ids.js';
import { SPACES_MSG } from '../spaces-messages.js';

const id = idSchema();
/** The largest space or landmark side, in feet. */
const LAYOUT_SIDE_MAX_FEET = 500;
/** How many spaces and landmarks one layout may hold. */
const LAYOUT_SPACES_MAX = 2000;
const LAYOUT_LANDMARKS_MAX = 500;
const SPACE_LABEL_MAX = 20;

const wholeFeet = z.int().check(z.minimum(1), z.maximum(LAYOUT_SIDE_MAX_FEET));
const feet = z.pipe(
  z.number().check(z.minimum(0.5), z.maximum(LAYOUT_SIDE_MAX_FEET)),
  z.transform((v) => Math.round(v * 10) / 10),
);

const layoutSpaceInputSchema = z.object({
  id,
  label: z.string().check(z.trim(), z.minLength(1, SPACES_MSG.labelRequired), z.maxLength(SPACE_LABEL_MAX)),
  areaId: z.orNull(id),
  spaceTypeId: z.orNull(id),
  position: mapPositionSchema(SPACES_MSG.positionInvalid),
  width: wholeFeet,
  height: wholeFeet,
  /** When the editor read the space: a space changed since (on the spaces screen) is not overwritten. */
  updatedAt: z.nullish(z.string().check(z.maxLength(64))),
});
export type LayoutSpaceInput = z.output<typeof layoutSpaceInputSchema>;

const layoutLandmarkInputSchema = z.object({
  id,
  label: z.string().check(z.trim(), z.maxLength(TEXT_MAX.label)),
  landmarkTypeId: id,
  areaId: z.orNull(id),
  position: mapPositionSchema(),
  dimensions: z.object({ width: feet, height: feet }),
  rotation: z.pipe(
    z.number().check(z.minimum(-360), z.maximum(360)),
    z.transform((r) => ((Math.round(r) % 360) + 360) % 360),
  ),
});
export type LayoutLandmarkInput = z.output<typeof layoutLandmarkInputSchema>;

/** PUT /api/market-dates/{id}/layout and PUT /api/layouts/default/plan */
export const saveLayoutSchema = z.object({
  /** The version the editor loaded; the save is refused (409) when the layout has changed since. */
  version: z.string().check(z.maxLength(64)),
  spaces: z.array(layoutSpaceInputSchema).check(z.maxLength(LAYOUT_SPACES_MAX)),
  landmarks: z.array(layoutLandmarkInputSchema).check(z.maxLength(LAYOUT_LANDMARKS_MAX)),
});
export type SaveLayoutBody = z.input<typeof saveLayoutSchema>;

/** POST /api/market-dates/{id}/layout/copy */
export const copyLayoutSchema = z.object({
  marketDateIds: z.array(id).check(z.minLength(1), z.maxLength(BULK_IDS_MAX)),
});
export type CopyLayoutBody = z.input<typeof copyLayoutSchema>;

const positionAnswer = z.object({ x: z.number(), y: z.number() });

const layoutSpaceSchema = z.object({
  id: answerText(),
  label: answerText(),
  areaId: z.nullable(answerText()),
  spaceTypeId: z.nullable(answerText()),
  position: positionAnswer,
  width: z.number(),
  height: z.number(),
  vendor: z.nullable(z.object({ id: answerText(), name: answerText() })),
  isDefault: z.boolean(),
  /** Null for a space the editor added and has not saved. */
  updatedAt: z.nullable(answerText()),
});
export type LayoutSpace = z.infer<typeof layoutSpaceSchema>;

const layoutLandmarkSchema = z.object({
  id: answerText(),
  label: answerText(),
  landmarkTypeId: answerText(),
  areaId: z.nullable(answerText()),
  position: positionAnswer,
  dimensions: z.object({ width: z.number(), height: z.number() }),
  rotation: z.number(),
});
export type LayoutLandmark = z.infer<typeof layoutLandmarkSchema>;

/** GET /api/market-dates/{id}/layout and GET /api/layouts/default/plan: the layout and the vocabulary it uses. */
export const layoutSchema = z.object({
  marketDate: z.nullable(z.object({ id: answerText(), date: answerText(), publishedAt: z.nullable(answerText()) })),
  /** The market whose date (or default layout) this is; its areas are the ones offered. */
  marketId: z.optional(answerText()),
  version: answerText(),
  spaces: z.array(layoutSpaceSchema),
  landmarks: z.array(layoutLandmarkSchema),
  areas: z.array(z.object({ id: answerText(), name: answerText() })),
  spaceTypes: z.array(z.object({ id: answerText(), name: answerText(), size: answerText() })),
  landmarkTypes: z.array(
    z.object({ id: answerText(), name: answerText(), icon: answerText(), color: answerText(), shape: answerText() }),
  ),
});
export type Layout = z.infer<typeof layoutSchema>;

export const saveLayoutResultSchema = z.object({
  version: answerText(),
  /** The spaces this save wrote, with their new updatedAt, for the editor's next save. */
  written: z.array(z.object({ id: answerText(), updatedAt: answerText() })),
  spaceCount: z.int(),
  landmarkCount: z.int(),
});

export const copyLayoutResultSchema = z.object({
  results: z.array(
    z.object({
      marketDateId: answerText(),
      date: answerText(),
      copied: z.boolean(),
      message: z.nullable(answerText()),
      keptAssignments: z.int(),
      /** Assignments whose space no longer exists on that date: those vendors are now without a space. */
      unfit: z.array(z.object({ spaceLabel: answerText(), vendorId: answerText(), vendorName: answerText() })),
    }),
  ),
});
export type CopyLayoutResult = z.infer<typeof copyLayoutResultSchema>;
