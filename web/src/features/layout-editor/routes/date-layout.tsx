import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { LAYOUT_MSG } from '@/i18n/shared/layout-messages';
import { formatMarketDate } from '@/lib/format-date';
import { useAdminMarkets } from '@/lib/markets';
import { useLayout } from '../api/layout';
import { LayoutEditor } from '../components/layout-editor';

const enc = encodeURIComponent;

/** /date/{id}/layout and /date/{id}/layout/{zone}: the Market Layout screen (one area per zone). */
export function DateLayoutRoute() {
  const { id = '', zone } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Market Layout`);
  const target = { kind: 'date', marketDateId: id } as const;
  const query = useLayout(target);
  const markets = useAdminMarkets();
  // With several markets, the date's market is named (its areas are the ones the editor offers).
  const market = (markets.data?.length ?? 0) > 1 ? markets.data?.find((m) => m.id === query.data?.marketId) : undefined;

  return (
    <PageContainer size="xl">
      <Stack gap="sm">
        <MarketDateNav marketDateId={id} current="layout" />
        <Group justify="space-between" align="flex-end">
          <Title order={1}>
            {query.data?.marketDate ? LAYOUT_MSG.title(formatMarketDate(query.data.marketDate.date)) : t`Market Layout`}
          </Title>
          {market && (
            <Text size="sm" c="dimmed" data-testid="layout-market">
              {market.name}
            </Text>
          )}
          {query.data?.marketDate?.publishedAt && (
            <Text size="sm" c="dimmed">
              <Trans>Published: vendors see the map as saved.</Trans>
            </Text>
          )}
        </Group>
        {query.isPending ? (
          <ListLoading label={LAYOUT_MSG.loading} />
        ) : query.isError ? (
          <ListError title={LAYOUT_MSG.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <LayoutEditor
            target={target}
            layout={query.data}
            zone={zone ?? null}
            zoneHref={(areaId) => `/date/${enc(id)}/layout${areaId ? `/${enc(areaId)}` : ''}`}
            printHref={`/date/${enc(id)}/layout/print${zone ? `?area=${enc(zone)}` : ''}`}
            onReload={() => query.refetch().then((r) => r.data)}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
