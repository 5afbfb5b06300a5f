import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { updateMarketSchema, type Market } from '@shared/schemas/markets';
import { FormError } from '@/components/form/form-error';
import {
  MarketFields,
  marketFormBody,
  marketFormValues,
  type MarketFormValues,
} from '@/components/market-form/market-fields';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import { useSchemaForm } from '@/lib/form';
import { useSaveMarket } from '@/lib/markets';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';

/** Add a market (market = undefined) or edit one: every field of the market in one dialog. */
export function MarketForm({ market, onClose }: { market?: Market; onClose: () => void }) {
  const defaultTimeZone = useMarketTimeZone();
  const narrow = useMediaQuery('(max-width: 48em)');
  // Every field is sent, so the edit's schema checks a new market as well (and keeps the version an edit started from).
  const form = useSchemaForm(updateMarketSchema, {
    initialValues: marketFormValues(market, defaultTimeZone),
    toInput: (values: MarketFormValues) => marketFormBody(values, market),
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

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={narrow} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormError error={save.error} />
          <MarketFields form={form} market={market} defaultTimeZone={defaultTimeZone} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
