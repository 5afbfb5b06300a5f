import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { MarketRequestRow } from '@shared/schemas/space-requests';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { paths } from '@/config/paths';
import { isVendorApproved } from '../lib/requests-view';

/** The vendor's name linking to Vendor Details, with 'Not Approved' when the vendor is not APPROVED. */
export function RequestVendor({ row }: { row: MarketRequestRow }) {
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={paths.vendorDetails(row.vendorId)} size="sm" fw={500}>
        {row.vendorName}
      </Anchor>
      {!isVendorApproved(row) && (
        <Badge size="sm" color="orange" variant="light">
          {SPACES_MSG.notApproved}
        </Badge>
      )}
    </Group>
  );
}
