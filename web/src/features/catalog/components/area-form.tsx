import { NumberInput } from '@mantine/core';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { createAreaSchema, type Area } from '@shared/schemas/catalog';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveArea } from '../api/areas';
import { ActiveSwitch, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

/** Create an area (area = undefined) or edit one. */
export function AreaForm({ area, onClose }: { area?: Area; onClose: () => void }) {
  const form = useSchemaForm(createAreaSchema, {
    initialValues: { name: area?.name ?? '', sortOrder: area?.sortOrder ?? 0, isActive: area?.isActive ?? true },
  });
  const save = useSaveArea();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: area?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(area ? SETUP_MSG.updated('Area') : SETUP_MSG.created('Area'), saved.name);
          onClose();
        },
      },
    ),
  );

  return (
    <CatalogFormModal
      title={area ? `Edit Area ${area.name}` : 'New Area'}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <NameField form={form} />
      <NumberInput
        label="Sort order"
        description="Areas are listed by sort order, then name"
        allowDecimal={false}
        {...form.getInputProps('sortOrder')}
      />
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
