import * as z from '@shared/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { createVendorUserSchema, updateVendorUserSchema, type VendorUser } from '@shared/schemas/vendor-users';
import { IconAlert } from '@/components/ui/icons';
import { PEOPLE_MSG } from '@/i18n/shared/people-messages';
import { useGuardedMutate, useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateVendorUser, useUpdateVendorUser } from '../api/people';

/** The vendor user form (spec 3 §5): add a user (`user` undefined) or edit one. */
export function UserFormDialog({
  vendorId,
  user,
  signInRefusal,
  onClose,
}: {
  vendorId: string;
  user?: VendorUser;
  /** Why the editor may not change this user's e-mail or phone; those fields are locked while it is set. */
  signInRefusal?: string;
  onClose: () => void;
}) {
  return user ? (
    <EditUserDialog vendorId={vendorId} user={user} signInRefusal={signInRefusal} onClose={onClose} />
  ) : (
    <AddUserDialog vendorId={vendorId} onClose={onClose} />
  );
}

function AddUserDialog({ vendorId, onClose }: { vendorId: string; onClose: () => void }) {
  const { t } = useLingui();
  const form = useSchemaForm(createVendorUserSchema, {
    initialValues: {
      username: '',
      email: '',
      phone: '',
      textNotifications: false,
      emailNotifications: false,
      grantAllPermissions: true,
    },
  });
  const create = useCreateVendorUser(vendorId);
  const mutate = useGuardedSubmit(create);
  const submit = form.onSubmit((body) =>
    mutate(body, {
      onSuccess: (created) => {
        notify.success(PEOPLE_MSG.created, created.username);
        onClose();
      },
      onError: (error) => notify.error(PEOPLE_MSG.createFailed, errorMessage(error, PEOPLE_MSG.createFailed)),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t`Add User`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Name`} required autoComplete="off" {...form.getInputProps('username')} />
          <TextInput label={t`Email`} type="email" required autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label={t`Phone`} type="tel" autoComplete="off" {...form.getInputProps('phone')} />
          <Switch label={t`Email notifications`} {...form.getInputProps('emailNotifications', { type: 'checkbox' })} />
          <Switch label={t`Text notifications`} {...form.getInputProps('textNotifications', { type: 'checkbox' })} />
          <Switch
            label={t`Grant all my permissions`}
            description={t`Otherwise the new user starts with none; set them with Permissions afterwards.`}
            {...form.getInputProps('grantAllPermissions', { type: 'checkbox' })}
          />
          {create.isError && (
            <Alert color="red" variant="light" icon={<IconAlert />}>
              {errorMessage(create.error, PEOPLE_MSG.createFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Add User</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const editSchema = z.pick(updateVendorUserSchema, {
  username: true,
  email: true,
  phone: true,
  textNotifications: true,
  emailNotifications: true,
});

function EditUserDialog({
  vendorId,
  user,
  signInRefusal,
  onClose,
}: {
  vendorId: string;
  user: VendorUser;
  signInRefusal?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const username = user.username;
  const form = useSchemaForm(editSchema, {
    initialValues: {
      username: user.username,
      email: user.email,
      phone: user.phone ?? '',
      textNotifications: user.textNotifications,
      emailNotifications: user.emailNotifications,
    },
  });
  const update = useUpdateVendorUser(vendorId);
  const mutate = useGuardedMutate(update);
  const submit = form.onSubmit((body) =>
    mutate(
      { userId: user.id, body },
      {
        onSuccess: () => {
          notify.success(PEOPLE_MSG.updated, user.username);
          onClose();
        },
        onError: (error) => notify.error(PEOPLE_MSG.updateFailed, errorMessage(error, PEOPLE_MSG.updateFailed)),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t`Edit ${username}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Name`} required autoComplete="off" {...form.getInputProps('username')} />
          <TextInput
            label={t`Email`}
            type="email"
            required
            autoComplete="off"
            disabled={!!signInRefusal}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t`Phone`}
            type="tel"
            autoComplete="off"
            disabled={!!signInRefusal}
            {...form.getInputProps('phone')}
          />
          {signInRefusal && (
            <Text size="xs" c="dimmed">
              {signInRefusal}
            </Text>
          )}
          <Switch label={t`Email notifications`} {...form.getInputProps('emailNotifications', { type: 'checkbox' })} />
          <Switch label={t`Text notifications`} {...form.getInputProps('textNotifications', { type: 'checkbox' })} />
          {update.isError && (
            <Alert color="red" variant="light" icon={<IconAlert />}>
              {errorMessage(update.error, PEOPLE_MSG.updateFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
