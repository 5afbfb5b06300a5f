import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { createAdminUserSchema, type AdminUser } from '@shared/schemas/admin-users';
import { FormError } from '@/components/form/form-error';
import { useGuardedMutate, useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { ADMIN_USERS_MSG } from '@/i18n/shared/admin-users-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateAdminUser, useUpdateAdminUser } from '../api/admin-users';

/** A new admin (name, e-mail, optional phone), or an admin's new name. E-mail and phone are fixed once made. */
export function AdminUserForm({ user, onClose }: { user?: AdminUser; onClose: () => void }) {
  const { t } = useLingui();
  const form = useSchemaForm(createAdminUserSchema, {
    initialValues: { username: user?.username ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
  });
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const createOnce = useGuardedSubmit(create);
  const updateOnce = useGuardedMutate(update);
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    if (user) {
      updateOnce(
        { id: user.id, body: { username: values.username } },
        {
          onSuccess: () => {
            notify.success(ADMIN_USERS_MSG.updated, values.username);
            onClose();
          },
        },
      );
    } else {
      createOnce(values, {
        onSuccess: (made) => {
          notify.success(ADMIN_USERS_MSG.created, ADMIN_USERS_MSG.createdText(made.email));
          onClose();
        },
      });
    }
  });

  return (
    <Modal opened onClose={onClose} title={user ? t`Edit ${user.username}` : ADMIN_USERS_MSG.create} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError
            error={user ? update.error : create.error}
            fallback={user ? ADMIN_USERS_MSG.updateFailed : ADMIN_USERS_MSG.createFailed}
          />
          <TextInput label={t`Name`} required data-autofocus {...form.getInputProps('username')} />
          <TextInput label={t`Email`} type="email" required disabled={!!user} {...form.getInputProps('email')} />
          <TextInput label={t`Phone`} type="tel" disabled={!!user} {...form.getInputProps('phone')} />
          {!user && (
            <Text size="sm" c="dimmed">
              <Trans>The new admin receives an e-mail with a link to set a password.</Trans>
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {user ? t`Save` : t`Create Admin`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
