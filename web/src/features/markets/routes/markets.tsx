import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MARKET_MSG } from '@shared/market-messages';
import type { Market } from '@shared/schemas/markets';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAdminMarkets } from '@/lib/markets';
import { MarketForm } from '../components/market-form';

const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge miw="max-content" color={active ? 'leaf' : 'gray'} variant="light">
    {active ? 'Active' : 'Inactive'}
  </Badge>
);

/** /admin/markets: the organisation's markets, each with its days and hours, time zone and whether it is active. */
export function MarketsRoute() {
  usePageTitle(MARKET_MSG.pageTitle);
  const markets = useAdminMarkets();
  const [editing, setEditing] = useState<Market | 'new' | null>(null);

  let body: ReactNode;
  if (markets.isPending) body = <ListLoading label="Loading markets" />;
  else if (markets.isError)
    body = <ListError title={MARKET_MSG.loadError} error={markets.error} onRetry={() => void markets.refetch()} />;
  else if (markets.data.length === 0) body = <ListEmpty text={MARKET_MSG.empty} />;
  else
    body = (
      <ResponsiveList
        label={MARKET_MSG.pageTitle}
        rows={markets.data}
        rowKey={(m) => m.id}
        cardTitle={(m) => m.name}
        columns={[
          { key: 'name', header: 'Name', render: (m) => m.name, hideInCard: true },
          { key: 'shortName', header: 'Short name', render: (m) => m.shortName },
          { key: 'hours', header: 'Days and hours', render: (m) => m.hours },
          { key: 'timeZone', header: 'Time zone', render: (m) => m.timeZone },
          { key: 'status', header: 'Status', render: (m) => <ActiveBadge active={m.isActive} /> },
        ]}
        actions={(m) => (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(m)} aria-label={`Edit ${m.name}`}>
            Edit
          </Button>
        )}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>{MARKET_MSG.pageTitle}</Title>
            <Text c="dimmed">Each market’s days and hours, place, time zone and cancellation deadline.</Text>
          </Stack>
          <Button onClick={() => setEditing('new')}>{MARKET_MSG.addMarket}</Button>
        </Group>
        {body}
      </Stack>
      {editing && <MarketForm market={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </PageContainer>
  );
}
