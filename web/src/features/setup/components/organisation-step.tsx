import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FIRST_RUN_MSG } from '@shared/first-run-messages';
import { SETTING_DEFINITIONS, type SystemSetting } from '@shared/schemas/settings';
import { FormError } from '@/components/form/form-error';
import { StepActions, type StepProps } from './step-actions';
import { useSettingsStep } from './use-settings-step';

const KEYS = ['organisation_name', 'organisation_logo_url', 'contact_email', 'contact_phone'] as const;

/** Step 1: the organisation's name, logo and contacts, saved as system settings. */
export function OrganisationStep({ settings, onDone, onBack }: StepProps & { settings: readonly SystemSetting[] }) {
  const { form, save, submit } = useSettingsStep(KEYS, settings, onDone);

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
