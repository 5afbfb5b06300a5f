import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { ListEmpty, ListError } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiStatus } from '@/lib/errors';
import { useNextMarketDate } from '@/lib/market-dates';

/** /admin/next-market ("Next Market"): opens the spaces of the earliest date today or later, in the market's zone. */
export function NextMarketRoute() {
  usePageTitle('Next Market');
  const next = useNextMarketDate();

  if (next.isPending) return <PageLoader label="Finding the next market" />;
  if (next.isSuccess) return <Navigate to={paths.marketDateSpaces(next.data.id)} replace />;
  return (
    <PageContainer size="sm">
      <Stack gap="md">
        <Title order={1}>Next Market</Title>
        {isApiStatus(next.error, 404) ? (
          <>
            <ListEmpty text={SETUP_MSG.noUpcomingMarketDates} />
            <Text ta="center">
              <Anchor component={Link} to={paths.adminMarketDates}>
                Create market dates
              </Anchor>
            </Text>
          </>
        ) : (
          <ListError
            title={SETUP_MSG.loadFailed('the next market')}
            error={next.error}
            onRetry={() => void next.refetch()}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
