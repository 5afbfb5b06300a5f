import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { planSeason } from '@shared/market-season';
import { weekdayOf } from '@shared/market-time';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { createMarketDatesSchema, type MarketDate } from '@shared/schemas/market-dates';
import { FormError } from '@/components/form/form-error';
import { MarketDateInput, MarketDateRangeInput } from '@/components/form/market-date-input';
import { OptionalNumberInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useCreateMarketDates } from '@/lib/market-dates';

/** The Select's stand-in for "the default layout" (a Select option cannot hold null). */
const DEFAULT_LAYOUT = 'default';

interface Values extends Record<string, unknown> {
  mode: 'one' | 'season';
  date: string | null;
  from: string | null;
  to: string | null;
  maxVendors: number | null;
  notes: string;
  copyFrom: string | null;
}

/**
 * One screen for both bodies: a date, or a season's first and last day. Null is sent for an empty date so the
 * schema names the missing field ("Date is required" under it) instead of guessing a season.
 */
const toInput = ({ mode, date, from, to, maxVendors, notes, copyFrom }: Values) => {
  const common = { maxVendors, notes, copyFrom };
  return (mode === 'one' ? { date, ...common } : { from, to, ...common }) as never;
};

/**
 * Create one market date or a season (every Sunday from a first to a last day), each starting from the default
 * layout or a copy of an earlier date. The season's Sundays are previewed before anything is created.
 */
export function CreateMarketDatesForm(props: {
  initialMode: 'one' | 'season';
  dates: MarketDate[];
  onClose: () => void;
}) {
  const timeZone = useMarketTimeZone();
  const form = useSchemaForm(createMarketDatesSchema, {
    initialValues: {
      mode: props.initialMode,
      date: null,
      from: null,
      to: null,
      maxVendors: null,
      notes: '',
      copyFrom: null,
    } as Values,
    toInput,
  });
  const create = useCreateMarketDates();
  const mutate = useGuardedMutate(create);
  const { mode, from, to } = form.values;

  const season = mode === 'season' && from && to ? planSeason(from, to) : undefined;

  const submit = form.onSubmit((body) => {
    // A range without a Sunday (or longer than a year) is the season's own rule, shown where the range is.
    if (season && !season.ok) return form.setFieldError('to', season.error);
    mutate(body, {
      onSuccess: ({ created, skipped }) => {
        const detail = skipped.length ? `Already on the calendar: ${skipped.map(formatMarketDate).join(', ')}` : '';
        notify.success(SETUP_MSG.seasonCreated(created.length, skipped.length), detail);
        props.onClose();
      },
    });
  });

  const copyFrom = form.getInputProps('copyFrom');
  return (
    <Modal opened onClose={props.onClose} title="New Market Dates" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            data={[
              { value: 'one', label: 'One date' },
              { value: 'season', label: 'Season of Sundays' },
            ]}
            {...form.getInputProps('mode')}
          />
          <FormError error={create.error} />
          {mode === 'one' ? (
            <MarketDateInput
              label="Date"
              description="Market dates are Sundays"
              placeholder="Choose a Sunday"
              required
              timeZone={timeZone}
              // Only Sundays can be chosen: a market date is a Sunday.
              excludeDate={(d) => weekdayOf(d) !== 0}
              {...form.getInputProps('date')}
            />
          ) : (
            <>
              <MarketDateRangeInput
                label="Season"
                description="The first and the last day; every Sunday between them becomes a market date"
                placeholder="Choose the first and the last day"
                required
                timeZone={timeZone}
                value={[from, to]}
                onChange={([first, last]) => form.setValues({ from: first, to: last })}
                error={form.errors.from ?? form.errors.to}
              />
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
          <OptionalNumberInput
            label="Max vendors"
            description="Empty: no limit"
            min={1}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps('maxVendors')}
          />
          <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
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
            searchable
            allowDeselect={false}
            {...copyFrom}
            value={(copyFrom.value as string | null) ?? DEFAULT_LAYOUT}
            onChange={(v) => form.setFieldValue('copyFrom', v === DEFAULT_LAYOUT ? null : v)}
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
