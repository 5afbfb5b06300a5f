import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { FIRST_MARKET_ID } from '@shared/markets';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { MarketFilter, useMarketFilter } from '@/components/admin-list/market-filter';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { LAYOUT_MSG } from '@/i18n/shared/layout-messages';
import { useLayout } from '../api/layout';
import { LayoutEditor } from '../components/layout-editor';

const enc = encodeURIComponent;

/** /layout/default (?market=<id>): the layout a market's new dates start from (the first market's without one). */
export function DefaultLayoutRoute() {
  const { zone } = useParams();
  usePageTitle(LAYOUT_MSG.defaultTitle);
  const filter = useMarketFilter();
  const target = { kind: 'default', marketId: filter.marketId } as const;
  const query = useLayout(target);
  const marketQuery = filter.marketId ? `?market=${enc(filter.marketId)}` : '';

  return (
    <PageContainer size="xl">
      <Stack gap="sm">
        <Anchor component={Link} to={`${paths.adminMarketDates}${marketQuery}`} size="sm">
          <Trans>← Market Dates</Trans>
        </Anchor>
        <Title order={1}>{LAYOUT_MSG.defaultTitle}</Title>
        <MarketFilter filter={filter} allowAll={false} fallback={FIRST_MARKET_ID} />
        <Text c="dimmed" size="sm">
          <Trans>New market dates start with these spaces and landmarks. Dates already made do not change.</Trans>
        </Text>
        {query.isPending ? (
          <ListLoading label={LAYOUT_MSG.loading} />
        ) : query.isError ? (
          <ListError title={LAYOUT_MSG.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <LayoutEditor
            target={target}
            layout={query.data}
            zone={zone ?? null}
            zoneHref={(areaId) => `/layout/default${areaId ? `/${enc(areaId)}` : ''}${marketQuery}`}
            onReload={() => query.refetch().then((r) => r.data)}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
