import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { createRequestFormSchema, type MissingVendor } from '@shared/schemas/missing-vendors';
import { NOTES_MAX_LENGTH } from '@shared/schemas/vendor-dates';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { MISSING_MSG } from '@/i18n/shared/missing-vendors-messages';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { CapacityOverrideFields, PLACEMENT_TEXT } from '@/components/waitlist/capacity-override';
import { useCreateRequest } from '../api/create-request';

interface Props {
  vendor: MissingVendor | null;
  marketDateId: string;
  /** The date's spaces a request may be given (value: space id); undefined while they load or when they failed. */
  spaces: { value: string; label: string }[] | undefined;
  onClose: () => void;
}

/** Create Request (spec 2 §2.3, §4): notes, approve at once, and an optional space to assign. */
export function CreateRequestDialog(props: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={!!props.vendor}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={props.vendor ? MISSING_MSG.createTitle(props.vendor.name) : ''}
      size="md"
    >
      {props.vendor && <CreateRequestForm key={props.vendor.id} {...props} vendor={props.vendor} />}
    </Modal>
  );
}

function CreateRequestForm({ vendor, marketDateId, spaces, onClose }: Props & { vendor: MissingVendor }) {
  const { t } = useLingui();
  const create = useCreateRequest(marketDateId);
  const createOnce = useGuardedMutate(create);
  const form = useSchemaForm(createRequestFormSchema, {
    initialValues: {
      notes: '',
      approve: false,
      spaceId: null as string | null,
      override: false,
      overrideReason: '',
    },
  });

  const submit = form.onSubmit((values) =>
    createOnce(
      { marketDateId, vendorId: vendor.id, ...values },
      {
        onSuccess: (outcome) => {
          // The request exists either way; a later step that failed is named in the spec's words.
          const placed = outcome.placement ? PLACEMENT_TEXT[outcome.placement] : vendor.name;
          if (outcome.ok) notify.success(MISSING_MSG.requestCreated, placed);
          else notify.error(MISSING_MSG.partialTitle, outcome.failure);
          onClose();
        },
        onError: (error) => notify.error(MISSING_MSG.createFailed, errorMessage(error, MISSING_MSG.createFailed)),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={MISSING_MSG.notesLabel}
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          {...form.getInputProps('notes')}
        />
        <Checkbox label={MISSING_MSG.approveLabel} {...form.getInputProps('approve', { type: 'checkbox' })} />
        <Select
          label={MISSING_MSG.spaceLabel}
          placeholder={MISSING_MSG.noSpace}
          data={spaces ?? []}
          disabled={!spaces}
          searchable
          clearable
          nothingFoundMessage={t`No spaces found`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('spaceId')}
        />
        {spaces && spaces.length === 0 && (
          <Text size="xs" c="dimmed">
            <Trans>Every space of this date is taken.</Trans>
          </Text>
        )}
        <CapacityOverrideFields
          override={form.getInputProps('override', { type: 'checkbox' })}
          reason={form.getInputProps('overrideReason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            {MISSING_MSG.createRequest}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
