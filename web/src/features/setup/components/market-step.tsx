import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { createMarketSchema, type Market } from '@shared/schemas/markets';
import { FormError } from '@/components/form/form-error';
import { MarketDateInput } from '@/components/form/market-date-input';
import {
  MarketFields,
  marketFormBody,
  marketFormValues,
  type MarketFormValues,
} from '@/components/market-form/market-fields';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateFirstMarket } from '../api/setup';
import { StepActions, type StepProps } from './step-actions';

/**
 * Step 2: the first market (POST /api/markets, the Markets screen's fields that a market needs to take
 * applications) and its season (POST /api/market-dates from the first to the last date, as the Market Dates screen
 * creates a season). Once a market exists the step says so and goes on.
 */
export function MarketStep({
  market,
  defaultTimeZone,
  onDone,
  onBack,
}: StepProps & { market: Market | undefined; defaultTimeZone: string }) {
  const { t } = useLingui();
  const form = useSchemaForm(createMarketSchema, {
    initialValues: marketFormValues(undefined, defaultTimeZone),
    toInput: (values: MarketFormValues) => marketFormBody(values, undefined),
  });
  const create = useCreateFirstMarket();
  const mutate = useGuardedMutate(create);
  // A market the first try made, whose dates could not be made: the next try makes only the dates.
  const made = (create.error as { market?: Market } | null)?.market;

  if (market) {
    return (
      <Stack gap="md">
        <Alert color="leaf" variant="light" title={FIRST_RUN_MSG.marketStep}>
          {FIRST_RUN_MSG.marketReady(market.name, market.hours)}
        </Alert>
        <Group justify="space-between">
          {onBack ? (
            <Button variant="subtle" onClick={onBack}>
              {FIRST_RUN_MSG.back}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => onDone('saved')}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = form.onSubmit((body) => {
    const season =
      body.seasonStart && body.seasonEnd ? { from: body.seasonStart, to: body.seasonEnd, copyFrom: null } : undefined;
    mutate(
      { existing: made, body, season },
      {
        onSuccess: ({ market: saved, dates }) => {
          notify.success(
            SETUP_MSG.created(t`Market`),
            season ? `${saved.name} · ${SETUP_MSG.seasonCreated(dates, 0)}` : saved.name,
          );
          onDone('saved');
        },
      },
    );
  });
  const zone = form.values.timeZone || defaultTimeZone;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.marketHelp}</Text>
        <FormError error={create.error} />
        <MarketFields form={form} defaultTimeZone={defaultTimeZone} essentials />
        <Fieldset legend={FIRST_RUN_MSG.seasonLegend}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {FIRST_RUN_MSG.seasonHelp}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MarketDateInput
                label={FIRST_RUN_MSG.seasonFrom}
                timeZone={zone}
                clearable
                {...form.getInputProps('seasonStart')}
              />
              <MarketDateInput
                label={FIRST_RUN_MSG.seasonTo}
                timeZone={zone}
                clearable
                {...form.getInputProps('seasonEnd')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <StepActions onBack={onBack} onSkip={() => onDone('skipped')} saving={create.isPending} />
      </Stack>
    </form>
  );
}
