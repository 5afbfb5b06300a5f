import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersResponseSchema, type ReminderView, type VendorNotePatch } from '@shared/schemas/reminders';
import { vendorNoteResponseSchema, type VendorNoteCreate } from '@shared/schemas/vendor-notes';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { reminderKeys } from './keys';
import { apiPath, withQuery } from '@shared/api-path';

const notesPath = (vendorId: string) => apiPath('/api/vendors/{id}/notes', { id: vendorId });

const remindersQueryOptions = (view: ReminderView) =>
  queryOptions({
    queryKey: reminderKeys.view(view),
    queryFn: ({ signal }) =>
      api.get(withQuery(apiPath('/api/reminders'), { view }), remindersResponseSchema, { signal }),
    // Each tab shows its own failure with a Retry button.
    meta: { globalErrorToast: false },
  });

/** GET /api/reminders?view=today|upcoming|overdue */
export const useReminders = (view: ReminderView) => useQuery(remindersQueryOptions(view));

/** POST /api/vendors/{id}/notes: a new note with its reminder date. */
export function useAddReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, body, idempotencyKey }: { vendorId: string; body: VendorNoteCreate } & Submission) =>
      api.post(notesPath(vendorId), vendorNoteResponseSchema, body, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
    meta: { globalErrorToast: false },
  });
}

/** PATCH /api/vendors/{id}/notes/{noteId}: edit, or mark done (isArchived). */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, noteId, patch }: { vendorId: string; noteId: string; patch: VendorNotePatch }) =>
      api.patch(apiPath('/api/vendors/{id}/notes/{noteId}', { id: vendorId, noteId }), vendorNoteResponseSchema, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
    meta: { globalErrorToast: false },
  });
}
