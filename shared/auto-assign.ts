/**
 * Auto-assign (issue 15): proposes a space for each approved vendor of a date who has none. A pure function, so the
 * same date always gives the same proposal: every input is sorted by stable keys before any choice is made.
 *
 * Order of preference per vendor: its default space (a default-layout space naming it), then a space in its default
 * area, then one of its preferred space type, then one meant for its vendor type, then any space. Only free,
 * available spaces whose vendor type is unset or the vendor's own are candidates; among equals, a space with no
 * neighbour of the same vendor type wins over one that has such a neighbour.
 */
import { parseSize } from './map-geometry.js';
import { compareSpaceLabels } from './space-labels.js';

export interface PlannerSpace {
  id: string;
  label: string;
  areaId: string | null;
  spaceTypeId: string | null;
  /** Vendor type the space is meant for; null fits any vendor. */
  vendorType: string | null;
  available: boolean;
  position: { x: number; y: number };
  size: string;
  vendorId: string | null;
}

export interface PlannerVendor {
  id: string;
  name: string;
  vendorTypeId: string;
  defaultAreaId: string | null;
  /** The space type the vendor asked for on its application (`defaultSpaceTypeId`). */
  defaultSpaceTypeId: string | null;
}

export interface AutoAssignInput {
  spaces: readonly PlannerSpace[];
  /** The vendors to place (approved requests without a space). */
  vendors: readonly PlannerVendor[];
  /** Vendor types of the vendors already holding a space on the date, by vendor id. */
  assignedVendorTypes: Readonly<Record<string, string>>;
  /** Labels of the default layout's spaces naming a vendor as its default, by vendor id. */
  defaultSpaceLabels: Readonly<Record<string, string>>;
  areaNames: Readonly<Record<string, string>>;
  spaceTypeNames: Readonly<Record<string, string>>;
}

interface ProposedAssignment {
  spaceId: string;
  vendorId: string;
  reason: string;
}
interface Unplaced {
  vendorId: string;
  reason: string;
}
export interface AutoAssignPlan {
  assignments: ProposedAssignment[];
  unplaced: Unplaced[];
}

const AUTO_ASSIGN_REASON = {
  defaultSpace: 'Default space',
  preferredArea: (area: string) => `Preferred area ${area}`,
  preferredSpaceType: (type: string) => `Preferred space type ${type}`,
  preferredAreaAndSpaceType: (area: string, type: string) => `Preferred area ${area}, preferred space type ${type}`,
  vendorType: 'Space meant for this vendor type',
  free: 'Free space',
  separated: 'apart from vendors of the same type',
  noSpace: 'No free space fits this vendor type',
  defaultTaken: 'Default space is taken; no other free space fits this vendor type',
} as const;

/** Spaces closer than this (in feet, edge to edge) are neighbours. */
const NEIGHBOUR_FEET = 1;

interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
const rectOf = (s: PlannerSpace): Rect => {
  const { width, height } = parseSize(s.size);
  return { x1: s.position.x, y1: s.position.y, x2: s.position.x + width, y2: s.position.y + height };
};

export function areNeighbours(a: PlannerSpace, b: PlannerSpace): boolean {
  const ra = rectOf(a);
  const rb = rectOf(b);
  const gapX = Math.max(ra.x1 - rb.x2, rb.x1 - ra.x2, 0);
  const gapY = Math.max(ra.y1 - rb.y2, rb.y1 - ra.y2, 0);
  return gapX <= NEIGHBOUR_FEET && gapY <= NEIGHBOUR_FEET;
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function planAutoAssign(input: AutoAssignInput): AutoAssignPlan {
  const spaces = [...input.spaces].sort((a, b) => compareSpaceLabels(a.label, b.label) || byString(a.id, b.id));
  const vendors = [...input.vendors].sort((a, b) => {
    // Vendors with a default space go first, so others do not take it; then by name and id.
    const da = input.defaultSpaceLabels[a.id] ? 0 : 1;
    const db = input.defaultSpaceLabels[b.id] ? 0 : 1;
    return da - db || byString(a.name.toLowerCase(), b.name.toLowerCase()) || byString(a.id, b.id);
  });

  // Neighbours by index, from positions; a grid of cells keeps this near-linear for large markets.
  const rects = spaces.map(rectOf);
  const cell = 20;
  const grid = new Map<string, number[]>();
  const cellsOf = (r: Rect) => {
    const out: string[] = [];
    for (let cx = Math.floor((r.x1 - NEIGHBOUR_FEET) / cell); cx <= Math.floor((r.x2 + NEIGHBOUR_FEET) / cell); cx++)
      for (let cy = Math.floor((r.y1 - NEIGHBOUR_FEET) / cell); cy <= Math.floor((r.y2 + NEIGHBOUR_FEET) / cell); cy++)
        out.push(`${cx}:${cy}`);
    return out;
  };
  rects.forEach((r, i) => {
    for (const c of cellsOf(r)) {
      const list = grid.get(c) ?? [];
      list.push(i);
      grid.set(c, list);
    }
  });
  const neighbours: number[][] = spaces.map((s, i) => {
    const seen = new Set<number>();
    for (const c of cellsOf(rects[i]!)) for (const j of grid.get(c) ?? []) if (j !== i) seen.add(j);
    return [...seen].filter((j) => areNeighbours(s, spaces[j]!)).sort((a, b) => a - b);
  });

  // The vendor type holding each space, as the plan fills them.
  const heldType: (string | null)[] = spaces.map((s) =>
    s.vendorId ? (input.assignedVendorTypes[s.vendorId] ?? null) : null,
  );
  const free = spaces.map((s) => s.available && !s.vendorId);
  const fits = (s: PlannerSpace, v: PlannerVendor) => !s.vendorType || s.vendorType === v.vendorTypeId;
  const besideLike = (i: number, type: string) => neighbours[i]!.some((j) => heldType[j] === type);

  const assignments: ProposedAssignment[] = [];
  const unplaced: Unplaced[] = [];
  for (const v of vendors) {
    const defaultLabel = input.defaultSpaceLabels[v.id];
    let chosen = -1;
    let reason = '';
    if (defaultLabel) {
      const i = spaces.findIndex((s, k) => free[k] && s.label === defaultLabel);
      if (i >= 0) {
        chosen = i;
        reason = AUTO_ASSIGN_REASON.defaultSpace;
      }
    }
    if (chosen < 0) {
      const candidates = spaces.map((_, i) => i).filter((i) => free[i] && fits(spaces[i]!, v));
      const inArea = (s: PlannerSpace) => !!v.defaultAreaId && s.areaId === v.defaultAreaId;
      const ofType = (s: PlannerSpace) => !!v.defaultSpaceTypeId && s.spaceTypeId === v.defaultSpaceTypeId;
      const rank = (i: number) => {
        const s = spaces[i]!;
        return (
          (inArea(s) ? 0 : 8) +
          (ofType(s) ? 0 : 4) +
          (s.vendorType === v.vendorTypeId ? 0 : 2) +
          (besideLike(i, v.vendorTypeId) ? 1 : 0)
        );
      };
      let best = Infinity;
      for (const i of candidates) {
        const r = rank(i);
        if (r < best) {
          best = r;
          chosen = i;
        }
      }
      if (chosen >= 0) {
        const s = spaces[chosen]!;
        const area = inArea(s) ? (input.areaNames[s.areaId!] ?? '') : null;
        const type = ofType(s) ? (input.spaceTypeNames[s.spaceTypeId!] ?? '') : null;
        if (area !== null && type !== null) reason = AUTO_ASSIGN_REASON.preferredAreaAndSpaceType(area, type);
        else if (area !== null) reason = AUTO_ASSIGN_REASON.preferredArea(area);
        else if (type !== null) reason = AUTO_ASSIGN_REASON.preferredSpaceType(type);
        else reason = s.vendorType === v.vendorTypeId ? AUTO_ASSIGN_REASON.vendorType : AUTO_ASSIGN_REASON.free;
        if (!besideLike(chosen, v.vendorTypeId) && neighbours[chosen]!.some((j) => heldType[j] !== null))
          reason = `${reason}, ${AUTO_ASSIGN_REASON.separated}`;
      }
    }
    if (chosen < 0) {
      unplaced.push({
        vendorId: v.id,
        reason: defaultLabel ? AUTO_ASSIGN_REASON.defaultTaken : AUTO_ASSIGN_REASON.noSpace,
      });
      continue;
    }
    free[chosen] = false;
    heldType[chosen] = v.vendorTypeId;
    assignments.push({ spaceId: spaces[chosen]!.id, vendorId: v.id, reason });
  }
  return { assignments, unplaced };
}
