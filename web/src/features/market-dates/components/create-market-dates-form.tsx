import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { planSeason } from '@shared/market-season';
import { weekdayOf } from '@shared/market-time';
import { FIRST_MARKET_ID, marketHoursText } from '@/i18n/shared/markets';
import { createMarketDatesSchema, type MarketDate } from '@shared/schemas/market-dates';
import type { Market } from '@shared/schemas/markets';
import { FormError } from '@/components/form/form-error';
import { MarketDateInput, MarketDateRangeInput } from '@/components/form/market-date-input';
import { OptionalNumberInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MARKET_MSG, WEEKDAY_NAMES } from '@/i18n/shared/market-messages';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useCreateMarketDates } from '@/lib/market-dates';

/** The Select's stand-in for "the default layout" (a Select option cannot hold null). */
const DEFAULT_LAYOUT = 'default';

interface Values extends Record<string, unknown> {
  mode: 'one' | 'season';
  marketId: string | null;
  date: string | null;
  from: string | null;
  to: string | null;
  maxVendors: number | null;
  notes: string;
  copyFrom: string | null;
}

/**
 * One screen for both bodies: a date, or a season's first and last day. Null is sent for an empty date so the
 * schema names the missing field ("Date is required" under it) instead of guessing a season. An empty maximum is
 * left out, so the market's default maximum applies; the market is left out when the organisation has none yet.
 */
const toInput = ({ mode, marketId, date, from, to, maxVendors, notes, copyFrom }: Values) => {
  const common = {
    ...(marketId ? { marketId } : {}),
    ...(maxVendors === null ? {} : { maxVendors }),
    notes,
    copyFrom,
  };
  return (mode === 'one' ? { date, ...common } : { from, to, ...common }) as never;
};

/**
 * Create one market date or a season (every one of the market's weekdays from a first to a last day) for a market,
 * each starting from the market's default layout or a copy of an earlier date of that market. The season's dates
 * are previewed, counted by the server's own rule, before anything is created.
 */
export function CreateMarketDatesForm(props: {
  initialMode: 'one' | 'season';
  dates: MarketDate[];
  /** The organisation's markets (empty before the first market exists: the dates are then the first market's). */
  markets?: Market[];
  /** The market chosen on the list, or the only one. */
  marketId?: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const timeZone = useMarketTimeZone();
  const markets = props.markets ?? [];
  const form = useSchemaForm(createMarketDatesSchema, {
    initialValues: {
      mode: props.initialMode,
      marketId: props.marketId ?? null,
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
  const { mode, from, to, marketId } = form.values;
  const market = markets.find((m) => m.id === marketId);
  // Before the first market exists, the dates are the Sunday market's.
  const weekdays = market ? [...new Set(market.days.map((d) => d.weekday))].sort() : [0];
  // "Sundays", "Wednesdays", "market days" (two days or more).
  const word =
    weekdays.length === 1
      ? [t`Sundays`, t`Mondays`, t`Tuesdays`, t`Wednesdays`, t`Thursdays`, t`Fridays`, t`Saturdays`][weekdays[0]!]!
      : t`market days`;
  const weekday = weekdays.length === 1 ? WEEKDAY_NAMES[weekdays[0]!] : undefined;
  const defaultMax = market?.defaultMaxVendors;

  const season = mode === 'season' && from && to ? planSeason(from, to, weekdays) : undefined;
  // The dates a new date may copy: earlier dates of the same market.
  const copyable = props.dates.filter((d) => d.marketId === (marketId ?? FIRST_MARKET_ID));

  const submit = form.onSubmit((body) => {
    if (markets.length > 0 && !marketId) return form.setFieldError('marketId', MARKET_MSG.marketRequired);
    // A range without a market day (or longer than a year) is the season's own rule, shown where the range is.
    if (season && !season.ok) return form.setFieldError('to', season.error);
    mutate(body, {
      onSuccess: ({ created, skipped }) => {
        const skippedDates = skipped.map(formatMarketDate).join(', ');
        const detail = skipped.length ? t`Already on the calendar: ${skippedDates}` : '';
        notify.success(SETUP_MSG.seasonCreated(created.length, skipped.length), detail);
        props.onClose();
      },
    });
  });

  const copyFrom = form.getInputProps('copyFrom');
  return (
    <Modal opened onClose={props.onClose} title={t`New Market Dates`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            data={[
              { value: 'one', label: t`One date` },
              { value: 'season', label: t`Season of ${word}` },
            ]}
            {...form.getInputProps('mode')}
          />
          <FormError error={create.error} />
          {markets.length > 0 && (
            <Select
              label={t`Market`}
              placeholder={MARKET_MSG.marketRequired}
              required
              data={markets.map((m) => ({ value: m.id, label: m.name }))}
              allowDeselect={false}
              {...form.getInputProps('marketId')}
              onChange={(v) => form.setValues({ marketId: v, copyFrom: null })}
            />
          )}
          {market && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {marketHoursText(market.days)}
            </Text>
          )}
          {mode === 'one' ? (
            <MarketDateInput
              label={t`Date`}
              description={t`Market dates are ${word}`}
              placeholder={weekday ? t`Choose a ${weekday}` : t`Choose a market day`}
              required
              timeZone={timeZone}
              // Only the market's weekdays can be chosen.
              excludeDate={(d) => !weekdays.includes(weekdayOf(d))}
              {...form.getInputProps('date')}
            />
          ) : (
            <>
              <MarketDateRangeInput
                label={t`Season`}
                description={
                  weekday
                    ? t`The first and the last day; every ${weekday} between them becomes a market date`
                    : t`The first and the last day; every market day between them becomes a market date`
                }
                placeholder={t`Choose the first and the last day`}
                required
                timeZone={timeZone}
                value={[from, to]}
                onChange={([first, last]) => form.setValues({ from: first, to: last })}
                error={form.errors.from ?? form.errors.to}
              />
              {season &&
                (season.ok ? (
                  <Alert variant="light" color="leaf" title={t`${season.dates.length} ${word}`} aria-live="polite">
                    <Trans>
                      {formatMarketDate(season.dates[0]!)} to {formatMarketDate(season.dates[season.dates.length - 1]!)}.
                      Dates already on the calendar are skipped.
                    </Trans>
                  </Alert>
                ) : (
                  <Alert variant="light" color="red" aria-live="polite">
                    {season.error}
                  </Alert>
                ))}
            </>
          )}
          <OptionalNumberInput
            label={t`Max vendors`}
            description={defaultMax ? t`Empty: the market's default, ${defaultMax}` : t`Empty: no limit`}
            min={1}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps('maxVendors')}
          />
          <Textarea label={t`Notes`} rows={3} {...form.getInputProps('notes')} />
          <Select
            label={t`Spaces and landmarks`}
            description={t`Vendors' default spaces are assigned to them on each new date`}
            data={[
              { value: DEFAULT_LAYOUT, label: t`The default layout` },
              ...copyable.map(({ id, date, spaceCount }) => {
                const day = formatMarketDate(date);
                return { value: id, label: t`Copy of ${day} (${spaceCount} spaces)` };
              }),
            ]}
            searchable
            allowDeselect={false}
            {...copyFrom}
            value={(copyFrom.value as string | null) ?? DEFAULT_LAYOUT}
            onChange={(v) => form.setFieldValue('copyFrom', v === DEFAULT_LAYOUT ? null : v)}
          />
          <Text size="xs" c="dimmed">
            <Trans>A whole season is created in one step.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              {mode === 'one' ? t`Create Date` : t`Create Season`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
