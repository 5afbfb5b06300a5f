import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import {
  createLandmarkTypeSchema,
  DEFAULT_LANDMARK_COLOR,
  LANDMARK_SHAPES,
  type LandmarkType,
} from '@shared/schemas/catalog';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveLandmarkType } from '../api/landmark-types';
import { ActiveSwitch, DescriptionField, NameField } from './catalog-fields';
import { CatalogFormModal } from './catalog-form-modal';

/** How each shape reads (the value sent is the shape's name). */
export const SHAPE_LABELS: Record<(typeof LANDMARK_SHAPES)[number], MessageDescriptor> = {
  icon: msg`Icon`,
  rectangle: msg`Rectangle`,
  circle: msg`Circle`,
};

/** Create a landmark type (landmarkType = undefined) or edit one. */
export function LandmarkTypeForm({ landmarkType, onClose }: { landmarkType?: LandmarkType; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const typeName = landmarkType?.name ?? '';
  const shapeOptions = LANDMARK_SHAPES.map((s) => ({ value: s, label: i18n._(SHAPE_LABELS[s]) }));
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
            landmarkType ? SETUP_MSG.updated(t`Landmark type`) : SETUP_MSG.created(t`Landmark type`),
            saved.name,
          );
          onClose();
        },
      },
    ),
  );

  return (
    <CatalogFormModal
      title={landmarkType ? t`Edit Landmark Type ${typeName}` : t`New Landmark Type`}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
    >
      <NameField form={form} />
      <DescriptionField form={form} />
      <TextInput
        label={t`Icon`}
        required
        description={t`An icon class, e.g. fas fa-restroom`}
        {...form.getInputProps('icon')}
      />
      <Group grow align="flex-start">
        <TextInput label={t`Color`} description={t`A color name or #hex`} {...form.getInputProps('color')} />
        <Select label={t`Shape`} data={shapeOptions} allowDeselect={false} {...form.getInputProps('shape')} />
      </Group>
      <ActiveSwitch form={form} />
    </CatalogFormModal>
  );
}
