import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MAP_MSG } from '@shared/public-map-messages';
import { IconAlert, IconCalendar, IconClock } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { marketHours } from '@/config/market';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useUpcomingMarketDates } from '../api/get-upcoming-market-dates';
import { MarketMapsBody, MarketMapsLoading } from '../components/market-maps-heading';
import { formatMarketDate } from '../lib/format-market-date';

/** /map: the upcoming market dates, each a card leading to its map (spec 2 §2.8). */
export function MarketMapsRoute() {
  usePageTitle(MAP_MSG.listTitle);
  const dates = useUpcomingMarketDates();
  if (dates.isPending) return <MarketMapsLoading />;

  return (
    <PageContainer>
      <MarketMapsBody>
        {dates.isError ? (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            <Stack gap="xs" align="flex-start">
              <Text>{MAP_MSG.listLoadFailed}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void dates.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : dates.data.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {MAP_MSG.noUpcoming}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {dates.data.map((d) => (
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
                    <Text size="sm">{marketHours}</Text>
                  </Group>
                  {d.notes && <Text size="sm">{d.notes}</Text>}
                  <Group justify="space-between" mt="xs">
                    {d.publishedAt ? (
                      <Badge variant="light">Vendors announced</Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Layout preview
                      </Badge>
                    )}
                    <Text size="sm" fw={600} c="leaf.8">
                      View map →
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </MarketMapsBody>
    </PageContainer>
  );
}
