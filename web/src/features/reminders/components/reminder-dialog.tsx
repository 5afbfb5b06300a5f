import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { reminderFormSchema, type Reminder } from '@shared/schemas/reminders';
import { NOTE_MAX } from '@shared/schemas/vendor-notes';
import { MarketDateInput } from '@/components/form/market-date-input';
import { useGuardedMutate, useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { REMINDERS_MSG } from '@/i18n/shared/reminders-messages';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useAddReminder, useUpdateNote } from '../api/reminders';
import { VendorPicker, type PickedVendor } from './vendor-picker';

/** Adds a reminder on a vendor (`editing` null) or edits one: its note and its date; the vendor stays. */
export function ReminderDialog(props: {
  opened: boolean;
  editing: Reminder | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { editing } = props;
  const [vendor, setVendor] = useState<PickedVendor | null>(null);
  const form = useSchemaForm(reminderFormSchema, {
    initialValues: { vendorId: '', note: '', reminderDate: '' },
  });
  const add = useAddReminder();
  const update = useUpdateNote();
  const mutateAdd = useGuardedSubmit(add);
  const mutateUpdate = useGuardedMutate(update);

  useEffect(() => {
    if (!props.opened) return;
    const picked = editing ? { id: editing.vendorId, name: editing.vendorName } : null;
    setVendor(picked);
    form.setValues({
      vendorId: picked?.id ?? '',
      note: editing?.note ?? '',
      reminderDate: editing?.reminderDate ?? '',
    });
    form.resetDirty();
    form.clearErrors();
    // Only when the dialog opens or switches to another reminder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.opened, editing?.id]);

  const done = () => {
    notify.success(REMINDERS_MSG.reminderSaved, '');
    props.onClose();
  };
  const failed = (error: unknown) =>
    notify.error(REMINDERS_MSG.reminderSaveFailed, errorMessage(error, REMINDERS_MSG.reminderSaveFailed));

  const submit = form.onSubmit((values) => {
    if (editing) {
      mutateUpdate(
        {
          vendorId: editing.vendorId,
          noteId: editing.id,
          patch: { note: values.note, reminderDate: values.reminderDate },
        },
        { onSuccess: done, onError: failed },
      );
    } else {
      mutateAdd(
        { vendorId: values.vendorId, body: { note: values.note, reminderDate: values.reminderDate } },
        { onSuccess: done, onError: failed },
      );
    }
  });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={editing ? REMINDERS_MSG.editReminder : REMINDERS_MSG.addReminder}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {editing ? null : (
            <VendorPicker
              required
              value={vendor}
              error={form.errors.vendorId}
              onChange={(picked) => {
                setVendor(picked);
                form.setFieldValue('vendorId', picked?.id ?? '');
              }}
            />
          )}
          <Textarea label={t`Note`} rows={3} maxLength={NOTE_MAX} required {...form.getInputProps('note')} />
          <MarketDateInput
            label={t`Reminder date`}
            required
            timeZone={props.timeZone}
            {...form.getInputProps('reminderDate')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
