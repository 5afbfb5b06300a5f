import { t } from '@lingui/core/macro';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { changePasswordFormSchema } from '@shared/schemas/auth';
import { MSG } from '@/i18n/shared/messages';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const form = useSchemaForm(changePasswordFormSchema, {
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validateInputOnChange: ['confirmPassword'],
  });
  const change = useChangePassword({
    onSuccess: (answer) => {
      notify.success(MSG.passwordChangedTitle, answer.message || MSG.passwordChanged);
      form.reset();
    },
  });
  const mutate = useGuardedMutate(change);

  return (
    <form
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) => mutate({ currentPassword, newPassword }))}
      noValidate
    >
      <Stack gap="md">
        <PasswordInput
          label={t`Current password`}
          name="currentPassword"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          name="newPassword"
          autoComplete="new-password"
          aria-describedby="change-password-rules"
          {...form.getInputProps('newPassword')}
          error={undefined}
        />
        <PasswordChecklist id="change-password-rules" password={form.values.newPassword} />
        <PasswordInput
          label={t`Confirm password`}
          name="confirmPassword"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" disabled={!form.isValid() || change.isPending}>
          {change.isPending ? t`Changing...` : t`Change Password`}
        </Button>
      </Stack>
    </form>
  );
}
