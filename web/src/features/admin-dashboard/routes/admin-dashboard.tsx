import { Stack, Text, Title } from '@mantine/core';
import { MSG } from '@shared/messages';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';

/** The admin home (/admin, /admin/dashboard). */
export function AdminDashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  return (
    <PageContainer>
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Text size="lg">{MSG.hello(user?.username ?? '')}</Text>
      </Stack>
    </PageContainer>
  );
}
