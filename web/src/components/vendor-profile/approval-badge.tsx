import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';

export function PendingBadge({ show = true }: { show?: boolean }) {
  if (!show) return null;
  return (
    <Badge color="yellow" variant="light" size="sm">
      {PROFILE_MSG.pendingApproval}
    </Badge>
  );
}

/** Where a vendor or an admin sees every item, each one says whether it is approved yet. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  if (!approved) return <PendingBadge />;
  return (
    <Badge color="leaf" variant="light" size="sm">
      <Trans context="profile item">Approved</Trans>
    </Badge>
  );
}
