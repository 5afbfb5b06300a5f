import { compareLabels, compareNames } from '@shared/collation';
import { formatMonthDay } from '@shared/date-format';
import type { MissingVendor } from '@shared/schemas/missing-vendors';
import type { SpacesResponse } from '@shared/schemas/spaces';
import { MISSING_MSG } from '@/i18n/shared/missing-vendors-messages';

export const ALL = 'all';

export type SortKey = 'vendor' | 'lastAttended';
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}
export const DEFAULT_SORT: SortState = { key: 'vendor', direction: 'asc' };
/** A sort column's name in the reader's language (read when shown: MISSING_MSG follows the language). */
export const sortLabel = (key: SortKey): string => (key === 'vendor' ? MISSING_MSG.vendor : MISSING_MSG.lastAttended);

/** "Mar 8": a market date as the report's Last Attended column shows it (calendar dates are never zone-shifted). */
export function formatLastAttended(isoDate: string | null): string {
  if (!isoDate) return MISSING_MSG.notAttended;
  if (Number.isNaN(Date.parse(`${isoDate}T12:00:00Z`))) return MISSING_MSG.notAttended;
  return formatMonthDay(isoDate);
}

export const filterByType = (vendors: readonly MissingVendor[], type: string) =>
  type === ALL ? [...vendors] : vendors.filter((v) => v.vendorType.id === type);

/** By name, or by last attended date with vendors never seen last whichever the direction; ties by name. */
export function sortVendors(vendors: readonly MissingVendor[], sort: SortState): MissingVendor[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...vendors].sort((a, b) => {
    if (sort.key === 'lastAttended') {
      const x = a.lastAttendedDate;
      const y = b.lastAttendedDate;
      if (x !== y) {
        if (!x) return 1;
        if (!y) return -1;
        return sign * (x < y ? -1 : 1);
      }
      return compareNames(a.name, b.name);
    }
    return sign * (compareNames(a.name, b.name) || (a.id < b.id ? -1 : 1));
  });
}

/** The filter buttons: the market's vendor types when known, else the types of the vendors listed. */
export function typeOptions(
  vendorTypes: SpacesResponse['vendorTypes'] | undefined,
  vendors: readonly MissingVendor[],
  current: string,
): { value: string; label: string }[] {
  const types = vendorTypes
    ? vendorTypes.filter((t) => t.isActive || t.id === current).map((t) => ({ value: t.id, label: t.label }))
    : [...new Map(vendors.map((v) => [v.vendorType.id, v.vendorType.code || v.vendorType.id])).entries()].map(
        ([value, label]) => ({ value, label }),
      );
  return [{ value: ALL, label: MISSING_MSG.allTypes }, ...types];
}

/** Spaces a new request may be given: offered and without a vendor, in label order. */
export function availableSpaces(spaces: SpacesResponse['spaces'] | undefined) {
  return (spaces ?? [])
    .filter((s) => s.available && !s.vendorId)
    .sort((a, b) => compareLabels(a.label, b.label))
    .map((s) => ({ value: s.id, label: s.area ? `${s.label} · ${s.area.name}` : s.label }));
}
