import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SystemSetting } from '@shared/schemas/settings';
import { FormError } from '@/components/form/form-error';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { SETTING_LABELS } from './setting-labels';
import { StepActions, type StepProps } from './step-actions';
import { useSettingsStep } from './use-settings-step';

const KEYS = ['organisation_name', 'organisation_logo_url', 'contact_email', 'contact_phone'] as const;

/** Step 1: the organisation's name, logo and contacts, saved as system settings. */
export function OrganisationStep({ settings, onDone, onBack }: StepProps & { settings: readonly SystemSetting[] }) {
  const { t, i18n } = useLingui();
  const label = (key: (typeof KEYS)[number]) => i18n._(SETTING_LABELS[key]!);
  const { form, save, submit } = useSettingsStep(KEYS, settings, onDone);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.organisationHelp}</Text>
        <FormError error={save.error} />
        <TextInput
          label={label('organisation_name')}
          maxLength={100}
          autoComplete="organization"
          {...form.getInputProps('organisation_name')}
        />
        <TextInput
          label={label('organisation_logo_url')}
          description={t`A web address starting with https://`}
          type="url"
          {...form.getInputProps('organisation_logo_url')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={label('contact_email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('contact_email')}
          />
          <TextInput
            label={label('contact_phone')}
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
