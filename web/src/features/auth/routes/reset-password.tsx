import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@shared/messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useResetTokenValidity } from '../api/validate-reset-token';
import { ResetPasswordForm } from '../components/reset-password-form';

function Panel({ children }: { children: ReactNode }) {
  return (
    <PageContainer size={480}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        {children}
      </Paper>
    </PageContainer>
  );
}

/** A link that cannot be used: say so, and offer the way back to ask for a new one. */
function UnusableLink({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <Panel>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {MSG.resetPasswordHeading}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlert />}>
          {message}
        </Alert>
        <Button component={Link} to={returnTo} size="md" fullWidth>
          Return to Login
        </Button>
      </Stack>
    </Panel>
  );
}

/** Spec 1 §2.6: the link from the reset e-mail lands here with ?token=…. */
export function ResetPasswordRoute() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const validity = useResetTokenValidity(token);

  if (!token) return <UnusableLink message={MSG.noResetToken} returnTo={paths.auth} />;

  if (validity.isPending) {
    return (
      <Panel>
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader type="dots" />
            <Text c="dimmed">{MSG.validatingResetToken}</Text>
          </Stack>
        </Center>
      </Panel>
    );
  }

  if (validity.isError || !validity.data.isValid) {
    return <UnusableLink message={MSG.resetLinkInvalid} returnTo={paths.authForgotPassword} />;
  }

  return (
    <Panel>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={26}>
          {MSG.resetPasswordHeading}
        </Title>
        <Text c="dimmed" size="sm">
          Choose a new password for your account.
        </Text>
      </Stack>
      <ResetPasswordForm token={token} />
    </Panel>
  );
}
