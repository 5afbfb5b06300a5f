import { Alert, Button, Card, Group, MultiSelect, Stack, Switch, TextInput, Title } from '@mantine/core';
import { PEOPLE_MSG } from '@shared/people-messages';
import { updateProfileSchema } from '@shared/schemas/vendor-users';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSession, type SessionUser } from '@/lib/session';
import { useUpdateProfile, useVendorTypeChoices } from '../api/people';

function ProfileForm({ user }: { user: SessionUser }) {
  const isAdmin = user.role === 'admin';
  const form = useSchemaForm(updateProfileSchema, {
    initialValues: {
      username: user.username,
      email: user.email,
      phone: user.phone ?? '',
      emailNotifications: user.emailNotifications ?? true,
      textNotifications: user.textNotifications ?? false,
      defaultVendorTypes: user.defaultVendorTypes,
    },
  });
  const types = useVendorTypeChoices(isAdmin);
  const update = useUpdateProfile(user.id);
  const mutate = useGuardedMutate(update);
  const submit = form.onSubmit((body) =>
    mutate(isAdmin ? body : { ...body, defaultVendorTypes: undefined }, {
      onSuccess: () => notify.success(PEOPLE_MSG.profileUpdatedTitle, PEOPLE_MSG.profileUpdated),
      onError: (error) => notify.error(PEOPLE_MSG.profileFailedTitle, errorMessage(error, PEOPLE_MSG.emptyResponse)),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <Switch label="Email notifications" {...form.getInputProps('emailNotifications', { type: 'checkbox' })} />
          <Switch label="Text notifications" {...form.getInputProps('textNotifications', { type: 'checkbox' })} />
          {isAdmin && (
            <MultiSelect
              label="Default vendor types"
              description="Admin screens start filtered to these vendor types."
              data={(types.data ?? []).map((t) => ({ value: t.id, label: t.label }))}
              placeholder={types.isPending ? 'Loading vendor types…' : undefined}
              error={types.isError ? errorMessage(types.error) : undefined}
              searchable
              clearable
              {...form.getInputProps('defaultVendorTypes')}
            />
          )}
          {update.isError && (
            <Alert color="red" variant="light" icon={<IconAlert />} title={PEOPLE_MSG.profileFailedTitle}>
              {errorMessage(update.error, PEOPLE_MSG.emptyResponse)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /profile/settings (spec 3 §2 Profile Settings). */
export function ProfileSettingsRoute() {
  usePageTitle('Profile Settings');
  const { user, isPending } = useSession();
  if (isPending || !user) return <PageLoader />;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>Profile Settings</Title>
        <ProfileForm user={user} />
      </Stack>
    </PageContainer>
  );
}
