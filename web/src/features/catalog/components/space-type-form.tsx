import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { createSpaceTypeSchema, type SpaceType, type VendorType } from '@shared/schemas/catalog';
import { MoneyInput, RateInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveSpaceType } from '../api/space-types';
import { ActiveSwitch, DescriptionField, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

/** The Select's stand-in for "no vendor type" (a Select option cannot hold null). */
const ANY = 'any';

/** Create a space type (spaceType = undefined) or edit one. An empty price or rate means "not set". */
export function SpaceTypeForm(props: { spaceType?: SpaceType; vendorTypes: VendorType[]; onClose: () => void }) {
  const { t } = useLingui();
  const { spaceType, onClose } = props;
  const typeName = spaceType?.name ?? '';
  const form = useSchemaForm(createSpaceTypeSchema, {
    initialValues: {
      name: spaceType?.name ?? '',
      size: spaceType?.size ?? '10x10',
      description: spaceType?.description ?? '',
      defaultBasePrice: spaceType?.defaultBasePrice ?? null,
      defaultSalesBasedRate: spaceType?.defaultSalesBasedRate ?? null,
      vendorTypeId: spaceType?.vendorTypeId ?? null,
      isActive: spaceType?.isActive ?? true,
    },
  });
  const save = useSaveSpaceType();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: spaceType?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(spaceType ? SETUP_MSG.updated(t`Space type`) : SETUP_MSG.created(t`Space type`), saved.name);
          onClose();
        },
      },
    ),
  );

  const vendorType = form.getInputProps('vendorTypeId');
  return (
    <CatalogFormModal
      title={spaceType ? t`Edit Space Type ${typeName}` : t`New Space Type`}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <NameField form={form} />
      <TextInput
        label={t`Size (feet)`}
        required
        description={t`Width x height, e.g. 10x10`}
        {...form.getInputProps('size')}
      />
      <DescriptionField form={form} />
      <Group grow align="flex-start">
        <MoneyInput
          label={t`Default base price`}
          description={t`Empty: not set`}
          {...form.getInputProps('defaultBasePrice')}
        />
        <RateInput
          label={t`Default sales based rate`}
          description={t`Percent; empty: not set`}
          {...form.getInputProps('defaultSalesBasedRate')}
        />
      </Group>
      <Select
        label={t`For vendor type`}
        description={t`Leave as any when every vendor type may use it`}
        data={[
          { value: ANY, label: t`Any vendor type` },
          ...props.vendorTypes.map((row) => ({ value: row.id, label: row.label })),
        ]}
        allowDeselect={false}
        {...vendorType}
        value={(vendorType.value as string | null) ?? ANY}
        onChange={(v) => form.setFieldValue('vendorTypeId', v === ANY ? null : v)}
      />
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
