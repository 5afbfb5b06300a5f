import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { SpaceListItem } from '@shared/schemas/spaces';

export interface SpaceActionHandlers {
  onEdit: (space: SpaceListItem) => void;
  onAssign: (space: SpaceListItem) => void;
  onUnassign: (space: SpaceListItem) => void;
  /** The space being unassigned right now, if any. */
  unassigningId: string | null;
}

/** Each row's actions: edit the space, and assign a vendor or unassign the one it holds. */
export function SpaceActions({ space, handlers }: { space: SpaceListItem; handlers: SpaceActionHandlers }) {
  const { t } = useLingui();
  const { label } = space;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => handlers.onEdit(space)}
        aria-label={t`Edit space ${label}`}
      >
        <Trans>Edit</Trans>
      </Button>
      {space.vendorId ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          loading={handlers.unassigningId === space.id}
          onClick={() => handlers.onUnassign(space)}
          aria-label={t`Unassign vendor from space ${label}`}
        >
          <Trans>Unassign</Trans>
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => handlers.onAssign(space)}
          aria-label={t`Assign vendor to space ${label}`}
        >
          <Trans>Assign</Trans>
        </Button>
      )}
    </Group>
  );
}
