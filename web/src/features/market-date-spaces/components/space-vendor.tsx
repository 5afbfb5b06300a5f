import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SpaceListItem } from '@shared/schemas/spaces';
import { paths } from '@/config/paths';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';

/** The vendor's name linking to Vendor Details, with 'Not Approved' when the vendor is not APPROVED. */
export function SpaceVendor({ space }: { space: SpaceListItem }) {
  if (!space.vendor) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={paths.vendorDetails(space.vendor.id)} size="sm" fw={500}>
        {space.vendor.name}
      </Anchor>
      {space.vendor.status !== 'APPROVED' && (
        <Badge size="sm" color="orange" variant="light">
          {SPACES_MSG.notApproved}
        </Badge>
      )}
    </Group>
  );
}
