import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Select, Text } from '@mantine/core';
import { createAreaSchema, type Area } from '@shared/schemas/catalog';
import type { Market } from '@shared/schemas/markets';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveArea } from '../api/areas';
import { ActiveSwitch, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

/**
 * Create an area (area = undefined) for a market, or edit one. With several markets a new area asks for its market
 * (the one the list shows, to begin with); an area stays with its market.
 */
export function AreaForm({
  area,
  markets = [],
  marketId = null,
  onClose,
}: {
  area?: Area;
  markets?: Market[];
  marketId?: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const several = markets.length > 1;
  const form = useSchemaForm(createAreaSchema, {
    initialValues: {
      name: area?.name ?? '',
      sortOrder: area?.sortOrder ?? 0,
      isActive: area?.isActive ?? true,
      marketId: marketId ?? (markets.length === 1 ? markets[0]!.id : null),
    },
    // The market is sent when a new area is made for one; an edit keeps the area's market.
    toInput: ({ marketId: chosen, ...rest }) => (!area && chosen ? { ...rest, marketId: chosen } : rest) as never,
  });
  const save = useSaveArea();
  const mutate = useGuardedMutate(save);
  const areaName = area?.name ?? '';
  const areaMarket = area ? (markets.find((m) => m.id === area.marketId)?.name ?? area.marketId) : '';
  const chosenMarket = form.values.marketId as string | null;

  const submit = form.onSubmit((body) => {
    if (!area && several && !chosenMarket) return form.setFieldError('marketId', MARKET_MSG.marketRequired);
    mutate(
      { id: area?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(area ? SETUP_MSG.updated(t`Area`) : SETUP_MSG.created(t`Area`), saved.name);
          onClose();
        },
      },
    );
  });

  return (
    <CatalogFormModal
      title={area ? t`Edit Area ${areaName}` : t`New Area`}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      {several &&
        (area ? (
          <Text size="sm">
            <Trans>Market: {areaMarket}</Trans>
          </Text>
        ) : (
          <Select
            label={t`Market`}
            placeholder={MARKET_MSG.marketRequired}
            required
            data={markets.map((m) => ({ value: m.id, label: m.name }))}
            allowDeselect={false}
            {...form.getInputProps('marketId')}
          />
        ))}
      <NameField form={form} />
      <NumberInput
        label={t`Sort order`}
        description={t`Areas are listed by sort order, then name`}
        allowDecimal={false}
        {...form.getInputProps('sortOrder')}
      />
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
