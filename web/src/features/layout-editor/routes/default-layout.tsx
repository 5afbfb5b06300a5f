import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LAYOUT_MSG } from '@shared/layout-messages';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLayout } from '../api/layout';
import { LayoutEditor } from '../components/layout-editor';

const enc = encodeURIComponent;

/** /layout/default: the layout new market dates start from. */
export function DefaultLayoutRoute() {
  const { zone } = useParams();
  usePageTitle(LAYOUT_MSG.defaultTitle);
  const target = { kind: 'default' } as const;
  const query = useLayout(target);

  return (
    <PageContainer size="xl">
      <Stack gap="sm">
        <Anchor component={Link} to={paths.adminMarketDates} size="sm">
          ← Market Dates
        </Anchor>
        <Title order={1}>{LAYOUT_MSG.defaultTitle}</Title>
        <Text c="dimmed" size="sm">
          New market dates start with these spaces and landmarks. Dates already made do not change.
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
            zoneHref={(areaId) => `/layout/default${areaId ? `/${enc(areaId)}` : ''}`}
            onReload={() => query.refetch().then((r) => r.data)}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
