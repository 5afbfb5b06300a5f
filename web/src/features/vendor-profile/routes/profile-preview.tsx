import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@/i18n/shared/messages';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { IconAlert } from '@/components/ui/icons';
import { ProfileView } from '@/components/vendor-profile/profile-view';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useVendorImages } from '../api/images';
import { usePublishProfile, useVendorProfile } from '../api/profile';
import { useVendorProducts } from '../api/products';
import { ProfilePage, type ProfileAccess } from '../components/profile-page';

function PreviewBody({ vendorId, canEdit, search }: ProfileAccess) {
  const profile = useVendorProfile(vendorId);
  const images = useVendorImages(vendorId);
  const products = useVendorProducts(vendorId);
  const publish = usePublishProfile(vendorId);

  if (profile.isPending || images.isPending || products.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t`Loading preview`}>
        <Skeleton height={80} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  const failed = profile.error ?? images.error ?? products.error;
  if (failed || !profile.data || !images.data || !products.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PROFILE_MSG.loadFailed}>
        {errorMessage(failed)}
      </Alert>
    );
  }

  const published = profile.data.isProfilePublished;
  const anyPending = [...images.data, ...products.data].some((item) => item.isActive && !item.isApproved);

  const toggle = () =>
    publish.mutate(!published, {
      onSuccess: () =>
        published
          ? notify.success(PROFILE_MSG.unpublishedTitle, PROFILE_MSG.unpublishedText)
          : notify.success(PROFILE_MSG.publishedTitle, PROFILE_MSG.publishedText),
      onError: (error) =>
        notify.error(
          MSG.errorTitle,
          errorMessage(error, published ? PROFILE_MSG.unpublishFailed : PROFILE_MSG.publishFailed),
        ),
    });

  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text fw={600}>
              <Trans>Status:</Trans>
            </Text>
            <Badge color={published ? 'leaf' : 'gray'} variant="light">
              {published ? t`Published` : t`Not published`}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button component={Link} to={`${paths.vendorProfile('edit')}${search}`} variant="default" size="sm">
              <Trans>Edit Details</Trans>
            </Button>
            <Button component={Link} to={`${paths.vendorProfile('images')}${search}`} variant="default" size="sm">
              <Trans>Manage Images</Trans>
            </Button>
            <Button component={Link} to={`${paths.vendorProfile('products')}${search}`} variant="default" size="sm">
              <Trans>Manage Products</Trans>
            </Button>
            {canEdit && (
              <Button size="sm" color={published ? 'red' : 'leaf'} loading={publish.isPending} onClick={toggle}>
                {published ? PROFILE_MSG.unpublish : PROFILE_MSG.publish}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
      {anyPending && (
        <Alert color="yellow" variant="light" icon={<IconAlert />}>
          {PROFILE_MSG.pendingBanner}
        </Alert>
      )}
      <ProfileView vendor={profile.data} images={images.data} products={products.data} showPending level={2} />
    </Stack>
  );
}

/** /vendor/profile/preview (spec 3 §2 "Public Profile Preview"). */
export function ProfilePreviewRoute() {
  usePageTitle(t`Profile Preview`);
  return (
    <ProfilePage title={t`Profile Preview`} subtitle={t`Your public page as shoppers will see it.`}>
      {(access) => <PreviewBody {...access} />}
    </ProfilePage>
  );
}
