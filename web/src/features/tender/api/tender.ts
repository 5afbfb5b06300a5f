import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dateTokensSchema,
  reimbursementReportSchema,
  vendorTokensSchema,
  type TokensBody,
} from '@shared/schemas/tenders';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';

const tenderKeys = {
  all: ['tender'] as const,
  tokens: (marketDateId: string) => [...tenderKeys.all, 'tokens', marketDateId] as const,
  reimbursement: (from: string, to: string) => [...tenderKeys.all, 'reimbursement', from, to] as const,
};

/** GET /api/market-dates/{id}/tokens: the date's vendors with what each turned in, and the reimbursable tenders. */
export const useDateTokens = (marketDateId: string) =>
  useQuery({
    queryKey: tenderKeys.tokens(marketDateId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/market-dates/{id}/tokens', { id: marketDateId }), dateTokensSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** PUT /api/market-dates/{id}/tokens/{vendorId}: one vendor's tokens, conditional on the version shown. */
export function useSaveTokens(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, ...body }: TokensBody & { vendorId: string }) =>
      api.put(
        apiPath('/api/market-dates/{id}/tokens/{vendorId}', { id: marketDateId, vendorId }),
        vendorTokensSchema,
        body,
      ),
    meta: { globalErrorToast: false },
    // The reimbursement report sums these figures.
    onSuccess: () => client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}

/** The address both the table and its CSV download use, so the file holds exactly the rows shown. */
export const reimbursementPath = (from: string, to: string, format?: 'csv') =>
  withQuery(apiPath('/api/reports/token-reimbursement'), { from, to, format });

/** GET /api/reports/token-reimbursement?from&to. */
export const useReimbursement = (from: string, to: string) =>
  useQuery({
    queryKey: tenderKeys.reimbursement(from, to),
    queryFn: ({ signal }) => api.get(reimbursementPath(from, to), reimbursementReportSchema, { signal }),
    meta: { globalErrorToast: false },
  });
