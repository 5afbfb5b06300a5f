import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  spaceTypeListSchema,
  spaceTypeSchema,
  type CreateSpaceType,
  type CreateVendorType,
  vendorTypeSchema,
} from '@shared/schemas/catalog';
import {
  documentTypeSchema,
  documentTypesResponseSchema,
  type DocumentTypeInput,
  type DocumentTypePatch,
} from '@shared/schemas/documents';
import { createMarketDatesResponseSchema, type CreateMarketDates } from '@shared/schemas/market-dates';
import { marketSchema, type CreateMarket, type Market } from '@shared/schemas/markets';
import { systemSettingSchema, type SettingKey } from '@shared/schemas/settings';
import { apiPath } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-keys';
import { marketKeys } from '@/lib/markets';
import { settingsKeys } from '@/lib/system-settings';

/**
 * The setup's reads and writes: each step saves through the admin screens' own calls (system settings, markets,
 * market dates, the catalog, document types), so what it saves is what those screens then show.
 */

/** GET /api/space-types. */
export const useSpaceTypes = () =>
  useQuery({
    ...queryOptions({
      queryKey: catalogKeys.spaceTypes(),
      queryFn: ({ signal }) => api.get(apiPath('/api/space-types'), spaceTypeListSchema, { signal }),
    }),
    meta: { globalErrorToast: false },
  });

/** GET /api/documents/document-types. */
export const useDocumentTypes = () =>
  useQuery({
    queryKey: catalogKeys.documentTypes(),
    queryFn: ({ signal }) => api.get(apiPath('/api/documents/document-types'), documentTypesResponseSchema, { signal }),
    select: (answer) => answer.documentTypes,
    meta: { globalErrorToast: false },
  });

/** PATCH /api/system-settings/{key} for each changed setting, one after the other. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { key: SettingKey; value: unknown }[]) => {
      for (const { key, value } of changes) {
        await api.patch(apiPath('/api/system-settings/{key}', { key }), systemSettingSchema, { value });
      }
    },
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

/**
 * The first market (POST /api/markets) and then its season's dates (POST /api/market-dates). A market made by an
 * earlier try is not made again: only its dates are.
 */
export function useCreateFirstMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      existing,
      body,
      season,
    }: {
      existing?: Market;
      body: CreateMarket;
      season?: Omit<CreateMarketDates, 'marketId'>;
    }) => {
      const market = existing ?? (await api.post(apiPath('/api/markets'), marketSchema, body));
      if (!season) return { market, dates: 0 };
      try {
        const answer = await api.post(apiPath('/api/market-dates'), createMarketDatesResponseSchema, {
          ...season,
          marketId: market.id,
        });
        return { market, dates: answer.created.length };
      } catch (failure) {
        // The market stands: the next try makes only the dates.
        throw Object.assign(failure instanceof Error ? failure : new Error(String(failure)), { market });
      }
    },
    meta: { globalErrorToast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['market-dates'] }),
      ]),
  });
}

/** POST /api/vendor-types and POST /api/space-types, for what the step was given. */
export function useAddCatalogTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vendorType, spaceType }: { vendorType?: CreateVendorType; spaceType?: CreateSpaceType }) => {
      if (vendorType) await api.post(apiPath('/api/vendor-types'), vendorTypeSchema, vendorType);
      if (spaceType) await api.post(apiPath('/api/space-types'), spaceTypeSchema, spaceType);
    },
    meta: { globalErrorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** PATCH /api/documents/document-types/{id} for each changed type, then POST the new one. */
export function useSaveDocumentTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      changed,
      added,
    }: {
      changed: { id: string; body: DocumentTypePatch }[];
      added?: DocumentTypeInput;
    }) => {
      for (const { id, body } of changed) {
        await api.patch(apiPath('/api/documents/document-types/{id}', { id }), documentTypeSchema, body);
      }
      if (added) await api.post(apiPath('/api/documents/document-types'), documentTypeSchema, added);
    },
    meta: { globalErrorToast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.documentTypes() }),
        queryClient.invalidateQueries({ queryKey: ['documents', 'types'] }),
      ]),
  });
}
