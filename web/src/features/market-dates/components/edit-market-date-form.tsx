import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { MARKET_DATE_STATUSES, updateMarketDateSchema, type MarketDate } from '@shared/schemas/market-dates';
import { fieldErrors } from '@/lib/form-errors';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useUpdateMarketDate } from '../api/market-dates';
import { FormError } from './form-error';

const STATUS_LABEL: Record<(typeof MARKET_DATE_STATUSES)[number], string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** Edit a date's max vendors, notes and status. */
export function EditMarketDateForm({ date, onClose }: { date: MarketDate; onClose: () => void }) {
  const [values, setValues] = useState({
    maxVendors: (date.maxVendors ?? '') as number | '',
    notes: date.notes ?? '',
    status: date.status,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const update = useUpdateMarketDate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateMarketDateSchema.safeParse({
      maxVendors: values.maxVendors === '' ? null : values.maxVendors,
      notes: values.notes,
      status: values.status,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    update.mutate(
      { id: date.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(SETUP_MSG.updated('Market date'), formatMarketDate(date.date));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${formatMarketDate(date.date)}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={update.error} />
          <NumberInput
            label="Max vendors"
            description="Empty: no limit"
            min={1}
            max={1000}
            allowDecimal={false}
            value={values.maxVendors}
            error={errors.maxVendors}
            onChange={(v) => setValues((s) => ({ ...s, maxVendors: v === '' ? '' : Number(v) }))}
            data-autofocus
          />
          <Textarea
            label="Notes"
            rows={3}
            value={values.notes}
            error={errors.notes}
            onChange={(e) => {
              const notes = e.currentTarget.value;
              setValues((s) => ({ ...s, notes }));
            }}
          />
          <Select
            label="Status"
            data={MARKET_DATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
            value={values.status}
            allowDeselect={false}
            onChange={(v) => setValues((s) => ({ ...s, status: (v ?? s.status) as MarketDate['status'] }))}
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
