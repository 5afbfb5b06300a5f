import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorProductSchema, vendorProductsResponseSchema, type ProductInput } from '@shared/schemas/vendor-profile';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { profileKeys } from './keys';
import { apiPath } from '@shared/api-path';

const productsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: profileKeys.products(vendorId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/vendors/{id}/products', { id: vendorId }), vendorProductsResponseSchema, { signal }),
    select: (answer) => answer.products,
    meta: { globalErrorToast: false },
  });

export const useVendorProducts = (vendorId: string | null) =>
  useQuery({ ...productsQueryOptions(vendorId ?? ''), enabled: !!vendorId });

/** POST a new product, or PUT an edited one (`id` set). */
export function useSaveProduct(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, idempotencyKey }: { id: string | null; input: ProductInput } & Submission) =>
      id
        ? api.put(
            apiPath('/api/vendors/{id}/products/{productId}', { id: vendorId, productId: id }),
            vendorProductSchema,
            input,
          )
        : api.post(apiPath('/api/vendors/{id}/products', { id: vendorId }), vendorProductSchema, input, {
            idempotencyKey,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.products(vendorId) }),
    meta: { globalErrorToast: false },
  });
}

export function useDeleteProduct(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      api.delete(apiPath('/api/vendors/{id}/products/{productId}', { id: vendorId, productId })),
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.products(vendorId) }),
    meta: { globalErrorToast: false },
  });
}
