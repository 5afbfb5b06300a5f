import { sharedMessagesReady } from '@/i18n/shared-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { PublicRequestAnswer } from '@shared/schemas/public-payments-answers';

import { publicPaths as paths } from '@/config/public-paths';
import { errorMessage } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { cancelRequest, createPaymentShortCode, enterSales, publicPaymentKeys } from '../api/public-request';
import {
  cancelShown,
  formatLongDate,
  hasActions,
  isSalesBased,
  requestPagePayShown,
  statusBanner,
} from '../lib/payment-rules';
import { DetailRows } from './detail-rows';
import { LazyConfirmAction, LazySalesDialog } from './lazy-dialogs';
import { spaceDisplayIn } from '@/lib/space-display';

/** The vendor screens' strings, fetched with the first toast rather than with the page (a phone's first visit). */
const requestMessages = () =>
  import('@/i18n/shared/request-messages').then(async (m) => {
    await sharedMessagesReady();
    return m.REQUESTS_MSG;
  });

/** The fee lines of spec 3 §2; fees that are 0 and do not apply are left out. */
function feeRows(r: PublicRequestAnswer) {
  const rows: [string, string, boolean?][] = [
    [isSalesBased(r) ? PAY_MSG.minimumSpacePrice : PAY_MSG.spacePrice, formatDollars(r.basePrice)],
  ];
  if (isSalesBased(r)) {
    rows.push([PAY_MSG.salesBasedRate, `${r.salesBasedRate}%`]);
    rows.push([PAY_MSG.grossSales, r.grossSales === null ? '—' : formatDollars(r.grossSales)]);
    rows.push([PAY_MSG.salesBasedFee, formatDollars(r.salesBasedFee)]);
  }
  if (r.lateCancellationFee > 0) rows.push([PAY_MSG.lateCancellationFee, formatDollars(r.lateCancellationFee)]);
  if (r.amountLatePaymentFee > 0) rows.push([PAY_MSG.latePaymentFee, formatDollars(r.amountLatePaymentFee)]);
  rows.push([PAY_MSG.totalFee, formatDollars(r.amountDue)]);
  rows.push([PAY_MSG.amountPaid, formatDollars(r.amountPaid)]);
  rows.push([PAY_MSG.remainingBalance, formatDollars(r.amountBalance), true]);
  return rows;
}

/** The public space request page's content (spec 3 §2) for a request the short code opened. */
export function RequestView({ code, request: r }: { code: string; request: PublicRequestAnswer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const banner = statusBanner(r.status);
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: publicPaymentKeys.request(code) });
  // One click, one call: a second click lands before React shows the button as busy.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<'sales' | 'cancel' | null>(null);
  const [salesError, setSalesError] = useState<string | null>(null);
  const [salesOpen, setSalesOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);

  const pay = async () => {
    if (r.paymentShortCode) {
      void navigate(paths.payment(r.paymentShortCode));
      return;
    }
    if (linkBusy) return;
    setLinkBusy(true);
    try {
      const { shortCode } = await createPaymentShortCode(r.spaceRequestId);
      void navigate(paths.payment(shortCode));
    } catch {
      setAlert((await requestMessages()).createPaymentLinkFailed);
      setLinkBusy(false);
    }
  };

  const once = async (kind: 'sales' | 'cancel', work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const doCancel = () =>
    void once('cancel', async () => {
      setAlert(null);
      try {
        const answer = await cancelRequest(code);
        const REQUESTS_MSG = await requestMessages();
        const fee = answer.lateCancellationFee ?? 0;
        if (fee > 0) notify.warning(REQUESTS_MSG.cancelled, REQUESTS_MSG.lateCancellation(formatDollars(fee)));
        else notify.success(REQUESTS_MSG.cancelled, formatLongDate(r.marketDate));
      } catch (error) {
        setAlert(errorMessage(error, PAY_MSG.cancelRequestFailed));
      }
      setConfirmCancel(false);
      await reload();
    });

  const submitSales = (cents: number, split: Record<string, number> | null) =>
    void once('sales', async () => {
      setSalesError(null);
      try {
        await enterSales(code, cents, split);
        await reload();
        setSalesOpen(false);
      } catch (error) {
        setSalesError(errorMessage(error, PAY_MSG.salesUpdateFailed));
      }
    });

  const lateFee = formatDollars(r.lateCancellationFee);
  const balance = formatDollars(r.amountBalance);
  const active = hasActions(r);
  const salesBased = isSalesBased(r);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <Trans>Space Request</Trans>
        </Text>
        <Title order={1}>{formatLongDate(r.marketDate)}</Title>
      </Stack>

      <Alert color={banner.color} variant="light" title={banner.title}>
        {banner.text}
        {r.status === 'canceled' && r.lateCancellationFee > 0 && r.amountBalance > 0 && (
          <Text size="sm" mt="xs">
            {t`A late cancellation fee of ${lateFee} is due.`}
          </Text>
        )}
      </Alert>

      {alert && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              <Trans>Space</Trans>
            </Title>
            <Text fw={700}>{spaceDisplayIn(r.spaceDisplay)}</Text>
          </Group>
          <DetailRows rows={feeRows(r)} />
        </Stack>
      </Card>

      {(active || requestPagePayShown(r)) && (
        <Stack gap="sm">
          {active && salesBased && (
            <>
              <Button variant="default" disabled={!r.isMarketDatePassed} onClick={() => setSalesOpen(true)}>
                {PAY_MSG.enterSales}
              </Button>
              {!r.isMarketDatePassed && (
                <Text size="sm" c="dimmed">
                  {PAY_MSG.salesNotYet}
                </Text>
              )}
            </>
          )}
          {requestPagePayShown(r) && (
            <Button onClick={() => void pay()} loading={linkBusy}>
              {t`Pay ${balance}`}
            </Button>
          )}
          {cancelShown(r) && (
            <Button variant="outline" color="red" onClick={() => setConfirmCancel(true)}>
              <Trans>Cancel Request</Trans>
            </Button>
          )}
        </Stack>
      )}

      <Card withBorder radius="md" padding="lg">
        <Text size="sm" c="dimmed">
          <Trans>Vendor</Trans>
        </Text>
        <Text fw={700}>{r.vendorName}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Market hours: Sundays 9:00 AM to 1:00 PM</Trans>
        </Text>
      </Card>

      {salesOpen && (
        <LazySalesDialog
          opened
          salesBasedRate={r.salesBasedRate}
          grossSales={r.grossSales}
          tenders={r.salesTenders}
          busy={busy === 'sales'}
          error={salesError}
          onClose={() => setSalesOpen(false)}
          onSubmit={submitSales}
        />
      )}
      <LazyConfirmAction
        opened={confirmCancel}
        title={t`Cancel Space Request?`}
        confirmLabel={t`Cancel Request`}
        cancelLabel={t`Keep Request`}
        loading={busy === 'cancel'}
        onConfirm={doCancel}
        onCancel={() => setConfirmCancel(false)}
      >
        <Trans>
          Cancelling cannot be undone without contacting market management. Cancelling after the Tuesday deadline before
          the market date incurs a late cancellation fee.
        </Trans>
      </LazyConfirmAction>
    </Stack>
  );
}
