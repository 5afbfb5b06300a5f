import { Group, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import {
  createLandmarkTypeSchema,
  DEFAULT_LANDMARK_COLOR,
  LANDMARK_SHAPES,
  type LandmarkType,
} from '@shared/schemas/catalog';
import { fieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSaveLandmarkType } from '../api/landmark-types';
import { CatalogFormModal } from './catalog-form-modal';

/** Create a landmark type (landmarkType = undefined) or edit one. */
export function LandmarkTypeForm({ landmarkType, onClose }: { landmarkType?: LandmarkType; onClose: () => void }) {
  const [values, setValues] = useState({
    name: landmarkType?.name ?? '',
    description: landmarkType?.description ?? '',
    icon: landmarkType?.icon ?? '',
    color: landmarkType?.color ?? DEFAULT_LANDMARK_COLOR,
    shape: landmarkType?.shape ?? 'icon',
    isActive: landmarkType?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useSaveLandmarkType();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createLandmarkTypeSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: landmarkType?.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(
            landmarkType ? SETUP_MSG.updated('Landmark type') : SETUP_MSG.created('Landmark type'),
            saved.name,
          );
          onClose();
        },
      },
    );
  };

  return (
    <CatalogFormModal
      title={landmarkType ? `Edit Landmark Type ${landmarkType.name}` : 'New Landmark Type'}
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
      <Textarea
        label="Description"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <TextInput
        label="Icon"
        required
        description="An icon class, e.g. fas fa-restroom"
        value={values.icon}
        error={errors.icon}
        onChange={(e) => set('icon', e.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Color"
          description="A color name or #hex"
          value={values.color}
          error={errors.color}
          onChange={(e) => set('color', e.currentTarget.value)}
        />
        <Select
          label="Shape"
          data={LANDMARK_SHAPES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          value={values.shape}
          error={errors.shape}
          allowDeselect={false}
          onChange={(v) => set('shape', v ?? 'icon')}
        />
      </Group>
      <Switch label="Active" checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
    </CatalogFormModal>
  );
}
