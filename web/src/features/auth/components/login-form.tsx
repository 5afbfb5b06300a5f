import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@shared/messages';
import { loginRequestSchema } from '@shared/schemas/session';
import { IconAlert } from '@/components/ui/icons';
import { errorMessage } from '@/lib/errors';
import { fieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { homePathFor } from '@/lib/session';
import { useLogin, type LoginRequest } from '../api/login';

type Field = keyof LoginRequest;

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginRequest>({ emailOrPhone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const login = useLogin({
    onSuccess: (user) => {
      notify.success(MSG.welcomeTitle, MSG.welcomeText);
      void navigate(homePathFor(user), { replace: true });
    },
    onError: (error) => {
      notify.error(MSG.loginFailedTitle, errorMessage(error, MSG.invalidCredentials));
      setFailure(errorMessage(error, MSG.loginErrorFallback));
    },
  });

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setFailure(null);
    login.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {failure}
          </Alert>
        )}
        <TextInput
          label="Email or phone"
          name="emailOrPhone"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.emailOrPhone}
          onChange={(e) => change('emailOrPhone')(e.currentTarget.value)}
          error={errors.emailOrPhone}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => change('password')(e.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onForgotPassword}>
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? MSG.loggingIn : MSG.loginButton}
        </Button>
      </Stack>
    </form>
  );
}
