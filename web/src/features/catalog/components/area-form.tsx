import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { createAreaSchema, type Area } from '@shared/schemas/catalog';
import { fieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSaveArea } from '../api/areas';
import { CatalogFormModal } from './catalog-form-modal';

/** Create an area (area = undefined) or edit one. */
export function AreaForm({ area, onClose }: { area?: Area; onClose: () => void }) {
  const [values, setValues] = useState({
    name: area?.name ?? '',
    sortOrder: area?.sortOrder ?? 0,
    isActive: area?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const save = useSaveArea();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAreaSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: area?.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(area ? SETUP_MSG.updated('Area') : SETUP_MSG.created('Area'), saved.name);
          onClose();
        },
      },
    );
  };

  return (
    <CatalogFormModal
      title={area ? `Edit Area ${area.name}` : 'New Area'}
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
        onChange={(e) => {
          const name = e.currentTarget.value;
          setValues((v) => ({ ...v, name }));
        }}
        data-autofocus
      />
      <NumberInput
        label="Sort order"
        description="Areas are listed by sort order, then name"
        allowDecimal={false}
        value={values.sortOrder}
        error={errors.sortOrder}
        onChange={(n) => setValues((v) => ({ ...v, sortOrder: typeof n === 'number' ? n : 0 }))}
      />
      <Switch
        label="Active"
        checked={values.isActive}
        onChange={(e) => {
          const isActive = e.currentTarget.checked;
          setValues((v) => ({ ...v, isActive }));
        }}
      />
    </CatalogFormModal>
  );
}
