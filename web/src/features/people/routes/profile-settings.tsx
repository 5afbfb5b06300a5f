import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, MultiSelect, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES } from '@shared/locale';
import { updateProfileSchema } from '@shared/schemas/vendor-users';
import { IconAlert } from '@/components/ui/icons';
import { chooseLocale, currentLocale } from '@/i18n/locale';
import { PEOPLE_MSG } from '@/i18n/shared/people-messages';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSession, type SessionUser } from '@/lib/session';
import { useUpdateProfile, useVendorTypeChoices } from '../api/people';

/** Each language named in itself, so a reader finds theirs whichever one the page is in. */
const LANGUAGE_CHOICES = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const isAdmin = user.role === 'admin';
  const form = useSchemaForm(updateProfileSchema, {
    initialValues: {
      username: user.username,
      email: user.email,
      phone: user.phone ?? '',
      emailNotifications: user.emailNotifications ?? true,
      textNotifications: user.textNotifications ?? false,
      defaultVendorTypes: user.defaultVendorTypes,
      locale: user.locale ?? currentLocale(),
    },
  });
  const types = useVendorTypeChoices(isAdmin);
  const update = useUpdateProfile(user.id);
  const mutate = useGuardedMutate(update);
  const submit = form.onSubmit((body) =>
    mutate(isAdmin ? body : { ...body, defaultVendorTypes: undefined }, {
      onSuccess: async () => {
        // The chosen language is read at once; the saved-settings toast already speaks it.
        if (body.locale && body.locale !== currentLocale()) await chooseLocale(body.locale);
        notify.success(PEOPLE_MSG.profileUpdatedTitle, PEOPLE_MSG.profileUpdated);
      },
      onError: (error) => notify.error(PEOPLE_MSG.profileFailedTitle, errorMessage(error, PEOPLE_MSG.emptyResponse)),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t`Name`} required autoComplete="name" {...form.getInputProps('username')} />
          <TextInput label={t`Email`} type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t`Phone`} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <Switch label={t`Email notifications`} {...form.getInputProps('emailNotifications', { type: 'checkbox' })} />
          <Switch label={t`Text notifications`} {...form.getInputProps('textNotifications', { type: 'checkbox' })} />
          <Select
            label={t`Language`}
            description={t`Used on every device you sign in on.`}
            data={LANGUAGE_CHOICES}
            allowDeselect={false}
            {...form.getInputProps('locale')}
            onChange={(value) => {
              if (isLocale(value)) form.setFieldValue('locale', value);
            }}
          />
          {isAdmin && (
            <MultiSelect
              label={t`Default vendor types`}
              description={t`Admin screens start filtered to these vendor types.`}
              data={(types.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
              placeholder={types.isPending ? t`Loading vendor types…` : undefined}
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
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /profile/settings (spec 3 §2 Profile Settings). */
export function ProfileSettingsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Profile Settings`);
  const { user, isPending } = useSession();
  if (isPending || !user) return <PageLoader />;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Profile Settings</Trans>
        </Title>
        <ProfileForm user={user} />
      </Stack>
    </PageContainer>
  );
}
