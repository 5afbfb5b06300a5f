import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NOTES_MAX_LENGTH } from '@shared/schemas/vendor-dates';

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
  onConfirm: (notes: string) => void;
}) {
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes);
        }}
      >
        <Stack>
          <Text size="sm">{description}</Text>
          <Textarea
            label={label}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={NOTES_MAX_LENGTH}
            rows={3}
            data-autofocus
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
