import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { ChangePasswordForm } from '../components/change-password-form';

export function ChangePasswordRoute() {
  usePageTitle(t`Change Password`);
  return (
    <PageContainer size={520}>
      <Stack gap={4} mb="lg">
        <Title order={1}>
          <Trans>Change Password</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Enter your current password, then choose a new one.</Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <ChangePasswordForm />
      </Paper>
    </PageContainer>
  );
}
