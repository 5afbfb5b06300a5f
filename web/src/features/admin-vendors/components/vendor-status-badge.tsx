import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { VendorStatusValue } from '@shared/schemas/vendors';
import { VENDOR_STATUS_TEXT } from '../lib/status-labels';

const COLOR: Record<VendorStatusValue, string> = {
  PENDING: 'yellow',
  APPROVED: 'leaf',
  HOLD: 'orange',
  REJECTED: 'red',
  ARCHIVED: 'gray',
};

export function VendorStatusBadge({ status }: { status: VendorStatusValue }) {
  const { i18n } = useLingui();
  return (
    // Never shortened to "PENDI…" by a narrow table column.
    <Badge color={COLOR[status]} variant="light" radius="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {i18n._(VENDOR_STATUS_TEXT[status])}
    </Badge>
  );
}
