import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';

/** The dialog every catalog form shares: the server's refusal on top, its fields, then Cancel and Save. */
export function CatalogFormModal(props: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          <FormError error={props.error} />
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={props.saving}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
