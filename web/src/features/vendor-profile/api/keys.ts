/** Query keys of the profile area, general to specific, so a change can refresh one vendor's whole profile. */
export const profileKeys = {
  all: ['vendor-profile'] as const,
  vendor: (vendorId: string) => [...profileKeys.all, vendorId] as const,
  profile: (vendorId: string) => [...profileKeys.vendor(vendorId), 'profile'] as const,
  images: (vendorId: string) => [...profileKeys.vendor(vendorId), 'images'] as const,
  products: (vendorId: string) => [...profileKeys.vendor(vendorId), 'products'] as const,
};
