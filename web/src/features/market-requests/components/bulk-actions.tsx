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
  const idle = count === 0 || pending !== null;
  return (
    <Group gap="sm" role="group" aria-label="Selected requests">
      <Button variant="light" color="leaf" disabled={idle} loading={pending === 'approve'} onClick={onApprove}>
        Approve Selected ({count})
      </Button>
      <Button
        variant="light"
        color="red"
        disabled={idle}
        loading={pending === 'reject-skip' || pending === 'reject-cancel'}
        onClick={onReject}
      >
        Reject Selected ({count})
      </Button>
      <Button variant="default" disabled={idle} loading={pending === 'reopen'} onClick={onReopen}>
        Reopen Selected ({count})
      </Button>
    </Group>
  );
}
