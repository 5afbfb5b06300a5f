import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { passwordProblems } from '@shared/password-rules';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const change = useChangePassword({
    onSuccess: (answer) => {
      notify.success(MSG.passwordChangedTitle, answer.message || MSG.passwordChanged);
      setValues(empty);
    },
  });

  const set = (field: keyof typeof empty) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const mismatch = values.confirmPassword.length > 0 && values.confirmPassword !== values.newPassword;
  const valid =
    values.currentPassword.length > 0 &&
    passwordProblems(values.newPassword).length === 0 &&
    values.confirmPassword === values.newPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          aria-describedby="change-password-rules"
        />
        <PasswordChecklist id="change-password-rules" password={values.newPassword} />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={mismatch ? MSG.passwordsDontMatch : undefined}
        />
        <Button type="submit" size="md" disabled={!valid || change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </Stack>
    </form>
  );
}
