import type { VendorStatusValue } from '@shared/schemas/vendors';

export interface VendorListFilters {
  status: VendorStatusValue | 'all';
  vendorTypeId: string;
  search: string;
}

/** Query keys of the admins' vendor screens, general to specific. */
export const adminVendorKeys = {
  all: ['admin-vendors'] as const,
  lists: () => [...adminVendorKeys.all, 'list'] as const,
  list: (filters: VendorListFilters) => [...adminVendorKeys.lists(), filters] as const,
  details: (vendorId: string) => [...adminVendorKeys.all, 'details', vendorId] as const,
  auditLog: (vendorId: string) => [...adminVendorKeys.all, 'audit-log', vendorId] as const,
  notes: (vendorId: string) => [...adminVendorKeys.all, 'notes', vendorId] as const,
};
