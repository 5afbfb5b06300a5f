import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { MARKET_DATE_STATUSES, updateMarketDateSchema, type MarketDate } from '@shared/schemas/market-dates';
import { FormError } from '@/components/form/form-error';
import { OptionalNumberInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useUpdateMarketDate } from '@/lib/market-dates';

const STATUS_LABEL: Record<(typeof MARKET_DATE_STATUSES)[number], string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** Edit a date's max vendors, notes and status. */
export function EditMarketDateForm({ date, onClose }: { date: MarketDate; onClose: () => void }) {
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
          notify.success(SETUP_MSG.updated('Market date'), formatMarketDate(date.date));
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Edit ${formatMarketDate(date.date)}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={update.error} />
          <OptionalNumberInput
            label="Max vendors"
            description="Empty: no limit"
            min={1}
            max={1000}
            allowDecimal={false}
            data-autofocus
            {...form.getInputProps('maxVendors')}
          />
          <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
          <Select
            label="Status"
            data={MARKET_DATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
