import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { MSG } from '@/i18n/shared/messages';
import { notify } from '@/lib/notify';
import { homePathFor, useSession } from '@/lib/session';
import { AuthMarketing } from '../components/auth-marketing';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm, safeReturnTo } from '../components/login-form';
import { SocialSignIn } from '../components/social-sign-in';

/** The text of the "Authentication Error" toast (spec 1 §8): the message given, else one per error code. */
function authErrorText(code: string, message: string | null): string {
  if (message) {
    try {
      return decodeURIComponent(message);
    } catch {
      return message;
    }
  }
  return MSG.authErrorByCode[code] ?? MSG.authErrorFallback;
}

/** A server redirect such as /auth?error=google_auth_error is shown once, then dropped from the address. */
function useAuthErrorToast() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const code = params.get('error');
    if (!code) return;
    notify.error(MSG.authErrorTitle, authErrorText(code, params.get('message')));
    const rest = new URLSearchParams(params);
    rest.delete('error');
    rest.delete('message');
    setParams(rest, { replace: true });
  }, [params, setParams]);
}

export function AuthRoute() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const linkExpired = params.get('showForgotPassword') === 'true';
  const [mode, setMode] = useState<'login' | 'reset'>(linkExpired ? 'reset' : 'login');
  const { user } = useSession();
  usePageTitle(mode === 'login' ? t`Login` : t`Forgot Password`);
  useAuthErrorToast();

  if (user) return <Navigate to={safeReturnTo(params.get('returnTo')) ?? homePathFor(user)} replace />;

  const backToLogin = () => {
    setMode('login');
    if (linkExpired) {
      const rest = new URLSearchParams(params);
      rest.delete('showForgotPassword');
      setParams(rest, { replace: true });
    }
  };

  return (
    <PageContainer>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {mode === 'login' ? t`Log in to MarketDay` : t`Forgot your password?`}
            </Title>
            <Text c="dimmed" size="sm">
              {mode === 'login'
                ? t`Vendors and market staff sign in here.`
                : t`We will send you a link to set a new one.`}
            </Text>
          </Stack>
          {mode === 'login' ? (
            <Stack gap="lg">
              <LoginForm onForgotPassword={() => setMode('reset')} />
              <SocialSignIn />
            </Stack>
          ) : (
            <ForgotPasswordForm linkExpired={linkExpired} onBack={backToLogin} />
          )}
        </Paper>
        <AuthMarketing />
      </SimpleGrid>
    </PageContainer>
  );
}
