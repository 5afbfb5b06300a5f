import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { spaceDisplayStatus, type SpaceListItem } from '@shared/schemas/spaces';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';

const LOOK = {
  available: { label: msg`Available`, color: 'gray' },
  assigned: { label: msg`Assigned`, color: 'blue' },
  confirmed: { label: null, color: 'green' },
} as const;

/** Spec 2 §4: Available (no vendor), Assigned, Confirmed (vendor and confirmation time). */
export function SpaceStatusBadge({ space }: { space: SpaceListItem }) {
  const { i18n } = useLingui();
  const look = LOOK[spaceDisplayStatus(space)];
  return (
    <Badge variant="light" color={look.color}>
      {look.label ? i18n._(look.label) : SPACES_MSG.confirmed}
    </Badge>
  );
}
