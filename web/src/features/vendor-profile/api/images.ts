import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageType } from '@shared/profile-rules';
import {
  imageUploadUrlResponseSchema,
  vendorImageSchema,
  vendorImagesResponseSchema,
  type VendorImage,
} from '@shared/schemas/vendor-profile';
import { api, ApiError } from '@/lib/api-client';
import { profileKeys } from './keys';
import { apiPath } from '@shared/api-path';

const imagesQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: profileKeys.images(vendorId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/vendors/{id}/images', { id: vendorId }), vendorImagesResponseSchema, { signal }),
    select: (answer) => answer.images,
    meta: { globalErrorToast: false },
  });

export const useVendorImages = (vendorId: string | null) =>
  useQuery({ ...imagesQueryOptions(vendorId ?? ''), enabled: !!vendorId });

export interface ImageUpload {
  file: File;
  imageType: ImageType;
  caption: string;
}

/**
 * The file goes straight to storage by a presigned POST (a Lambda body could not carry 5 MB): ask for the form,
 * post the file with the form's fields (the file last, as S3 requires), then register the stored object.
 */
async function uploadImage(vendorId: string, { file, imageType, caption }: ImageUpload): Promise<VendorImage> {
  const target = await api.post(
    apiPath('/api/vendors/{id}/images/upload-url', { id: vendorId }),
    imageUploadUrlResponseSchema,
    {
      imageType,
      contentType: file.type,
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
  // Storage answers in XML; its refusal is not worded for a person, so the screen's own sentence shows instead.
  if (!stored.ok) throw new ApiError(stored.status, '');
  return api.post(apiPath('/api/vendors/{id}/images', { id: vendorId }), vendorImageSchema, {
    key: target.key,
    imageType,
    caption,
  });
}

export function useUploadImage(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImageUpload) => uploadImage(vendorId, upload),
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.images(vendorId) }),
    meta: { globalErrorToast: false },
  });
}

export function useDeleteImage(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) =>
      api.delete(apiPath('/api/vendors/{id}/images/{imageId}', { id: vendorId, imageId })),
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.images(vendorId) }),
    meta: { globalErrorToast: false },
  });
}
