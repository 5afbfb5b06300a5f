import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconClock } from '@/components/ui/icons';
import { HOURS_PLACEHOLDER } from '@/config/market';
import { publicPaths as paths } from '@/config/public-paths';

/**
 * The welcome and the three actions: plain content that needs no data, so the startup shell shows it on / while the
 * app starts (and the build writes it into index.html), and a phone paints the front door before the scripts run.
 * The market's hours come from the markets once they are read (`hours`); until then their line stays, empty.
 */
export function LandingHero({ hours }: { hours?: string }) {
  return (
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
            <Text fw={700}>{hours ?? HOURS_PLACEHOLDER}</Text>
          </Group>
          <Title id="landing-heading" order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            <Trans>Fresh from the farm, right in the town square</Trans>
          </Title>
          <Text size="lg" c="dark.5">
            <Trans>
              MarketDay is our weekly open-air farmers market. Vendors request space for market days, pay their fees
              and keep their profile up to date, all in one place.
            </Trans>
          </Text>
          <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" wrap="wrap">
            <Button component={Link} to={paths.auth} size="md">
              <Trans>Existing Vendor Login</Trans>
            </Button>
            <Button component={Link} to={paths.vendorApply} size="md" variant="white" color="leaf">
              <Trans>Apply as a Vendor</Trans>
            </Button>
            <Button component={Link} to={paths.map} size="md" variant="outline">
              <Trans>View Market Map</Trans>
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
