import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { spaceFormSchema, spaceFormToBody, type SpaceListItem, type SpacesResponse } from '@shared/schemas/spaces';
import { MoneyInput, OptionalNumberInput, RateInput } from '@/components/form/money-input';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
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
  const { t } = useLingui();
  return (
    <Modal
      opened={!!props.space}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
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
  const { t } = useLingui();
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
    label: (item: T) => string,
    current: string | null,
  ) =>
    list.filter((item) => item.isActive || item.id === current).map((item) => ({ value: item.id, label: label(item) }));

  const submit = form.onSubmit(
    (values) =>
      save(
        { spaceId: space.id, body: spaceFormToBody(values, marketDateId) },
        {
          onSuccess: (saved) => {
            const { label } = saved;
            notify.success(SPACES_MSG.spaceUpdated, t`Space ${label} has been saved.`);
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
          notify.success(SPACES_MSG.spaceDeleted, t`Space ${label} has been deleted.`);
          setConfirmingDelete(false);
          onClose();
        },
        onError: (error) => notify.error(SPACES_MSG.spaceDeleteFailed, errorMessage(error)),
      },
    );
  }

  const assigned = !!space.vendorId;
  const { label } = space;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Space label`} withAsterisk maxLength={20} {...form.getInputProps('label')} />
          <Select
            label={t`Area`}
            withAsterisk
            placeholder={t`Choose an area`}
            data={options(catalog.areas, (a) => a.name, space.areaId)}
            {...form.getInputProps('areaId')}
          />
          <Select
            label={t`Space type`}
            placeholder={t`None`}
            clearable
            data={options(catalog.spaceTypes, (type) => `${type.name} (${type.size})`, space.spaceTypeId)}
            {...form.getInputProps('spaceTypeId')}
          />
          <Select
            label={t`Vendor type`}
            placeholder={t`Any vendor type`}
            clearable
            data={options(catalog.vendorTypes, (type) => type.label, space.vendorType)}
            {...form.getInputProps('vendorType')}
          />
          <MoneyInput
            label={t`Override base price`}
            description={t`Empty uses default pricing`}
            {...form.getInputProps('basePrice')}
          />
          <RateInput
            label={t`Override sales based rate`}
            description={t`Percent; empty uses default pricing`}
            {...form.getInputProps('salesBasedRate')}
          />
          <OptionalNumberInput label={t`Position x (ft)`} {...form.getInputProps('position.x')} />
          <OptionalNumberInput label={t`Position y (ft)`} {...form.getInputProps('position.y')} />
        </SimpleGrid>
        <Checkbox label={t`Requires prepayment`} {...form.getInputProps('requiresPrepayment', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save</Trans>
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
            <Trans>Delete Space</Trans>
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
        title={t`Delete space ${label}?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Keep it`}
        loading={remove.isPending}
        onConfirm={deleteSpace}
        onCancel={() => setConfirmingDelete(false)}
      >
        <Trans>The space is removed from this market date. This cannot be undone.</Trans>
      </ConfirmAction>
    </form>
  );
}
