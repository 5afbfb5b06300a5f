import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { NOTES_MAX_LENGTH, requestActionBodySchema } from '@shared/schemas/vendor-dates';
import { useSchemaForm } from '@/lib/form';

/** The Request Space and Skip dialogs: an optional free-text note and one confirm button (spec 1 §2.9, §5). */
export function NoteDialog({
  opened,
  title,
  description,
  label,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (notes: string | null) => void;
}) {
  const form = useSchemaForm(requestActionBodySchema, { initialValues: { notes: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={form.onSubmit(({ notes }) => onConfirm(notes))} noValidate>
        <Stack>
          <Text size="sm">{description}</Text>
          <Textarea
            label={label}
            maxLength={NOTES_MAX_LENGTH}
            rows={3}
            data-autofocus
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
