import { Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { spaceFormSchema, spaceFormToBody, type SpaceListItem, type SpacesResponse } from '@shared/schemas/spaces';
import { SPACES_MSG } from '@shared/spaces-messages';
import { MoneyInput, OptionalNumberInput, RateInput } from '@/components/form/money-input';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useDeleteSpace } from '../api/delete-space';
import { useUpdateSpace } from '../api/update-space';

/** 'Edit Space {label}': the space form of spec 2 §5, and delete (refused while a vendor is assigned). */
export function EditSpaceDialog(props: {
  space: SpaceListItem | null;
  marketDateId: string;
  catalog: Pick<SpacesResponse, 'areas' | 'spaceTypes' | 'vendorTypes'>;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={!!props.space}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={props.space ? SPACES_MSG.editTitle(props.space.label) : ''}
      size="lg"
    >
      {props.space && <EditSpaceForm key={props.space.id} {...props} space={props.space} />}
    </Modal>
  );
}

function EditSpaceForm({
  space,
  marketDateId,
  catalog,
  onClose,
}: {
  space: SpaceListItem;
  marketDateId: string;
  catalog: Pick<SpacesResponse, 'areas' | 'spaceTypes' | 'vendorTypes'>;
  onClose: () => void;
}) {
  const form = useSchemaForm(spaceFormSchema, {
    initialValues: {
      label: space.label,
      areaId: space.areaId ?? '',
      spaceTypeId: space.spaceTypeId,
      vendorType: space.vendorType,
      basePrice: space.basePrice,
      salesBasedRate: space.salesBasedRate,
      position: { x: space.position.x, y: space.position.y },
      requiresPrepayment: space.requiresPrepayment,
    },
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateSpace(marketDateId);
  const remove = useDeleteSpace(marketDateId);
  const save = useGuardedMutate(update);
  const destroy = useGuardedMutate(remove);

  const options = <T extends { id: string; isActive: boolean }>(
    list: T[],
    label: (t: T) => string,
    current: string | null,
  ) => list.filter((t) => t.isActive || t.id === current).map((t) => ({ value: t.id, label: label(t) }));

  const submit = form.onSubmit(
    (values) =>
      save(
        { spaceId: space.id, body: spaceFormToBody(values, marketDateId) },
        {
          onSuccess: (saved) => {
            notify.success(SPACES_MSG.spaceUpdated, `Space ${saved.label} has been saved.`);
            onClose();
          },
          onError: (error) => notify.error(SPACES_MSG.spaceUpdateFailed, errorMessage(error)),
        },
      ),
    () => notify.error(SPACES_MSG.validationErrorTitle, SPACES_MSG.validationErrorText),
  );

  function deleteSpace() {
    destroy(
      { spaceId: space.id, marketDateId },
      {
        onSuccess: () => {
          notify.success(SPACES_MSG.spaceDeleted, `Space ${space.label} has been deleted.`);
          setConfirmingDelete(false);
          onClose();
        },
        onError: (error) => notify.error(SPACES_MSG.spaceDeleteFailed, errorMessage(error)),
      },
    );
  }

  const assigned = !!space.vendorId;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Space label" withAsterisk maxLength={20} {...form.getInputProps('label')} />
          <Select
            label="Area"
            withAsterisk
            placeholder="Choose an area"
            data={options(catalog.areas, (a) => a.name, space.areaId)}
            {...form.getInputProps('areaId')}
          />
          <Select
            label="Space type"
            placeholder="None"
            clearable
            data={options(catalog.spaceTypes, (t) => `${t.name} (${t.size})`, space.spaceTypeId)}
            {...form.getInputProps('spaceTypeId')}
          />
          <Select
            label="Vendor type"
            placeholder="Any vendor type"
            clearable
            data={options(catalog.vendorTypes, (t) => t.label, space.vendorType)}
            {...form.getInputProps('vendorType')}
          />
          <MoneyInput
            label="Override base price"
            description="Empty uses default pricing"
            {...form.getInputProps('basePrice')}
          />
          <RateInput
            label="Override sales based rate"
            description="Percent; empty uses default pricing"
            {...form.getInputProps('salesBasedRate')}
          />
          <OptionalNumberInput label="Position x (ft)" {...form.getInputProps('position.x')} />
          <OptionalNumberInput label="Position y (ft)" {...form.getInputProps('position.y')} />
        </SimpleGrid>
        <Checkbox label="Requires prepayment" {...form.getInputProps('requiresPrepayment', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>

        <Divider />
        <Stack gap={4} align="flex-start">
          <Button
            color="red"
            variant="outline"
            disabled={assigned}
            onClick={() => setConfirmingDelete(true)}
            aria-describedby={assigned ? `delete-note-${space.id}` : undefined}
          >
            Delete Space
          </Button>
          {assigned && (
            <Text id={`delete-note-${space.id}`} size="sm" c="dimmed">
              {SPACES_MSG.deleteRefused}
            </Text>
          )}
        </Stack>
      </Stack>
      <ConfirmAction
        opened={confirmingDelete}
        title={`Delete space ${space.label}?`}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        loading={remove.isPending}
        onConfirm={deleteSpace}
        onCancel={() => setConfirmingDelete(false)}
      >
        The space is removed from this market date. This cannot be undone.
      </ConfirmAction>
    </form>
  );
}
