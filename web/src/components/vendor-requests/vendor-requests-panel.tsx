import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasPermission } from '@shared/permissions';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { RULE_MESSAGES, type RequestAction } from '@/i18n/shared/space-request-rules';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useChangeRequest } from './api/change-request';
import { createPaymentLink } from './api/create-payment-link';
import { useMarketDates } from './api/get-market-dates';
import { NoteDialog } from './note-dialog';
import { RequestsList } from './requests-list';
import { payNotice, rowActions, type RowAction } from './row-actions';

/** Spec 3 §9: 5 entries first, then Show More. */
const INITIAL_ROWS = 5;

/** What a change's toast says, in the reader's language (read when it shows). */
const success = (action: RequestAction): string =>
  ({
    request: REQUESTS_MSG.requested,
    skip: REQUESTS_MSG.skipped,
    unskip: REQUESTS_MSG.unskipped,
    cancel: REQUESTS_MSG.cancelled,
    approve: REQUESTS_MSG.approved,
    'reject-skip': REQUESTS_MSG.skipped,
    'reject-cancel': REQUESTS_MSG.cancelled,
    reopen: REQUESTS_MSG.reopened,
  })[action];
const failure = (action: RequestAction): string =>
  ({
    request: REQUESTS_MSG.requestFailed,
    skip: REQUESTS_MSG.skipFailed,
    unskip: REQUESTS_MSG.unskipFailed,
    cancel: REQUESTS_MSG.cancelFailed,
    approve: REQUESTS_MSG.approveFailed,
    'reject-skip': REQUESTS_MSG.skipFailed,
    'reject-cancel': REQUESTS_MSG.cancelFailed,
    reopen: REQUESTS_MSG.reopenFailed,
  })[action];

type Dialog = { kind: 'request' | 'skip' | 'cancel' | 'reject'; date: VendorMarketDate };

/**
 * The vendor space requests panel (spec 3 §2): a vendor's market dates with its request on each, the actions of §4
 * by status, role and permission, banners for what is owed, and a receipt per date. Without `vendorId` it shows the
 * signed-in user's own vendor; an admin names the vendor. Hidden without vendor.spaceRequests.view.
 */
export function VendorRequestsPanel({ vendorId, headingOrder = 2 }: { vendorId?: string; headingOrder?: 1 | 2 }) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [past, setPast] = useState(false);
  const [chosenView, setView] = useState<'table' | 'cards'>('table');
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canView = !!user && hasPermission(user.role, user.permissions, 'vendor.spaceRequests.view');
  const scope = vendorId ?? null;
  const dates = useMarketDates(scope, past, canView && (!!scope || !!user?.vendorId));
  const change = useChangeRequest();
  // A double click must send one change: the second would be refused as already made.
  const changeOnce = useGuardedMutate(change);
  const paying = useRef(false);

  if (!user || !canView) return null;
  const view = narrow ? 'cards' : chosenView;
  const data = dates.data;
  const ownVendorId = scope ?? data?.vendor.id ?? user.vendorId;

  const run = (action: RequestAction, date: VendorMarketDate, notes?: string | null) => {
    changeOnce(
      { action, marketDateId: date.id, vendorId: scope, notes },
      {
        onSuccess: (answer) => {
          setDialog(null);
          if (answer.lateCancellationFee > 0) {
            notify.warning(success(action), REQUESTS_MSG.lateCancellation(formatDollars(answer.lateCancellationFee)));
          } else {
            notify.success(success(action), formatMarketDate(date.date));
          }
        },
        // The server's own message when it sent one (e.g. the past-due refusal), else the action's failure text.
        onError: (error) => notify.error(REQUESTS_MSG.errorTitle, errorMessage(error, failure(action))),
      },
    );
  };

  // One payment link per click: a second click while the first is out is ignored.
  const payOnline = (spaceRequestId: string) => {
    if (paying.current) return;
    paying.current = true;
    createPaymentLink(spaceRequestId)
      .then((to) => void navigate(to))
      .catch((error: unknown) =>
        notify.error(REQUESTS_MSG.errorTitle, errorMessage(error, REQUESTS_MSG.createPaymentLinkFailed)),
      )
      .finally(() => {
        paying.current = false;
      });
  };

  const onAction = (action: RowAction, date: VendorMarketDate) => {
    switch (action) {
      case 'request':
      case 'skip':
      case 'cancel':
      case 'reject':
        setDialog({ kind: action, date });
        return;
      case 'pay':
        if (date.spaceRequest) payOnline(date.spaceRequest.id);
        return;
      default:
        run(action, date);
    }
  };

  const now = new Date();
  const rows =
    data?.dates.map((date) => ({
      date,
      actions: rowActions(date, {
        actor: { role: user.role, permissions: user.permissions },
        vendorStatus: data.vendor.status,
        hasPastDueBalance: data.hasPastDueBalance,
        timeZone: data.timeZone,
        now,
        pastView: past,
        today: data.today,
      }),
      payNotice: payNotice(date, date.today ?? data.today),
    })) ?? [];
  const shown = showAll ? rows : rows.slice(0, INITIAL_ROWS);
  const vendorName = scope && data ? data.vendor.name : null;
  const title = REQUESTS_MSG.spaceRequestsTitle;
  const lateFees = (data?.dates ?? []).filter(
    (d) =>
      d.spaceRequest?.status === 'canceled' &&
      d.spaceRequest.lateCancellationFee > 0 &&
      d.spaceRequest.amountBalance > 0,
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={headingOrder}>{vendorName ? t`${title} of ${vendorName}` : title}</Title>
        {ownVendorId && (
          <Group gap="xs">
            <Button component={Link} to={paths.vendorRequestHistory(ownVendorId)} variant="default" size="xs">
              {REQUESTS_MSG.viewAllRequests}
            </Button>
            <Button component={Link} to={paths.vendorPayments(ownVendorId)} variant="default" size="xs">
              {REQUESTS_MSG.paymentHistory}
            </Button>
          </Group>
        )}
      </Group>
      <Group justify="space-between" gap="sm">
        <Switch
          label={REQUESTS_MSG.showPastDates}
          checked={past}
          onChange={(e) => {
            setPast(e.currentTarget.checked);
            setShowAll(false);
          }}
        />
        {!narrow && (
          <SegmentedControl
            aria-label={t`View`}
            size="xs"
            value={chosenView}
            onChange={(v) => setView(v as 'table' | 'cards')}
            data={[
              { value: 'table', label: t`Table` },
              { value: 'cards', label: t`Cards` },
            ]}
          />
        )}
      </Group>

      {!scope && !user.vendorId && (
        <Alert color="yellow" variant="light" icon={<IconAlert />}>
          {VENDOR_DATES_MSG.noVendorForRequests}
        </Alert>
      )}
      {data && data.vendor.status !== 'APPROVED' && user.role !== 'admin' && (
        <Alert color="yellow" variant="light" icon={<IconAlert />}>
          {translateShared(RULE_MESSAGES.notApproved)}
        </Alert>
      )}
      {data?.hasPastDueBalance && (
        <Alert color="yellow" variant="light" icon={<IconAlert />} role="alert">
          {REQUESTS_MSG.pastDueBanner}
        </Alert>
      )}
      {lateFees.map((d) => (
        <Alert key={d.id} color="yellow" variant="light" icon={<IconAlert />}>
          {REQUESTS_MSG.lateCancellationBanner(
            formatDollars(d.spaceRequest!.lateCancellationFee),
            formatMarketDate(d.date),
          )}
        </Alert>
      ))}

      {dates.isPending && dates.fetchStatus === 'fetching' && <ListLoading label={t`Loading market dates`} />}
      {dates.isError && (
        <ListError title={REQUESTS_MSG.datesLoadFailed} error={dates.error} onRetry={() => void dates.refetch()} />
      )}
      {data && rows.length === 0 && <ListEmpty text={REQUESTS_MSG.noRequests} />}
      {data && rows.length > 0 && (
        <RequestsList
          rows={shown}
          view={view}
          timeZone={data.timeZone}
          showMarket={data.vendor.marketIds.length > 1}
          busyDateId={change.isPending ? (change.variables?.marketDateId ?? null) : null}
          onAction={onAction}
        />
      )}
      {rows.length > INITIAL_ROWS && (
        <Group justify="center">
          <Button variant="subtle" onClick={() => setShowAll((v) => !v)}>
            {showAll ? REQUESTS_MSG.showLess : REQUESTS_MSG.showMore}
          </Button>
        </Group>
      )}

      <NoteDialog
        key={dialog ? `${dialog.kind}-${dialog.date.id}` : 'closed'}
        opened={dialog !== null && dialog.kind !== 'cancel'}
        title={
          dialog?.kind === 'skip'
            ? t`Skip Market Date`
            : dialog?.kind === 'reject'
              ? t`Reject Space Request`
              : VENDOR_DATES_MSG.requestSpace
        }
        description={dialog ? formatMarketDate(dialog.date.date) : ''}
        label={dialog?.kind === 'request' ? t`Notes (optional)` : t`Reason (optional)`}
        confirms={
          dialog?.kind === 'reject'
            ? [
                {
                  label: REQUESTS_MSG.cancelDate,
                  color: 'red',
                  onConfirm: (n) => run('reject-cancel', dialog.date, n),
                },
                { label: REQUESTS_MSG.skipDate, onConfirm: (n) => run('reject-skip', dialog.date, n) },
              ]
            : dialog?.kind === 'skip'
              ? [{ label: VENDOR_DATES_MSG.confirmSkip, onConfirm: (n) => run('skip', dialog.date, n) }]
              : [{ label: VENDOR_DATES_MSG.submitRequest, onConfirm: (n) => dialog && run('request', dialog.date, n) }]
        }
        dismissLabel={dialog?.kind === 'reject' ? t`Back` : t`Cancel`}
        pending={change.isPending}
        onClose={() => setDialog(null)}
      />
      <ConfirmAction
        opened={dialog?.kind === 'cancel'}
        title={t`Cancel Market Date`}
        confirmLabel={t`Confirm Cancel`}
        cancelLabel={t`Keep Request`}
        loading={change.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog && run('cancel', dialog.date, null)}
      >
        <Stack gap="xs">
          {dialog && <Text fw={600}>{formatMarketDate(dialog.date.date)}</Text>}
          <Text size="sm">{REQUESTS_MSG.cancelQuestion}</Text>
        </Stack>
      </ConfirmAction>
    </Stack>
  );
}
