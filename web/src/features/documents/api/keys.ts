/** Query keys of the documents screens, general to specific. */
export const documentKeys = {
  all: ['documents'] as const,
  types: () => [...documentKeys.all, 'types'] as const,
  vendor: (vendorId: string) => [...documentKeys.all, 'vendor', vendorId] as const,
  vendorList: (vendorId: string, showArchived: boolean) =>
    [...documentKeys.vendor(vendorId), { showArchived }] as const,
  review: (filter: string) => [...documentKeys.all, 'review', filter] as const,
};
