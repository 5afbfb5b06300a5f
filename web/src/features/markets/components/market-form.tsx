import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
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
import { useMediaQuery } from '@mantine/hooks';
import { MARKET_MSG, WEEKDAY_NAMES } from '@shared/market-messages';
import { SUNDAY_DEADLINE } from '@shared/markets';
import { updateMarketSchema, type CreateMarket, type Market, type UpdateMarket } from '@shared/schemas/markets';
import { FormError } from '@/components/form/form-error';
import { MarketDateInput } from '@/components/form/market-date-input';
import { OptionalNumberInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useSaveMarket } from '../api/markets';

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

type MarketFormValues = {
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

function initialValues(market: Market | undefined, timeZone: string): MarketFormValues {
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
function toBody(values: MarketFormValues, market: Market | undefined): CreateMarket & UpdateMarket {
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

/** Add a market (market = undefined) or edit one: every field of the market in one dialog. */
export function MarketForm({ market, onClose }: { market?: Market; onClose: () => void }) {
  const defaultTimeZone = useMarketTimeZone();
  const narrow = useMediaQuery('(max-width: 48em)');
  // Every field is sent, so the edit's schema checks a new market as well (and keeps the version an edit started from).
  const form = useSchemaForm(updateMarketSchema, {
    initialValues: initialValues(market, defaultTimeZone),
    toInput: (values: MarketFormValues) => toBody(values, market),
  });
  const save = useSaveMarket();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: market?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(market ? MARKET_MSG.updated : MARKET_MSG.created, saved.name);
          onClose();
        },
      },
    ),
  );

  const title = market ? `${MARKET_MSG.editMarket} ${market.name}` : MARKET_MSG.addMarket;
  const zone = form.values.timeZone;
  const dayProblem = daysError(form.errors);

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={narrow} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormError error={save.error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Market name" required maxLength={100} {...form.getInputProps('name')} />
            <TextInput
              label="Short name"
              description="Where space is tight (30 characters)"
              required
              maxLength={30}
              {...form.getInputProps('shortName')}
            />
          </SimpleGrid>
          <TextInput label="Address" maxLength={200} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Map link"
              description="A web address starting with https://"
              type="url"
              {...form.getInputProps('mapLink')}
            />
            <TextInput
              label="Photo or logo"
              description="A web address starting with https://"
              type="url"
              {...form.getInputProps('logoUrl')}
            />
          </SimpleGrid>
          <Textarea label="Description" rows={3} maxLength={2000} {...form.getInputProps('description')} />

          <Fieldset legend="Days and hours">
            <Stack gap="xs">
              {WEEKDAY_NAMES.map((name, weekday) => {
                const runs = form.values.week[weekday]?.runs ?? false;
                return (
                  <Group key={name} gap="sm" wrap="wrap" align="center">
                    <Checkbox
                      label={name}
                      w={120}
                      {...form.getInputProps(`week.${weekday}.runs`, { type: 'checkbox' })}
                    />
                    {/* Beside the day on a wide screen, under it on a phone. */}
                    <Group gap="xs" wrap="nowrap" align="center" maw={360} style={{ flex: '1 1 280px' }}>
                      <TextInput
                        type="time"
                        aria-label={`${name} opens`}
                        disabled={!runs}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`week.${weekday}.opens`)}
                      />
                      <Text size="sm" c="dimmed">
                        to
                      </Text>
                      <TextInput
                        type="time"
                        aria-label={`${name} closes`}
                        disabled={!runs}
                        style={{ flex: 1 }}
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

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Time zone"
              searchable
              allowDeselect={false}
              data={TIME_ZONES.includes(zone) || !zone ? TIME_ZONES : [zone, ...TIME_ZONES]}
              {...form.getInputProps('timeZone')}
            />
            <OptionalNumberInput
              label="Default maximum vendors"
              description="For each new date; blank for no limit"
              min={1}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('defaultMaxVendors')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MarketDateInput
              label="Season starts"
              timeZone={zone || defaultTimeZone}
              clearable
              {...form.getInputProps('seasonStart')}
            />
            <MarketDateInput
              label="Season ends"
              timeZone={zone || defaultTimeZone}
              clearable
              {...form.getInputProps('seasonEnd')}
            />
          </SimpleGrid>

          <Fieldset legend="Cancellation deadline">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                label="Days before the market date"
                min={0}
                max={30}
                allowDecimal={false}
                w={{ base: '100%', xs: 220 }}
                {...form.getInputProps('deadline.daysBefore')}
              />
              <TextInput
                type="time"
                label="At"
                w={{ base: '100%', xs: 140 }}
                {...form.getInputProps('deadline.time')}
              />
            </Group>
          </Fieldset>

          <Stack gap={6}>
            <PasswordInput
              label="Map password"
              description={
                market?.mapPasswordSet
                  ? 'A password is set: leave blank to keep it'
                  : 'Visitors need it to see this market’s maps; leave blank to keep the maps open'
              }
              autoComplete="new-password"
              disabled={form.values.clearMapPassword}
              {...form.getInputProps('mapPassword')}
            />
            {market?.mapPasswordSet && (
              <Checkbox
                label="Remove the map password"
                {...form.getInputProps('clearMapPassword', { type: 'checkbox' })}
              />
            )}
          </Stack>
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
