import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { ProfileView } from '@/components/vendor-profile/profile-view';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiStatus } from '@/lib/errors';
import { usePublicVendor } from '../api/get-public-vendor';

/** /map/vendor/{id} (spec 3 §2 "Public vendor page"): a vendor's public profile, open to anyone, with only approved content. */
export function PublicVendorRoute() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const vendor = usePublicVendor(id);
  usePageTitle(vendor.data?.vendor.name ?? t`Vendor`);

  const back = (
    <Anchor component={Link} to={paths.map} size="sm">
      {`← ${PROFILE_MSG.backToMap}`}
    </Anchor>
  );

  let body;
  if (vendor.isPending) {
    body = <PageLoader label={t`Loading vendor`} />;
  } else if (vendor.isError && isApiStatus(vendor.error, 404)) {
    body = (
      <Stack gap="md" align="flex-start" py="xl">
        <Title order={1}>{PROFILE_MSG.vendorNotFound}</Title>
        <Text c="dimmed">{PROFILE_MSG.vendorNotFoundText}</Text>
        <Button component={Link} to={paths.map}>
          {PROFILE_MSG.viewMap}
        </Button>
      </Stack>
    );
  } else if (vendor.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />}>
        <Stack gap="xs" align="flex-start">
          <Text>{PROFILE_MSG.loadFailed}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void vendor.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const { vendor: profile, images, products } = vendor.data;
    body = <ProfileView vendor={profile} images={images} products={products} />;
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        {back}
        {body}
      </Stack>
    </PageContainer>
  );
}
