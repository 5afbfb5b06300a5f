import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { createAdminUserSchema, type AdminUser } from '@shared/schemas/admin-users';
import { FormError } from '@/components/form/form-error';
import { useGuardedMutate, useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { ADMIN_USERS_MSG } from '@/i18n/shared/admin-users-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateAdminUser, useUpdateAdminUser } from '../api/admin-users';

/**
 * A new admin or market staff member (role, name, e-mail, optional phone), or a user's new name. Role, e-mail and
 * phone are fixed once made.
 */
export function AdminUserForm({ user, onClose }: { user?: AdminUser; onClose: () => void }) {
  const { t } = useLingui();
  const form = useSchemaForm(createAdminUserSchema, {
    initialValues: {
      role: user?.role ?? 'admin',
      username: user?.username ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    },
  });
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const createOnce = useGuardedSubmit(create);
  const updateOnce = useGuardedMutate(update);
  const saving = create.isPending || update.isPending;
  const staff = form.getValues().role === 'staff';

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
          <Select
            label={t`Role`}
            required
            disabled={!!user}
            allowDeselect={false}
            data={[
              { value: 'admin', label: t({ message: 'Admin', context: 'role' }) },
              { value: 'staff', label: t`Market staff` },
            ]}
            {...form.getInputProps('role')}
          />
          <TextInput label={t`Name`} required data-autofocus {...form.getInputProps('username')} />
          <TextInput label={t`Email`} type="email" required disabled={!!user} {...form.getInputProps('email')} />
          <TextInput label={t`Phone`} type="tel" disabled={!!user} {...form.getInputProps('phone')} />
          {!user && (
            <Text size="sm" c="dimmed">
              {staff ? (
                <Trans>
                  The new market staff member receives an e-mail with a link to set a password. Market staff use Market
                  Day only.
                </Trans>
              ) : (
                <Trans>The new admin receives an e-mail with a link to set a password.</Trans>
              )}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {user ? t`Save` : staff ? t`Create Market Staff` : t`Create Admin`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
