import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import { publicPaths as paths } from '@/config/public-paths';

/** A map address without a market date, or with one that does not exist. */
export function NoMarketSelected() {
  return (
    <Stack align="center" ta="center" py="xl" gap="lg">
      <Title order={1} fz="h2">
        {MAP_MSG.selectMarketDate}
      </Title>
      <Button component={Link} to={paths.home}>
        {MAP_MSG.goToHome}
      </Button>
    </Stack>
  );
}
