import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { setupShown, useSetupNeeded } from '@/lib/markets';

/**
 * While the organisation has no market: an admin who just signed in is taken to the first-run setup; afterwards (the
 * setup was shown in this browser session) the dashboard reminds them of it instead.
 */
export function SetupBanner() {
  const needed = useSetupNeeded();
  if (!needed.data) return null;
  if (!setupShown()) return <Navigate to={paths.adminSetup} replace />;
  return (
    <Alert color="harvest" variant="light" title={FIRST_RUN_MSG.bannerTitle} role="region">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{FIRST_RUN_MSG.bannerText}</Text>
        <Button component={Link} to={paths.adminSetup} size="xs">
          {FIRST_RUN_MSG.bannerAction}
        </Button>
      </Stack>
    </Alert>
  );
}
