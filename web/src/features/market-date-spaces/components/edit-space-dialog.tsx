import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { spaceFormSchema, spaceFormToBody, type SpaceListItem, type SpacesResponse } from '@shared/schemas/spaces';
import { SPACES_MSG } from '@shared/spaces-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteSpace } from '../api/delete-space';
import { useUpdateSpace } from '../api/update-space';

interface FormState {
  label: string;
  areaId: string | null;
  spaceTypeId: string | null;
  vendorType: string | null;
  basePrice: number | string;
  salesBasedRate: number | string;
  x: number | string;
  y: number | string;
  requiresPrepayment: boolean;
}

const initialState = (s: SpaceListItem): FormState => ({
  label: s.label,
  areaId: s.areaId,
  spaceTypeId: s.spaceTypeId,
  vendorType: s.vendorType,
  basePrice: s.basePrice === null ? '' : s.basePrice / 100,
  salesBasedRate: s.salesBasedRate ?? '',
  x: s.position.x,
  y: s.position.y,
  requiresPrepayment: s.requiresPrepayment,
});

/** Empty means null ("use default pricing"), spec 2 §5. */
const orNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

type Errors = Partial<Record<'label' | 'areaId' | 'basePriceDollars' | 'salesBasedRate' | 'position', string>>;

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
  const [form, setForm] = useState<FormState>(() => initialState(space));
  const [errors, setErrors] = useState<Errors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateSpace(marketDateId);
  const remove = useDeleteSpace(marketDateId);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const options = <T extends { id: string; isActive: boolean }>(
    list: T[],
    label: (t: T) => string,
    current: string | null,
  ) => list.filter((t) => t.isActive || t.id === current).map((t) => ({ value: t.id, label: label(t) }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = spaceFormSchema.safeParse({
      label: form.label,
      areaId: form.areaId ?? '',
      spaceTypeId: form.spaceTypeId,
      vendorType: form.vendorType,
      basePriceDollars: orNull(form.basePrice),
      salesBasedRate: orNull(form.salesBasedRate),
      position: { x: Number(form.x === '' ? Number.NaN : form.x), y: Number(form.y === '' ? Number.NaN : form.y) },
      requiresPrepayment: form.requiresPrepayment,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        next[field] ??= field === 'position' ? 'Position needs numbers for x and y' : issue.message;
      }
      setErrors(next);
      notify.error(SPACES_MSG.validationErrorTitle, SPACES_MSG.validationErrorText);
      return;
    }
    setErrors({});
    update.mutate(
      { spaceId: space.id, body: spaceFormToBody(parsed.data, marketDateId) },
      {
        onSuccess: (saved) => {
          notify.success(SPACES_MSG.spaceUpdated, `Space ${saved.label} has been saved.`);
          onClose();
        },
        onError: (error) => notify.error(SPACES_MSG.spaceUpdateFailed, errorMessage(error)),
      },
    );
  }

  function deleteSpace() {
    remove.mutate(
      { spaceId: space.id, marketDateId },
      {
        onSuccess: () => {
          notify.success(SPACES_MSG.spaceDeleted, `Space ${space.label} has been deleted.`);
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
          <TextInput
            label="Space label"
            withAsterisk
            value={form.label}
            onChange={(e) => set('label', e.currentTarget.value)}
            error={errors.label}
            maxLength={20}
          />
          <Select
            label="Area"
            withAsterisk
            placeholder="Choose an area"
            data={options(catalog.areas, (a) => a.name, space.areaId)}
            value={form.areaId}
            onChange={(v) => set('areaId', v)}
            error={errors.areaId}
          />
          <Select
            label="Space type"
            placeholder="None"
            clearable
            data={options(catalog.spaceTypes, (t) => `${t.name} (${t.size})`, space.spaceTypeId)}
            value={form.spaceTypeId}
            onChange={(v) => set('spaceTypeId', v)}
          />
          <Select
            label="Vendor type"
            placeholder="Any vendor type"
            clearable
            data={options(catalog.vendorTypes, (t) => t.label, space.vendorType)}
            value={form.vendorType}
            onChange={(v) => set('vendorType', v)}
          />
          <NumberInput
            label="Override base price"
            description="Empty uses default pricing"
            prefix="$"
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            value={form.basePrice}
            onChange={(v) => set('basePrice', v)}
            error={errors.basePriceDollars}
          />
          <NumberInput
            label="Override sales based rate"
            description="Percent; empty uses default pricing"
            suffix="%"
            min={0}
            max={100}
            step={0.1}
            decimalScale={1}
            allowNegative={false}
            value={form.salesBasedRate}
            onChange={(v) => set('salesBasedRate', v)}
            error={errors.salesBasedRate}
          />
          <NumberInput label="Position x (ft)" value={form.x} onChange={(v) => set('x', v)} error={errors.position} />
          <NumberInput label="Position y (ft)" value={form.y} onChange={(v) => set('y', v)} />
        </SimpleGrid>
        <Checkbox
          label="Requires prepayment"
          checked={form.requiresPrepayment}
          onChange={(e) => set('requiresPrepayment', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>

        <Divider />
        {confirmingDelete ? (
          <Alert color="red" variant="light" title={`Delete space ${space.label}?`}>
            <Stack gap="sm">
              <Text size="sm">The space is removed from this market date. This cannot be undone.</Text>
              <Group gap="xs">
                <Button color="red" size="xs" loading={remove.isPending} onClick={deleteSpace}>
                  Delete
                </Button>
                <Button variant="default" size="xs" onClick={() => setConfirmingDelete(false)}>
                  Keep it
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
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
        )}
      </Stack>
    </form>
  );
}
