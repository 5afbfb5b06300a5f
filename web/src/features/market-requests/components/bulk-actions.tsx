import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { AdminRequestAction } from '@shared/space-request-rules';

/** The selection's actions: each sends every selected vendor in one call. */
export function BulkActions({
  count,
  pending,
  onApprove,
  onReject,
  onReopen,
}: {
  count: number;
  /** The bulk action under way, if any. */
  pending: AdminRequestAction | null;
  onApprove: () => void;
  onReject: () => void;
  onReopen: () => void;
}) {
  const { t } = useLingui();
  const idle = count === 0 || pending !== null;
  return (
    <Group gap="sm" role="group" aria-label={t`Selected requests`}>
      <Button variant="light" color="leaf" disabled={idle} loading={pending === 'approve'} onClick={onApprove}>
        <Trans>Approve Selected ({count})</Trans>
      </Button>
      <Button
        variant="light"
        color="red"
        disabled={idle}
        loading={pending === 'reject-skip' || pending === 'reject-cancel'}
        onClick={onReject}
      >
        <Trans>Reject Selected ({count})</Trans>
      </Button>
      <Button variant="default" disabled={idle} loading={pending === 'reopen'} onClick={onReopen}>
        <Trans>Reopen Selected ({count})</Trans>
      </Button>
    </Group>
  );
}
