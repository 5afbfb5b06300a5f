import type { Role } from '@shared/permissions';

/** The admins' vendor-type filter (spec 1 §3, §4): "all" or one vendor type id. */
export const ALL_VENDOR_TYPES = 'all';

export interface VendorTypeFilterSources {
  role: Role | undefined;
  /** What the admin chose earlier in this browser session (sessionStorage). */
  stored: string | null;
  /** The address's `type` parameter. */
  urlParam: string | null;
  defaultVendorTypes: readonly string[];
}

/**
 * Spec 1 §4, in this order: the stored session value, then the URL parameter, then the first of the user's
 * defaultVendorTypes, then all. Non-admins always get all.
 */
export function resolveVendorTypeFilter({
  role,
  stored,
  urlParam,
  defaultVendorTypes,
}: VendorTypeFilterSources): string {
  if (role !== 'admin') return ALL_VENDOR_TYPES;
  const firstSet = [stored, urlParam, defaultVendorTypes[0]].find((v) => typeof v === 'string' && v.trim() !== '');
  return firstSet ?? ALL_VENDOR_TYPES;
}
