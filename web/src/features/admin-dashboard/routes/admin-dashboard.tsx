import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MarketFilter, useMarketFilter } from '@/components/admin-list/market-filter';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { MSG } from '@/i18n/shared/messages';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { NextMarketCard } from '../components/next-market-card';
import { PendingApplicationsCard } from '../components/pending-applications-card';
import { PendingContentCard } from '../components/pending-content-card';
import { SetupBanner } from '../components/setup-banner';

/** The admin home (/admin, /admin/dashboard); ?market=<id>: the next date of one market. */
export function AdminDashboardRoute() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const { user } = useSession();
  const filter = useMarketFilter();
  const dashboard = useAdminDashboard(filter.marketId);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Dashboard</Trans>
          </Title>
          <Text size="lg">{MSG.hello(user?.username ?? '')}</Text>
        </Stack>
        <SetupBanner />
        <MarketFilter filter={filter} />
        {dashboard.isError && (
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.adminDashboardFailed}>
            {errorMessage(dashboard.error)}
          </Alert>
        )}
        {dashboard.isPending && (
          <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t`Loading dashboard`}>
            <Skeleton height={260} radius="lg" />
            <Skeleton height={260} radius="lg" />
          </SimpleGrid>
        )}
        {dashboard.data && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <NextMarketCard market={dashboard.data.nextMarket} />
            <PendingApplicationsCard pending={dashboard.data.pendingApplications} />
            <PendingContentCard />
          </SimpleGrid>
        )}
      </Stack>
    </PageContainer>
  );
}
