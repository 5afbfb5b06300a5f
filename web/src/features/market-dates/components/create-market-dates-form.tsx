import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { planSeason } from '@shared/market-season';
import { weekdayOf } from '@shared/market-time';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { createMarketDatesSchema, type MarketDate } from '@shared/schemas/market-dates';
import { fieldErrors } from '@/lib/form-errors';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useCreateMarketDates } from '../api/market-dates';
import { FormError } from './form-error';

const DEFAULT_LAYOUT = '';
const NOT_SUNDAY = 'Market dates are Sundays: choose a Sunday';

/**
 * Create one market date or a season (every Sunday from a first to a last day), each starting from the default
 * layout or a copy of an earlier date. The season's Sundays are previewed before anything is created.
 */
export function CreateMarketDatesForm(props: {
  initialMode: 'one' | 'season';
  dates: MarketDate[];
  onClose: () => void;
}) {
  const [mode, setMode] = useState(props.initialMode);
  const [values, setValues] = useState({
    date: '',
    from: '',
    to: '',
    maxVendors: '' as number | '',
    notes: '',
    copyFrom: DEFAULT_LAYOUT,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const create = useCreateMarketDates();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const season = mode === 'season' && values.from && values.to ? planSeason(values.from, values.to) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      maxVendors: values.maxVendors === '' ? null : values.maxVendors,
      notes: values.notes,
      copyFrom: values.copyFrom || null,
    };
    const body = mode === 'one' ? { date: values.date, ...common } : { from: values.from, to: values.to, ...common };
    const parsed = createMarketDatesSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (mode === 'one' && weekdayOf(values.date) !== 0) return setErrors({ date: NOT_SUNDAY });
    if (season && !season.ok) return setErrors({ to: season.error });
    setErrors({});
    create.mutate(body, {
      onSuccess: ({ created, skipped }) => {
        const detail = skipped.length ? `Already on the calendar: ${skipped.map(formatMarketDate).join(', ')}` : '';
        notify.success(SETUP_MSG.seasonCreated(created.length, skipped.length), detail);
        props.onClose();
      },
    });
  };

  return (
    <Modal opened onClose={props.onClose} title="New Market Dates" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => setMode(v as 'one' | 'season')}
            data={[
              { value: 'one', label: 'One date' },
              { value: 'season', label: 'Season of Sundays' },
            ]}
          />
          <FormError error={create.error} />
          {mode === 'one' ? (
            <TextInput
              type="date"
              label="Date"
              required
              value={values.date}
              error={errors.date}
              onChange={(e) => set('date', e.currentTarget.value)}
            />
          ) : (
            <>
              <Group grow align="flex-start">
                <TextInput
                  type="date"
                  label="First day"
                  required
                  value={values.from}
                  error={errors.from}
                  onChange={(e) => set('from', e.currentTarget.value)}
                />
                <TextInput
                  type="date"
                  label="Last day"
                  required
                  value={values.to}
                  error={errors.to}
                  onChange={(e) => set('to', e.currentTarget.value)}
                />
              </Group>
              {season &&
                (season.ok ? (
                  <Alert variant="light" color="leaf" title={`${season.sundays.length} Sundays`} aria-live="polite">
                    {formatMarketDate(season.sundays[0]!)} to{' '}
                    {formatMarketDate(season.sundays[season.sundays.length - 1]!)}. Dates already on the calendar are
                    skipped.
                  </Alert>
                ) : (
                  <Alert variant="light" color="red" aria-live="polite">
                    {season.error}
                  </Alert>
                ))}
            </>
          )}
          <NumberInput
            label="Max vendors"
            description="Empty: no limit"
            min={1}
            max={1000}
            allowDecimal={false}
            value={values.maxVendors}
            error={errors.maxVendors}
            onChange={(v) => set('maxVendors', v === '' ? '' : Number(v))}
          />
          <Textarea
            label="Notes"
            rows={3}
            value={values.notes}
            error={errors.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          <Select
            label="Spaces and landmarks"
            description="Vendors' default spaces are assigned to them on each new date"
            data={[
              { value: DEFAULT_LAYOUT, label: 'The default layout' },
              ...props.dates.map((d) => ({
                value: d.id,
                label: `Copy of ${formatMarketDate(d.date)} (${d.spaceCount} spaces)`,
              })),
            ]}
            value={values.copyFrom}
            searchable
            allowDeselect={false}
            onChange={(v) => set('copyFrom', v ?? DEFAULT_LAYOUT)}
          />
          <Text size="xs" c="dimmed">
            A whole season is created in one step.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {mode === 'one' ? 'Create Date' : 'Create Season'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
