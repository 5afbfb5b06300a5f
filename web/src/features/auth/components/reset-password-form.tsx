import { useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '@shared/schemas/auth';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { publicPaths as paths } from '@/config/public-paths';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MSG } from '@/i18n/shared/messages';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';

/** What the link was sent for: a forgotten password, or a new account's first one (the welcome e-mail). */
export type PasswordLinkPurpose = 'reset' | 'set';

export function ResetPasswordForm({ token, purpose = 'reset' }: { token: string; purpose?: PasswordLinkPurpose }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Read at render: the shared messages follow the reader's language.
  const words =
    purpose === 'reset'
      ? { button: t`Reset Password`, pending: t`Resetting...`, doneTitle: MSG.resetDoneTitle, done: MSG.resetDone }
      : {
          button: MSG.setPasswordButton,
          pending: MSG.settingPassword,
          doneTitle: MSG.setPasswordDoneTitle,
          done: MSG.setPasswordDone,
        };
  const form = useSchemaForm(resetPasswordFormSchema, {
    initialValues: { newPassword: '', confirmPassword: '' },
    // "Passwords don't match" shows while the confirmation is typed; the checklist speaks for the new password.
    validateInputOnChange: ['confirmPassword'],
  });

  const reset = useResetPassword({
    onSuccess: (answer) => {
      notify.success(words.doneTitle, purpose === 'reset' ? answer.message || words.done : words.done);
      void navigate(paths.auth, { replace: true });
    },
    onError: (error) => {
      notify.error(MSG.errorTitle, errorMessage(error, MSG.resetFailed));
      // The server refused the token (used or expired): ask for a new link.
      if (isApiStatus(error, 400)) void navigate(paths.authForgotPassword, { replace: true });
    },
  });
  const mutate = useGuardedMutate(reset);

  return (
    <form onSubmit={form.onSubmit(({ newPassword }) => mutate({ token, newPassword }))} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t`New password`}
          name="newPassword"
          autoComplete="new-password"
          aria-describedby="reset-password-rules"
          {...form.getInputProps('newPassword')}
          error={undefined}
        />
        <PasswordChecklist id="reset-password-rules" password={form.values.newPassword} />
        <PasswordInput
          label={t`Confirm password`}
          name="confirmPassword"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth disabled={!form.isValid() || reset.isPending}>
          {reset.isPending ? words.pending : words.button}
        </Button>
      </Stack>
    </form>
  );
}
