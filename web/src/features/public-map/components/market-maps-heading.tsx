import { t } from '@lingui/core/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { publicPaths as paths } from '@/config/public-paths';

/** The top of /map: its title and the way back to the front door. */
function MarketMapsHeading() {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Title order={1}>{MAP_MSG.listTitle}</Title>
      <Button component={Link} to={paths.home} variant="default">
        {MAP_MSG.backToHome}
      </Button>
    </Group>
  );
}

/**
 * /map while its dates load: plain content that needs no data, so the startup shell shows it on /map while the app
 * starts (and the build writes it into index.html), laid out as the screen itself lays it out.
 */
export function MarketMapsLoading() {
  return (
    <PageContainer>
      <MarketMapsBody>
        <PageLoader label={t`Loading market dates`} />
      </MarketMapsBody>
    </PageContainer>
  );
}

/** The screen's column: the heading, then what the dates' state shows. */
export function MarketMapsBody({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <MarketMapsHeading />
      {children}
    </Stack>
  );
}
