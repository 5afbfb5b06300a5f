import { useLingui } from '@lingui/react/macro';
import { Group, Switch, TextInput } from '@mantine/core';
import { createVendorTypeSchema, DEFAULT_VENDOR_TYPE_ICON, type VendorType } from '@shared/schemas/catalog';
import { MoneyInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveVendorType } from '@/lib/vendor-types';
import { ActiveSwitch, DescriptionField, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

/** Create a vendor type (vendorType = undefined) or edit one. Prices are typed in dollars and sent in cents. */
export function VendorTypeForm({ vendorType, onClose }: { vendorType?: VendorType; onClose: () => void }) {
  const { t } = useLingui();
  const typeLabel = vendorType?.label ?? '';
  const form = useSchemaForm(createVendorTypeSchema, {
    initialValues: {
      code: vendorType?.code ?? '',
      label: vendorType?.label ?? '',
      description: vendorType?.description ?? '',
      requiresPrepayment: vendorType?.requiresPrepayment ?? false,
      autoPaymentAvailable: vendorType?.autoPaymentAvailable ?? true,
      defaultBasePrice: vendorType?.defaultBasePrice ?? 0,
      icon: vendorType?.icon ?? DEFAULT_VENDOR_TYPE_ICON,
      isActive: vendorType?.isActive ?? true,
    },
  });
  const save = useSaveVendorType();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: vendorType?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(
            vendorType ? SETUP_MSG.updated(t`Vendor type`) : SETUP_MSG.created(t`Vendor type`),
            saved.label,
          );
          onClose();
        },
      },
    ),
  );

  return (
    <CatalogFormModal
      title={vendorType ? t`Edit Vendor Type ${typeLabel}` : t`New Vendor Type`}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <Group grow align="flex-start">
        <NameField form={form} field="code" label={t`Code`} description={t`Short and unique, e.g. FARM`} />
        <TextInput label={t`Label`} required {...form.getInputProps('label')} />
      </Group>
      <DescriptionField form={form} />
      <MoneyInput
        label={t`Default base price`}
        description={t`Used when no space, vendor or space type price is set`}
        {...form.getInputProps('defaultBasePrice')}
      />
      <TextInput label={t`Icon`} description={t`An icon class, e.g. fas fa-carrot`} {...form.getInputProps('icon')} />
      <Switch label={t`Requires prepayment`} {...form.getInputProps('requiresPrepayment', { type: 'checkbox' })} />
      <Switch
        label={t`Auto Payment available`}
        description={t`Vendors of this type may turn on Auto Payment in their business settings`}
        {...form.getInputProps('autoPaymentAvailable', { type: 'checkbox' })}
      />
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
