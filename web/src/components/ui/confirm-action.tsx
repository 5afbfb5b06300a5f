import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The question asked before anything that cannot be taken back (unassign, delete, reject, cancel, deactivate).
 * Cancel is focused first, so Enter on a stray key press keeps things as they are; while the action runs its
 * button shows that and cannot be pressed again.
 */
export function ConfirmAction(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack gap="md">
        {typeof props.children === 'string' ? <Text size="sm">{props.children}</Text> : props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.loading} data-autofocus>
            {props.cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button color={props.color ?? 'red'} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
