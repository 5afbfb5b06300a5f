import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema } from '@shared/schemas/session';
import { IconAlert } from '@/components/ui/icons';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MSG } from '@/i18n/shared/messages';
import { errorMessage } from '@/lib/errors';
import { onSchemaSubmit } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { homePathFor } from '@/lib/session';
import { useLogin } from '../api/login';

/** A page of this app to return to after signing in (e.g. the payment page that offered it); never another site. */
export const safeReturnTo = (to: string | null) => (to && /^\/(?![/\\])/.test(to) ? to : null);

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const fields = { emailOrPhone: useField({ initialValue: '' }), password: useField({ initialValue: '' }) };
  const [failure, setFailure] = useState<string | null>(null);

  const login = useLogin({
    onSuccess: (user) => {
      notify.success(MSG.welcomeTitle, MSG.welcomeText);
      void navigate(returnTo ?? homePathFor(user), { replace: true });
    },
    onError: (error) => {
      notify.error(MSG.loginFailedTitle, errorMessage(error, MSG.invalidCredentials));
      setFailure(errorMessage(error, MSG.loginErrorFallback));
    },
  });
  const mutate = useGuardedMutate(login);

  const submit = onSchemaSubmit(loginRequestSchema, fields, (credentials) => {
    setFailure(null);
    mutate(credentials);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Login`}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t`Email or phone`}
          name="emailOrPhone"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...fields.emailOrPhone.getInputProps()}
        />
        <PasswordInput
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          {...fields.password.getInputProps()}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onForgotPassword}>
            <Trans>Forgot Password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? MSG.loggingIn : MSG.loginButton}
        </Button>
      </Stack>
    </form>
  );
}
