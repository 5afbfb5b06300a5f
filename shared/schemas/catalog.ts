/**
 * The market's vocabulary as the API speaks it (spec 2 §3: areas, space_types, space_types_fees, vendor_types,
 * landmark_types): responses, and the bodies of create (POST) and edit (PATCH) calls. Money is integer cents and
 * rates are percent (0–100, one decimal) at the API; forms show dollars.
 */
import * as z from '../zod.js';
import { answerText, CENTS_MAX, SORT_ORDER_MAX } from './bounds.js';
import { idSchema } from './ids.js';
import { MARKET_MSG } from '../market-messages.js';
import { SETUP_MSG } from '../market-setup-messages.js';

export const DEFAULT_VENDOR_TYPE_ICON = 'fas fa-store';
export const DEFAULT_LANDMARK_COLOR = 'black';
export const LANDMARK_SHAPES = ['icon', 'rectangle', 'circle'] as const;

const timestamps = { createdAt: answerText(), updatedAt: answerText() };

export const areaSchema = z.object({
  id: answerText(),
  /** The market the area belongs to ('main' for areas made before markets existed). */
  marketId: answerText(),
  name: answerText(),
  isActive: z.boolean(),
  sortOrder: z.int(),
  ...timestamps,
});
export type Area = z.infer<typeof areaSchema>;

export const vendorTypeSchema = z.object({
  id: answerText(),
  code: answerText(),
  label: answerText(),
  description: answerText(),
  isActive: z.boolean(),
  requiresPrepayment: z.boolean(),
  defaultBasePrice: z.int(),
  icon: answerText(),
  autoPaymentAvailable: z.boolean(),
  ...timestamps,
});
export type VendorType = z.infer<typeof vendorTypeSchema>;

export const spaceTypeFeeSchema = z.object({
  id: answerText(),
  spaceTypeId: answerText(),
  vendorTypeId: answerText(),
  basePrice: z.nullable(z.int()),
  salesBasedRate: z.nullable(z.number()),
  isActive: z.boolean(),
  ...timestamps,
});

export const spaceTypeSchema = z.object({
  id: answerText(),
  name: answerText(),
  size: answerText(),
  description: answerText(),
  isActive: z.boolean(),
  defaultBasePrice: z.nullable(z.int()),
  defaultSalesBasedRate: z.nullable(z.number()),
  vendorTypeId: z.nullable(answerText()),
  /** Its per-vendor-type fees (space_types_fees), read with it. */
  fees: z.array(spaceTypeFeeSchema),
  ...timestamps,
});
export type SpaceType = z.infer<typeof spaceTypeSchema>;

export const landmarkTypeSchema = z.object({
  id: answerText(),
  name: answerText(),
  description: answerText(),
  icon: answerText(),
  color: answerText(),
  shape: answerText(),
  isActive: z.boolean(),
  ...timestamps,
});
export type LandmarkType = z.infer<typeof landmarkTypeSchema>;

export const areaListSchema = z.array(areaSchema);
export const vendorTypeListSchema = z.array(vendorTypeSchema);
export const spaceTypeListSchema = z.array(spaceTypeSchema);
export const landmarkTypeListSchema = z.array(landmarkTypeSchema);

// ---------------------------------------------------------------------------------------------------------------
// Request bodies. Each entity has its fields once (no defaults), a create schema that adds the spec's defaults, and
// a patch schema where every field is optional but at least one is given.

/** Names are kept as typed, apart from spaces at the ends and runs of spaces inside. */
const requiredText = (message: string, max: number, field: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(z.trim(), z.minLength(1, message), z.maxLength(max, SETUP_MSG.tooLong(field, max))),
    z.transform((s) => s.replace(/\s+/g, ' ')),
  );
const optionalText = (max: number, field: string) =>
  z.string().check(z.trim(), z.maxLength(max, SETUP_MSG.tooLong(field, max)));
const cents = z
  .number({ error: SETUP_MSG.priceInvalid })
  .check(
    z.int(SETUP_MSG.priceInvalid),
    z.minimum(0, SETUP_MSG.priceInvalid),
    z.maximum(CENTS_MAX, SETUP_MSG.priceInvalid),
  );
/** Percent with at most one decimal (the forms step by 0.1). */
const rate = z.pipe(
  z
    .number({ error: SETUP_MSG.rateInvalid })
    .check(z.minimum(0, SETUP_MSG.rateInvalid), z.maximum(100, SETUP_MSG.rateInvalid)),
  z.transform((r) => Math.round(r * 10) / 10),
);
const flag = z.boolean();
const size = z
  .string({ error: SETUP_MSG.sizeFormat })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[1-9]\d{0,2}x[1-9]\d{0,2}$/, SETUP_MSG.sizeFormat));
const color = z
  .string({ error: SETUP_MSG.colorInvalid })
  .check(z.trim(), z.regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,30})$/, SETUP_MSG.colorInvalid));

const atLeastOne = <T extends Record<string, unknown>>(value: T) => Object.values(value).some((v) => v !== undefined);

function patchOf<S extends z.core.$ZodShape>(shape: S) {
  return z.partial(z.object(shape)).check(z.refine(atLeastOne, SETUP_MSG.nothingToUpdate));
}

const areaFields = {
  name: requiredText(SETUP_MSG.nameRequired, 100, 'Name'),
  isActive: flag,
  sortOrder: z
    .number({ error: SETUP_MSG.sortOrderInvalid })
    .check(
      z.int(SETUP_MSG.sortOrderInvalid),
      z.minimum(-SORT_ORDER_MAX, SETUP_MSG.sortOrderInvalid),
      z.maximum(SORT_ORDER_MAX, SETUP_MSG.sortOrderInvalid),
    ),
};
export const createAreaSchema = z.object({
  ...areaFields,
  /** The market the area belongs to; absent: the first market. An area stays with its market. */
  marketId: z.optional(idSchema(MARKET_MSG.notFound)),
  isActive: z._default(flag, true),
  sortOrder: z._default(areaFields.sortOrder, 0),
});
export const updateAreaSchema = patchOf(areaFields);
export type CreateArea = z.input<typeof createAreaSchema>;
/** GET /api/areas?marketId=: one market's areas (every market's without it). */
export const areaListQuerySchema = z.object({ marketId: z.optional(idSchema(MARKET_MSG.notFound)) });
export type UpdateArea = z.input<typeof updateAreaSchema>;

const vendorTypeFields = {
  code: z.pipe(
    requiredText(SETUP_MSG.codeRequired, 20, 'Code'),
    z.transform((c) => c.toUpperCase()),
  ),
  label: requiredText(SETUP_MSG.labelRequired, 100, 'Label'),
  description: optionalText(500, 'Description'),
  isActive: flag,
  requiresPrepayment: flag,
  defaultBasePrice: cents,
  icon: optionalText(100, 'Icon'),
  autoPaymentAvailable: flag,
};
export const createVendorTypeSchema = z.object({
  ...vendorTypeFields,
  description: z._default(vendorTypeFields.description, ''),
  isActive: z._default(flag, true),
  requiresPrepayment: z._default(flag, false),
  defaultBasePrice: z._default(cents, 0),
  autoPaymentAvailable: z._default(flag, true),
  icon: z.pipe(
    z._default(vendorTypeFields.icon, DEFAULT_VENDOR_TYPE_ICON),
    z.transform((i) => i || DEFAULT_VENDOR_TYPE_ICON),
  ),
});
export const updateVendorTypeSchema = patchOf(vendorTypeFields);
export type CreateVendorType = z.input<typeof createVendorTypeSchema>;
export type UpdateVendorType = z.input<typeof updateVendorTypeSchema>;

const spaceTypeFields = {
  name: requiredText(SETUP_MSG.nameRequired, 100, 'Name'),
  size,
  description: optionalText(500, 'Description'),
  isActive: flag,
  defaultBasePrice: z.nullable(cents),
  defaultSalesBasedRate: z.nullable(rate),
  vendorTypeId: z.nullable(idSchema(SETUP_MSG.vendorTypeUnknown)),
};
export const createSpaceTypeSchema = z.object({
  ...spaceTypeFields,
  description: z._default(spaceTypeFields.description, ''),
  isActive: z._default(flag, true),
  defaultBasePrice: z._default(spaceTypeFields.defaultBasePrice, null),
  defaultSalesBasedRate: z._default(spaceTypeFields.defaultSalesBasedRate, null),
  vendorTypeId: z._default(spaceTypeFields.vendorTypeId, null),
});
export const updateSpaceTypeSchema = patchOf(spaceTypeFields);
export type CreateSpaceType = z.input<typeof createSpaceTypeSchema>;
export type UpdateSpaceType = z.input<typeof updateSpaceTypeSchema>;

/** PUT /api/space-types/{id}/fees: the whole list; a vendor type left out has no fee for this space type. */
export const putSpaceTypeFeesSchema = z.object({
  fees: z
    .array(
      z.object({
        vendorTypeId: idSchema(SETUP_MSG.vendorTypeUnknown),
        basePrice: z.orNull(cents),
        salesBasedRate: z.orNull(rate),
        isActive: z._default(flag, true),
      }),
    )
    .check(
      z.maxLength(50),
      z.refine((fees) => new Set(fees.map((f) => f.vendorTypeId)).size === fees.length, SETUP_MSG.feeVendorTypeTwice),
    ),
});
export type PutSpaceTypeFees = z.input<typeof putSpaceTypeFeesSchema>;

const landmarkTypeFields = {
  name: requiredText(SETUP_MSG.nameRequired, 100, 'Name'),
  description: optionalText(500, 'Description'),
  icon: requiredText(SETUP_MSG.iconRequired, 100, 'Icon'),
  color,
  shape: z.enum(LANDMARK_SHAPES, { error: SETUP_MSG.shapeInvalid }),
  isActive: flag,
};
export const createLandmarkTypeSchema = z.object({
  ...landmarkTypeFields,
  description: z._default(landmarkTypeFields.description, ''),
  color: z._default(color, DEFAULT_LANDMARK_COLOR),
  shape: z._default(landmarkTypeFields.shape, 'icon'),
  isActive: z._default(flag, true),
});
export const updateLandmarkTypeSchema = patchOf(landmarkTypeFields);
export type CreateLandmarkType = z.input<typeof createLandmarkTypeSchema>;
export type UpdateLandmarkType = z.input<typeof updateLandmarkTypeSchema>;
