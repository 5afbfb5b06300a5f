import { useMutation } from '@tanstack/react-query';
import {
  applyResponseSchema,
  duplicateRefusalSchema,
  type VendorApplication,
} from '@shared/schemas/vendor-application';
import { api, ApiError } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const applyAsVendor = (body: VendorApplication) => api.post(apiPath('/api/public/apply'), applyResponseSchema, body);

/** A 409 answer: the server found the business already registered (its own duplicate check). */
export function duplicateRefusalOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = duplicateRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** The field a 400 answer names, if any (the server's `field`), to show the message under it. */
export function invalidFieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.body as { field?: unknown } | undefined;
  return typeof body?.field === 'string' ? body.field : undefined;
}

export function useApplyAsVendor() {
  // The form shows "Failed to submit Registration" or the refusal itself.
  return useMutation({ mutationFn: applyAsVendor, meta: { globalErrorToast: false } });
}
