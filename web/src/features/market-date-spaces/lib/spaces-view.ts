import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { spaceDisplayStatus, type SpaceListItem } from '@shared/schemas/spaces';
import { compareSpaceLabels } from '@shared/space-labels';
import { formatDollars } from '@shared/money';

/** The screen's filters, as they stand in the address bar (spec 2 §2.1). */
export const ALL = 'all';
export const STATUS_FILTERS = ['all', 'available', 'assigned'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, MessageDescriptor> = {
  all: msg`All Spaces`,
  available: msg`Available Only`,
  assigned: msg`Assigned Only`,
};
export const parseStatusFilter = (value: string | null): StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all';

export const SORT_KEYS = ['space', 'area', 'size', 'price', 'status', 'vendor'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}
export const DEFAULT_SORT: SortState = { key: 'space', direction: 'asc' };
export const SORT_LABELS: Record<SortKey, MessageDescriptor> = {
  space: msg`Space`,
  area: msg`Area`,
  size: msg`Size`,
  price: msg`Price`,
  status: msg`Status`,
  vendor: msg`Vendor`,
};

/**
 * The vendor type a space counts under: its vendor's type when assigned, otherwise the type it is meant for. An
 * unassigned space meant for any type shows under "All" only.
 */
const spaceVendorType = (s: SpaceListItem) => s.vendor?.vendorTypeId ?? s.vendorType;

/** The type and area filters: what the summary badges count. */
export function filterByTypeAndArea(spaces: readonly SpaceListItem[], type: string, area: string) {
  return spaces.filter((s) => (type === ALL || spaceVendorType(s) === type) && (area === ALL || s.areaId === area));
}

export function filterByStatus(spaces: readonly SpaceListItem[], status: StatusFilter) {
  if (status === 'all') return [...spaces];
  return spaces.filter((s) => (status === 'assigned' ? !!s.vendorId : !s.vendorId));
}

/** Square feet of a "WxH" size, so 10x20 sorts after 10x10. */
const squareFeet = (size: string) => {
  const [w, h] = size.split('x').map(Number);
  return (w ?? 0) * (h ?? 0);
};
const STATUS_ORDER = { available: 0, assigned: 1, confirmed: 2 } as const;
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

const COMPARE: Record<SortKey, (a: SpaceListItem, b: SpaceListItem) => number> = {
  space: () => 0,
  area: (a, b) => text(a.area?.name ?? '', b.area?.name ?? ''),
  size: (a, b) => squareFeet(a.size) - squareFeet(b.size) || text(a.size, b.size),
  price: (a, b) => a.calculatedPrice.basePrice - b.calculatedPrice.basePrice,
  status: (a, b) => STATUS_ORDER[spaceDisplayStatus(a)] - STATUS_ORDER[spaceDisplayStatus(b)],
  vendor: (a, b) => text(a.vendor?.name ?? '', b.vendor?.name ?? ''),
};

/** Columns where a space may have nothing to show (no vendor): those spaces go last whichever way the sort runs. */
const EMPTY_LAST: Partial<Record<SortKey, (s: SpaceListItem) => boolean>> = {
  vendor: (s) => !s.vendor?.name,
  area: (s) => !s.area?.name,
};

/** Sorts by the chosen column; ties (and the Space column) go by label: letter prefix, then number. */
export function sortSpaces(spaces: readonly SpaceListItem[], sort: SortState): SpaceListItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const empty = EMPTY_LAST[sort.key];
  return [...spaces].sort((a, b) => {
    if (empty) {
      const blank = Number(empty(a)) - Number(empty(b));
      if (blank) return blank;
    }
    return sign * (COMPARE[sort.key](a, b) || compareSpaceLabels(a.label, b.label));
  });
}

export interface SpacesSummary {
  total: number;
  assigned: number;
  available: number;
  /** cents */
  totalBasePrice: number;
}

export function summarize(spaces: readonly SpaceListItem[]): SpacesSummary {
  const assigned = spaces.filter((s) => s.vendorId).length;
  return {
    total: spaces.length,
    assigned,
    available: spaces.length - assigned,
    totalBasePrice: spaces.reduce((sum, s) => sum + s.calculatedPrice.basePrice, 0),
  };
}

/** Fees show the calculated price in whole dollars (spec 2 §2.1). */
export const feeDollars = (cents: number) => formatDollars(cents, 'whole');
