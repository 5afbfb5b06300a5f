import { Stack, Text, Textarea } from '@mantine/core';
import { FIRST_RUN_MSG } from '@shared/first-run-messages';
import { SETTING_DEFINITIONS, type SystemSetting } from '@shared/schemas/settings';
import { FormError } from '@/components/form/form-error';
import { StepActions, type StepProps } from './step-actions';
import { useSettingsStep } from './use-settings-step';

const KEYS = ['zelle_instructions', 'manual_payment_instructions'] as const;

/**
 * Step 5: the payment methods paid outside the app, offered when their instructions are written (the System
 * Settings' Zelle and other payment instructions); card payments need nothing here.
 */
export function PaymentsStep({ settings, onDone, onBack }: StepProps & { settings: readonly SystemSetting[] }) {
  const { form, save, submit } = useSettingsStep(KEYS, settings, onDone);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.paymentsHelp}</Text>
        <FormError error={save.error} />
        <Textarea
          label={SETTING_DEFINITIONS.zelle_instructions.label}
          description="Such as: Send to payments@example.org and put your business name in the memo"
          rows={3}
          maxLength={1000}
          {...form.getInputProps('zelle_instructions')}
        />
        <Textarea
          label={SETTING_DEFINITIONS.manual_payment_instructions.label}
          description="Such as: Pay by cash or check at the market office"
          rows={3}
          maxLength={1000}
          {...form.getInputProps('manual_payment_instructions')}
        />
        <StepActions onBack={onBack} onSkip={() => onDone('skipped')} saving={save.isPending} />
      </Stack>
    </form>
  );
}
