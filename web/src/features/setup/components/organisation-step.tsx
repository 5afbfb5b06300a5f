import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import * as z from '@shared/zod';
import { FIRST_RUN_MSG } from '@shared/first-run-messages';
import { SETTING_DEFINITIONS, type SettingKey, type SystemSetting } from '@shared/schemas/settings';
import { FormError } from '@/components/form/form-error';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { useSaveSettings } from '../api/setup';
import { StepActions, type StepProps } from './step-actions';

const KEYS = ['organisation_name', 'organisation_logo_url', 'contact_email', 'contact_phone'] as const;
type OrganisationKey = (typeof KEYS)[number];

/** Each field checked by its setting's own rule, as the System Settings screen checks it. */
const organisationSchema = z.object({
  organisation_name: SETTING_DEFINITIONS.organisation_name.schema,
  organisation_logo_url: SETTING_DEFINITIONS.organisation_logo_url.schema,
  contact_email: SETTING_DEFINITIONS.contact_email.schema,
  contact_phone: SETTING_DEFINITIONS.contact_phone.schema,
});

const valueOf = (settings: readonly SystemSetting[], key: SettingKey) => {
  const value = settings.find((s) => s.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** Step 1: the organisation's name, logo and contacts, saved as system settings. */
export function OrganisationStep({ settings, onDone, onBack }: StepProps & { settings: readonly SystemSetting[] }) {
  const initial = Object.fromEntries(KEYS.map((k) => [k, valueOf(settings, k)])) as Record<OrganisationKey, string>;
  const form = useSchemaForm(organisationSchema, { initialValues: initial });
  const save = useSaveSettings();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((values) => {
    const changes = KEYS.filter((k) => values[k] !== initial[k]).map((key) => ({ key, value: values[key] }));
    if (changes.length === 0) return onDone(KEYS.some((k) => initial[k]) ? 'saved' : 'skipped');
    mutate(changes, { onSuccess: () => onDone('saved') });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.organisationHelp}</Text>
        <FormError error={save.error} />
        <TextInput
          label={SETTING_DEFINITIONS.organisation_name.label}
          maxLength={100}
          autoComplete="organization"
          {...form.getInputProps('organisation_name')}
        />
        <TextInput
          label={SETTING_DEFINITIONS.organisation_logo_url.label}
          description="A web address starting with https://"
          type="url"
          {...form.getInputProps('organisation_logo_url')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={SETTING_DEFINITIONS.contact_email.label}
            type="email"
            autoComplete="email"
            {...form.getInputProps('contact_email')}
          />
          <TextInput
            label={SETTING_DEFINITIONS.contact_phone.label}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('contact_phone')}
          />
        </SimpleGrid>
        <StepActions onBack={onBack} onSkip={() => onDone('skipped')} saving={save.isPending} />
      </Stack>
    </form>
  );
}
