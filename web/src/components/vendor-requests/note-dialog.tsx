import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { NOTES_MAX_LENGTH, requestActionBodySchema } from '@shared/schemas/vendor-dates';
import { useSchemaForm } from '@/lib/form';

/**
 * The dialogs of Request (notes), Skip and Cancel (a reason): an optional free-text note and the confirm buttons
 * (spec 1 §2.9, §5; spec 3 §4). Reject has two confirm buttons, Skip Date and Cancel Date.
 */
export function NoteDialog({
  opened,
  title,
  description,
  label,
  confirms,
  dismissLabel,
  pending,
  onClose,
}: {
  opened: boolean;
  title: string;
  description: ReactNode;
  label: string;
  confirms: { label: string; color?: string; onConfirm: (notes: string | null) => void }[];
  dismissLabel?: string;
  pending: boolean;
  onClose: () => void;
}) {
  const form = useSchemaForm(requestActionBodySchema, { initialValues: { notes: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const [first, ...others] = confirms;
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={form.onSubmit(({ notes }) => first?.onConfirm(notes))} noValidate>
        <Stack>
          {typeof description === 'string' ? <Text size="sm">{description}</Text> : description}
          <Textarea
            label={label}
            maxLength={NOTES_MAX_LENGTH}
            rows={3}
            data-autofocus
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={pending}>
              {dismissLabel ?? <Trans>Cancel</Trans>}
            </Button>
            {others.map((c) => (
              <Button
                key={c.label}
                color={c.color}
                disabled={pending}
                onClick={() => form.onSubmit(({ notes }) => c.onConfirm(notes))()}
              >
                {c.label}
              </Button>
            ))}
            {first && (
              <Button type="submit" color={first.color} loading={pending}>
                {first.label}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
