import { queryOptions, useQuery } from '@tanstack/react-query';
import { dateNotesResponseSchema } from '@shared/schemas/reminders';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { reminderKeys } from './keys';

/** Spec 2 §2.6: the notes screen fetches up to 100 notes. */
const DATE_NOTES_LIMIT = 100;

const dateNotesQueryOptions = (marketDateId: string, vendorTypeId: string | null) =>
  queryOptions({
    queryKey: reminderKeys.dateNotes(marketDateId, vendorTypeId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(DATE_NOTES_LIMIT) });
      if (vendorTypeId) params.set('vendorTypeId', vendorTypeId);
      return api.get(
        withQuery(apiPath('/api/dashboard/market-date/{id}/vendor-notes', { id: marketDateId }), params),
        dateNotesResponseSchema,
        { signal },
      );
    },
    // The screen shows 'Failed to load vendor notes. Please try again later.'
    meta: { globalErrorToast: false },
  });

export const useDateNotes = (marketDateId: string, vendorTypeId: string | null) =>
  useQuery(dateNotesQueryOptions(marketDateId, vendorTypeId));
