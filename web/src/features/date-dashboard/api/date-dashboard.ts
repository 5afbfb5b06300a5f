import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  expiringDocumentsCardSchema,
  missingVendorsCardSchema,
  paymentRemindersResponseSchema,
  paymentStatusCardSchema,
  paymentsReportSchema,
  pendingRequestsCardSchema,
  proceedsReportSchema,
  publicationStatusCardSchema,
  spaceAssignmentCardSchema,
  statisticsSchema,
  vendorNotesCardSchema,
} from '@shared/schemas/date-dashboard';
import { marketDateSchema } from '@shared/schemas/market-dates';
import { areaListSchema } from '@shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';
import type { PaymentGroup } from '@shared/date-dashboard';

/** Query keys of a market date's dashboard, payments and proceeds, general to specific. */
export const dateDashboardKeys = {
  all: ['date-dashboard'] as const,
  date: (id: string) => [...dateDashboardKeys.all, id] as const,
  card: (id: string, card: string, type: string) => [...dateDashboardKeys.date(id), 'card', card, type] as const,
  payments: (id: string) => [...dateDashboardKeys.date(id), 'payments'] as const,
  proceeds: (id: string) => [...dateDashboardKeys.date(id), 'proceeds'] as const,
};

const CARD_SCHEMAS = {
  'pending-requests': pendingRequestsCardSchema,
  'space-assignment': spaceAssignmentCardSchema,
  'payment-status': paymentStatusCardSchema,
  'publication-status': publicationStatusCardSchema,
  'missing-vendors': missingVendorsCardSchema,
  'expiring-documents': expiringDocumentsCardSchema,
  'vendor-notes': vendorNotesCardSchema,
  statistics: statisticsSchema,
} as const;
export type CardName = keyof typeof CARD_SCHEMAS;

const LIST_CARDS: readonly CardName[] = ['missing-vendors', 'expiring-documents', 'vendor-notes'];
/** Spec 2 §9: statistics are cached 5 minutes; the date's own writes from these screens invalidate them. */
const STATISTICS_STALE_MS = 5 * 60_000;

function cardQueryOptions<C extends CardName>(id: string, card: C, type: string) {
  const query = new URLSearchParams();
  if (type && type !== 'all') query.set('vendorTypeId', type);
  if (LIST_CARDS.includes(card)) query.set('limit', '5');
  const schema = CARD_SCHEMAS[card] as StandardSchemaV1<unknown, z.output<(typeof CARD_SCHEMAS)[C]>>;
  return queryOptions({
    queryKey: dateDashboardKeys.card(id, card, type),
    queryFn: ({ signal }) =>
      api.get(withQuery(apiPath(`/api/dashboard/market-date/{id}/${card as CardName}`, { id }), query), schema, {
        signal,
      }),
    // Each card shows its own failure with Retry.
    meta: { globalErrorToast: false },
    retry: false,
    ...(card === 'statistics' ? { staleTime: STATISTICS_STALE_MS } : {}),
  });
}
export const useCard = <C extends CardName>(id: string, card: C, type: string) =>
  useQuery(cardQueryOptions(id, card, type));

export interface PaymentsFilters {
  tab: PaymentGroup;
  /** 'all' or one vendor type id. */
  type: string;
  /** 'all' or one area id. */
  area: string;
  /** The page: the cursor the previous page answered, '' for the first. */
  cursor: string;
}

/** GET /api/market-dates/{id}/payments?tab=&type=&area=&cursor=: one page of a tab; 'all' is sent as no filter. */
export const usePaymentsReport = (id: string, f: PaymentsFilters) =>
  useQuery({
    queryKey: [...dateDashboardKeys.payments(id), f.tab, f.type, f.area, f.cursor],
    queryFn: ({ signal }) =>
      api.get(
        withQuery(apiPath('/api/market-dates/{id}/payments', { id }), {
          tab: f.tab,
          type: f.type === 'all' ? undefined : f.type,
          area: f.area === 'all' ? undefined : f.area,
          cursor: f.cursor || undefined,
        }),
        paymentsReportSchema,
        { signal },
      ),
    meta: { globalErrorToast: false },
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export interface ProceedsFilters {
  /** 'all' or one vendor type id. */
  type: string;
  paidOnly: boolean;
  /** The page: the cursor the previous page answered, '' for the first. */
  cursor: string;
}

/** GET /api/market-dates/{id}/proceeds?type=&paidOnly=&cursor=: one page, gross sales first; 'all' is no filter. */
export const useProceedsReport = (id: string, f: ProceedsFilters) =>
  useQuery({
    queryKey: [...dateDashboardKeys.proceeds(id), f.type, f.paidOnly, f.cursor],
    queryFn: ({ signal }) =>
      api.get(
        withQuery(apiPath('/api/market-dates/{id}/proceeds', { id }), {
          type: f.type === 'all' ? undefined : f.type,
          paidOnly: f.paidOnly || undefined,
          cursor: f.cursor || undefined,
        }),
        proceedsReportSchema,
        { signal },
      ),
    meta: { globalErrorToast: false },
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One call for every chosen request (bulk) or the spec's single-request call. */
export const useSendPaymentReminders = (id: string) =>
  useMutation({
    mutationFn: (requestIds: string[]) =>
      requestIds.length === 1
        ? api.post(apiPath('/api/spaces/{id}/payment-reminder', { id: requestIds[0]! }), paymentRemindersResponseSchema)
        : api.post(apiPath('/api/market-dates/{id}/payment-reminders', { id }), paymentRemindersResponseSchema, {
            requestIds,
          }),
    // The screen shows 'Failed to send reminder'.
    meta: { globalErrorToast: false },
  });

export const usePublishLayout = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(apiPath('/api/market-dates/{id}/publish', { id }), z.unknown()),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: dateDashboardKeys.date(id) }),
  });
};

/** The date itself, for the screens' titles. */
export const useMarketDate = (id: string) =>
  useQuery({
    queryKey: [...dateDashboardKeys.date(id), 'date'] as const,
    queryFn: ({ signal }) => api.get(apiPath('/api/market-dates/{id}', { id }), marketDateSchema, { signal }),
  });

/** The market's areas, for the area filter. */
export const useAreas = () =>
  useQuery({
    queryKey: [...dateDashboardKeys.all, 'areas'] as const,
    queryFn: ({ signal }) => api.get(apiPath('/api/areas'), areaListSchema, { signal }),
  });
