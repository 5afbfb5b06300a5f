import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Menu, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MarketDate } from '@shared/schemas/market-dates';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { MarketFilter, useMarketFilter } from '@/components/admin-list/market-filter';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { errorMessage } from '@/lib/errors';
import { formatInstant, formatMarketDate } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { notify } from '@/lib/notify';
import { useDefaultLayout, useMarketDates, useSaveDefaultLayout } from '@/lib/market-dates';
import { CreateMarketDatesForm } from '../components/create-market-dates-form';
import { EditMarketDateForm } from '../components/edit-market-date-form';
import { FillBadge } from '../components/fill-badge';

const STATUS_COLOR = { upcoming: 'blue', completed: 'gray', canceled: 'red' } as const;
/** Lower case, as the badge capitalizes it. */
const STATUS_TEXT = {
  upcoming: msg({ message: 'upcoming', context: 'market date' }),
  completed: msg({ message: 'completed', context: 'market date' }),
  canceled: msg({ message: 'canceled', context: 'market date' }),
} as const;

/**
 * /admin/market-dates: the markets' calendar (one market's with ?market=<id>); create a date or a season, edit a
 * date, open its spaces.
 */
export function MarketDatesRoute() {
  const { t, i18n } = useLingui();
  const timeZone = useMarketTimeZone();
  usePageTitle(t`Market Dates`);
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

  /** What new dates start from: the default layout's counts, once it is loaded. */
  const layoutSummary = () => {
    if (!layout.data) return t`Every Sunday of the season, with its spaces and who is assigned.`;
    const { spaceCount, landmarkCount, defaultAssignments } = layout.data;
    const marketName = filter.market?.name;
    return marketName
      ? t`New dates start from the default layout of ${marketName}: ${spaceCount} spaces, ${landmarkCount} landmarks, ${defaultAssignments} vendors' default spaces.`
      : t`New dates start from the default layout: ${spaceCount} spaces, ${landmarkCount} landmarks, ${defaultAssignments} vendors' default spaces.`;
  };
  /** What making a date the default layout does. */
  const layoutText = ({ marketId: dateMarket, spaceCount, date }: MarketDate) => {
    const day = formatMarketDate(date);
    const marketName = filter.shortNameOf(dateMarket);
    return filter.several
      ? t`New market dates of ${marketName} will start with the ${spaceCount} spaces and the landmarks of ${day}, and with the vendors whose default space it is. Existing dates do not change.`
      : t`New market dates will start with the ${spaceCount} spaces and the landmarks of ${day}, and with the vendors whose default space it is. Existing dates do not change.`;
  };

  let body;
  if (dates.isPending) body = <ListLoading label={t`Loading market dates`} />;
  else if (dates.isError)
    body = (
      <ListError
        title={SETUP_MSG.loadFailed(t`market dates`)}
        error={dates.error}
        onRetry={() => void dates.refetch()}
      />
    );
  else if (rows.length === 0) body = <ListEmpty text={SETUP_MSG.noMarketDates} />;
  else
    body = (
      <ResponsiveList
        label={t`Market dates`}
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
            header: t`Date`,
            hideInCard: true,
            render: (d) => (
              <Anchor component={Link} to={paths.marketDate(d.id)} fw={600}>
                {formatMarketDate(d.date)}
              </Anchor>
            ),
          },
          {
            key: 'status',
            header: t`Status`,
            render: (d) => (
              <Group gap={4} wrap="nowrap">
                <Badge miw="max-content" variant="light" color={STATUS_COLOR[d.status]} tt="capitalize">
                  {i18n._(STATUS_TEXT[d.status])}
                </Badge>
                {d.publishedAt ? (
                  <Badge
                    miw="max-content"
                    variant="filled"
                    color="leaf"
                    title={t`Published ${formatInstant(d.publishedAt, timeZone)}`}
                  >
                    {SETUP_MSG.published}
                  </Badge>
                ) : (
                  <Badge miw="max-content" variant="outline" color="gray">
                    <Trans>Draft</Trans>
                  </Badge>
                )}
              </Group>
            ),
          },
          ...(showMarket
            ? [
                {
                  key: 'market',
                  header: t`Market`,
                  render: (d: MarketDate) => (
                    <Badge miw="max-content" variant="outline" color="gray" tt="none">
                      {filter.shortNameOf(d.marketId)}
                    </Badge>
                  ),
                },
              ]
            : []),
          { key: 'fill', header: t`Fill`, render: (d) => <FillBadge date={d} /> },
          {
            key: 'notes',
            header: t`Notes`,
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
              aria-label={t`Edit ${formatMarketDate(d.date)}`}
            >
              <Trans>Edit</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" component={Link} to={paths.marketDateSpaces(d.id)}>
              <Trans>Spaces</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" component={Link} to={paths.marketDateLayout(d.id)}>
              <Trans>Layout</Trans>
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t`More for ${formatMarketDate(d.date)}`}
                >
                  …
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setLayoutFrom(d)}>
                  <Trans>Use as default layout</Trans>
                </Menu.Item>
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
            <Title order={1}>
              <Trans>Market Dates</Trans>
            </Title>
            <Text c="dimmed">
              {layoutSummary()}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="subtle"
              component={Link}
              to={marketId ? `${paths.defaultLayout}?market=${encodeURIComponent(marketId)}` : paths.defaultLayout}
            >
              <Trans>Edit default layout</Trans>
            </Button>
            <Button variant="default" onClick={() => setCreating('one')}>
              <Trans>New Market Date</Trans>
            </Button>
            <Button onClick={() => setCreating('season')}>
              <Trans>New Season</Trans>
            </Button>
          </Group>
        </Group>
        <Group gap="md" align="flex-end">
          <MarketFilter filter={filter} />
          <Switch
            label={t`Show past dates`} checked={showPast} onChange={(e) => setShowPast(e.currentTarget.checked)} />
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
        <Modal opened onClose={() => setLayoutFrom(null)} title={t`Use as default layout`} centered>
          <Stack gap="md">
            <Text>{layoutText(layoutFrom)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLayoutFrom(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                loading={saveLayout.isPending}
                onClick={() =>
                  saveLayout.mutate(layoutFrom.id, {
                    onSuccess: (l) => {
                      notify.success(
                        SETUP_MSG.defaultLayoutSaved,
                        t`${l.spaceCount} spaces, ${l.landmarkCount} landmarks`,
                      );
                      setLayoutFrom(null);
                    },
                    onError: (e) => notify.error(SETUP_MSG.saveFailed(t`the default layout`), errorMessage(e)),
                  })
                }
              >
                <Trans>Use this layout</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </PageContainer>
  );
}
