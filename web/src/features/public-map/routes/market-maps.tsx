import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { marketIdOf } from '@shared/markets';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import type { PublicMarketDate } from '@shared/schemas/public-map';
import { IconAlert, IconCalendar, IconClock, IconMapPin } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useShownMarkets, type ShownMarket } from '@/lib/market-hours';
import { useUpcomingMarketDates } from '../api/get-upcoming-market-dates';
import { MarketMapsBody, MarketMapsLoading } from '../components/market-maps-heading';
import { formatMarketDate } from '../lib/format-market-date';

/**
 * /map: each market with its hours and place, and its upcoming dates, each a card leading to its map (spec 2 §2.8).
 * When the markets cannot be read, the dates show as one list with the first market's hours.
 */
export function MarketMapsRoute() {
  usePageTitle(MAP_MSG.listTitle);
  const dates = useUpcomingMarketDates();
  const markets = useShownMarkets();
  if (dates.isPending || !markets) return <MarketMapsLoading />;
  const named = markets.some((m) => m.name);

  return (
    <PageContainer>
      <MarketMapsBody>
        {dates.isError ? (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            <Stack gap="xs" align="flex-start">
              <Text>{MAP_MSG.listLoadFailed}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void dates.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : named ? (
          <Stack gap="xl">
            {markets.map((m) => (
              <MarketDates key={m.id} market={m} dates={dates.data.filter((d) => marketIdOf(d) === m.id)} />
            ))}
          </Stack>
        ) : dates.data.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {MAP_MSG.noUpcoming}
          </Text>
        ) : (
          <DateCards dates={dates.data} hours={markets[0]!.hours} />
        )}
      </MarketMapsBody>
    </PageContainer>
  );
}

/** One market: its name, hours and place, then its dates. */
function MarketDates({ market, dates }: { market: ShownMarket; dates: PublicMarketDate[] }) {
  const headingId = `market-${market.id}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title id={headingId} order={2} fz="h3">
          {market.name}
        </Title>
        <Group gap={8} wrap="nowrap" c="leaf.8">
          <IconClock size={16} />
          <Text size="sm" fw={600}>
            {market.hours}
          </Text>
        </Group>
        {market.address && (
          <Group gap={8} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} />
            {market.mapLink ? (
              <Anchor href={market.mapLink} target="_blank" rel="noopener noreferrer" size="sm">
                {market.address}
              </Anchor>
            ) : (
              <Text size="sm">{market.address}</Text>
            )}
          </Group>
        )}
      </Stack>
      {dates.length ? (
        <DateCards dates={dates} hours={market.hours} />
      ) : (
        <Text c="dimmed" size="sm">
          {MAP_MSG.noUpcoming}
        </Text>
      )}
    </Stack>
  );
}

function DateCards({ dates, hours }: { dates: PublicMarketDate[]; hours: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {dates.map((d) => (
        <Card
          key={d.id}
          component={Link}
          to={`${paths.map}/${encodeURIComponent(d.id)}`}
          withBorder
          padding="lg"
          aria-label={formatMarketDate(d.date)}
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <Stack gap="xs">
            <Group gap={8} wrap="nowrap" c="leaf.8">
              <IconCalendar />
              <Text fw={700} fz="lg">
                {formatMarketDate(d.date)}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap" c="dimmed">
              <IconClock size={16} />
              <Text size="sm">{hours}</Text>
            </Group>
            {d.notes && <Text size="sm">{d.notes}</Text>}
            <Group justify="space-between" mt="xs">
              {d.publishedAt ? (
                <Badge variant="light">
                  <Trans>Vendors announced</Trans>
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  <Trans>Layout preview</Trans>
                </Badge>
              )}
              <Text size="sm" fw={600} c="leaf.8">
                <Trans>View map →</Trans>
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
