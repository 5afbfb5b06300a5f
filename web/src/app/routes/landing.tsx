import { Box, Button, Card, Container, Flex, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { IconClock, IconHeart, IconLayoutGrid, IconLeaf, IconMapPin } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { marketHours } from '@/config/market';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { homePathFor, useSession } from '@/lib/session';

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

/** The public front door (spec 1 §1): three actions and four reasons to sell here. */
export function LandingRoute() {
  usePageTitle('Welcome');
  const { user } = useSession();
  if (user) return <Navigate to={homePathFor(user)} replace />;

  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-heading"
        style={{
          background: 'linear-gradient(160deg, var(--mantine-color-leaf-0) 0%, var(--mantine-color-harvest-0) 100%)',
        }}
      >
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 40, sm: 80 }}>
          <Stack gap="lg" maw={680}>
            <Group gap={8} wrap="nowrap" c="leaf.8">
              <IconClock size={20} />
              <Text fw={700}>{marketHours}</Text>
            </Group>
            <Title id="landing-heading" order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              Fresh from the farm, right in the town square
            </Title>
            <Text size="lg" c="dark.5">
              MarketDay is our weekly open-air farmers market. Vendors request space for market days, pay their fees and
              keep their profile up to date, all in one place.
            </Text>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" wrap="wrap">
              <Button component={Link} to={paths.auth} size="md">
                Existing Vendor Login
              </Button>
              <Button component={Link} to={paths.vendorApply} size="md" variant="white" color="leaf">
                Apply as a Vendor
              </Button>
              <Button component={Link} to={paths.map} size="md" variant="outline">
                View Market Map
              </Button>
            </Flex>
          </Stack>
        </Container>
      </Box>

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
    </>
  );
}
