/**
 * Use cases of the vocabulary admin tools: list, create, edit and (de)activate areas, vendor types, space types with
 * their per-vendor-type fees, and landmark types. Names are unique without regard to case; the repository holds that
 * with guard items, and this service checks first so the common mistake gets its message without a failed write.
 */
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import type {
  createAreaSchema,
  createLandmarkTypeSchema,
  createSpaceTypeSchema,
  createVendorTypeSchema,
  putSpaceTypeFeesSchema,
  updateAreaSchema,
  updateLandmarkTypeSchema,
  updateSpaceTypeSchema,
  updateVendorTypeSchema,
} from '../../shared/schemas/catalog.js';
import type {
  CatalogItems,
  CatalogKind,
  CatalogRepository,
  CatalogSnapshot,
} from '../lib/data/catalog/catalog.repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { AreaItem, SpaceTypeFeeItem } from '../lib/data/catalog/catalog.items.js';
import { normalizeCatalogName } from '../lib/data/keys.js';
import { stripKeys } from '../lib/data/table-item.js';
import { compareNames } from '../../shared/collation.js';
import { FIRST_MARKET_ID, marketIdOf } from '../../shared/markets.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import type { SettingsRepository } from '../lib/data/settings/settings.repository.js';

type Out<S extends z.ZodMiniType> = z.output<S>;

const byText = compareNames;

const LISTS: { [K in CatalogKind]: (s: CatalogSnapshot) => CatalogItems[K][] } = {
  area: (s) => s.areas,
  vendorType: (s) => s.vendorTypes,
  spaceType: (s) => s.spaceTypes,
  landmarkType: (s) => s.landmarkTypes,
};
const UNIQUE: { [K in CatalogKind]: (i: CatalogItems[K]) => string } = {
  area: (i) => i.name,
  vendorType: (i) => i.code,
  spaceType: (i) => i.name,
  landmarkType: (i) => i.name,
};
const DUPLICATE: Record<CatalogKind, (value: string) => string> = {
  area: SETUP_MSG.areaNameTaken,
  vendorType: SETUP_MSG.vendorTypeCodeTaken,
  spaceType: SETUP_MSG.spaceTypeNameTaken,
  landmarkType: SETUP_MSG.landmarkTypeNameTaken,
};
const NOT_FOUND: Record<CatalogKind, string> = {
  area: SETUP_MSG.areaNotFound,
  vendorType: SETUP_MSG.vendorTypeNotFound,
  spaceType: SETUP_MSG.spaceTypeNotFound,
  landmarkType: SETUP_MSG.landmarkTypeNotFound,
};
const TYPE_NAME = {
  area: 'area',
  vendorType: 'vendor_type',
  spaceType: 'space_type',
  landmarkType: 'landmark_type',
} as const;

export function makeCatalogService(deps: {
  catalog: CatalogRepository;
  /** The organisation's markets (read only when an area is made for a market other than the first). */
  settings: Pick<SettingsRepository, 'getSettings'>;
  now: () => Date;
  newId?: () => string;
}) {
  const now = () => deps.now().toISOString();
  const newId = deps.newId ?? (() => ulid());

  function assertUnique<K extends CatalogKind>(kind: K, snapshot: CatalogSnapshot, value: string, exceptId?: string) {
    const normalized = normalizeCatalogName(value);
    const taken = LISTS[kind](snapshot).some(
      (i) => i.id !== exceptId && normalizeCatalogName(UNIQUE[kind](i)) === normalized,
    );
    if (taken) throw new ConflictError(DUPLICATE[kind](value));
  }

  function assertVendorType(snapshot: CatalogSnapshot, vendorTypeId: string | null | undefined) {
    if (vendorTypeId && !snapshot.vendorTypes.some((t) => t.id === vendorTypeId)) {
      throw new ValidationError(SETUP_MSG.vendorTypeUnknown, { field: 'vendorTypeId' });
    }
  }

  async function create<K extends CatalogKind>(
    kind: K,
    fields: Omit<CatalogItems[K], '_type' | 'id' | 'createdAt' | 'updatedAt'>,
    check?: (snapshot: CatalogSnapshot) => void,
  ): Promise<CatalogItems[K]> {
    const snapshot = await deps.catalog.snapshot();
    const at = now();
    const item = { ...fields, _type: TYPE_NAME[kind], id: newId(), createdAt: at, updatedAt: at } as CatalogItems[K];
    assertUnique(kind, snapshot, UNIQUE[kind](item));
    check?.(snapshot);
    const result = await deps.catalog.create(kind, item);
    if (result === 'duplicate') throw new ConflictError(DUPLICATE[kind](UNIQUE[kind](item)));
    return item;
  }

  async function update<K extends CatalogKind>(
    kind: K,
    id: string,
    patch: Partial<CatalogItems[K]>,
    check?: (snapshot: CatalogSnapshot, next: CatalogItems[K]) => void,
  ): Promise<CatalogItems[K]> {
    const snapshot = await deps.catalog.snapshot();
    const previous = LISTS[kind](snapshot).find((i) => i.id === id);
    if (!previous) throw new NotFoundError(NOT_FOUND[kind]);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const next = { ...previous, ...defined, id, updatedAt: now() } as CatalogItems[K];
    assertUnique(kind, snapshot, UNIQUE[kind](next), id);
    check?.(snapshot, next);
    const result = await deps.catalog.update(kind, previous, next);
    if (result === 'duplicate') throw new ConflictError(DUPLICATE[kind](UNIQUE[kind](next)));
    if (result === 'stale') throw new ConflictError(SETUP_MSG.changedMeanwhile);
    return next;
  }

  const dto = <T extends Record<string, unknown>>(item: T) => stripKeys(item);
  /** An area as the API speaks it: with its market, the first market's when it has none. */
  const areaDto = (item: AreaItem) => ({ ...dto(item), marketId: marketIdOf(item) });

  function spaceTypesOf(snapshot: CatalogSnapshot) {
    const label = new Map(snapshot.vendorTypes.map((t) => [t.id, t.label]));
    return [...snapshot.spaceTypes]
      .sort((a, b) => byText(a.name, b.name))
      .map((t) => ({
        ...dto(t),
        fees: snapshot.fees
          .filter((f) => f.spaceTypeId === t.id)
          .sort((a, b) => byText(label.get(a.vendorTypeId) ?? '', label.get(b.vendorTypeId) ?? ''))
          .map(dto),
      }));
  }

  return {
    // Areas --------------------------------------------------------------------------------------------------------
    /** Every area, or one market's (the catalog is one query either way). */
    async listAreas(marketId?: string) {
      const { areas } = await deps.catalog.snapshot();
      return areas
        .filter((a) => !marketId || marketIdOf(a) === marketId)
        .sort((a, b) => a.sortOrder - b.sortOrder || byText(a.name, b.name))
        .map(areaDto);
    },
    async createArea(input: Out<typeof createAreaSchema>) {
      const marketId = input.marketId ?? FIRST_MARKET_ID;
      if (marketId !== FIRST_MARKET_ID) {
        const { markets } = await deps.settings.getSettings();
        if (!markets.some((m) => m.id === marketId)) throw new NotFoundError(MARKET_MSG.notFound);
      }
      return areaDto(await create('area', { ...input, marketId }));
    },
    async updateArea(id: string, patch: Out<typeof updateAreaSchema>) {
      return areaDto(await update('area', id, patch));
    },

    // Vendor types -------------------------------------------------------------------------------------------------
    async listVendorTypes() {
      const { vendorTypes } = await deps.catalog.snapshot();
      return [...vendorTypes].sort((a, b) => byText(a.label, b.label)).map(dto);
    },
    async createVendorType(input: Out<typeof createVendorTypeSchema>) {
      return dto(await create('vendorType', input));
    },
    async updateVendorType(id: string, patch: Out<typeof updateVendorTypeSchema>) {
      return dto(await update('vendorType', id, patch));
    },

    // Space types and their fees -----------------------------------------------------------------------------------
    async listSpaceTypes() {
      return spaceTypesOf(await deps.catalog.snapshot());
    },
    async createSpaceType(input: Out<typeof createSpaceTypeSchema>) {
      const item = await create('spaceType', input, (s) => assertVendorType(s, input.vendorTypeId));
      return { ...dto(item), fees: [] };
    },
    async updateSpaceType(id: string, patch: Out<typeof updateSpaceTypeSchema>) {
      let snapshot: CatalogSnapshot | undefined;
      const next = await update('spaceType', id, patch, (s, n) => {
        snapshot = s;
        assertVendorType(s, n.vendorTypeId);
      });
      const spaceTypes = snapshot!.spaceTypes.map((t) => (t.id === id ? next : t));
      return spaceTypesOf({ ...snapshot!, spaceTypes }).find((t) => t.id === id)!;
    },
    /** The space type's fees become exactly the list: new ones are added, changed ones replaced, missing ones removed. */
    async putFees(spaceTypeId: string, input: Out<typeof putSpaceTypeFeesSchema>) {
      const snapshot = await deps.catalog.snapshot();
      if (!snapshot.spaceTypes.some((t) => t.id === spaceTypeId)) throw new NotFoundError(SETUP_MSG.spaceTypeNotFound);
      for (const fee of input.fees) assertVendorType(snapshot, fee.vendorTypeId);
      const existing = snapshot.fees.filter((f) => f.spaceTypeId === spaceTypeId);
      const at = now();
      const fees: SpaceTypeFeeItem[] = input.fees.map((fee) => {
        const previous = existing.find((f) => f.vendorTypeId === fee.vendorTypeId);
        return {
          _type: 'space_type_fee',
          id: previous?.id ?? newId(),
          spaceTypeId,
          vendorTypeId: fee.vendorTypeId,
          basePrice: fee.basePrice,
          salesBasedRate: fee.salesBasedRate,
          isActive: fee.isActive,
          createdAt: previous?.createdAt ?? at,
          updatedAt: at,
        };
      });
      const kept = new Set(fees.map((f) => f.vendorTypeId));
      const removed = existing.filter((f) => !kept.has(f.vendorTypeId)).map((f) => f.vendorTypeId);
      const result = await deps.catalog.replaceFees(spaceTypeId, fees, removed);
      if (result !== 'ok') throw new NotFoundError(SETUP_MSG.spaceTypeNotFound);
      const label = new Map(snapshot.vendorTypes.map((t) => [t.id, t.label]));
      return fees.sort((a, b) => byText(label.get(a.vendorTypeId) ?? '', label.get(b.vendorTypeId) ?? '')).map(dto);
    },

    // Landmark types -----------------------------------------------------------------------------------------------
    async listLandmarkTypes() {
      const { landmarkTypes } = await deps.catalog.snapshot();
      return [...landmarkTypes].sort((a, b) => byText(a.name, b.name)).map(dto);
    },
    async createLandmarkType(input: Out<typeof createLandmarkTypeSchema>) {
      return dto(await create('landmarkType', input));
    },
    async updateLandmarkType(id: string, patch: Out<typeof updateLandmarkTypeSchema>) {
      return dto(await update('landmarkType', id, patch));
    },
  };
}
export type CatalogService = ReturnType<typeof makeCatalogService>;
