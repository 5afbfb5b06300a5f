import { Group, Select, TextInput } from '@mantine/core';
import { SETUP_MSG } from '@shared/market-setup-messages';
import {
  createLandmarkTypeSchema,
  DEFAULT_LANDMARK_COLOR,
  LANDMARK_SHAPES,
  type LandmarkType,
} from '@shared/schemas/catalog';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveLandmarkType } from '../api/landmark-types';
import { ActiveSwitch, DescriptionField, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

const SHAPE_OPTIONS = LANDMARK_SHAPES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

/** Create a landmark type (landmarkType = undefined) or edit one. */
export function LandmarkTypeForm({ landmarkType, onClose }: { landmarkType?: LandmarkType; onClose: () => void }) {
  const form = useSchemaForm(createLandmarkTypeSchema, {
    initialValues: {
      name: landmarkType?.name ?? '',
      description: landmarkType?.description ?? '',
      icon: landmarkType?.icon ?? '',
      color: landmarkType?.color ?? DEFAULT_LANDMARK_COLOR,
      shape: LANDMARK_SHAPES.find((shape) => shape === landmarkType?.shape) ?? 'icon',
      isActive: landmarkType?.isActive ?? true,
    },
  });
  const save = useSaveLandmarkType();
  const mutate = useGuardedMutate(save);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: landmarkType?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(
            landmarkType ? SETUP_MSG.updated('Landmark type') : SETUP_MSG.created('Landmark type'),
            saved.name,
          );
          onClose();
        },
      },
    ),
  );

  return (
    <CatalogFormModal
      title={landmarkType ? `Edit Landmark Type ${landmarkType.name}` : 'New Landmark Type'}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <NameField form={form} />
      <DescriptionField form={form} />
      <TextInput
        label="Icon"
        required
        description="An icon class, e.g. fas fa-restroom"
        {...form.getInputProps('icon')}
      />
      <Group grow align="flex-start">
        <TextInput label="Color" description="A color name or #hex" {...form.getInputProps('color')} />
        <Select label="Shape" data={SHAPE_OPTIONS} allowDeselect={false} {...form.getInputProps('shape')} />
      </Group>
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
