import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DocumentContentType } from '@shared/document-rules';
import {
  documentFileResponseSchema,
  documentTypesResponseSchema,
  documentUploadUrlResponseSchema,
  reviewResponseSchema,
  vendorDocumentSchema,
  vendorDocumentsResponseSchema,
  type ReviewFilter,
  type VendorDocument,
} from '@shared/schemas/documents';
import { api, ApiError } from '@/lib/api-client';
import { documentKeys } from './keys';
import { apiPath, withQuery } from '@shared/api-path';

/** GET /api/documents/document-types: every type; the upload form offers the active ones. */
const documentTypesQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.types(),
    queryFn: ({ signal }) => api.get(apiPath('/api/documents/document-types'), documentTypesResponseSchema, { signal }),
    select: (answer) => answer.documentTypes,
    staleTime: 5 * 60_000,
    meta: { globalErrorToast: false },
  });
export const useDocumentTypes = () => useQuery(documentTypesQueryOptions());

/** GET /api/documents/vendor/{vendorId}?showArchived= */
const vendorDocumentsQueryOptions = (vendorId: string, showArchived: boolean) =>
  queryOptions({
    queryKey: documentKeys.vendorList(vendorId, showArchived),
    queryFn: ({ signal }) =>
      api.get(
        withQuery(apiPath('/api/documents/vendor/{vendorId}', { vendorId }), { showArchived }),
        vendorDocumentsResponseSchema,
        {
          signal,
        },
      ),
    select: (answer) => answer.documents,
    meta: { globalErrorToast: false },
  });
export const useVendorDocuments = (vendorId: string | null, showArchived: boolean, enabled = true) =>
  useQuery({ ...vendorDocumentsQueryOptions(vendorId ?? '', showArchived), enabled: enabled && !!vendorId });

export interface DocumentUpload {
  file: File;
  mimeType: DocumentContentType;
  typeId: string;
  description: string | null;
  expirationDate: string | null;
  certificateNumber: string | null;
  countyName: string | null;
}

/**
 * The file goes straight to private storage by a presigned POST (a Lambda body could not carry 10 MB): ask for the
 * form, post the file with its fields (the file last, as S3 requires), then register the stored object.
 */
async function uploadDocument(
  vendorId: string,
  { file, mimeType, ...fields }: DocumentUpload,
): Promise<VendorDocument> {
  const target = await api.post(
    apiPath('/api/documents/vendor/{vendorId}/upload-url', { vendorId }),
    documentUploadUrlResponseSchema,
    {
      fileName: file.name,
      mimeType,
      size: file.size,
    },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  let stored: Response;
  try {
    stored = await fetch(target.url, { method: 'POST', body: form });
  } catch (error) {
    throw new ApiError(0, '', { cause: error });
  }
  // Storage answers in XML, not worded for a person: the screen's own sentence shows instead.
  if (!stored.ok) throw new ApiError(stored.status, '');
  return api.post(apiPath('/api/documents/vendor/{vendorId}', { vendorId }), vendorDocumentSchema, {
    key: target.key,
    fileName: file.name,
    ...fields,
  });
}

function useInvalidateVendor(vendorId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentKeys.vendor(vendorId) });
}

export function useUploadDocument(vendorId: string) {
  const invalidate = useInvalidateVendor(vendorId);
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(vendorId, upload),
    onSettled: invalidate,
    meta: { globalErrorToast: false },
  });
}

export function useArchiveDocument(vendorId: string) {
  const invalidate = useInvalidateVendor(vendorId);
  return useMutation({
    mutationFn: (id: string) => api.post(apiPath('/api/documents/{id}/archive', { id }), vendorDocumentSchema),
    onSettled: invalidate,
    meta: { globalErrorToast: false },
  });
}

export function useDeleteDocument(vendorId: string) {
  const invalidate = useInvalidateVendor(vendorId);
  return useMutation({
    mutationFn: (id: string) => api.delete(apiPath('/api/documents/{id}', { id })),
    onSettled: invalidate,
    meta: { globalErrorToast: false },
  });
}

/**
 * GET /api/documents/{id}/file answers a link valid for a minute; following it downloads the file under its own name
 * (the link's content disposition), without leaving the page.
 */
export async function downloadDocument(id: string): Promise<void> {
  const { url, fileName } = await api.get(apiPath('/api/documents/{id}/file', { id }), documentFileResponseSchema);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** GET /api/admin/documents?filter=pending|expiring&cursor=: a page at a time, the pages shown one after another. */
const reviewQueryOptions = (filter: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: documentKeys.review(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        withQuery(apiPath('/api/admin/documents'), { filter, ...(pageParam ? { cursor: pageParam } : {}) }),
        reviewResponseSchema,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (answer) => answer.pages.flatMap((page) => page.documents),
    meta: { globalErrorToast: false },
  });
export const useReviewDocuments = (filter: ReviewFilter) => useInfiniteQuery(reviewQueryOptions(filter));

export function useDecideDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post(
        apiPath(`/api/documents/{id}/${decision}`, { id }),
        vendorDocumentSchema,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.all }),
    meta: { globalErrorToast: false },
  });
}
