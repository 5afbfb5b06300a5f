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
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => handlers.onEdit(space)}
        aria-label={`Edit space ${space.label}`}
      >
        Edit
      </Button>
      {space.vendorId ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          loading={handlers.unassigningId === space.id}
          onClick={() => handlers.onUnassign(space)}
          aria-label={`Unassign vendor from space ${space.label}`}
        >
          Unassign
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => handlers.onAssign(space)}
          aria-label={`Assign vendor to space ${space.label}`}
        >
          Assign
        </Button>
      )}
    </Group>
  );
}
