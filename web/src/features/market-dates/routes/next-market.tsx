import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { ListEmpty, ListError } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { isApiStatus } from '@/lib/errors';
import { useNextMarketDate } from '@/lib/market-dates';

/** /admin/next-market ("Next Market"): opens the spaces of the earliest date today or later, in the market's zone. */
export function NextMarketRoute() {
  const { t } = useLingui();
  usePageTitle(t`Next Market`);
  const next = useNextMarketDate();

  if (next.isPending) return <PageLoader label={t`Finding the next market`} />;
  if (next.isSuccess) return <Navigate to={paths.marketDateSpaces(next.data.id)} replace />;
  return (
    <PageContainer size="sm">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Next Market</Trans>
        </Title>
        {isApiStatus(next.error, 404) ? (
          <>
            <ListEmpty text={SETUP_MSG.noUpcomingMarketDates} />
            <Text ta="center">
              <Anchor component={Link} to={paths.adminMarketDates}>
                <Trans>Create market dates</Trans>
              </Anchor>
            </Text>
          </>
        ) : (
          <ListError
            title={SETUP_MSG.loadFailed(t`the next market`)}
            error={next.error}
            onRetry={() => void next.refetch()}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
