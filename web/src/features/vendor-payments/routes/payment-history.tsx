import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import type { PaymentRow } from '@shared/schemas/payments';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import {
  useVendorMoneyViewer,
  VendorMoneyDenied,
  VendorMoneyNotFound,
  VendorMoneyPage,
} from '@/components/vendor-money/vendor-money-page';
import { paths } from '@/config/paths';
import { useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiStatus } from '@/lib/errors';
import { formatDayOf, formatMarketDate } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { formatDollars } from '@/lib/money';
import { paymentMethodLabel, vendorPaymentsQueryOptions, vendorRequestsQueryOptions } from '@/lib/vendor-money';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useRefundPayment } from '../api';
import { PaymentDialog } from '../components/payment-dialog';
import { ReceiptDialog } from '../components/receipt-dialog';

/** The card processor's name, the same in every language. */
const STRIPE = 'Stripe';

/** The day a payment was made: a calendar date as written, an instant in the market's zone. */
const paymentDay = (p: Pick<PaymentRow, 'paidDate' | 'createdAt'>, timeZone: string): string =>
  formatDayOf(p.paidDate ?? p.createdAt, timeZone);

/** A completed card payment taken online (it has the processor's dashboard page) may be refunded by an admin. */
const isRefundable = (p: PaymentRow) =>
  p.status === 'completed' && p.paymentMethod === 'credit' && p.providerDashboardUrl !== null;

const baseColumns = (timeZone: string): ListColumn<PaymentRow>[] => [
  { key: 'date', header: t`Date`, render: (p) => paymentDay(p, timeZone), hideInCard: true },
  { key: 'marketDate', header: t`Market Date`, render: (p) => formatMarketDate(p.marketDate) },
  {
    key: 'status',
    header: t`Status`,
    render: (p) => <PaymentStatusBadge status={p.status} />,
  },
  { key: 'method', header: t`Method`, render: (p) => paymentMethodLabel(p.paymentMethod) },
  { key: 'confirmation', header: t`Confirmation #`, render: (p) => p.stripePaymentId ?? '—' },
  { key: 'amount', header: t`Amount`, render: (p) => formatDollars(p.amount), numeric: true },
];
const notesColumn = (): ListColumn<PaymentRow> => ({
  key: 'notes',
  header: t`Notes`,
  render: (p) =>
    p.notes ? (
      <Text size="sm" lineClamp={2} maw={260}>
        {p.notes}
      </Text>
    ) : (
      '—'
    ),
});

/** What each audience sees (spec 3 §2, §6): admins also the notes. */
const paymentColumns = (isAdmin: boolean, timeZone: string) =>
  isAdmin ? [...baseColumns(timeZone), notesColumn()] : baseColumns(timeZone);

interface Dialogs {
  kind: 'form' | 'receipt' | 'refund';
  payment: PaymentRow | null;
  opened: boolean;
}

/**
 * /vendor/{id}/payments (spec 3 §2 "Payment History"): the vendor's payments with their total; admins record and
 * edit payments, read the notes and print receipts. A vendor user reaches only its own vendor (the server answers
 * 404 for any other).
 */
export function PaymentHistoryRoute() {
  const { t: tr } = useLingui();
  const { vendorId: id, isAdmin, mayView } = useVendorMoneyViewer();
  const timeZone = useMarketTimeZone();
  const payments = useQuery({ ...vendorPaymentsQueryOptions(id), enabled: mayView && !!id });
  // The payment form's market dates: the vendor's requests.
  const requests = useQuery({ ...vendorRequestsQueryOptions(id), enabled: isAdmin && !!id });
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'form', payment: null, opened: false });
  const close = () => setDialog((d) => ({ ...d, opened: false }));
  const refund = useRefundPayment(id);
  const refundOnce = useGuardedSubmit(refund);
  const confirmRefund = () => {
    const payment = dialog.payment;
    if (!payment || refund.isPending) return;
    refundOnce(
      { paymentId: payment.id },
      {
        onSuccess: () => {
          notify.success(REQUESTS_MSG.refunded, formatDollars(payment.amount));
          close();
        },
        onError: (failure) => {
          notify.error(REQUESTS_MSG.refundFailed, errorMessage(failure, REQUESTS_MSG.refundFailed));
          close();
        },
      },
    );
  };

  const vendorName = payments.data?.vendor.name ?? requests.data?.vendor.name ?? '';
  const title = isAdmin && vendorName ? `${vendorName} ${REQUESTS_MSG.paymentHistory}` : REQUESTS_MSG.paymentHistory;
  usePageTitle(REQUESTS_MSG.paymentHistory);

  if (!mayView || isApiStatus(payments.error, 403)) return <VendorMoneyDenied />;

  let body;
  // A user with no vendor of its own at /vendor/payments has no payments to load.
  if (!id) body = <VendorMoneyNotFound />;
  else if (payments.isPending) body = <ListLoading label={tr`Loading payments`} />;
  else if (isApiStatus(payments.error, 404)) body = <VendorMoneyNotFound />;
  else if (payments.isError) {
    body = (
      <ListError
        title={REQUESTS_MSG.paymentsLoadFailed}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  } else if (payments.data.payments.length === 0) {
    body = <ListEmpty text={REQUESTS_MSG.noPaymentInformation} />;
  } else {
    body = (
      <Stack gap="sm">
        <ResponsiveList
          label={tr`Payments`}
          rows={payments.data.payments}
          rowKey={(p) => p.id}
          columns={paymentColumns(isAdmin, timeZone)}
          cardTitle={(p) => paymentDay(p, timeZone)}
          actions={
            isAdmin
              ? (p) => {
                  const link = p.providerDashboardUrl;
                  const amount = formatDollars(p.amount);
                  const day = paymentDay(p, timeZone);
                  const { refund: refundLabel } = REQUESTS_MSG;
                  return (
                    <>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={tr`Edit payment of ${amount} on ${day}`}
                        onClick={() => setDialog({ kind: 'form', payment: p, opened: true })}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={tr`Receipt for ${amount} on ${day}`}
                        onClick={() => setDialog({ kind: 'receipt', payment: p, opened: true })}
                      >
                        <Trans>Receipt</Trans>
                      </Button>
                      {isRefundable(p) && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={tr`${refundLabel} ${amount} paid on ${day}`}
                          onClick={() => setDialog({ kind: 'refund', payment: p, opened: true })}
                        >
                          {REQUESTS_MSG.refund}
                        </Button>
                      )}
                      {link && (
                        <Anchor
                          href={link}
                          target="_blank"
                          rel="noreferrer"
                          size="xs"
                          aria-label={`${REQUESTS_MSG.viewInDashboard}: ${p.stripePaymentId ?? ''}`}
                        >
                          {STRIPE}
                        </Anchor>
                      )}
                    </>
                  );
                }
              : undefined
          }
        />
        <Group justify="flex-end" gap="xs" role="group" aria-label={tr`Total`}>
          <Text fw={600}>
            <Trans>Total</Trans>
          </Text>
          <Text fw={750} data-testid="payments-total">
            {formatDollars(payments.data.total)}
          </Text>
        </Group>
      </Stack>
    );
  }

  return (
    <VendorMoneyPage
      vendorId={id}
      isAdmin={isAdmin}
      title={title}
      actions={
        <Group gap="sm">
          <Button component={Link} to={paths.vendorRequestHistory(id)} variant="default">
            {REQUESTS_MSG.spaceHistoryTitle}
          </Button>
          {isAdmin && (
            <Button onClick={() => setDialog({ kind: 'form', payment: null, opened: true })} disabled={!requests.data}>
              {REQUESTS_MSG.addPayment}
            </Button>
          )}
        </Group>
      }
      dialogs={
        isAdmin && (
          <>
            <PaymentDialog
              vendorId={id}
              opened={dialog.opened && dialog.kind === 'form'}
              payment={dialog.kind === 'form' ? dialog.payment : null}
              requests={requests.data?.requests ?? []}
              onClose={close}
            />
            <ReceiptDialog
              vendorName={vendorName}
              opened={dialog.opened && dialog.kind === 'receipt'}
              payment={dialog.kind === 'receipt' ? dialog.payment : null}
              onClose={close}
            />
            <ConfirmAction
              opened={dialog.opened && dialog.kind === 'refund'}
              title={REQUESTS_MSG.refundConfirmTitle}
              confirmLabel={REQUESTS_MSG.refund}
              loading={refund.isPending}
              onConfirm={confirmRefund}
              onCancel={close}
            >
              {REQUESTS_MSG.refundConfirmText(formatDollars(dialog.payment?.amount ?? 0))}
            </ConfirmAction>
          </>
        )
      }
    >
      {body}
    </VendorMoneyPage>
  );
}
