import { useLingui } from '@lingui/react/macro';
import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { WEEKDAY_NAMES } from '@/i18n/shared/market-messages';
import { SUNDAY_DEADLINE } from '@shared/markets';
import type { CreateMarket, Market, UpdateMarket } from '@shared/schemas/markets';
import { MarketDateInput } from '@/components/form/market-date-input';
import { OptionalNumberInput } from '@/components/form/money-input';

/** Every IANA zone the browser knows, for the time-zone picker (as the system settings offer them). */
const TIME_ZONES: string[] = (() => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
})();

/** One weekday of the form: whether the market runs then, and its hours. */
type WeekdayValues = {
  runs: boolean;
  opens: string;
  closes: string;
};

export type MarketFormValues = {
  name: string;
  shortName: string;
  address: string;
  mapLink: string;
  description: string;
  logoUrl: string;
  /** Sunday first (index = weekday, 0 = Sunday). */
  week: WeekdayValues[];
  timeZone: string;
  seasonStart: string | null;
  seasonEnd: string | null;
  deadline: { daysBefore: number | string; time: string };
  mapPassword: string;
  clearMapPassword: boolean;
  defaultMaxVendors: number | null;
  isActive: boolean;
};

/** What the fields need of the form, whatever the form hands its submit handler. */
type MarketForm = Pick<UseFormReturnType<MarketFormValues>, 'values' | 'errors' | 'getInputProps'>;

export function marketFormValues(market: Market | undefined, timeZone: string): MarketFormValues {
  return {
    name: market?.name ?? '',
    shortName: market?.shortName ?? '',
    address: market?.address ?? '',
    mapLink: market?.mapLink ?? '',
    description: market?.description ?? '',
    logoUrl: market?.logoUrl ?? '',
    week: WEEKDAY_NAMES.map((_name, weekday) => {
      const day = market?.days.find((d) => d.weekday === weekday);
      return { runs: !!day, opens: day?.opens ?? '09:00', closes: day?.closes ?? '13:00' };
    }),
    timeZone: market?.timeZone ?? timeZone,
    seasonStart: market?.seasonStart ?? null,
    seasonEnd: market?.seasonEnd ?? null,
    deadline: market?.deadline ?? SUNDAY_DEADLINE,
    mapPassword: '',
    clearMapPassword: false,
    defaultMaxVendors: market?.defaultMaxVendors ?? null,
    isActive: market?.isActive ?? true,
  };
}

/** The body the API takes: the chosen weekdays with their hours; a blank password keeps the one set. */
export function marketFormBody(values: MarketFormValues, market: Market | undefined): CreateMarket & UpdateMarket {
  const password = values.clearMapPassword
    ? { mapPassword: '' }
    : values.mapPassword
      ? { mapPassword: values.mapPassword }
      : {};
  return {
    name: values.name,
    shortName: values.shortName,
    address: values.address,
    mapLink: values.mapLink.trim() || null,
    description: values.description,
    logoUrl: values.logoUrl.trim() || null,
    days: values.week.flatMap((d, weekday) => (d.runs ? [{ weekday, opens: d.opens, closes: d.closes }] : [])),
    timeZone: values.timeZone,
    seasonStart: values.seasonStart || null,
    seasonEnd: values.seasonEnd || null,
    deadline: {
      daysBefore: values.deadline.daysBefore === '' ? Number.NaN : Number(values.deadline.daysBefore),
      time: values.deadline.time,
    },
    defaultMaxVendors: values.defaultMaxVendors,
    isActive: values.isActive,
    ...password,
    ...(market?.updatedAt ? { expectedUpdatedAt: market.updatedAt } : {}),
  };
}

/** The first message the schema gave about the days (which weekday's hours, or none chosen). */
const daysError = (errors: Record<string, unknown>) =>
  Object.entries(errors).find(([path]) => path === 'days' || path.startsWith('days.'))?.[1] as string | undefined;

/** The market's days, each with its opening and closing time. */
function MarketDaysFieldset({ form }: { form: MarketForm }) {
  const { t } = useLingui();
  const dayProblem = daysError(form.errors);
  return (
    <Fieldset legend={t`Days and hours`}>
      <Stack gap="xs">
        {WEEKDAY_NAMES.map((name, weekday) => {
          const runs = form.values.week[weekday]?.runs ?? false;
          return (
            <Group key={name} gap="sm" wrap="wrap" align="center">
              <Checkbox label={name} w={120} {...form.getInputProps(`week.${weekday}.runs`, { type: 'checkbox' })} />
              {/* Beside the day on a wide screen, under it on a phone. */}
              <Group gap="xs" wrap="nowrap" align="center" maw={360} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <TextInput
                  type="time"
                  aria-label={t`${name} opens`}
                  disabled={!runs}
                  style={{ flex: 1, minWidth: 0 }}
                  styles={{ input: { paddingInline: 6 } }}
                  {...form.getInputProps(`week.${weekday}.opens`)}
                />
                <Text size="sm" c="dimmed">
                  {t`to`}
                </Text>
                <TextInput
                  type="time"
                  aria-label={t`${name} closes`}
                  disabled={!runs}
                  style={{ flex: 1, minWidth: 0 }}
                  styles={{ input: { paddingInline: 6 } }}
                  {...form.getInputProps(`week.${weekday}.closes`)}
                />
              </Group>
            </Group>
          );
        })}
        {dayProblem && (
          <Text size="sm" c="red.8" role="alert">
            {dayProblem}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * The fields of a market, for the Markets screen's dialog and the first-run setup. `essentials` shows only what a
 * market needs to take applications (names, address, days and hours, time zone, deadline); the rest keep their
 * defaults and are edited on the Markets screen.
 */
export function MarketFields({
  form,
  market,
  defaultTimeZone,
  essentials = false,
}: {
  form: MarketForm;
  market?: Market;
  defaultTimeZone: string;
  essentials?: boolean;
}) {
  const { t } = useLingui();
  const zone = form.values.timeZone;
  const timeZone = (
    <Select
      label={t`Time zone`}
      searchable
      allowDeselect={false}
      data={TIME_ZONES.includes(zone) || !zone ? TIME_ZONES : [zone, ...TIME_ZONES]}
      {...form.getInputProps('timeZone')}
    />
  );
  const deadline = (
    <Fieldset legend={t`Cancellation deadline`}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t`Days before the market date`}
          min={0}
          max={30}
          allowDecimal={false}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('deadline.daysBefore')}
        />
        <TextInput type="time" label={t`At`} w={{ base: '100%', xs: 140 }} {...form.getInputProps('deadline.time')} />
      </Group>
    </Fieldset>
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Market name`} required maxLength={100} {...form.getInputProps('name')} />
        <TextInput
          label={t`Short name`}
          description={t`Where space is tight (30 characters)`}
          required
          maxLength={30}
          {...form.getInputProps('shortName')}
        />
      </SimpleGrid>
      <TextInput label={t`Address`} maxLength={200} {...form.getInputProps('address')} />
      {!essentials && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Map link`}
              description={t`A web address starting with https://`}
              type="url"
              {...form.getInputProps('mapLink')}
            />
            <TextInput
              label={t`Photo or logo`}
              description={t`A web address starting with https://`}
              type="url"
              {...form.getInputProps('logoUrl')}
            />
          </SimpleGrid>
          <Textarea label={t`Description`} rows={3} maxLength={2000} {...form.getInputProps('description')} />
        </>
      )}

      <MarketDaysFieldset form={form} />

      {essentials ? (
        timeZone
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {timeZone}
            <OptionalNumberInput
              label={t`Default maximum vendors`}
              description={t`For each new date; blank for no limit`}
              min={1}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('defaultMaxVendors')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MarketDateInput
              label={t`Season starts`}
              timeZone={zone || defaultTimeZone}
              clearable
              {...form.getInputProps('seasonStart')}
            />
            <MarketDateInput
              label={t`Season ends`}
              timeZone={zone || defaultTimeZone}
              clearable
              {...form.getInputProps('seasonEnd')}
            />
          </SimpleGrid>
        </>
      )}

      {deadline}

      {!essentials && (
        <>
          <Stack gap={6}>
            <PasswordInput
              label={t`Map password`}
              description={
                market?.mapPasswordSet
                  ? t`A password is set: leave blank to keep it`
                  : t`Visitors need it to see this market’s maps; leave blank to keep the maps open`
              }
              autoComplete="new-password"
              disabled={form.values.clearMapPassword}
              {...form.getInputProps('mapPassword')}
            />
            {market?.mapPasswordSet && (
              <Checkbox
                label={t`Remove the map password`}
                {...form.getInputProps('clearMapPassword', { type: 'checkbox' })}
              />
            )}
          </Stack>
          <Switch
            label={t({ message: 'Active', context: 'market' })}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </>
      )}
    </>
  );
}
