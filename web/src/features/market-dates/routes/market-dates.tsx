import { Anchor, Badge, Button, Group, Menu, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SETUP_MSG } from '@shared/market-setup-messages';
import type { MarketDate } from '@shared/schemas/market-dates';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { MarketFilter, useMarketFilter } from '@/components/admin-list/market-filter';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatInstant, formatMarketDate } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { notify } from '@/lib/notify';
import { useDefaultLayout, useMarketDates, useSaveDefaultLayout } from '@/lib/market-dates';
import { CreateMarketDatesForm } from '../components/create-market-dates-form';
import { EditMarketDateForm } from '../components/edit-market-date-form';
import { FillBadge } from '../components/fill-badge';

const STATUS_COLOR = { upcoming: 'blue', completed: 'gray', canceled: 'red' } as const;

/**
 * /admin/market-dates: the markets' calendar (one market's with ?market=<id>); create a date or a season, edit a
 * date, open its spaces.
 */
export function MarketDatesRoute() {
  const timeZone = useMarketTimeZone();
  usePageTitle('Market Dates');
  const [showPast, setShowPast] = useState(false);
  const filter = useMarketFilter();
  const { marketId } = filter;
  const dates = useMarketDates(showPast ? 'all' : 'upcoming', marketId);
  const allDates = useMarketDates('all');
  const layout = useDefaultLayout(marketId);
  // With every market shown, each row names its market.
  const showMarket = filter.several && !marketId;
  const saveLayout = useSaveDefaultLayout();
  const [creating, setCreating] = useState<'one' | 'season' | null>(null);
  const [editing, setEditing] = useState<MarketDate | null>(null);
  const [layoutFrom, setLayoutFrom] = useState<MarketDate | null>(null);

  // Newest first with past dates shown; soonest first otherwise.
  const rows = [...(dates.data ?? [])].sort((a, b) =>
    showPast ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date),
  );

  let body;
  if (dates.isPending) body = <ListLoading label="Loading market dates" />;
  else if (dates.isError)
    body = (
      <ListError
        title={SETUP_MSG.loadFailed('market dates')}
        error={dates.error}
        onRetry={() => void dates.refetch()}
      />
    );
  else if (rows.length === 0) body = <ListEmpty text={SETUP_MSG.noMarketDates} />;
  else
    body = (
      <ResponsiveList
        label="Market dates"
        rows={rows}
        rowKey={(d) => d.id}
        cardTitle={(d) => (
          <Anchor component={Link} to={paths.marketDate(d.id)}>
            {formatMarketDate(d.date)}
          </Anchor>
        )}
        columns={[
          {
            key: 'date',
            header: 'Date',
            hideInCard: true,
            render: (d) => (
              <Anchor component={Link} to={paths.marketDate(d.id)} fw={600}>
                {formatMarketDate(d.date)}
              </Anchor>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (d) => (
              <Group gap={4} wrap="nowrap">
                <Badge miw="max-content" variant="light" color={STATUS_COLOR[d.status]} tt="capitalize">
                  {d.status}
                </Badge>
                {d.publishedAt ? (
                  <Badge
                    miw="max-content"
                    variant="filled"
                    color="leaf"
                    title={`Published ${formatInstant(d.publishedAt, timeZone)}`}
                  >
                    {SETUP_MSG.published}
                  </Badge>
                ) : (
                  <Badge miw="max-content" variant="outline" color="gray">
                    Draft
                  </Badge>
                )}
              </Group>
            ),
          },
          ...(showMarket
            ? [
                {
                  key: 'market',
                  header: 'Market',
                  render: (d: MarketDate) => (
                    <Badge miw="max-content" variant="outline" color="gray" tt="none">
                      {filter.shortNameOf(d.marketId)}
                    </Badge>
                  ),
                },
              ]
            : []),
          { key: 'fill', header: 'Fill', render: (d) => <FillBadge date={d} /> },
          {
            key: 'notes',
            header: 'Notes',
            render: (d) => (
              <Text size="sm" lineClamp={2} maw={280}>
                {d.notes ?? '—'}
              </Text>
            ),
          },
        ]}
        actions={(d) => (
          <>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setEditing(d)}
              aria-label={`Edit ${formatMarketDate(d.date)}`}
            >
              Edit
            </Button>
            <Button size="compact-sm" variant="subtle" component={Link} to={paths.marketDateSpaces(d.id)}>
              Spaces
            </Button>
            <Button size="compact-sm" variant="subtle" component={Link} to={paths.marketDateLayout(d.id)}>
              Layout
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`More for ${formatMarketDate(d.date)}`}
                >
                  …
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setLayoutFrom(d)}>Use as default layout</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>Market Dates</Title>
            <Text c="dimmed">
              {layout.data
                ? `New dates start from the default layout${filter.market ? ` of ${filter.market.name}` : ''}: ${layout.data.spaceCount} spaces, ${layout.data.landmarkCount} landmarks, ${layout.data.defaultAssignments} vendors' default spaces.`
                : 'Every Sunday of the season, with its spaces and who is assigned.'}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="subtle"
              component={Link}
              to={marketId ? `${paths.defaultLayout}?market=${encodeURIComponent(marketId)}` : paths.defaultLayout}
            >
              Edit default layout
            </Button>
            <Button variant="default" onClick={() => setCreating('one')}>
              New Market Date
            </Button>
            <Button onClick={() => setCreating('season')}>New Season</Button>
          </Group>
        </Group>
        <Group gap="md" align="flex-end">
          <MarketFilter filter={filter} />
          <Switch label="Show past dates" checked={showPast} onChange={(e) => setShowPast(e.currentTarget.checked)} />
        </Group>
        {body}
      </Stack>

      {creating && (
        <CreateMarketDatesForm
          initialMode={creating}
          dates={allDates.data ?? []}
          markets={filter.markets}
          marketId={marketId ?? (filter.markets.length === 1 ? filter.markets[0]!.id : null)}
          onClose={() => setCreating(null)}
        />
      )}
      {editing && <EditMarketDateForm date={editing} onClose={() => setEditing(null)} />}
      {layoutFrom && (
        <Modal opened onClose={() => setLayoutFrom(null)} title="Use as default layout" centered>
          <Stack gap="md">
            <Text>
              New market dates{filter.several ? ` of ${filter.shortNameOf(layoutFrom.marketId)}` : ''} will start with
              the {layoutFrom.spaceCount} spaces and the landmarks of {formatMarketDate(layoutFrom.date)}, and with the
              vendors whose default space it is. Existing dates do not change.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLayoutFrom(null)}>
                Cancel
              </Button>
              <Button
                loading={saveLayout.isPending}
                onClick={() =>
                  saveLayout.mutate(layoutFrom.id, {
                    onSuccess: (l) => {
                      notify.success(
                        SETUP_MSG.defaultLayoutSaved,
                        `${l.spaceCount} spaces, ${l.landmarkCount} landmarks`,
                      );
                      setLayoutFrom(null);
                    },
                    onError: (e) => notify.error(SETUP_MSG.saveFailed('the default layout'), errorMessage(e)),
                  })
                }
              >
                Use this layout
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </PageContainer>
  );
}
