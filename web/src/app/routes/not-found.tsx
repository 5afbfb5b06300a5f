import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@shared/messages';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <PageContainer size="sm">
      <Stack align="center" ta="center" py={{ base: 'xl', sm: 80 }} gap="md">
        <Title order={1}>{MSG.notFoundPage}</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </PageContainer>
  );
}
