import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { MISSING_MSG } from '@/i18n/shared/missing-vendors-messages';
import { adminRequestResponseSchema } from '@shared/schemas/missing-vendors';
import { spaceSchema } from '@shared/schemas/spaces';
import type { Placement } from '@shared/waitlist';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { missingKeys } from './keys';
import { apiPath, withQuery } from '@shared/api-path';

interface CreateRequestInput {
  marketDateId: string;
  vendorId: string;
  notes: string;
  approve: boolean;
  spaceId: string | null;
  /** Place the vendor over a full date's limit, with the reason the audit log keeps. */
  override: boolean;
  overrideReason: string;
}

/**
 * What came of the steps after the request itself was created; `failure` is the spec's partial-failure text.
 * `placement` says whether the vendor took a place, joined the waitlist of a full date, or was placed over its limit.
 */
type CreateRequestOutcome =
  { ok: true; placement: Placement | undefined } | { ok: false; failure: string; placement: Placement | undefined };

const approveAnswerSchema = z.unknown();

/**
 * Spec 2 §4: create the request, then (if asked) approve it, then (if a space was chosen) assign the space, not as
 * the vendor's default. A failure of the first step throws; a later one is reported as the spec words it, since the
 * request by then exists. An approval that failed stops there: its space waits for the admin.
 */
async function createRequestFlow(input: CreateRequestInput): Promise<CreateRequestOutcome> {
  const id = input.marketDateId;
  const vendor = { vendorId: input.vendorId };
  const created = await api.post(
    withQuery(apiPath('/api/vendors/market-dates/{id}/request', { id }), vendor),
    adminRequestResponseSchema,
    {
      notes: input.notes || null,
      spaceId: input.spaceId,
      ...(input.override ? { override: true, reason: input.overrideReason } : {}),
    },
  );
  const { placement } = created;
  // A waitlisted vendor waits its turn: approving or assigning it now would put it ahead of the line.
  if (placement === 'waitlisted') return { ok: true, placement };
  if (input.approve) {
    try {
      await api.post(withQuery(apiPath('/api/market-dates/{id}/approve', { id }), vendor), approveAnswerSchema);
    } catch (error) {
      return { ok: false, failure: MISSING_MSG.approvalFailed(errorMessage(error)), placement };
    }
  }
  if (input.spaceId) {
    try {
      await api.post(apiPath('/api/spaces/{id}/assign', { id: input.spaceId }), spaceSchema, {
        vendorId: input.vendorId,
        marketDateId: input.marketDateId,
        isDefault: false,
      });
    } catch (error) {
      const message = errorMessage(error);
      return {
        ok: false,
        failure: input.approve
          ? MISSING_MSG.assignmentFailed(message)
          : MISSING_MSG.unapprovedAssignmentFailed(message),
        placement,
      };
    }
  }
  return { ok: true, placement };
}

export function useCreateRequest(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequestFlow,
    // The dialog shows 'Failed to create request' with the server's reason.
    meta: { globalErrorToast: false },
    // Whatever step stopped, the request may exist and a space may be taken: read both again.
    onSettled: () => client.invalidateQueries({ queryKey: missingKeys.date(marketDateId) }),
  });
}
