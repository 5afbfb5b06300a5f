import { Group, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { createVendorTypeSchema, DEFAULT_VENDOR_TYPE_ICON, type VendorType } from '@shared/schemas/catalog';
import { centsToDollars, dollarsToCents, MoneyInput } from '@/components/admin-list/money-input';
import { fieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSaveVendorType } from '../api/vendor-types';
import { CatalogFormModal } from './catalog-form-modal';

/** Create a vendor type (vendorType = undefined) or edit one. Prices are typed in dollars and sent in cents. */
export function VendorTypeForm({ vendorType, onClose }: { vendorType?: VendorType; onClose: () => void }) {
  const [values, setValues] = useState({
    code: vendorType?.code ?? '',
    label: vendorType?.label ?? '',
    description: vendorType?.description ?? '',
    requiresPrepayment: vendorType?.requiresPrepayment ?? false,
    defaultBasePrice: centsToDollars(vendorType?.defaultBasePrice ?? 0),
    icon: vendorType?.icon ?? DEFAULT_VENDOR_TYPE_ICON,
    isActive: vendorType?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useSaveVendorType();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createVendorTypeSchema.safeParse({
      ...values,
      defaultBasePrice: dollarsToCents(values.defaultBasePrice) ?? 0,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: vendorType?.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(vendorType ? SETUP_MSG.updated('Vendor type') : SETUP_MSG.created('Vendor type'), saved.label);
          onClose();
        },
      },
    );
  };

  return (
    <CatalogFormModal
      title={vendorType ? `Edit Vendor Type ${vendorType.label}` : 'New Vendor Type'}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <Group grow align="flex-start">
        <TextInput
          label="Code"
          required
          description="Short and unique, e.g. FARM"
          value={values.code}
          error={errors.code}
          onChange={(e) => set('code', e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="Label"
          required
          value={values.label}
          error={errors.label}
          onChange={(e) => set('label', e.currentTarget.value)}
        />
      </Group>
      <Textarea
        label="Description"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <MoneyInput
        label="Default base price"
        description="Used when no space, vendor or space type price is set"
        value={values.defaultBasePrice}
        error={errors.defaultBasePrice}
        onChange={(v) => set('defaultBasePrice', v === '' ? '' : Number(v))}
      />
      <TextInput
        label="Icon"
        description="An icon class, e.g. fas fa-carrot"
        value={values.icon}
        error={errors.icon}
        onChange={(e) => set('icon', e.currentTarget.value)}
      />
      <Switch
        label="Requires prepayment"
        checked={values.requiresPrepayment}
        onChange={(e) => set('requiresPrepayment', e.currentTarget.checked)}
      />
      <Switch label="Active" checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
    </CatalogFormModal>
  );
}
