import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { PublicPaymentAnswer } from '@shared/schemas/public-payments-answers';
import { PageContainer } from '@/components/ui/page-container';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import {
  capturePaypalOrder,
  chargeSavedCard,
  createPaypalOrder,
  createSession,
  updateSales,
  usePublicPayment,
  useSavedCards,
} from '../api/public-payment';
import { publicPaymentKeys } from '../api/public-request';
import { DetailRows } from '../components/detail-rows';
import { PageMessage } from '../components/page-message';
import { initialChoice, PaymentMethodsChoice, type MethodChoice } from '../components/payment-methods-choice';
import { LazySalesDialog } from '../components/lazy-dialogs';
import { formatLongDate, isSalesBased, payControlsShown } from '../lib/payment-rules';
import { spaceDisplayIn } from '@/lib/space-display';

/** Where the browser goes for a hosted page (the card checkout, PayPal's approval); replaced in tests. */
export const leavePage = { to: (url: string) => window.location.assign(url) };

const successPath = (sessionId: string) => `/p/success?session_id=${encodeURIComponent(sessionId)}`;

/** Spec 3 §2 Payment Details: a canceled request shows only its late cancellation fee. */
function detailRows(p: PublicPaymentAnswer) {
  if (p.status === 'canceled') {
    return [[PAY_MSG.lateCancellationFee, formatDollars(p.lateCancellationFee)] as const];
  }
  const rows: [string, string, boolean?][] = [
    [isSalesBased(p) ? PAY_MSG.minimumSpacePrice : PAY_MSG.spacePrice, formatDollars(p.amountBase)],
    [PAY_MSG.salesBasedRate, `${p.salesBasedRate}%`],
    [PAY_MSG.grossSales, p.grossSales === null ? '—' : formatDollars(p.grossSales)],
    [PAY_MSG.salesBasedFee, formatDollars(p.salesBasedFee)],
    [PAY_MSG.totalFee, formatDollars(p.amountDue)],
    [PAY_MSG.amountPaid, formatDollars(p.amountPaid)],
  ];
  if (p.amountLatePaymentFee > 0) rows.push([PAY_MSG.latePaymentFee, formatDollars(p.amountLatePaymentFee)]);
  rows.push([PAY_MSG.remainingBalance, formatDollars(p.amountBalance), true]);
  return rows;
}

/** /p/{shortCode} (spec 3 §2 "Public payment page"): no sign-in needed. */
export function PaymentRoute() {
  const { code = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Payment`);
  const payment = usePublicPayment(code);

  let body;
  if (payment.isPending) {
    body = (
      <Text role="status" py="xl" ta="center">
        {PAY_MSG.loadingPayment}
      </Text>
    );
  } else if (payment.isError) {
    body = isApiStatus(payment.error, 404, 400) ? (
      <PageMessage text={PAY_MSG.paymentNotFound} />
    ) : (
      <PageMessage text={PAY_MSG.paymentLoadFailed} onRetry={() => void payment.refetch()} />
    );
  } else {
    body = <PaymentView code={code} payment={payment.data} />;
  }
  return <PageContainer size="sm">{body}</PageContainer>;
}

function PaymentView({ code, payment: p }: { code: string; payment: PublicPaymentAnswer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const cards = useSavedCards(code, true);
  const savedCards = cards.data ?? [];
  const cardOffered = p.cardMode !== null;
  const others = p.paymentServices.filter((s) => s.code !== 'stripe');
  const [chosen, setChosen] = useState<MethodChoice | null>(null);
  const choice = chosen ?? initialChoice(savedCards, cardOffered, others);
  const [busy, setBusy] = useState(false);
  // One click, one call: a second click lands before React shows the button as busy.
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [instructions, setInstructions] = useState<string | null>(null);
  const [salesOpen, setSalesOpen] = useState(false);
  const [salesBusy, setSalesBusy] = useState(false);
  const [salesError, setSalesError] = useState<string | null>(null);

  const reload = () => client.invalidateQueries({ queryKey: publicPaymentKeys.payment(code) });

  // Back from PayPal's approval with ?token={orderId}: capture it once, then show the result.
  const token = search.get('token');
  const captured = useRef(false);
  useEffect(() => {
    if (!token || captured.current) return;
    captured.current = true;
    inFlight.current = true;
    setBusy(true);
    capturePaypalOrder(code, token)
      .then((answer) => void navigate(successPath(answer.sessionId ?? token), { replace: true }))
      .catch((e: unknown) => {
        setError(errorMessage(e, PAY_MSG.paypalCaptureFailed));
        setSearch({}, { replace: true });
        inFlight.current = false;
        setBusy(false);
      });
  }, [token, code, navigate, setSearch]);

  /** `work` answers true when the page is being left, which keeps the button busy on the way out. */
  const run = async (work: () => Promise<boolean>, fallback: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setInstructions(null);
    let leaving = false;
    try {
      leaving = await work();
    } catch (e) {
      setError(errorMessage(e, fallback));
    }
    if (!leaving) {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const pay = () => {
    if (!choice) return;
    if (choice.startsWith('card:')) {
      const id = choice.slice('card:'.length);
      void run(async () => {
        const answer = await chargeSavedCard(code, id);
        void navigate(successPath(answer.sessionId));
        return true;
      }, PAY_MSG.processFailed);
    } else if (choice === 'venmo') {
      void run(async () => {
        const order = await createPaypalOrder(code);
        leavePage.to(order.approveUrl);
        return true;
      }, PAY_MSG.paypalOrderFailed);
    } else {
      void run(
        async () => {
          const answer = await createSession(code, choice);
          if (answer.type === 'checkout') {
            leavePage.to(answer.url);
            return true;
          }
          if (answer.type === 'manual') setInstructions(answer.instructions);
          else await reload();
          return false;
        },
        choice === 'stripe' ? PAY_MSG.initializeFailed : PAY_MSG.processFailed,
      );
    }
  };

  const salesBased = isSalesBased(p);
  const showPay = payControlsShown(p);
  const nothingOffered = savedCards.length === 0 && !cardOffered && others.length === 0;
  const loginPath = `${paths.auth}?returnTo=${encodeURIComponent(`/p/${code}`)}`;

  return (
    <Stack gap="lg">
      <Title order={1}>{PAY_MSG.paymentDetails}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <DetailRows
            rows={[
              [t`Market Date`, formatLongDate(p.marketDate)],
              [t`Vendor`, p.vendorName],
              [t`Space`, spaceDisplayIn(p.spaceDisplay)],
            ]}
          />
          <DetailRows rows={detailRows(p)} />
        </Stack>
      </Card>

      {salesBased && p.status !== 'canceled' && (
        <Stack gap="xs">
          <Button variant="default" disabled={!p.isMarketDatePassed} onClick={() => setSalesOpen(true)}>
            {PAY_MSG.enterSales}
          </Button>
          {!p.isMarketDatePassed && (
            <Text size="sm" c="dimmed">
              {PAY_MSG.salesNotYet}
            </Text>
          )}
        </Stack>
      )}

      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}

      {showPay && !cards.isPending && nothingOffered && (
        <Alert color="yellow" variant="light">
          {PAY_MSG.notConfigured}
        </Alert>
      )}

      {showPay && cards.isPending && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Loading payment methods...</Trans>
        </Text>
      )}

      {/* The choice waits for the saved cards, so a quick tap cannot pay by another method than the default card. */}
      {showPay && !cards.isPending && !nothingOffered && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <PaymentMethodsChoice
              cards={savedCards}
              cardOffered={cardOffered}
              others={others}
              value={choice}
              onChange={(next) => {
                setChosen(next);
                setInstructions(null);
              }}
              disabled={busy}
            />
            {instructions && (
              <Alert color="blue" variant="light" title={t`Payment Instructions`}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {instructions}
                </Text>
              </Alert>
            )}
            <Button size="md" onClick={pay} disabled={busy || !choice} aria-busy={busy}>
              {busy ? PAY_MSG.processing : PAY_MSG.pay(formatDollars(p.amountBalance))}
            </Button>
          </Stack>
        </Card>
      )}

      {!p.signedIn && (
        <Text size="sm" c="dimmed">
          <Trans>
            <Anchor component={Link} underline="always" to={loginPath}>
              Log in
            </Anchor>{' '}
            to save a card on file for faster payments next time.
          </Trans>
        </Text>
      )}

      {salesOpen && (
        <LazySalesDialog
          opened
          salesBasedRate={p.salesBasedRate}
          grossSales={p.grossSales}
          tenders={p.salesTenders}
          busy={salesBusy}
          error={salesError}
          onClose={() => setSalesOpen(false)}
          onSubmit={(cents, split) => {
            if (salesBusy) return;
            setSalesBusy(true);
            setSalesError(null);
            updateSales(code, cents, split)
              .then(async () => {
                await reload();
                setSalesOpen(false);
              })
              .catch((e: unknown) => setSalesError(errorMessage(e, PAY_MSG.salesUpdateFailed)))
              .finally(() => setSalesBusy(false));
          }}
        />
      )}
    </Stack>
  );
}
