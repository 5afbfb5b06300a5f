/**
 * The spaces of a market date as the API speaks them (spec 2 §3 spaces, §7), and the bodies of the space form,
 * assigning, repricing and publishing. Money is integer cents and rates percent at the API; the form shows dollars.
 */
import * as z from 'zod';
import { answerText, BULK_IDS_MAX, CENTS_MAX, mapPositionSchema, TEXT_MAX } from './bounds.js';
import { ID_MAX_LENGTH, idSchema } from './ids.js';
import { PRICE_SOURCES } from '../pricing.js';
import { SPACES_MSG } from '../spaces-messages.js';

const id = idSchema();
const SPACE_LABEL_MAX = 20;

export const calculatedPriceSchema = z.object({
  basePrice: z.number().int(),
  salesBasedRate: z.number(),
  source: z.enum(PRICE_SOURCES),
});
export type CalculatedPriceDto = z.infer<typeof calculatedPriceSchema>;

export const spaceVendorSchema = z.object({
  id: answerText(),
  name: answerText(),
  status: answerText(),
  vendorTypeId: answerText(),
  vendorType: z.object({ id: answerText(), code: answerText() }).nullable(),
});

export const SPACE_DISPLAY_STATUSES = ['available', 'assigned', 'confirmed'] as const;
export type SpaceDisplayStatus = (typeof SPACE_DISPLAY_STATUSES)[number];

/** A space's own fields, as PATCH, assign and unassign answer them. */
export const spaceSchema = z.object({
  id: answerText(),
  marketDateId: answerText(),
  label: answerText(),
  spaceTypeId: answerText().nullable(),
  areaId: answerText().nullable(),
  vendorType: answerText().nullable(),
  basePrice: z.number().int().nullable(),
  salesBasedRate: z.number().nullable(),
  available: z.boolean(),
  position: z.object({ x: z.number(), y: z.number() }),
  size: answerText(),
  vendorId: answerText().nullable(),
  assignedAt: answerText().nullable(),
  assignedBy: answerText().nullable(),
  isDefault: z.boolean(),
  requiresPrepayment: z.boolean(),
});
export type Space = z.infer<typeof spaceSchema>;

/** One space in GET /api/spaces/market-date/{id}: the space, plus what the screen shows beside it. */
export const spaceListItemSchema = spaceSchema.extend({
  area: z.object({ id: answerText(), name: answerText() }).nullable(),
  spaceType: z.object({ id: answerText(), name: answerText(), size: answerText() }).nullable(),
  vendor: spaceVendorSchema.nullable(),
  confirmedAt: answerText().nullable(),
  spaceRequestId: answerText().nullable(),
  calculatedPrice: calculatedPriceSchema,
});
export type SpaceListItem = z.infer<typeof spaceListItemSchema>;

export const spacesResponseSchema = z.object({
  marketDate: z.object({
    id: answerText(),
    date: answerText(),
    status: answerText(),
    publishedAt: answerText().nullable(),
    publishedBy: answerText().nullable(),
  }),
  spaces: z.array(spaceListItemSchema),
  /** The vocabulary the screen's filters and form need, so it opens with one call. */
  areas: z.array(z.object({ id: answerText(), name: answerText(), isActive: z.boolean(), sortOrder: z.number() })),
  vendorTypes: z.array(z.object({ id: answerText(), code: answerText(), label: answerText(), isActive: z.boolean() })),
  spaceTypes: z.array(z.object({ id: answerText(), name: answerText(), size: answerText(), isActive: z.boolean() })),
});
export type SpacesResponse = z.infer<typeof spacesResponseSchema>;

/** Display status of spec 2 §4: Available (no vendor), Assigned, Confirmed (vendor and confirmedAt). */
export function spaceDisplayStatus(space: Pick<SpaceListItem, 'vendorId' | 'confirmedAt'>): SpaceDisplayStatus {
  if (!space.vendorId) return 'available';
  return space.confirmedAt ? 'confirmed' : 'assigned';
}

const marketDateId = z
  .string({ error: SPACES_MSG.marketDateRequired })
  .trim()
  .min(1, SPACES_MSG.marketDateRequired)
  .pipe(idSchema(SPACES_MSG.marketDateNotFound));

const isStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

/** PATCH /api/spaces/{id}. vendorId is not changed here: assigning goes through assign/unassign and their guards. */
export const updateSpaceSchema = z.object({
  marketDateId,
  label: z
    .string({ error: SPACES_MSG.labelRequired })
    .trim()
    .min(1, SPACES_MSG.labelRequired)
    .max(SPACE_LABEL_MAX, SPACES_MSG.labelTooLong)
    .optional(),
  areaId: idSchema(SPACES_MSG.areaRequired).optional(),
  spaceTypeId: idSchema('Space type not found').nullable().optional(),
  vendorType: z.string().trim().min(1).max(TEXT_MAX.label, SPACES_MSG.vendorTypeTooLong).nullable().optional(),
  /** cents; null means "use default pricing" */
  basePrice: z
    .number({ error: SPACES_MSG.basePriceInvalid })
    .int(SPACES_MSG.basePriceInvalid)
    .min(0, SPACES_MSG.basePriceInvalid)
    .max(CENTS_MAX, SPACES_MSG.basePriceInvalid)
    .nullable()
    .optional(),
  salesBasedRate: z
    .number({ error: SPACES_MSG.rateInvalid })
    .min(0, SPACES_MSG.rateInvalid)
    .max(100, SPACES_MSG.rateInvalid)
    // Exactly a tenth: a tolerance would let 1e-200 through, which DynamoDB cannot store.
    .refine((r) => Math.round(r * 10) / 10 === r, SPACES_MSG.rateInvalid)
    .nullable()
    .optional(),
  position: mapPositionSchema(SPACES_MSG.positionInvalid).optional(),
  requiresPrepayment: z.boolean().optional(),
  vendorId: z.unknown().optional(),
});
export type UpdateSpaceBody = z.input<typeof updateSpaceSchema>;

/**
 * The space form as typed (spec 2 §5): prices in cents (the money field shows dollars), empty meaning null. The SPA
 * validates with it and turns it into an UpdateSpaceBody with `spaceFormToBody`.
 */
export const spaceFormSchema = z.object({
  label: z
    .string({ error: SPACES_MSG.labelRequired })
    .trim()
    .min(1, SPACES_MSG.labelRequired)
    .max(SPACE_LABEL_MAX, SPACES_MSG.labelTooLong),
  areaId: z
    .string({ error: SPACES_MSG.areaRequired })
    .min(1, SPACES_MSG.areaRequired)
    .max(ID_MAX_LENGTH, SPACES_MSG.areaRequired),
  spaceTypeId: z.string().max(ID_MAX_LENGTH).nullable(),
  vendorType: z.string().max(TEXT_MAX.label, SPACES_MSG.vendorTypeTooLong).nullable(),
  basePrice: z
    .number({ error: SPACES_MSG.basePriceInvalid })
    .int(SPACES_MSG.basePriceInvalid)
    .min(0, SPACES_MSG.basePriceInvalid)
    .max(CENTS_MAX, SPACES_MSG.basePriceInvalid)
    .nullable(),
  salesBasedRate: z
    .number({ error: SPACES_MSG.rateInvalid })
    .min(0, SPACES_MSG.rateInvalid)
    .max(100, SPACES_MSG.rateInvalid)
    .refine((r) => isStep(r, 0.1), SPACES_MSG.rateInvalid)
    .nullable(),
  position: mapPositionSchema(SPACES_MSG.positionInvalid),
  requiresPrepayment: z.boolean(),
});
export type SpaceForm = z.infer<typeof spaceFormSchema>;
export type SpaceFormInput = z.input<typeof spaceFormSchema>;

export function spaceFormToBody(form: SpaceForm, marketDateId: string): UpdateSpaceBody {
  return {
    marketDateId,
    ...form,
    salesBasedRate: form.salesBasedRate === null ? null : Math.round(form.salesBasedRate * 10) / 10,
  };
}

/** POST /api/spaces/{id}/assign. The spec sends vendorId as a number; ids here are strings, so either is taken. */
export const assignVendorSchema = z.object({
  vendorId: z
    .union([answerText(), z.number()], { error: SPACES_MSG.vendorRequired })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, SPACES_MSG.vendorRequired).pipe(idSchema(SPACES_MSG.vendorNotFound))),
  marketDateId,
  isDefault: z.boolean().default(false),
  /** When the vendor has no request for the date: create an approved one, priced from the space. */
  createRequest: z.boolean().default(false),
});
export type AssignVendorBody = z.input<typeof assignVendorSchema>;

export const unassignVendorSchema = z.object({ marketDateId });

/** GET /api/market-dates/{id}/assignment-data?areaId= */
export const assignmentDataSchema = z.object({
  areas: z.array(z.object({ id: answerText(), name: answerText() })),
  /** Approved vendors without a space on this date (those who skipped or cancelled it left out). */
  unassignedVendors: z.array(
    z.object({
      vendor: z.object({
        id: answerText(),
        name: answerText(),
        defaultAreaId: answerText().nullable(),
        vendorTypeId: answerText(),
      }),
      spaceRequestId: answerText().nullable(),
      requestStatus: answerText().nullable(),
    }),
  ),
  assignedSpaces: z.array(
    z.object({ spaceId: answerText(), label: answerText(), areaId: answerText().nullable(), vendorId: answerText() }),
  ),
});
export type AssignmentData = z.infer<typeof assignmentDataSchema>;

/**
 * POST /api/space-requests/recalculate: reprices many requests of one date in one call. `ids` are space request
 * ids; `spaceIds` name spaces, whose assigned vendor's request is repriced (spaces without one are skipped).
 */
export const repriceSchema = z
  .object({
    marketDateId,
    ids: z.array(id).max(BULK_IDS_MAX).default([]),
    spaceIds: z.array(id).max(BULK_IDS_MAX).default([]),
  })
  .refine((b) => b.ids.length + b.spaceIds.length > 0, SPACES_MSG.nothingSelected);
export type RepriceBody = z.input<typeof repriceSchema>;

export const repriceResultSchema = z.object({ repriced: z.number().int(), skipped: z.number().int() });
export type RepriceResult = z.infer<typeof repriceResultSchema>;

export const requestAmountsSchema = z.object({
  id: answerText(),
  amountBase: z.number().int(),
  salesBasedRate: z.number(),
  salesBasedFee: z.number().int(),
  amountDue: z.number().int(),
  amountBalance: z.number().int(),
  source: z.enum(PRICE_SOURCES),
});

export const publishResultSchema = z.object({ sentCount: z.number().int(), publishedAt: answerText() });
export type PublishResult = z.infer<typeof publishResultSchema>;

/** POST /api/market-dates/{id}/auto-assign: a proposal (dryRun) or applying it, to all or the chosen vendors. */
export const autoAssignSchema = z.object({
  dryRun: z.boolean({ error: 'Say whether this is a dry run.' }),
  vendorIds: z.array(z.string().trim().min(1).max(64)).max(1000).optional(),
});
export type AutoAssignBody = z.input<typeof autoAssignSchema>;
export const autoAssignResultSchema = z.object({
  assignments: z.array(
    z.object({
      spaceId: answerText(),
      vendorId: answerText(),
      reason: answerText(),
      spaceLabel: answerText(),
      vendorName: answerText(),
    }),
  ),
  unplaced: z.array(z.object({ vendorId: answerText(), reason: answerText(), vendorName: answerText() })),
});
export type AutoAssignResult = z.infer<typeof autoAssignResultSchema>;
