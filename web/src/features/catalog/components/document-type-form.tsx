import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Stack, Switch } from '@mantine/core';
import { documentTypeInputSchema, type DocumentType } from '@shared/schemas/documents';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveDocumentType } from '../api/document-types';
import { useVendorTypes } from '@/lib/vendor-types';
import { ActiveSwitch, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

const FLAGS = [
  ['requiresExpiration', msg`Requires an expiration date`],
  ['requiresCertificateNumber', msg`Requires a certificate number`],
  ['requiresCountyName', msg`Requires a county name`],
  ['requiresDescription', msg`Requires a description`],
] as const;

/** Create a document type (documentType = undefined) or edit one, with every flag of spec 2 §3 and requiredToSell. */
export function DocumentTypeForm({ documentType, onClose }: { documentType?: DocumentType; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const typeName = documentType?.name ?? '';
  const form = useSchemaForm(documentTypeInputSchema, {
    initialValues: {
      name: documentType?.name ?? '',
      isActive: documentType?.isActive ?? true,
      requiresDescription: documentType?.requiresDescription ?? false,
      requiresCertificateNumber: documentType?.requiresCertificateNumber ?? false,
      requiresCountyName: documentType?.requiresCountyName ?? false,
      requiresExpiration: documentType?.requiresExpiration ?? false,
      requiredToSell: documentType?.requiredToSell ?? false,
      requiredForVendorTypeIds: documentType?.requiredForVendorTypeIds ?? [],
    },
  });
  const vendorTypes = useVendorTypes();
  const save = useSaveDocumentType();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: documentType?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(
            documentType ? SETUP_MSG.updated(t`Document type`) : SETUP_MSG.created(t`Document type`),
            saved.name,
          );
          onClose();
        },
      },
    ),
  );

  return (
    <CatalogFormModal
      title={documentType ? t`Edit Document Type ${typeName}` : t`New Document Type`}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <NameField form={form} />
      <Stack gap="xs">
        {FLAGS.map(([field, label]) => (
          <Switch key={form.key(field)} label={i18n._(label)} {...form.getInputProps(field, { type: 'checkbox' })} />
        ))}
      </Stack>
      <Switch
        label={t`Required to sell`}
        description={t`Requests are not approved, nor spaces assigned, without a current approved document of this type`}
        key={form.key('requiredToSell')}
        {...form.getInputProps('requiredToSell', { type: 'checkbox' })}
      />
      {form.getValues().requiredToSell && (
        <MultiSelect
          label={t`Required of vendor types`}
          description={t`Leave empty to require it of every vendor`}
          data={(vendorTypes.data ?? []).map((row) => ({ value: row.id, label: row.label }))}
          key={form.key('requiredForVendorTypeIds')}
          {...form.getInputProps('requiredForVendorTypeIds')}
        />
      )}
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
