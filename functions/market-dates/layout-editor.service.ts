/**
 * The market layout editor: a date's layout (or a market's default template's) as the editor draws it, saving it in
 * one call conditional on the version the editor loaded, and copying a date's layout to later dates of its market.
 * A layout offers (and accepts) the areas of its own market only.
 *
 * Spaces and landmarks keep their ids across saves. Saving never touches a space's vendor: a space that holds a
 * vendor cannot be deleted from the editor (as on the spaces screen). Copying to later dates keeps each target's
 * assignment where a space with the same id or label is still on the layout, and frees (and reports) the others.
 */
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { parseSize } from '../../shared/map-geometry.js';
import { LAYOUT_MSG } from '../../shared/layout-messages.js';
import type {
  copyLayoutSchema,
  CopyLayoutResult,
  Layout,
  LayoutLandmarkInput,
  LayoutSpaceInput,
  saveLayoutSchema,
} from '../../shared/schemas/layout-editor.js';
import type { CatalogRepository, CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type {
  DateLayoutChanges,
  DateLayoutState,
  LayoutEditorRepository,
  SpaceShape,
} from '../lib/data/market-dates/layout-editor.repository.js';
import type {
  LandmarkItem,
  LayoutItem,
  LayoutLandmarkItem,
  LayoutSpaceItem,
  SpaceItem,
} from '../lib/data/market-dates/market-date.items.js';
import type { MarketDatesRepository } from '../lib/data/market-dates/market-dates.repository.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { compareCodes, compareLabels } from '../../shared/collation.js';
import { FIRST_MARKET_ID, layoutIdOf, marketIdOf } from '../../shared/markets.js';
import { MARKET_MSG } from '../../shared/market-messages.js';

type SaveBody = z.output<typeof saveLayoutSchema>;

export interface LayoutEditorDeps {
  layouts: LayoutEditorRepository;
  marketDates: Pick<MarketDatesRepository, 'template' | 'saveTemplate'>;
  catalog: Pick<CatalogRepository, 'snapshot'>;
  now: () => Date;
  newId?: () => string;
}

const sizeOf = (s: { width: number; height: number }) => `${s.width}x${s.height}`;

/** The areas of one market (an area without a market is the first market's). */
const areasOf = (c: CatalogSnapshot, marketId: string) => c.areas.filter((a) => marketIdOf(a) === marketId);

function catalogLists(c: CatalogSnapshot, marketId: string): Pick<Layout, 'areas' | 'spaceTypes' | 'landmarkTypes'> {
  return {
    areas: areasOf(c, marketId)
      .sort((a, b) => a.sortOrder - b.sortOrder || compareCodes(a.name, b.name))
      .map((a) => ({ id: a.id, name: a.name })),
    spaceTypes: c.spaceTypes.map((t) => ({ id: t.id, name: t.name, size: t.size })),
    landmarkTypes: c.landmarkTypes.map((t) => ({
      id: t.id,
      name: t.name,
      icon: t.icon,
      color: t.color,
      shape: t.shape,
    })),
  };
}

type AnySpace = Pick<
  SpaceItem,
  'id' | 'label' | 'areaId' | 'spaceTypeId' | 'position' | 'size' | 'vendorId' | 'isDefault' | 'updatedAt'
>;
type AnyLandmark = Pick<
  LandmarkItem,
  'id' | 'label' | 'landmarkTypeId' | 'areaId' | 'position' | 'dimensions' | 'rotation'
>;

function spaceDto(s: AnySpace, names: Map<string, string>): Layout['spaces'][number] {
  const { width, height } = parseSize(s.size);
  return {
    id: s.id,
    label: s.label,
    areaId: s.areaId,
    spaceTypeId: s.spaceTypeId,
    position: s.position,
    width,
    height,
    vendor: s.vendorId ? { id: s.vendorId, name: names.get(s.vendorId) ?? '' } : null,
    isDefault: s.isDefault,
    updatedAt: s.updatedAt,
  };
}

function landmarkDto(l: AnyLandmark): Layout['landmarks'][number] {
  return {
    id: l.id,
    label: l.label,
    landmarkTypeId: l.landmarkTypeId,
    areaId: l.areaId,
    position: l.position,
    dimensions: l.dimensions,
    rotation: l.rotation,
  };
}

/**
 * Refuses a body naming a space or landmark twice, two spaces with one label, or vocabulary that is gone (or an area
 * of another market).
 */
function checkBody(body: SaveBody, catalog: CatalogSnapshot, marketId: string) {
  const ids = new Set<string>();
  for (const item of [...body.spaces, ...body.landmarks]) {
    if (ids.has(item.id)) throw new ValidationError(LAYOUT_MSG.duplicateId);
    ids.add(item.id);
  }
  const labels = new Set<string>();
  for (const s of body.spaces) {
    const key = s.label.toLowerCase();
    if (labels.has(key)) throw new ValidationError(LAYOUT_MSG.duplicateLabel(s.label));
    labels.add(key);
  }
  const areas = new Set(areasOf(catalog, marketId).map((a) => a.id));
  const spaceTypes = new Set(catalog.spaceTypes.map((t) => t.id));
  const landmarkTypes = new Set(catalog.landmarkTypes.map((t) => t.id));
  for (const item of [...body.spaces, ...body.landmarks]) {
    if (item.areaId && !areas.has(item.areaId)) throw new ValidationError(LAYOUT_MSG.unknownArea);
  }
  for (const s of body.spaces) {
    if (s.spaceTypeId && !spaceTypes.has(s.spaceTypeId)) throw new ValidationError(LAYOUT_MSG.unknownSpaceType);
  }
  for (const l of body.landmarks) {
    if (!landmarkTypes.has(l.landmarkTypeId)) throw new ValidationError(LAYOUT_MSG.unknownLandmarkType);
  }
}

const samePosition = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x === b.x && a.y === b.y;
const sameShape = (a: SpaceShape, b: SpaceShape) =>
  a.label === b.label &&
  a.areaId === b.areaId &&
  a.spaceTypeId === b.spaceTypeId &&
  a.size === b.size &&
  samePosition(a.position, b.position);
const sameLandmark = (a: AnyLandmark, b: AnyLandmark) =>
  a.label === b.label &&
  a.landmarkTypeId === b.landmarkTypeId &&
  a.areaId === b.areaId &&
  a.rotation === b.rotation &&
  a.dimensions.width === b.dimensions.width &&
  a.dimensions.height === b.dimensions.height &&
  samePosition(a.position, b.position);

function newSpaceItem(marketDateId: string, shape: SpaceShape, at: string, from?: SpaceItem): SpaceItem {
  return {
    _type: 'space',
    marketDateId,
    vendorType: from?.vendorType ?? null,
    basePrice: from?.basePrice ?? null,
    salesBasedRate: from?.salesBasedRate ?? null,
    available: from?.available ?? true,
    vendorId: null,
    assignedAt: null,
    assignedBy: null,
    isDefault: false,
    requiresPrepayment: from?.requiresPrepayment ?? false,
    createdAt: at,
    updatedAt: at,
    ...shape,
  };
}

const shapeOf = (s: LayoutSpaceInput): SpaceShape => ({
  id: s.id,
  label: s.label,
  areaId: s.areaId,
  spaceTypeId: s.spaceTypeId,
  position: s.position,
  size: sizeOf(s),
});

function landmarkItem(marketDateId: string, l: LayoutLandmarkInput | AnyLandmark, at: string, createdAt?: string) {
  const item: LandmarkItem = {
    _type: 'landmark',
    id: l.id,
    marketDateId,
    label: l.label,
    landmarkTypeId: l.landmarkTypeId,
    areaId: l.areaId,
    position: l.position,
    dimensions: l.dimensions,
    rotation: l.rotation,
    isActive: true,
    createdAt: createdAt ?? at,
    updatedAt: at,
  };
  return item;
}

/**
 * The writes that make a target date's layout a copy of the source's: a source space lands on the target's space
 * of the same id, else of the same label (keeping its vendor), else on a new space; the target's other spaces go,
 * and the vendors on them are freed (their request unlinked when it names that space: `linkedSpaces`, the space each
 * vendor's request on the target holds).
 */
export function planCopy(
  source: Pick<DateLayoutState, 'spaces' | 'landmarks'>,
  target: DateLayoutState,
  linkedSpaces: ReadonlyMap<string, string | null>,
  opts: { at: string; newId: () => string },
): {
  changes: Omit<DateLayoutChanges, 'nextVersion'>;
  kept: number;
  unfit: { spaceLabel: string; vendorId: string }[];
} {
  const targetId = target.marketDate.id;
  const byId = new Map(target.spaces.map((s) => [s.id, s]));
  const byLabel = new Map(target.spaces.map((s) => [s.label.toLowerCase(), s]));
  const used = new Set<string>();
  const changes: Omit<DateLayoutChanges, 'nextVersion'> = {
    marketDateId: targetId,
    expectedVersion: target.version,
    at: opts.at,
    putSpaces: [],
    updateSpaces: [],
    deleteSpaces: [],
    freeSpaces: [],
    putLandmarks: [],
    deleteLandmarks: [],
  };
  // Ids first, so a label match never takes a space another source space names by id.
  const matched = new Map<string, SpaceItem>();
  for (const s of source.spaces) {
    const t = byId.get(s.id);
    if (t) {
      matched.set(s.id, t);
      used.add(t.id);
    }
  }
  for (const s of source.spaces) {
    if (matched.has(s.id)) continue;
    const t = byLabel.get(s.label.toLowerCase());
    if (t && !used.has(t.id)) {
      matched.set(s.id, t);
      used.add(t.id);
    }
  }
  let kept = 0;
  for (const s of source.spaces) {
    const t = matched.get(s.id);
    if (t) {
      if (t.vendorId) kept += 1;
      const shape: SpaceShape = { ...pickShape(s), id: t.id };
      if (!sameShape(shape, pickShape(t))) changes.updateSpaces.push(shape);
    } else {
      changes.putSpaces.push(newSpaceItem(targetId, { ...pickShape(s), id: opts.newId() }, opts.at, s));
    }
  }
  const unfit: { spaceLabel: string; vendorId: string }[] = [];
  for (const t of target.spaces) {
    if (used.has(t.id)) continue;
    if (t.vendorId) {
      changes.freeSpaces.push({
        spaceId: t.id,
        vendorId: t.vendorId,
        unlinkRequest: linkedSpaces.get(t.vendorId) === t.id,
      });
      unfit.push({ spaceLabel: t.label, vendorId: t.vendorId });
    } else changes.deleteSpaces.push(t.id);
  }
  const landmarkById = new Map(target.landmarks.map((l) => [l.id, l]));
  const landmarkByLabel = new Map(target.landmarks.map((l) => [l.label.toLowerCase(), l]));
  const usedLandmarks = new Set<string>();
  for (const l of source.landmarks) {
    let t = landmarkById.get(l.id);
    if (!t || usedLandmarks.has(t.id)) t = landmarkByLabel.get(l.label.toLowerCase());
    if (t && usedLandmarks.has(t.id)) t = undefined;
    if (t) {
      usedLandmarks.add(t.id);
      const next = { ...landmarkDto(l), id: t.id };
      if (!sameLandmark(next, t)) changes.putLandmarks.push(landmarkItem(targetId, next, opts.at, t.createdAt));
    } else changes.putLandmarks.push(landmarkItem(targetId, { ...landmarkDto(l), id: opts.newId() }, opts.at));
  }
  for (const t of target.landmarks) if (!usedLandmarks.has(t.id)) changes.deleteLandmarks.push(t.id);
  return { changes, kept, unfit };
}

function pickShape(s: SpaceShape): SpaceShape {
  return { id: s.id, label: s.label, areaId: s.areaId, spaceTypeId: s.spaceTypeId, position: s.position, size: s.size };
}

export function makeLayoutEditorService(deps: LayoutEditorDeps) {
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());

  async function loadDate(marketDateId: string): Promise<DateLayoutState> {
    const state = await deps.layouts.loadDate(marketDateId);
    if (!state) throw new NotFoundError(LAYOUT_MSG.marketDateNotFound);
    return state;
  }

  return {
    async dateLayout(marketDateId: string): Promise<Layout> {
      const [state, catalog] = await Promise.all([loadDate(marketDateId), deps.catalog.snapshot()]);
      const names = await deps.layouts.vendorNames(state.spaces.flatMap((s) => (s.vendorId ? [s.vendorId] : [])));
      const marketId = marketIdOf(state.marketDate);
      return {
        marketDate: { id: state.marketDate.id, date: state.marketDate.date, publishedAt: state.marketDate.publishedAt },
        marketId,
        version: String(state.version),
        spaces: [...state.spaces].sort((a, b) => compareLabels(a.label, b.label)).map((s) => spaceDto(s, names)),
        landmarks: state.landmarks.map(landmarkDto),
        ...catalogLists(catalog, marketId),
      };
    },

    async saveDateLayout(marketDateId: string, body: SaveBody) {
      const [state, catalog] = await Promise.all([loadDate(marketDateId), deps.catalog.snapshot()]);
      if (body.version !== String(state.version)) throw new ConflictError(LAYOUT_MSG.conflict);
      checkBody(body, catalog, marketIdOf(state.marketDate));
      const at = now().toISOString();
      const current = new Map(state.spaces.map((s) => [s.id, s]));
      const kept = new Set(body.spaces.map((s) => s.id));
      const changes: DateLayoutChanges = {
        marketDateId,
        expectedVersion: state.version,
        nextVersion: state.version + 1,
        at,
        putSpaces: [],
        updateSpaces: [],
        deleteSpaces: [],
        freeSpaces: [],
        putLandmarks: [],
        deleteLandmarks: [],
      };
      for (const s of state.spaces) {
        if (kept.has(s.id)) continue;
        if (s.vendorId) throw new ConflictError(LAYOUT_MSG.assignedSpaceDeleted(s.label));
        changes.deleteSpaces.push(s.id);
      }
      for (const input of body.spaces) {
        const shape = shapeOf(input);
        const was = current.get(input.id);
        if (!was) changes.putSpaces.push(newSpaceItem(marketDateId, shape, at));
        else if (!sameShape(shape, pickShape(was)))
          changes.updateSpaces.push({ ...shape, expectedUpdatedAt: input.updatedAt });
      }
      const landmarks = new Map(state.landmarks.map((l) => [l.id, l]));
      const keptLandmarks = new Set(body.landmarks.map((l) => l.id));
      for (const l of body.landmarks) {
        const was = landmarks.get(l.id);
        if (!was || !sameLandmark(l, was)) changes.putLandmarks.push(landmarkItem(marketDateId, l, at, was?.createdAt));
      }
      for (const l of state.landmarks) if (!keptLandmarks.has(l.id)) changes.deleteLandmarks.push(l.id);

      const outcome = await deps.layouts.writeDateLayout(changes);
      if (outcome === 'stale') throw new ConflictError(LAYOUT_MSG.conflict);
      if (outcome === 'partly-written') throw new ConflictError(LAYOUT_MSG.partlySaved);
      return {
        version: String(changes.nextVersion),
        written: [...changes.putSpaces, ...changes.updateSpaces].map((s) => ({ id: s.id, updatedAt: at })),
        spaceCount: body.spaces.length,
        landmarkCount: body.landmarks.length,
      };
    },

    /** A market's default layout (the first market's when none is named). */
    async defaultLayout(marketId: string = FIRST_MARKET_ID): Promise<Layout> {
      const [template, catalog] = await Promise.all([
        deps.marketDates.template(layoutIdOf(marketId)),
        deps.catalog.snapshot(),
      ]);
      const names = await deps.layouts.vendorNames(template.spaces.flatMap((s) => (s.vendorId ? [s.vendorId] : [])));
      return {
        marketDate: null,
        marketId,
        version: template.head?.version ?? '',
        spaces: [...template.spaces].sort((a, b) => compareLabels(a.label, b.label)).map((s) => spaceDto(s, names)),
        landmarks: template.landmarks.map(landmarkDto),
        ...catalogLists(catalog, marketId),
      };
    },

    /**
     * A market's default template is written whole as a new version; its default assignments stay with their
     * spaces.
     */
    async saveDefaultLayout(caller: SessionUser, body: SaveBody, marketId: string = FIRST_MARKET_ID) {
      const layoutId = layoutIdOf(marketId);
      const [template, catalog] = await Promise.all([deps.marketDates.template(layoutId), deps.catalog.snapshot()]);
      if (body.version !== (template.head?.version ?? '')) throw new ConflictError(LAYOUT_MSG.conflict);
      checkBody(body, catalog, marketId);
      const at = now().toISOString();
      const oldSpaces = new Map(template.spaces.map((s) => [s.id, s]));
      const oldLandmarks = new Map(template.landmarks.map((l) => [l.id, l]));
      const spaces: LayoutSpaceItem[] = body.spaces.map((input) => {
        const was = oldSpaces.get(input.id);
        return {
          _type: 'layout_space',
          layoutId,
          vendorType: was?.vendorType ?? null,
          basePrice: was?.basePrice ?? null,
          salesBasedRate: was?.salesBasedRate ?? null,
          available: was?.available ?? true,
          vendorId: was?.vendorId ?? null,
          isDefault: was?.isDefault ?? false,
          requiresPrepayment: was?.requiresPrepayment ?? false,
          createdAt: was?.createdAt ?? at,
          updatedAt: at,
          ...shapeOf(input),
        };
      });
      const landmarks: LayoutLandmarkItem[] = body.landmarks.map((l) => {
        const { _type: _t, marketDateId: _m, ...rest } = landmarkItem('', l, at, oldLandmarks.get(l.id)?.createdAt);
        return { ...rest, _type: 'layout_landmark', layoutId };
      });
      const head: LayoutItem = {
        _type: 'layout',
        id: layoutId,
        version: newId(),
        spaceCount: spaces.length,
        landmarkCount: landmarks.length,
        updatedBy: caller.id,
        createdAt: template.head?.createdAt ?? at,
        updatedAt: at,
      };
      const result = await deps.marketDates.saveTemplate(head, template.head?.version, spaces, landmarks);
      if (result === 'stale') throw new ConflictError(LAYOUT_MSG.conflict);
      return {
        version: head.version,
        written: spaces.map((s) => ({ id: s.id, updatedAt: at })),
        spaceCount: spaces.length,
        landmarkCount: landmarks.length,
      };
    },

    /**
     * Copies a date's layout to later dates of the same market, each target conditional on the version it was read
     * at.
     */
    async copyToDates(marketDateId: string, body: z.output<typeof copyLayoutSchema>): Promise<CopyLayoutResult> {
      const targetIds = [...new Set(body.marketDateIds)];
      const [source, ...targets] = await Promise.all([
        loadDate(marketDateId),
        ...targetIds.map((id) => deps.layouts.loadDate(id)),
      ]);
      for (const t of targets) {
        if (!t) throw new NotFoundError(LAYOUT_MSG.marketDateNotFound);
        if (t.marketDate.date <= source.marketDate.date) throw new ValidationError(LAYOUT_MSG.copyOnlyLater);
        if (marketIdOf(t.marketDate) !== marketIdOf(source.marketDate)) {
          throw new ConflictError(MARKET_MSG.copyToOtherMarket);
        }
      }
      const at = now().toISOString();
      // The requests of the vendors holding a target's spaces, by key: one of them may lose its space.
      const linked = await Promise.all(
        (targets as DateLayoutState[]).map((t) =>
          deps.layouts.requestSpaces(
            t.marketDate.id,
            t.spaces.flatMap((s) => (s.vendorId ? [s.vendorId] : [])),
          ),
        ),
      );
      const plans = (targets as DateLayoutState[]).map((t, i) => ({
        target: t,
        ...planCopy(source, t, linked[i]!, { at, newId }),
      }));
      const names = await deps.layouts.vendorNames(plans.flatMap((p) => p.unfit.map((u) => u.vendorId)));
      const outcomes = await Promise.all(
        plans.map((p) => deps.layouts.writeDateLayout({ ...p.changes, nextVersion: p.target.version + 1 })),
      );
      return {
        results: plans
          .map((p, i) => {
            const outcome = outcomes[i]!;
            const copied = outcome !== 'stale';
            return {
              marketDateId: p.target.marketDate.id,
              date: p.target.marketDate.date,
              copied,
              message: outcome === 'ok' ? null : outcome === 'stale' ? LAYOUT_MSG.copyChanged : LAYOUT_MSG.partlySaved,
              keptAssignments: p.kept,
              unfit: copied
                ? p.unfit
                    .map((u) => ({ ...u, vendorName: names.get(u.vendorId) ?? '' }))
                    .sort((a, b) => compareLabels(a.spaceLabel, b.spaceLabel))
                : [],
            };
          })
          .sort((a, b) => compareCodes(a.date, b.date)),
      };
    },
  };
}
export type LayoutEditorService = ReturnType<typeof makeLayoutEditorService>;
