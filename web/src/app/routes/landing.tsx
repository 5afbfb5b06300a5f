import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { IconClock, IconHeart, IconLayoutGrid, IconLeaf, IconMapPin } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { LandingHero } from './landing-hero';
import { homePathFor, useSession } from '@/lib/session';
import { useShownMarkets, type ShownMarket } from '@/lib/market-hours';

const highlights: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Prime Location`,
    text: msg`A busy town square with steady foot traffic all morning, easy parking and room to browse.`,
    icon: <IconMapPin />,
  },
  {
    title: msg`Flexible Space Types`,
    text: msg`From a single table to a full truck bay: request the space that suits your goods, week by week.`,
    icon: <IconLayoutGrid />,
  },
  {
    title: msg`Loyal Customers`,
    text: msg`Regulars who come back every Sunday for their favourite growers, bakers and makers.`,
    icon: <IconHeart />,
  },
  {
    title: msg`Quality Focus`,
    text: msg`A curated mix of local produce and handmade goods that shoppers know they can trust.`,
    icon: <IconLeaf />,
  },
];

/**
 * The public front door (spec 1 §1): three actions, four reasons to sell here and the markets. The welcome shows the
 * first market's hours; the markets, each with its hours and place, follow the highlights, below the first screen.
 */
export function LandingRoute() {
  const { t } = useLingui();
  usePageTitle(t`Welcome`);
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
          {markets.length === 1 ? <Trans>Visit the market</Trans> : <Trans>Our markets</Trans>}
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
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="highlights-heading">
      <PageContainer>
        <Title id="highlights-heading" order={2} mb="lg">
          <Trans>Why sell at MarketDay</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {highlights.map((h) => (
            <Card key={h.title.id}>
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" variant="light">
                  {h.icon}
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {i18n._(h.title)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {i18n._(h.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
