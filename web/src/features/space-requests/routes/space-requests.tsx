import { Alert, Stack, Title } from '@mantine/core';
import { hasPermission } from '@shared/permissions';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { VendorRequestsPanel } from '@/components/vendor-requests/vendor-requests-panel';

/** Spec 3 §2: the vendor space requests screen (/vendor/space-requests and /vendor/manage-requests). */
export function SpaceRequestsRoute() {
  usePageTitle(REQUESTS_MSG.spaceRequestsTitle);
  const { user } = useSession();
  const canView = !!user && hasPermission(user.role, user.permissions, 'vendor.spaceRequests.view');

  return (
    <PageContainer>
      {canView ? (
        <VendorRequestsPanel headingOrder={1} />
      ) : (
        <Stack gap="lg">
          <Title order={1}>{REQUESTS_MSG.spaceRequestsTitle}</Title>
          <Alert color="red" variant="light" icon={<IconAlert />} title={REQUESTS_MSG.accessDenied}>
            {REQUESTS_MSG.noViewPermission}
          </Alert>
        </Stack>
      )}
    </PageContainer>
  );
}
