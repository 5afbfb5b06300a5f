import { Badge } from '@mantine/core';
import { VENDOR_STATUS_LABELS, type VendorStatusValue } from '@shared/schemas/vendors';

const COLOR: Record<VendorStatusValue, string> = {
  PENDING: 'yellow',
  APPROVED: 'leaf',
  HOLD: 'orange',
  REJECTED: 'red',
  ARCHIVED: 'gray',
};

export function VendorStatusBadge({ status }: { status: VendorStatusValue }) {
  return (
    // Never shortened to "PENDI…" by a narrow table column.
    <Badge color={COLOR[status]} variant="light" radius="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {VENDOR_STATUS_LABELS[status]}
    </Badge>
  );
}
