import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Tooltip } from '@mantine/core';
import type { MarketRequestRow } from '@shared/schemas/space-requests';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { translateShared } from '@/i18n/shared-messages';
import { rowActions } from '../lib/requests-view';

export interface RequestActionHandlers {
  onApprove: (row: MarketRequestRow) => void;
  onReject: (row: MarketRequestRow) => void;
  onReopen: (row: MarketRequestRow) => void;
  /** Opens the financial edit of the row's request (spec 2 §2.7). */
  onEdit: (row: MarketRequestRow) => void;
  /** The vendor whose request is changing right now, if any: its buttons wait. */
  busyVendorId: string | null;
}

/** A row's actions by status (spec 3 §4), as the shared rules allow them to an admin. */
export function RequestActions({ row, handlers }: { row: MarketRequestRow; handlers: RequestActionHandlers }) {
  const { t } = useLingui();
  const vendorName = row.vendorName;
  const actions = rowActions(row);
  const busy = handlers.busyVendorId === row.vendorId;
  const blocked = actions.approve.blockedBy;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {actions.approve.shown &&
        (blocked ? (
          // Kept focusable (not `disabled`) so that the reason shows on hover, focus and touch alike.
          <Tooltip label={translateShared(blocked)} withArrow events={{ hover: true, focus: true, touch: true }}>
            <Button
              size="compact-sm"
              variant="light"
              data-disabled
              aria-disabled
              aria-label={`${REQUESTS_MSG.approve} ${row.vendorName}`}
              onClick={(event) => event.preventDefault()}
            >
              {REQUESTS_MSG.approve}
            </Button>
          </Tooltip>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="leaf"
            loading={busy}
            aria-label={`${REQUESTS_MSG.approve} ${row.vendorName}`}
            onClick={() => handlers.onApprove(row)}
          >
            {REQUESTS_MSG.approve}
          </Button>
        ))}
      {actions.reject && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          disabled={busy}
          aria-label={`${REQUESTS_MSG.reject} ${row.vendorName}`}
          onClick={() => handlers.onReject(row)}
        >
          {REQUESTS_MSG.reject}
        </Button>
      )}
      {actions.reopen && (
        <Button
          size="compact-sm"
          variant="default"
          loading={busy}
          aria-label={`${REQUESTS_MSG.reopen} ${row.vendorName}`}
          onClick={() => handlers.onReopen(row)}
        >
          {REQUESTS_MSG.reopen}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t`Edit ${vendorName}`}
        onClick={() => handlers.onEdit(row)}
      >
        <Trans>Edit</Trans>
      </Button>
    </Group>
  );
}
