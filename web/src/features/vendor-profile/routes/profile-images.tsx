import { t } from '@lingui/core/macro';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '@/i18n/shared/messages';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { IMAGE_TYPES, type ImageType } from '@shared/profile-rules';
import type { VendorImage } from '@shared/schemas/vendor-profile';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteImage, useUploadImage, useVendorImages } from '../api/images';
import { CaptionDialog } from '../components/caption-dialog';
import { ImageSection } from '../components/image-section';
import { ProfilePage } from '../components/profile-page';
import { checkImage, refusalTitle } from '../lib/check-image';

function ImagesBody({ vendorId, canEdit }: { vendorId: string; canEdit: boolean }) {
  const images = useVendorImages(vendorId);
  const upload = useUploadImage(vendorId);
  const remove = useDeleteImage(vendorId);
  const [chosen, setChosen] = useState<{ file: File; imageType: ImageType } | null>(null);
  const [deleting, setDeleting] = useState<VendorImage | null>(null);

  if (images.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t`Loading images`}>
        <Skeleton height={180} />
        <Skeleton height={180} />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (images.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PROFILE_MSG.imagesLoadFailed}>
        {errorMessage(images.error)}
      </Alert>
    );
  }

  const ofType = (imageType: ImageType) => images.data.filter((i) => i.isActive && i.imageType === imageType);

  const choose = (imageType: ImageType, file: File) => {
    const refusal = checkImage(file, imageType, ofType(imageType).length);
    if (refusal) notify.error(refusal.title, refusal.message);
    else setChosen({ file, imageType });
  };

  const send = (caption: string) => {
    if (!chosen) return;
    upload.mutate(
      { ...chosen, caption },
      {
        onSuccess: () => notify.success(PROFILE_MSG.imageUploadedTitle, PROFILE_MSG.imageUploadedText),
        onError: (error) => {
          const message = errorMessage(error, PROFILE_MSG.uploadFailed);
          notify.error(refusalTitle(message, MSG.errorTitle), message);
        },
        onSettled: () => setChosen(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(PROFILE_MSG.imageDeletedTitle, PROFILE_MSG.imageDeletedText),
      onError: (error) => notify.error(MSG.errorTitle, errorMessage(error, PROFILE_MSG.deleteImageFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      {IMAGE_TYPES.map((imageType) => (
        <ImageSection
          key={imageType}
          imageType={imageType}
          images={ofType(imageType)}
          canEdit={canEdit}
          onChoose={(file) => choose(imageType, file)}
          onDelete={setDeleting}
        />
      ))}
      <CaptionDialog
        file={chosen?.file ?? null}
        uploading={upload.isPending}
        onUpload={send}
        onCancel={() => setChosen(null)}
      />
      <ConfirmAction
        opened={!!deleting}
        title={t`Delete Image`}
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {PROFILE_MSG.deleteImageConfirm}
      </ConfirmAction>
    </Stack>
  );
}

/** /vendor/profile/images (spec 3 §2 "Manage Profile Images"). */
export function ProfileImagesRoute() {
  usePageTitle(t`Profile Images`);
  return (
    <ProfilePage title={t`Profile Images`} subtitle={t`Your logo, booth photos and product photos.`}>
      {({ vendorId, canEdit }) => <ImagesBody vendorId={vendorId} canEdit={canEdit} />}
    </ProfilePage>
  );
}
