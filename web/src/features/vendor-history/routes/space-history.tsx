import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import type { SpaceRequestDetail } from '@shared/schemas/space-requests';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import {
  useVendorMoneyViewer,
  VendorMoneyDenied,
  VendorMoneyNotFound,
  VendorMoneyPage,
} from '@/components/vendor-money/vendor-money-page';
import { paths } from '@/config/paths';
import { FinancialEditDialog } from '@/components/space-request-finance/financial-edit-dialog';
import { RequestHistoryDialog } from '@/components/space-request-finance/request-history-dialog';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiStatus } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { vendorRequestsQueryOptions } from '@/lib/vendor-money';
import { RequestsSummaryCard } from '../components/requests-summary';
import { spaceDisplayIn } from '@/lib/space-display';

const money = (cents: number | null) => (cents === null ? '—' : formatDollars(cents));

const spaceHistoryColumns = (): readonly ListColumn<SpaceRequestDetail>[] => [
  { key: 'date', header: t`Market Date`, render: (r) => formatMarketDate(r.marketDate), hideInCard: true },
  {
    key: 'status',
    header: t`Status`,
    render: (r) => (
      <Group gap={4} wrap="nowrap">
        <RequestStatusBadge status={r.status} />
        {r.isPastDue && (
          <Badge color="red" variant="filled">
            {REQUESTS_MSG.pastDue}
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'space', header: t`Space`, render: (r) => spaceDisplayIn(r.spaceDisplay) },
  { key: 'base', header: t`Base`, render: (r) => money(r.amountBase), numeric: true },
  { key: 'sales', header: t`Sales`, render: (r) => money(r.grossSales), numeric: true },
  { key: 'fee', header: t`Fee`, render: (r) => money(r.salesBasedFee), numeric: true },
  { key: 'due', header: t`Due`, render: (r) => money(r.amountDue), numeric: true },
  { key: 'paid', header: t`Paid`, render: (r) => money(r.amountPaid), numeric: true },
  {
    key: 'balance',
    header: t`Balance`,
    render: (r) => (
      <Text span fw={r.amountBalance > 0 ? 700 : undefined} size="sm">
        {money(r.amountBalance)}
      </Text>
    ),
    numeric: true,
  },
];

/** The request stays named while its dialog closes, so the dialog does not empty during its exit transition. */
interface Dialog {
  kind: 'edit' | 'history';
  requestId: string;
  opened: boolean;
}

/**
 * /vendor/{id}/requests (spec 3 §2 "Space History"): every request of one vendor, the approved-only summary, and for
 * admins the financial edit and the request's history. A vendor user reaches only its own vendor: the server
 * answers 404 for any other.
 */
export function SpaceHistoryRoute() {
  const { t: tr } = useLingui();
  const { vendorId: id, isAdmin, mayView } = useVendorMoneyViewer();
  const history = useQuery({ ...vendorRequestsQueryOptions(id), enabled: mayView && !!id });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'edit', requestId: '', opened: false });
  const close = () => setDialog((d) => ({ ...d, opened: false }));

  const title =
    isAdmin && history.data
      ? REQUESTS_MSG.vendorSpaceRequestsTitle(history.data.vendor.name)
      : REQUESTS_MSG.spaceHistoryTitle;
  usePageTitle(title);

  if (!mayView || isApiStatus(history.error, 403)) return <VendorMoneyDenied />;

  let body;
  if (history.isPending) body = <ListLoading label={tr`Loading space requests`} />;
  else if (isApiStatus(history.error, 404)) body = <VendorMoneyNotFound />;
  else if (history.isError) {
    body = (
      <ListError title={REQUESTS_MSG.requestsLoadFailed} error={history.error} onRetry={() => void history.refetch()} />
    );
  } else {
    const { requests, summary } = history.data;
    body = (
      <>
        <RequestsSummaryCard summary={summary} />
        {requests.length === 0 ? (
          <ListEmpty text={REQUESTS_MSG.noRequests} />
        ) : (
          <ResponsiveList
            label={tr`Space requests`}
            rows={requests}
            rowKey={(r) => r.id}
            columns={spaceHistoryColumns()}
            cardTitle={(r) => formatMarketDate(r.marketDate)}
            actions={
              isAdmin
                ? (r) => {
                    const date = formatMarketDate(r.marketDate);
                    return (
                      <>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={tr`Edit ${date}`}
                          onClick={() => setDialog({ kind: 'edit', requestId: r.id, opened: true })}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={tr`History ${date}`}
                          onClick={() => setDialog({ kind: 'history', requestId: r.id, opened: true })}
                        >
                          <Trans>History</Trans>
                        </Button>
                      </>
                    );
                  }
                : undefined
            }
          />
        )}
      </>
    );
  }

  return (
    <VendorMoneyPage
      vendorId={id}
      isAdmin={isAdmin}
      title={title}
      actions={
        <Button component={Link} to={paths.vendorPayments(id)} variant="default">
          {REQUESTS_MSG.paymentHistory}
        </Button>
      }
      dialogs={
        isAdmin && (
          <>
            <FinancialEditDialog
              requestId={dialog.kind === 'edit' ? dialog.requestId : ''}
              opened={dialog.opened && dialog.kind === 'edit'}
              onClose={close}
            />
            <RequestHistoryDialog
              // A fresh "show all" toggle for each request.
              key={dialog.kind === 'history' ? dialog.requestId : 'none'}
              requestId={dialog.kind === 'history' ? dialog.requestId : ''}
              opened={dialog.opened && dialog.kind === 'history'}
              onClose={close}
            />
          </>
        )
      }
    >
      {body}
    </VendorMoneyPage>
  );
}
