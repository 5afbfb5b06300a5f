import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { MarketRequestRow } from '@shared/schemas/space-requests';
import type { AdminRequestAction } from '@shared/space-request-rules';
import { CursorPager } from '@/components/admin-list/cursor-pager';
import { ListEmpty, ListError } from '@/components/admin-list/list-states';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import {
  MissingDocumentsOverride,
  missingDocumentsRefusal,
} from '@/components/required-documents/missing-documents-override';
import { PageContainer } from '@/components/ui/page-container';
import { PLACEMENT_TEXT } from '@/components/waitlist/capacity-override';
import { WaitlistPanel } from '@/components/waitlist/waitlist-panel';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCursorPages } from '@/hooks/use-cursor-pages';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { formatMarketDay } from '@/i18n/shared/spaces-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { FinancialEditDialog } from '@/components/space-request-finance/financial-edit-dialog';
import { useVendorTypes } from '@/lib/vendor-types';
import { useBulkChangeRequests } from '../api/bulk-change-requests';
import { requestsKeys } from '../api/keys';
import { useChangeRequest, type RequestChange } from '../api/change-request';
import { useMarketRequests } from '../api/get-market-requests';
import { BulkActions } from '../components/bulk-actions';
import { BulkRefusals, type Refusal } from '../components/bulk-refusals';
import { RejectDialog, type RejectAs } from '../components/reject-dialog';
import { ReopenDialog, type ReopenOverride } from '../components/reopen-dialog';
import type { RequestActionHandlers } from '../components/request-actions';
import { RequestCards } from '../components/request-cards';
import { RequestsFilters } from '../components/requests-filters';
import { RequestsTable } from '../components/requests-table';
import { parseStatusFilter, placementSummary, refusedRows } from '../lib/requests-view';

/** What each single action says when it is done, and when it fails without a reason from the server. */
function changeMessages(change: RequestChange): { done: string; failed: string } {
  switch (change.action) {
    case 'approve':
      return { done: REQUESTS_MSG.approved, failed: REQUESTS_MSG.approveFailed };
    case 'reopen':
      return { done: REQUESTS_MSG.reopened, failed: REQUESTS_MSG.reopenFailed };
    case 'reject':
      return change.as === 'skip'
        ? { done: REQUESTS_MSG.skipped, failed: REQUESTS_MSG.skipFailed }
        : { done: REQUESTS_MSG.cancelled, failed: REQUESTS_MSG.cancelFailed };
  }
}

/** "3 selected requests", as the reject and reopen dialogs name a selection. */
const selectedRequests = (count: number) => plural(count, { one: '# selected request', other: '# selected requests' });

/** Whose request(s) the reject or reopen dialog is about: one row, or the selection. */
type RejectTarget = { row: MarketRequestRow } | { bulk: string[] };

/**
 * /date/{id}/requests (shared spec README, spec 3 §4): the date's space requests by status and vendor type, with the
 * admin's approve, reject (as Skip Date or Cancel Date) and reopen, one at a time or for a selection in one call.
 */
export function MarketRequestsRoute() {
  const { t } = useLingui();
  usePageTitle(REQUESTS_MSG.marketRequestsTitle);
  const { id = '' } = useParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const resetSelection = () => {
    setSelected(new Set());
    setRefusals([]);
  };
  const pages = useCursorPages(resetSelection);
  const { params, cursor } = pages;
  const [type, setStoredType] = useVendorTypeFilter();
  const status = parseStatusFilter(params.get('status'));
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const q = params.get('q') ?? '';
  const requests = useMarketRequests(id, { status, type, q, cursor });
  const vendorTypes = useVendorTypes();

  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [reopening, setReopening] = useState<RejectTarget | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const change = useChangeRequest(id);
  const changeOnce = useGuardedMutate(change);
  const bulk = useBulkChangeRequests(id);
  const bulkOnce = useGuardedMutate(bulk);

  // The type filter follows the admin's session choice (spec 1 §4); the address bar shows what is applied.
  useEffect(() => {
    if (params.get('type') !== type) pages.setFilter('type', type);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the applied type changes
  }, [type]);

  const setType = (value: string) => {
    setStoredType(value);
    pages.setFilter('type', value);
  };

  // The server's order: requests waiting for the manager first, then vendor name A-Z.
  const rows = useMemo(() => requests.data?.items ?? [], [requests.data]);
  const chosen = rows.filter((r) => selected.has(r.vendorId)).map((r) => r.vendorId);

  const toggle = (vendorId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(vendorId)) next.delete(vendorId);
      else next.add(vendorId);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      rows.length && rows.every((r) => selected.has(r.vendorId)) ? new Set() : new Set(rows.map((r) => r.vendorId)),
    );

  const [missingDocuments, setMissingDocuments] = useState<{
    vendorId: string;
    vendorName: string;
    message: string;
  } | null>(null);

  const runChange = (request: RequestChange, vendorName: string) => {
    const messages = changeMessages(request);
    changeOnce(request, {
      onSuccess: (answer) => {
        setRejecting(null);
        setReopening(null);
        // A reopen on a full date says whether the vendor took a place, joined the waitlist or went over the limit.
        const placed = answer.placement ? `${vendorName} — ${PLACEMENT_TEXT[answer.placement]}` : vendorName;
        notify.success(messages.done, placed);
      },
      onError: (error) => {
        setRejecting(null);
        setReopening(null);
        // A vendor without the documents required to sell: the dialog offers "Approve anyway" with a reason.
        const missing = request.action === 'approve' ? missingDocumentsRefusal(error) : null;
        if (missing && request.action === 'approve' && !request.overrideReason) {
          setMissingDocuments({ vendorId: request.vendorId, vendorName, message: missing });
          return;
        }
        notify.error(REQUESTS_MSG.errorTitle, errorMessage(error, messages.failed));
      },
    });
  };

  const runBulk = (
    action: AdminRequestAction,
    vendorIds: string[],
    reason: string | null = null,
    override: ReopenOverride = null,
  ) =>
    bulkOnce(
      { action, vendorIds, reason, ...(override ? { override: true, reason: override.reason } : {}) },
      {
        onSuccess: (result) => {
          setRejecting(null);
          setReopening(null);
          setSelected(new Set());
          setRefusals(refusedRows(rows, result));
          const title = REQUESTS_MSG.bulkDone(result.succeeded, result.failed);
          const placed = placementSummary(result);
          if (result.failed) {
            notify.info(
              title,
              [t`The requests not changed are listed above the table.`, placed].filter(Boolean).join(' '),
            );
          } else notify.success(title, placed ?? t`Every selected request was changed.`);
        },
        onError: (error) => {
          setRejecting(null);
          setReopening(null);
          notify.error(REQUESTS_MSG.errorTitle, errorMessage(error, REQUESTS_MSG.bulkFailed));
        },
      },
    );

  const handlers: RequestActionHandlers = {
    onApprove: (row) => runChange({ action: 'approve', vendorId: row.vendorId }, row.vendorName),
    onReject: (row) => setRejecting({ row }),
    onReopen: (row) => setReopening({ row }),
    onEdit: (row) => setEditing(row.id),
    busyVendorId: change.isPending ? (change.variables?.vendorId ?? null) : null,
  };

  const reject = (as: RejectAs, reason: string | null) => {
    if (!rejecting) return;
    if ('row' in rejecting) {
      runChange({ action: 'reject', vendorId: rejecting.row.vendorId, as, reason }, rejecting.row.vendorName);
    } else {
      runBulk(as === 'skip' ? 'reject-skip' : 'reject-cancel', rejecting.bulk, reason);
    }
  };
  const rejectPending: RejectAs | null = (() => {
    if (!rejecting) return null;
    if ('row' in rejecting) {
      const v = change.isPending ? change.variables : undefined;
      return v?.action === 'reject' && v.vendorId === rejecting.row.vendorId ? v.as : null;
    }
    const action = bulk.isPending ? bulk.variables?.action : undefined;
    return action === 'reject-skip' ? 'skip' : action === 'reject-cancel' ? 'cancel' : null;
  })();

  const reopen = (override: ReopenOverride) => {
    if (!reopening) return;
    if ('row' in reopening) {
      runChange({ action: 'reopen', vendorId: reopening.row.vendorId, override }, reopening.row.vendorName);
    } else {
      runBulk('reopen', reopening.bulk, null, override);
    }
  };

  const missingVendorName = missingDocuments?.vendorName ?? '';
  const date = requests.data?.marketDate.date;
  const heading = date
    ? `${REQUESTS_MSG.marketRequestsTitle} — ${formatMarketDay(date)}`
    : REQUESTS_MSG.marketRequestsTitle;

  const body = () => {
    if (requests.isPending) {
      return (
        <Stack gap="xs" aria-label={t`Loading space requests`} role="status">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} radius="md" />
          ))}
        </Stack>
      );
    }
    if (requests.isError) {
      return (
        <ListError
          title={REQUESTS_MSG.marketRequestsLoadFailed}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      );
    }
    if (rows.length === 0) return <ListEmpty text={REQUESTS_MSG.noRequests} />;
    const selection = { selected, onToggle: toggle, onToggleAll: toggleAll };
    return narrow ? (
      <RequestCards rows={rows} selection={selection} handlers={handlers} />
    ) : (
      <RequestsTable rows={rows} selection={selection} handlers={handlers} />
    );
  };

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {heading}
        </Title>
        <MarketDateNav marketDateId={id} current="requests" />
        <RequestsFilters
          vendorTypes={vendorTypes.data ?? []}
          type={type}
          status={status}
          narrow={narrow}
          onType={setType}
          onStatus={(value) => pages.setFilter('status', value)}
          q={q}
          onQ={(value) => pages.setFilter('q', value)}
        />
        <BulkActions
          count={chosen.length}
          pending={bulk.isPending ? (bulk.variables?.action ?? null) : null}
          onApprove={() => runBulk('approve', chosen)}
          onReject={() => setRejecting({ bulk: chosen })}
          onReopen={() => setReopening({ bulk: chosen })}
        />
        <BulkRefusals refusals={refusals} onClose={() => setRefusals([])} />
        <div aria-busy={requests.isFetching && requests.isPlaceholderData}>{body()}</div>
        <CursorPager
          hasPrevious={pages.hasPrevious}
          nextCursor={requests.data?.nextCursor ?? null}
          onPrevious={pages.previousPage}
          onNext={pages.nextPage}
          busy={requests.isFetching}
        />
        <WaitlistPanel marketDateId={id} />
      </Stack>

      <RejectDialog
        subject={
          !rejecting ? null : 'row' in rejecting ? rejecting.row.vendorName : selectedRequests(rejecting.bulk.length)
        }
        pending={rejectPending}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
      <ReopenDialog
        subject={
          !reopening ? null : 'row' in reopening ? reopening.row.vendorName : selectedRequests(reopening.bulk.length)
        }
        pending={change.isPending || bulk.isPending}
        onReopen={reopen}
        onClose={() => setReopening(null)}
      />
      <Modal
        opened={!!missingDocuments}
        onClose={() => setMissingDocuments(null)}
        title={t`Approve ${missingVendorName}?`}
        centered
      >
        {missingDocuments && (
          <MissingDocumentsOverride
            message={missingDocuments.message}
            actionLabel={t`Approve anyway`}
            pending={change.isPending}
            onCancel={() => setMissingDocuments(null)}
            onOverride={(overrideReason) => {
              const { vendorId, vendorName } = missingDocuments;
              setMissingDocuments(null);
              runChange({ action: 'approve', vendorId, overrideReason }, vendorName);
            }}
          />
        )}
      </Modal>
      {editing && (
        <FinancialEditDialog
          requestId={editing}
          opened
          onClose={() => setEditing(null)}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: requestsKeys.lists(id) })}
        />
      )}
    </PageContainer>
  );
}
