import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { forgotPasswordRequestSchema } from '@shared/schemas/session';
import { IconAlert } from '@/components/ui/icons';
import { errorMessage } from '@/lib/errors';
import { fieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useRequestPasswordReset } from '../api/forgot-password';

/** Reset mode of the login page: ask for a reset link by e-mail or phone. */
export function ForgotPasswordForm({ linkExpired, onBack }: { linkExpired: boolean; onBack: () => void }) {
  const [emailOrPhone, setEmailOrPhone] = useState('');
  const [error, setError] = useState<string | undefined>();

  const request = useRequestPasswordReset({
    onSuccess: (answer) => {
      notify.success(MSG.resetSentTitle, answer.message || MSG.resetSentText);
      onBack();
    },
    onError: (failure) => notify.error(MSG.errorTitle, errorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ emailOrPhone });
    if (!parsed.success) {
      setError(fieldErrors<'emailOrPhone'>(parsed.error).emailOrPhone);
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        {linkExpired && (
          <Alert color="harvest" variant="light" icon={<IconAlert />}>
            {MSG.resetExpiredAlert}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Enter the email or phone number on your account and we will send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email or phone"
          name="emailOrPhone"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={emailOrPhone}
          onChange={(e) => {
            setEmailOrPhone(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" size="md" fullWidth disabled={request.isPending}>
          {request.isPending ? MSG.sendingResetLink : MSG.sendResetLink}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onBack}>
            Back to Login
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
