import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Textarea } from '@mantine/core';
import type { SystemSetting } from '@shared/schemas/settings';
import { FormError } from '@/components/form/form-error';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { SETTING_LABELS } from './setting-labels';
import { StepActions, type StepProps } from './step-actions';
import { useSettingsStep } from './use-settings-step';

const KEYS = ['zelle_instructions', 'manual_payment_instructions'] as const;

/**
 * Step 5: the payment methods paid outside the app, offered when their instructions are written (the System
 * Settings' Zelle and other payment instructions); card payments need nothing here.
 */
export function PaymentsStep({ settings, onDone, onBack }: StepProps & { settings: readonly SystemSetting[] }) {
  const { t, i18n } = useLingui();
  const label = (key: (typeof KEYS)[number]) => i18n._(SETTING_LABELS[key]!);
  const { form, save, submit } = useSettingsStep(KEYS, settings, onDone);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.paymentsHelp}</Text>
        <FormError error={save.error} />
        <Textarea
          label={label('zelle_instructions')}
          description={t`Such as: Send to payments@example.org and put your business name in the memo`}
          rows={3}
          maxLength={1000}
          {...form.getInputProps('zelle_instructions')}
        />
        <Textarea
          label={label('manual_payment_instructions')}
          description={t`Such as: Pay by cash or check at the market office`}
          rows={3}
          maxLength={1000}
          {...form.getInputProps('manual_payment_instructions')}
        />
        <StepActions onBack={onBack} onSkip={() => onDone('skipped')} saving={save.isPending} />
      </Stack>
    </form>
  );
}
