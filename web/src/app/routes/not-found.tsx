import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@/i18n/shared/messages';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundRoute() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  return (
    <PageContainer size="sm">
      <Stack align="center" ta="center" py={{ base: 'xl', sm: 80 }} gap="md">
        <Title order={1}>{MSG.notFoundPage}</Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </PageContainer>
  );
}
