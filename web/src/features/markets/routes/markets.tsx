import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Market } from '@shared/schemas/markets';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import { useAdminMarkets } from '@/lib/markets';
import { MarketForm } from '../components/market-form';

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useLingui();
  return (
    <Badge miw="max-content" color={active ? 'leaf' : 'gray'} variant="light">
      {active ? t({ message: 'Active', context: 'market' }) : t({ message: 'Inactive', context: 'market' })}
    </Badge>
  );
}

/** /admin/markets: the organisation's markets, each with its days and hours, time zone and whether it is active. */
export function MarketsRoute() {
  const { t } = useLingui();
  usePageTitle(MARKET_MSG.pageTitle);
  const markets = useAdminMarkets();
  const [editing, setEditing] = useState<Market | 'new' | null>(null);

  let body: ReactNode;
  if (markets.isPending) body = <ListLoading label={t`Loading markets`} />;
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
          { key: 'name', header: t`Name`, render: (m) => m.name, hideInCard: true },
          { key: 'shortName', header: t`Short name`, render: (m) => m.shortName },
          { key: 'hours', header: t`Days and hours`, render: (m) => m.hours },
          { key: 'timeZone', header: t`Time zone`, render: (m) => m.timeZone },
          { key: 'status', header: t`Status`, render: (m) => <ActiveBadge active={m.isActive} /> },
        ]}
        actions={(m) => (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(m)} aria-label={t`Edit ${m.name}`}>
            <Trans>Edit</Trans>
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
            <Text c="dimmed">
              <Trans>Each market’s days and hours, place, time zone and cancellation deadline.</Trans>
            </Text>
          </Stack>
          <Button onClick={() => setEditing('new')}>{MARKET_MSG.addMarket}</Button>
        </Group>
        {body}
      </Stack>
      {editing && <MarketForm market={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </PageContainer>
  );
}
