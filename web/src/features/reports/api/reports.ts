import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { areaListSchema } from '@shared/schemas/catalog';
import {
  historicalImportResultSchema,
  historicalListSchema,
  reportResponseSchema,
  type HistoricalEntry,
  type ReportName,
} from '@shared/schemas/reports';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';

export interface ReportFilters {
  from?: string;
  to?: string;
  vendorTypeId?: string;
  areaId?: string;
  /** One market's dates (every market's without it). */
  marketId?: string;
  days?: string;
}

const reportKeys = {
  all: ['reports'] as const,
  report: (name: ReportName, filters: ReportFilters) => [...reportKeys.all, name, filters] as const,
  historical: () => [...reportKeys.all, 'historical'] as const,
  areas: () => [...reportKeys.all, 'areas'] as const,
};

/** The address both the table and its CSV download use, so the file holds exactly the rows shown. */
export function reportPath(name: ReportName, filters: ReportFilters, format?: 'csv') {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (format) params.set('format', format);
  return withQuery(apiPath('/api/reports/{name}', { name }), params);
}

/** GET /api/reports/{name}. */
const reportQueryOptions = (name: ReportName, filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.report(name, filters),
    queryFn: ({ signal }) => api.get(reportPath(name, filters), reportResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });
export const useReport = (name: ReportName, filters: ReportFilters) => useQuery(reportQueryOptions(name, filters));

/** GET /api/areas, for the area filter. */
export const useReportAreas = () =>
  useQuery({
    queryKey: reportKeys.areas(),
    queryFn: ({ signal }) => api.get(apiPath('/api/areas'), areaListSchema, { signal }),
    staleTime: 5 * 60_000,
    meta: { globalErrorToast: false },
  });

/** GET /api/admin/historical-data. */
export const useHistoricalData = () =>
  useQuery({
    queryKey: reportKeys.historical(),
    queryFn: ({ signal }) => api.get(apiPath('/api/admin/historical-data'), historicalListSchema, { signal }),
    meta: { globalErrorToast: false },
  });

const entryPath = (marketDate: string, vendorTypeId: string) =>
  apiPath('/api/admin/historical-data/{date}/{vendorTypeId}', { date: marketDate, vendorTypeId });

/** Any change to historical data changes the reports' trends too. */
function useInvalidateReports() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reportKeys.all });
}

/** PUT /api/admin/historical-data/{date}/{vendorTypeId}: adds or replaces the entry of that date and type. */
export function useSaveHistorical() {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: ({ marketDate, vendorTypeId, ...body }: HistoricalEntry) =>
      api.put(entryPath(marketDate, vendorTypeId), z.object({ saved: z.boolean() }), body),
    meta: { globalErrorToast: false },
    onSuccess: invalidate,
  });
}

export function useDeleteHistorical() {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (e: { marketDate: string; vendorTypeId: string }) =>
      api.delete(entryPath(e.marketDate, e.vendorTypeId)),
    meta: { globalErrorToast: false },
    onSuccess: invalidate,
  });
}

/** POST /api/admin/historical-data/import: the whole file in one call; nothing is written unless every row passes. */
export function useImportHistorical() {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (rows: unknown[]) =>
      api.post(apiPath('/api/admin/historical-data/import'), historicalImportResultSchema, { rows }),
    meta: { globalErrorToast: false },
    onSuccess: invalidate,
  });
}
