import { Badge } from '@mantine/core';
import { spaceDisplayStatus, type SpaceListItem } from '@shared/schemas/spaces';
import { SPACES_MSG } from '@shared/spaces-messages';

const LOOK = {
  available: { label: 'Available', color: 'gray' },
  assigned: { label: 'Assigned', color: 'blue' },
  confirmed: { label: SPACES_MSG.confirmed, color: 'green' },
} as const;

/** Spec 2 §4: Available (no vendor), Assigned, Confirmed (vendor and confirmation time). */
export function SpaceStatusBadge({ space }: { space: SpaceListItem }) {
  const look = LOOK[spaceDisplayStatus(space)];
  return (
    <Badge variant="light" color={look.color}>
      {look.label}
    </Badge>
  );
}
