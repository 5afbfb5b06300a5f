import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import type { WaiveFeeInput } from '@shared/schemas/payments';
import { roundCentsResponseSchema } from '@shared/schemas/settings';
import {
  AUDIT_LOG_FETCH_LIMIT,
  requestAuditLogSchema,
  spaceRequestDetailSchema,
  type FinancialEdit,
  type SpaceRequestDetail,
} from '@shared/schemas/space-requests';
import { api } from '@/lib/api-client';
import { refreshVendorMoney } from '@/lib/vendor-money';
import { apiPath, withQuery } from '@shared/api-path';

const spaceRequestKeys = {
  all: ['space-request'] as const,
  detail: (id: string) => [...spaceRequestKeys.all, id, 'detail'] as const,
  auditLog: (id: string) => [...spaceRequestKeys.all, id, 'audit-log'] as const,
  roundCents: ['system-settings', 'round_cents'] as const,
};

const requestPath = (id: string) => apiPath('/api/space-requests/{id}', { id });

/** GET /api/space-requests/{id} (admins): the request with every money field and its version. */
const spaceRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: spaceRequestKeys.detail(id),
    queryFn: ({ signal }) => api.get(requestPath(id), spaceRequestDetailSchema, { signal }),
    meta: { globalErrorToast: false },
  });

export const useSpaceRequest = (id: string, enabled: boolean) =>
  useQuery({ ...spaceRequestQueryOptions(id), enabled: enabled && !!id, staleTime: 0 });

/** GET /api/system-settings/round_cents: whether the sales-based fee is rounded (spec 2 §5). */
export const useRoundCents = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: spaceRequestKeys.roundCents,
    queryFn: ({ signal }) => api.get(apiPath('/api/system-settings/round_cents'), roundCentsResponseSchema, { signal }),
    select: (answer) => answer.value,
    staleTime: 5 * 60_000,
    meta: { globalErrorToast: false },
  });

/** GET /api/space-requests/{id}/audit-log?cursor=&limit=50: newest first, a page at a time. */
export const useRequestAuditLog = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: spaceRequestKeys.auditLog(id),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        withQuery(apiPath('/api/space-requests/{id}/audit-log', { id }), {
          limit: AUDIT_LOG_FETCH_LIMIT,
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
        requestAuditLogSchema,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (answer) => answer.pages.flatMap((page) => page.items),
    enabled: enabled && !!id,
    staleTime: 0,
    meta: { globalErrorToast: false },
  });

/** The answers of the edit and the recalculation are not shown as such: the request is read again after either. */
const anyAnswer = z.unknown();

function useRefreshRequest(request: SpaceRequestDetail) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...spaceRequestKeys.all, request.id] }),
      refreshVendorMoney(queryClient, request.vendorId),
    ]);
}

/** PATCH /api/space-requests/{id}: the financial fields in cents, with the version the form was opened on. */
export function useSaveFinancials(request: SpaceRequestDetail) {
  const refresh = useRefreshRequest(request);
  return useMutation({
    mutationFn: (body: FinancialEdit) => api.patch(requestPath(request.id), anyAnswer, body),
    onSettled: refresh,
    meta: { globalErrorToast: false },
  });
}

/** POST /api/space-requests/{id}/recalculate: base and rate again from the space's price; due and balance follow. */
export function useRecalculate(request: SpaceRequestDetail) {
  const refresh = useRefreshRequest(request);
  return useMutation({
    mutationFn: () =>
      api.post(apiPath('/api/space-requests/{id}/recalculate', { id: request.id }), anyAnswer, {
        marketDateId: request.marketDateId,
      }),
    onSettled: refresh,
    meta: { globalErrorToast: false },
  });
}

/** POST /api/space-requests/{id}/waive-fee (admins): the fee to 0 with a reason; a repeat changes nothing. */
export function useWaiveFee(request: SpaceRequestDetail) {
  const refresh = useRefreshRequest(request);
  return useMutation({
    mutationFn: (body: WaiveFeeInput) =>
      api.post(apiPath('/api/space-requests/{id}/waive-fee', { id: request.id }), anyAnswer, body),
    onSettled: refresh,
    meta: { globalErrorToast: false },
  });
}
