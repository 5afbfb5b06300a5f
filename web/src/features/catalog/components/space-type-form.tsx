import { Group, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { createSpaceTypeSchema, type SpaceType, type VendorType } from '@shared/schemas/catalog';
import { centsToDollars, dollarsToCents, MoneyInput, RateInput } from '@/components/admin-list/money-input';
import { fieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSaveSpaceType } from '../api/space-types';
import { CatalogFormModal } from './catalog-form-modal';

const ANY = '';

/** Create a space type (spaceType = undefined) or edit one. An empty price or rate means "not set". */
export function SpaceTypeForm(props: { spaceType?: SpaceType; vendorTypes: VendorType[]; onClose: () => void }) {
  const { spaceType, onClose } = props;
  const [values, setValues] = useState({
    name: spaceType?.name ?? '',
    size: spaceType?.size ?? '10x10',
    description: spaceType?.description ?? '',
    defaultBasePrice: centsToDollars(spaceType?.defaultBasePrice),
    defaultSalesBasedRate: (spaceType?.defaultSalesBasedRate ?? '') as number | '',
    vendorTypeId: spaceType?.vendorTypeId ?? ANY,
    isActive: spaceType?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useSaveSpaceType();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSpaceTypeSchema.safeParse({
      ...values,
      defaultBasePrice: dollarsToCents(values.defaultBasePrice),
      defaultSalesBasedRate: values.defaultSalesBasedRate === '' ? null : values.defaultSalesBasedRate,
      vendorTypeId: values.vendorTypeId || null,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: spaceType?.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(spaceType ? SETUP_MSG.updated('Space type') : SETUP_MSG.created('Space type'), saved.name);
          onClose();
        },
      },
    );
  };

  return (
    <CatalogFormModal
      title={spaceType ? `Edit Space Type ${spaceType.name}` : 'New Space Type'}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <TextInput
        label="Name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label="Size (feet)"
        required
        description="Width x height, e.g. 10x10"
        value={values.size}
        error={errors.size}
        onChange={(e) => set('size', e.currentTarget.value)}
      />
      <Textarea
        label="Description"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <MoneyInput
          label="Default base price"
          description="Empty: not set"
          value={values.defaultBasePrice}
          error={errors.defaultBasePrice}
          onChange={(v) => set('defaultBasePrice', v === '' ? '' : Number(v))}
        />
        <RateInput
          label="Default sales based rate"
          description="Percent; empty: not set"
          value={values.defaultSalesBasedRate}
          error={errors.defaultSalesBasedRate}
          onChange={(v) => set('defaultSalesBasedRate', v === '' ? '' : Number(v))}
        />
      </Group>
      <Select
        label="For vendor type"
        description="Leave as any when every vendor type may use it"
        data={[
          { value: ANY, label: 'Any vendor type' },
          ...props.vendorTypes.map((t) => ({ value: t.id, label: t.label })),
        ]}
        value={values.vendorTypeId}
        allowDeselect={false}
        onChange={(v) => set('vendorTypeId', v ?? ANY)}
      />
      <Switch label="Active" checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
    </CatalogFormModal>
  );
}
