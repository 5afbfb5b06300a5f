import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { MARKET_DATE_STATUSES, updateMarketDateSchema, type MarketDate } from '@shared/schemas/market-dates';
import { FormError } from '@/components/form/form-error';
import { OptionalNumberInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useUpdateMarketDate } from '@/lib/market-dates';

const STATUS_LABEL = {
  upcoming: msg({ message: 'Upcoming', context: 'market date' }),
  completed: msg({ message: 'Completed', context: 'market date' }),
  canceled: msg({ message: 'Canceled', context: 'market date' }),
} as const;

/** Edit a date's max vendors, notes and status. */
export function EditMarketDateForm({ date, onClose }: { date: MarketDate; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(updateMarketDateSchema, {
    initialValues: { maxVendors: date.maxVendors, notes: date.notes ?? '', status: date.status },
  });
  const update = useUpdateMarketDate();
  const mutate = useGuardedMutate(update);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: date.id, body },
      {
        onSuccess: () => {
          notify.success(SETUP_MSG.updated(t`Market date`), formatMarketDate(date.date));
          onClose();
        },
      },
    ),
  );

  const day = formatMarketDate(date.date);
  return (
    <Modal opened onClose={onClose} title={t`Edit ${day}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={update.error} />
          <OptionalNumberInput
            label={t`Max vendors`}
            description={t`Empty: no limit`}
            min={1}
            max={1000}
            allowDecimal={false}
            data-autofocus
            {...form.getInputProps('maxVendors')}
          />
          <Textarea label={t`Notes`} rows={3} {...form.getInputProps('notes')} />
          <Select
            label={t`Status`}
            data={MARKET_DATE_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABEL[s]) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
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
