import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vendorNoteResponseSchema,
  vendorNotesResponseSchema,
  type VendorNoteCreate,
} from '@shared/schemas/vendor-notes';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { adminVendorKeys } from './keys';
import { apiPath } from '@shared/api-path';

const notesPath = (vendorId: string) => apiPath('/api/vendors/{id}/notes', { id: vendorId });

const vendorNotesQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: adminVendorKeys.notes(vendorId),
    queryFn: ({ signal }) => api.get(notesPath(vendorId), vendorNotesResponseSchema, { signal }),
    select: (answer) => answer.notes,
    meta: { globalErrorToast: false },
  });

/** GET /api/vendors/{id}/notes (admins): newest first. */
export const useVendorNotes = (vendorId: string) => useQuery(vendorNotesQueryOptions(vendorId));

/** POST /api/vendors/{id}/notes: a note, with a reminder date when it should come back. */
export function useAddVendorNote(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: VendorNoteCreate & Submission) =>
      api.post(notesPath(vendorId), vendorNoteResponseSchema, body, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVendorKeys.notes(vendorId) }),
    meta: { globalErrorToast: false },
  });
}
