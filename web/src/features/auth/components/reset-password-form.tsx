import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@shared/messages';
import { passwordProblems } from '@shared/password-rules';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { paths } from '@/config/paths';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const reset = useResetPassword({
    onSuccess: (answer) => {
      notify.success(MSG.resetDoneTitle, answer.message || MSG.resetDone);
      void navigate(paths.auth, { replace: true });
    },
    onError: (error) => {
      notify.error(MSG.errorTitle, errorMessage(error, MSG.resetFailed));
      // The server refused the token (used or expired): ask for a new link.
      if (isApiStatus(error, 400)) void navigate(paths.authForgotPassword, { replace: true });
    },
  });

  const mismatch = confirmPassword.length > 0 && confirmPassword !== newPassword;
  const valid = passwordProblems(newPassword).length === 0 && confirmPassword === newPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) reset.mutate({ token, newPassword });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
          aria-describedby="reset-password-rules"
        />
        <PasswordChecklist id="reset-password-rules" password={newPassword} />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={mismatch ? MSG.passwordsDontMatch : undefined}
        />
        <Button type="submit" size="md" fullWidth disabled={!valid || reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Stack>
    </form>
  );
}
