/**
 * The spaces of a market date as the API speaks them (spec 2 §3 spaces, §7), and the bodies of the space form,
 * assigning, repricing and publishing. Money is integer cents and rates percent at the API; the form shows dollars.
 */
import * as z from '../zod.js';
import { answerText, BULK_IDS_MAX, CENTS_MAX, mapPositionSchema, pageLimit, TEXT_MAX } from './bounds.js';
import { CURSOR_MAX, pageQueryShape } from './page.js';
import { ID_MAX_LENGTH, idSchema } from './ids.js';
import { PRICE_SOURCES } from '../pricing.js';
import { SPACES_MSG } from '../spaces-messages.js';
import { PLACEMENTS } from '../waitlist.js';

const id = idSchema();
const SPACE_LABEL_MAX = 20;

const calculatedPriceSchema = z.object({
  basePrice: z.int(),
  salesBasedRate: z.number(),
  source: z.enum(PRICE_SOURCES),
});
export type CalculatedPriceDto = z.infer<typeof calculatedPriceSchema>;

const spaceVendorSchema = z.object({
  id: answerText(),
  name: answerText(),
  status: answerText(),
  vendorTypeId: answerText(),
  vendorType: z.nullable(z.object({ id: answerText(), code: answerText() })),
});

export type SpaceDisplayStatus = 'available' | 'assigned' | 'confirmed';

/** A space's own fields, as PATCH, assign and unassign answer them. */
export const spaceSchema = z.object({
  id: answerText(),
  marketDateId: answerText(),
  label: answerText(),
  spaceTypeId: z.nullable(answerText()),
  areaId: z.nullable(answerText()),
  vendorType: z.nullable(answerText()),
  basePrice: z.nullable(z.int()),
  salesBasedRate: z.nullable(z.number()),
  available: z.boolean(),
  position: z.object({ x: z.number(), y: z.number() }),
  size: answerText(),
  vendorId: z.nullable(answerText()),
  assignedAt: z.nullable(answerText()),
  assignedBy: z.nullable(answerText()),
  isDefault: z.boolean(),
  requiresPrepayment: z.boolean(),
});

/** POST /api/spaces/{id}/assign: the space, and for a request created with it where the vendor stands (issue 24). */
export const assignResponseSchema = z.extend(spaceSchema, { placement: z.optional(z.enum(PLACEMENTS)) });

/** One space in GET /api/spaces/market-date/{id}: the space, plus what the screen shows beside it. */
const spaceListItemSchema = z.extend(spaceSchema, {
  area: z.nullable(z.object({ id: answerText(), name: answerText() })),
  spaceType: z.nullable(z.object({ id: answerText(), name: answerText(), size: answerText() })),
  vendor: z.nullable(spaceVendorSchema),
  confirmedAt: z.nullable(answerText()),
  spaceRequestId: z.nullable(answerText()),
  calculatedPrice: calculatedPriceSchema,
});
export type SpaceListItem = z.infer<typeof spaceListItemSchema>;

export const spacesResponseSchema = z.object({
  marketDate: z.object({
    id: answerText(),
    date: answerText(),
    status: answerText(),
    publishedAt: z.nullable(answerText()),
    publishedBy: z.nullable(answerText()),
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

const marketDateId = z.pipe(
  z.string({ error: SPACES_MSG.marketDateRequired }).check(z.trim(), z.minLength(1, SPACES_MSG.marketDateRequired)),
  idSchema(SPACES_MSG.marketDateNotFound),
);

const isStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

/** PATCH /api/spaces/{id}. vendorId is not changed here: assigning goes through assign/unassign and their guards. */
export const updateSpaceSchema = z.object({
  marketDateId,
  label: z.optional(
    z
      .string({ error: SPACES_MSG.labelRequired })
      .check(z.trim(), z.minLength(1, SPACES_MSG.labelRequired), z.maxLength(SPACE_LABEL_MAX, SPACES_MSG.labelTooLong)),
  ),
  areaId: z.optional(idSchema(SPACES_MSG.areaRequired)),
  spaceTypeId: z.optional(z.nullable(idSchema('Space type not found'))),
  vendorType: z.optional(
    z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(TEXT_MAX.label, SPACES_MSG.vendorTypeTooLong))),
  ),
  /** cents; null means "use default pricing" */
  basePrice: z.optional(
    z.nullable(
      z
        .number({ error: SPACES_MSG.basePriceInvalid })
        .check(
          z.int(SPACES_MSG.basePriceInvalid),
          z.minimum(0, SPACES_MSG.basePriceInvalid),
          z.maximum(CENTS_MAX, SPACES_MSG.basePriceInvalid),
        ),
    ),
  ),
  salesBasedRate: z.optional(
    z.nullable(
      z.number({ error: SPACES_MSG.rateInvalid }).check(
        z.minimum(0, SPACES_MSG.rateInvalid),
        z.maximum(100, SPACES_MSG.rateInvalid),
        z.refine((r) => Math.round(r * 10) / 10 === r, SPACES_MSG.rateInvalid),
      ),
    ),
  ),
  position: z.optional(mapPositionSchema(SPACES_MSG.positionInvalid)),
  requiresPrepayment: z.optional(z.boolean()),
  vendorId: z.optional(z.unknown()),
});
export type UpdateSpaceBody = z.input<typeof updateSpaceSchema>;

/**
 * The space form as typed (spec 2 §5): prices in cents (the money field shows dollars), empty meaning null. The SPA
 * validates with it and turns it into an UpdateSpaceBody with `spaceFormToBody`.
 */
export const spaceFormSchema = z.object({
  label: z
    .string({ error: SPACES_MSG.labelRequired })
    .check(z.trim(), z.minLength(1, SPACES_MSG.labelRequired), z.maxLength(SPACE_LABEL_MAX, SPACES_MSG.labelTooLong)),
  areaId: z
    .string({ error: SPACES_MSG.areaRequired })
    .check(z.minLength(1, SPACES_MSG.areaRequired), z.maxLength(ID_MAX_LENGTH, SPACES_MSG.areaRequired)),
  spaceTypeId: z.nullable(z.string().check(z.maxLength(ID_MAX_LENGTH))),
  vendorType: z.nullable(z.string().check(z.maxLength(TEXT_MAX.label, SPACES_MSG.vendorTypeTooLong))),
  basePrice: z.nullable(
    z
      .number({ error: SPACES_MSG.basePriceInvalid })
      .check(
        z.int(SPACES_MSG.basePriceInvalid),
        z.minimum(0, SPACES_MSG.basePriceInvalid),
        z.maximum(CENTS_MAX, SPACES_MSG.basePriceInvalid),
      ),
  ),
  salesBasedRate: z.nullable(
    z.number({ error: SPACES_MSG.rateInvalid }).check(
      z.minimum(0, SPACES_MSG.rateInvalid),
      z.maximum(100, SPACES_MSG.rateInvalid),
      z.refine((r) => isStep(r, 0.1), SPACES_MSG.rateInvalid),
    ),
  ),
  position: mapPositionSchema(SPACES_MSG.positionInvalid),
  requiresPrepayment: z.boolean(),
});
export type SpaceForm = z.infer<typeof spaceFormSchema>;

export function spaceFormToBody(form: SpaceForm, marketDateId: string): UpdateSpaceBody {
  return {
    marketDateId,
    ...form,
    salesBasedRate: form.salesBasedRate === null ? null : Math.round(form.salesBasedRate * 10) / 10,
  };
}

/** POST /api/spaces/{id}/assign. The spec sends vendorId as a number; ids here are strings, so either is taken. */
export const assignVendorSchema = z.object({
  vendorId: z.pipe(
    z.pipe(
      z.union([answerText(), z.number()], { error: SPACES_MSG.vendorRequired }),
      z.transform((v) => String(v).trim()),
    ),
    z.pipe(z.string().check(z.minLength(1, SPACES_MSG.vendorRequired)), idSchema(SPACES_MSG.vendorNotFound)),
  ),
  marketDateId,
  isDefault: z._default(z.boolean(), false),
  /** When the vendor has no request for the date: create an approved one, priced from the space. */
  createRequest: z._default(z.boolean(), false),
});
export type AssignVendorBody = z.input<typeof assignVendorSchema>;
/** The assign dialog's form: the body, and the admin's override of a full date with its reason. */
export const assignVendorFormSchema = z.extend(assignVendorSchema, {
  override: z.boolean(),
  reason: z.string().check(z.maxLength(1000)),
});

export const unassignVendorSchema = z.object({ marketDateId });

/** The assign dialog's vendors come a page at a time: a page fills a dropdown, "Load more" asks for the next. */
export const ASSIGNMENT_PAGE_SIZE = 50;
const ASSIGNMENT_PAGE_MAX = 100;

/**
 * GET /api/market-dates/{id}/assignment-data?areaId=&q=&cursor=&limit=: `q` finds vendors by a word of their name or
 * contact name; the cursor is the one the last page answered.
 */
export const assignmentPageQueryShape = {
  q: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX.search))),
    z.transform((v) => (v ? v : undefined)),
  ),
  cursor: pageQueryShape.cursor,
  limit: pageLimit(
    ASSIGNMENT_PAGE_MAX,
    ASSIGNMENT_PAGE_SIZE,
    `The page size must be a whole number from 1 to ${ASSIGNMENT_PAGE_MAX}.`,
  ),
};
export type AssignmentPageQuery = { q?: string; cursor?: string; limit: number };

/** GET /api/market-dates/{id}/assignment-data?areaId=&q=&cursor=&limit= */
export const assignmentDataSchema = z.object({
  areas: z.array(z.object({ id: answerText(), name: answerText() })),
  /**
   * One page of the approved vendors without a space on this date (those who skipped or cancelled it left out):
   * vendors with an open request first, then the others by name; or those `q` finds. The chosen area's regulars come
   * first within a page.
   */
  unassignedVendors: z.array(
    z.object({
      vendor: z.object({
        id: answerText(),
        name: answerText(),
        defaultAreaId: z.nullable(answerText()),
        vendorTypeId: answerText(),
      }),
      spaceRequestId: z.nullable(answerText()),
      requestStatus: z.nullable(answerText()),
    }),
  ),
  assignedSpaces: z.array(
    z.object({ spaceId: answerText(), label: answerText(), areaId: z.nullable(answerText()), vendorId: answerText() }),
  ),
  /** The next page of unassignedVendors; null on the last. */
  nextCursor: z._default(z.nullable(z.string().check(z.maxLength(CURSOR_MAX))), null),
});
export type AssignmentData = z.infer<typeof assignmentDataSchema>;

/**
 * POST /api/space-requests/recalculate: reprices many requests of one date in one call. `ids` are space request
 * ids; `spaceIds` name spaces, whose assigned vendor's request is repriced (spaces without one are skipped).
 */
export const repriceSchema = z
  .object({
    marketDateId,
    ids: z._default(z.array(id).check(z.maxLength(BULK_IDS_MAX)), []),
    spaceIds: z._default(z.array(id).check(z.maxLength(BULK_IDS_MAX)), []),
  })
  .check(z.refine((b) => b.ids.length + b.spaceIds.length > 0, SPACES_MSG.nothingSelected));

export const repriceResultSchema = z.object({
  repriced: z.int(),
  skipped: z.int(),
});
export type RepriceResult = z.infer<typeof repriceResultSchema>;

export const publishResultSchema = z.object({ sentCount: z.int(), publishedAt: answerText() });

/** POST /api/market-dates/{id}/auto-assign: a proposal (dryRun) or applying it, to all or the chosen vendors. */
export const autoAssignSchema = z.object({
  dryRun: z.boolean({ error: 'Say whether this is a dry run.' }),
  vendorIds: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(1000))),
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
