import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { forgotPasswordRequestSchema } from '@shared/schemas/session';
import { IconAlert } from '@/components/ui/icons';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MSG } from '@/i18n/shared/messages';
import { errorMessage } from '@/lib/errors';
import { onSchemaSubmit } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { useRequestPasswordReset } from '../api/forgot-password';

/** Reset mode of the login page: ask for a reset link by e-mail or phone. */
export function ForgotPasswordForm({ linkExpired, onBack }: { linkExpired: boolean; onBack: () => void }) {
  const { t } = useLingui();
  const fields = { emailOrPhone: useField({ initialValue: '' }) };

  const request = useRequestPasswordReset({
    onSuccess: (answer) => {
      notify.success(MSG.resetSentTitle, answer.message || MSG.resetSentText);
      onBack();
    },
    onError: (failure) => notify.error(MSG.errorTitle, errorMessage(failure)),
  });
  const mutate = useGuardedMutate(request);

  return (
    <form
      onSubmit={onSchemaSubmit(forgotPasswordRequestSchema, fields, (body) => mutate(body))}
      noValidate
      aria-label={t`Reset password`}
    >
      <Stack gap="md">
        {linkExpired && (
          <Alert color="harvest" variant="light" icon={<IconAlert />}>
            {MSG.resetExpiredAlert}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          <Trans>
            Enter the email or phone number on your account and we will send you a link to choose a new password.
          </Trans>
        </Text>
        <TextInput
          label={t`Email or phone`}
          name="emailOrPhone"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...fields.emailOrPhone.getInputProps()}
        />
        <Button type="submit" size="md" fullWidth disabled={request.isPending}>
          {request.isPending ? MSG.sendingResetLink : MSG.sendResetLink}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onBack}>
            <Trans>Back to Login</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
