/** Query keys of the vocabulary admin tools, general to specific. */
export const catalogKeys = {
  all: ['catalog'] as const,
  areas: () => [...catalogKeys.all, 'areas'] as const,
  spaceTypes: () => [...catalogKeys.all, 'space-types'] as const,
  vendorTypes: () => [...catalogKeys.all, 'vendor-types'] as const,
  landmarkTypes: () => [...catalogKeys.all, 'landmark-types'] as const,
  documentTypes: () => [...catalogKeys.all, 'document-types'] as const,
};
