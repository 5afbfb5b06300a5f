import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@shared/messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { useVendorName } from '../api/get-vendor';

/** Spec 1 §2.8: the vendor's home. */
export function VendorDashboardRoute() {
  usePageTitle('Vendor Dashboard');
  const { user } = useSession();
  const vendorId = user?.vendorId ?? null;
  const vendor = useVendorName(vendorId);

  if (!vendorId) {
    return (
      <PageContainer>
        <Alert color="red" variant="light" icon={<IconAlert />} title="Vendor account needed">
          {MSG.noVendorForDashboard}
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Stack gap={4}>
        {vendor.isPending ? (
          <Skeleton height={38} width="60%" radius="md" aria-label="Loading vendor" />
        ) : (
          <Title order={1}>{MSG.hello(vendor.data?.name ?? MSG.vendorFallbackName)}</Title>
        )}
        <Text c="dimmed">Your vendor dashboard.</Text>
      </Stack>
    </PageContainer>
  );
}
