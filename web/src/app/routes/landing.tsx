import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { IconClock, IconHeart, IconLayoutGrid, IconLeaf, IconMapPin } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { LandingHero } from './landing-hero';
import { homePathFor, useSession } from '@/lib/session';
import { useShownMarkets, type ShownMarket } from '@/lib/market-hours';

const highlights: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Prime Location',
    text: 'A busy town square with steady foot traffic all morning, easy parking and room to browse.',
    icon: <IconMapPin />,
  },
  {
    title: 'Flexible Space Types',
    text: 'From a single table to a full truck bay: request the space that suits your goods, week by week.',
    icon: <IconLayoutGrid />,
  },
  {
    title: 'Loyal Customers',
    text: 'Regulars who come back every Sunday for their favourite growers, bakers and makers.',
    icon: <IconHeart />,
  },
  {
    title: 'Quality Focus',
    text: 'A curated mix of local produce and handmade goods that shoppers know they can trust.',
    icon: <IconLeaf />,
  },
];

/**
 * The public front door (spec 1 §1): three actions, four reasons to sell here and the markets. The welcome shows the
 * first market's hours; the markets, each with its hours and place, follow the highlights, below the first screen.
 */
export function LandingRoute() {
  usePageTitle('Welcome');
  const { user } = useSession();
  const markets = useShownMarkets();
  if (user) return <Navigate to={homePathFor(user)} replace />;

  return (
    <>
      <LandingHero hours={markets?.[0]?.hours} />
      <LandingHighlights />
      {markets && markets.some((m) => m.name) && <LandingMarkets markets={markets} />}
    </>
  );
}

function LandingMarkets({ markets }: { markets: ShownMarket[] }) {
  return (
    <Box component="section" aria-labelledby="markets-heading">
      <PageContainer>
        <Title id="markets-heading" order={2} mb="lg">
          {markets.length === 1 ? 'Visit the market' : 'Our markets'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {markets.map((m) => (
            <Card key={m.id}>
              <Stack gap={6}>
                <Title order={3} fz="lg">
                  {m.name}
                </Title>
                <Group gap={6} wrap="nowrap" c="leaf.8">
                  <IconClock size={16} />
                  <Text size="sm" fw={600}>
                    {m.hours}
                  </Text>
                </Group>
                {m.address &&
                  (m.mapLink ? (
                    <Anchor href={m.mapLink} target="_blank" rel="noopener noreferrer" size="sm">
                      {m.address}
                    </Anchor>
                  ) : (
                    <Text size="sm">{m.address}</Text>
                  ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}

function LandingHighlights() {
  return (
    <Box component="section" aria-labelledby="highlights-heading">
      <PageContainer>
        <Title id="highlights-heading" order={2} mb="lg">
          Why sell at MarketDay
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {highlights.map((h) => (
            <Card key={h.title}>
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" variant="light">
                  {h.icon}
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {h.title}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {h.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
