import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { hasPermission } from '@shared/permissions';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { RULE_MESSAGES } from '@shared/space-request-rules';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { MSG } from '@shared/messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useChangeRequest, type VendorDateAction } from '../api/change-request';
import { useVendorMarketDates } from '../api/get-vendor-market-dates';
import { availableActions } from '../components/available-actions';
import { MarketDateList } from '../components/market-date-list';
import { NoteDialog } from '../components/note-dialog';

const SUCCESS: Record<VendorDateAction, string> = {
  request: VENDOR_DATES_MSG.requested,
  skip: VENDOR_DATES_MSG.skipped,
  unskip: VENDOR_DATES_MSG.unskipped,
};
const FAILURE: Record<VendorDateAction, string> = {
  request: VENDOR_DATES_MSG.requestFailed,
  skip: VENDOR_DATES_MSG.skipFailed,
  unskip: VENDOR_DATES_MSG.unskipFailed,
};

/** Spec 1 §2.9: Market Dates / All Available Dates (/vendor/space-requests and /vendor/manage-requests). */
export function VendorMarketDatesRoute() {
  usePageTitle('Market Dates');
  const { user } = useSession();
  const vendorId = user?.vendorId ?? null;
  const canView = !!user && hasPermission(user.role, user.permissions, 'vendor.spaceRequests.view');
  const dates = useVendorMarketDates(canView ? vendorId : null);
  const change = useChangeRequest();
  // A double click on "Submit Request" must send one request: the second would be refused as already requested.
  const changeOnce = useGuardedMutate(change);
  const [dialog, setDialog] = useState<{ action: 'request' | 'skip'; date: VendorMarketDate } | null>(null);

  const run = (action: VendorDateAction, date: VendorMarketDate, notes?: string | null) => {
    changeOnce(
      { action, marketDateId: date.id, notes },
      {
        onSuccess: (answer) => {
          setDialog(null);
          if (answer.lateCancellationFee > 0) {
            notify.info(SUCCESS[action], VENDOR_DATES_MSG.lateCancellation(formatDollars(answer.lateCancellationFee)));
          } else {
            notify.success(SUCCESS[action], formatMarketDate(date.date));
          }
        },
        // The server's own message when it sent one (e.g. the past-due refusal), else the action's failure text.
        onError: (error) => notify.error(MSG.errorTitle, errorMessage(error, FAILURE[action])),
      },
    );
  };

  const header = (
    <Stack gap={2}>
      <Title order={1}>{VENDOR_DATES_MSG.pageTitle}</Title>
      <Text c="dimmed">{VENDOR_DATES_MSG.pageSubtitle}</Text>
    </Stack>
  );

  if (!user || !vendorId) {
    return (
      <PageContainer>
        <Stack gap="lg">
          {header}
          <Alert color="yellow" variant="light" icon={<IconAlert />}>
            {VENDOR_DATES_MSG.noVendorForRequests}
          </Alert>
        </Stack>
      </PageContainer>
    );
  }

  if (!canView) {
    return (
      <PageContainer>
        <Stack gap="lg">
          {header}
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.accessDenied}>
            {VENDOR_DATES_MSG.noViewPermission}
          </Alert>
        </Stack>
      </PageContainer>
    );
  }

  // An employee may see the dates without being allowed to act on them: say why no buttons show.
  const mayAct =
    hasPermission(user.role, user.permissions, 'vendor.spaceRequests.request') ||
    hasPermission(user.role, user.permissions, 'vendor.spaceRequests.skip');
  const data = dates.data;
  const now = new Date();
  const rows =
    data?.dates.map((date) => ({
      date,
      actions: availableActions(date, {
        actor: { role: user.role, permissions: user.permissions },
        vendorStatus: data.vendor.status,
        hasPastDueBalance: data.hasPastDueBalance,
        timeZone: data.timeZone,
        now,
      }),
    })) ?? [];

  return (
    <PageContainer>
      <Stack gap="lg">
        {header}
        {dates.isError && (
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.datesFailed}>
            {errorMessage(dates.error)}
          </Alert>
        )}
        {data && data.vendor.status !== 'APPROVED' && (
          <Alert color="yellow" variant="light" icon={<IconAlert />}>
            {RULE_MESSAGES.notApproved}
          </Alert>
        )}
        {data?.hasPastDueBalance && (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {RULE_MESSAGES.pastDue}
          </Alert>
        )}
        {dates.isPending && (
          <Stack gap="sm" aria-label="Loading market dates">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={56} radius="md" />
            ))}
          </Stack>
        )}
        {data && data.dates.length === 0 && <Text c="dimmed">{VENDOR_DATES_MSG.noUpcomingDates}</Text>}
        {data && data.dates.length > 0 && !mayAct && (
          <Alert color="gray" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.accessDenied}>
            {VENDOR_DATES_MSG.noRequestPermission}
          </Alert>
        )}
        {data && data.dates.length > 0 && (
          <MarketDateList
            rows={rows}
            showActions={mayAct}
            busyDateId={change.isPending ? (change.variables?.marketDateId ?? null) : null}
            onAction={(action, date) => (action === 'unskip' ? run(action, date) : setDialog({ action, date }))}
          />
        )}
      </Stack>
      <NoteDialog
        key={dialog ? `${dialog.action}-${dialog.date.id}` : 'closed'}
        opened={dialog !== null}
        title={dialog?.action === 'skip' ? 'Skip Market Date' : VENDOR_DATES_MSG.requestSpace}
        description={dialog ? formatMarketDate(dialog.date.date) : ''}
        label={dialog?.action === 'skip' ? 'Reason (optional)' : 'Notes (optional)'}
        confirmLabel={dialog?.action === 'skip' ? VENDOR_DATES_MSG.confirmSkip : VENDOR_DATES_MSG.submitRequest}
        pending={change.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(notes) => dialog && run(dialog.action, dialog.date, notes)}
      />
    </PageContainer>
  );
}
