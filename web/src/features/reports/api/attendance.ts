import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceImportResultSchema, attendanceSummarySchema } from '@shared/schemas/reports';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/** Under the reports' root key: an import or a removal refreshes the reports that count past attendance. */
const attendanceKey = ['reports', 'attendance'] as const;

/** GET /api/admin/historical-data/attendance: each past date with imported attendance, summed up. */
export const useAttendanceSummary = () =>
  useQuery({
    queryKey: attendanceKey,
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/admin/historical-data/attendance'), attendanceSummarySchema, { signal }),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['reports'] });
}

/** POST /api/admin/historical-data/attendance/import: the whole file in one call; nothing is written unless every row passes. */
export function useImportAttendance() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { rows: unknown[]; marketId?: string }) =>
      api.post(apiPath('/api/admin/historical-data/attendance/import'), attendanceImportResultSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/historical-data/attendance/{date}: the date's records go, to be imported again. */
export function useDeleteAttendanceDate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (date: string) => api.delete(apiPath('/api/admin/historical-data/attendance/{date}', { date })),
    meta: { globalErrorToast: false },
    onSuccess: invalidate,
  });
}
