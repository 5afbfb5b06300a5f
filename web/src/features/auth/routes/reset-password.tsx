import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { MSG } from '@/i18n/shared/messages';
import { useResetTokenValidity } from '../api/validate-reset-token';
import { ResetPasswordForm, type PasswordLinkPurpose } from '../components/reset-password-form';

/** How long the invalid-link text stays on screen before the page moves on to asking for a new link. */
export const INVALID_LINK_REDIRECT_MS = 3000;

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
function UnusableLink({ heading, message, returnTo }: { heading: string; message: string; returnTo: string }) {
  return (
    <Panel>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {heading}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {message}
        </Alert>
        <Button component={Link} to={returnTo} size="md" fullWidth>
          <Trans>Return to Login</Trans>
        </Button>
      </Stack>
    </Panel>
  );
}

/** Spec 1 §2.6: an invalid token shows why, then sends the user on to ask for a new link. */
function InvalidLink({ heading, message }: { heading: string; message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.authForgotPassword, { replace: true }),
      INVALID_LINK_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return <UnusableLink heading={heading} message={message} returnTo={paths.authForgotPassword} />;
}

/**
 * Spec 1 §2.6: the link from the reset e-mail lands here with ?token=…. The welcome e-mail's link adds
 * purpose=set: the same form, worded as choosing a first password.
 */
export function ResetPasswordRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const purpose: PasswordLinkPurpose = params.get('purpose') === 'set' ? 'set' : 'reset';
  const heading = purpose === 'set' ? MSG.setPasswordHeading : MSG.resetPasswordHeading;
  usePageTitle(purpose === 'set' ? t`Set Password` : t`Reset Password`);
  const token = params.get('token');
  const validity = useResetTokenValidity(token);

  if (!token) return <UnusableLink heading={heading} message={MSG.noResetToken} returnTo={paths.auth} />;

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
    return <InvalidLink heading={heading} message={purpose === 'set' ? MSG.setLinkInvalid : MSG.resetLinkInvalid} />;
  }

  return (
    <Panel>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={26}>
          {heading}
        </Title>
        <Text c="dimmed" size="sm">
          {purpose === 'set' ? MSG.setPasswordIntro : t`Choose a new password for your account.`}
        </Text>
      </Stack>
      <ResetPasswordForm token={token} purpose={purpose} />
    </Panel>
  );
}
