import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { PaymentSessionAnswer } from '@shared/schemas/public-payments-answers';
import { IconCheck } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import { answerNextMarket, usePaymentSession } from '../api/public-payment';
import { publicPaymentKeys } from '../api/public-request';
import { PageMessage } from '../components/page-message';
import { formatLongDate } from '../lib/payment-rules';

export const skippedNext = () =>
  t`You skipped this market date. Please contact market management if you would like a space.`;
const statusText = (): Record<string, string> => ({
  requested: t`Requested: awaiting approval`,
  approved: t({ message: 'Approved', context: 'space request status' }),
  confirmed: t({ message: 'Confirmed', context: 'space request status' }),
  canceled: t({ message: 'Cancelled', context: 'space request status' }),
});

/** /p/success?session_id= (spec 3 §2 "Payment success"). */
export function PaymentSuccessRoute() {
  usePageTitle(t`Payment Successful`);
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? '';
  const session = usePaymentSession(sessionId);

  let body;
  if (!sessionId) body = <PageMessage text={PAY_MSG.noSessionId} />;
  else if (session.isPending) body = <PageLoader label={t`Checking payment`} />;
  else if (session.isError) body = <PageMessage text={PAY_MSG.verifyFailed} onRetry={() => void session.refetch()} />;
  else body = <SuccessView sessionId={sessionId} session={session.data} />;
  return <PageContainer size="sm">{body}</PageContainer>;
}

function SuccessView({ sessionId, session: s }: { sessionId: string; session: PaymentSessionAnswer }) {
  const { paidFor } = s;
  const marketDate = formatLongDate(s.marketDate);
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" ta="center">
        <IconCheck size={48} color="var(--mantine-color-leaf-7)" aria-hidden />
        <Title order={1}>{PAY_MSG.paymentSuccessful}</Title>
        <Text size="xl" fw={700} data-testid="paid-amount">
          {formatDollars(s.amount)}
        </Text>
        <Text fw={600} data-testid="paid-for">
          {t`${paidFor} for the market on ${marketDate}`}
        </Text>
        {s.status !== 'paid' && (
          <Text size="sm" c="dimmed" role="status">
            <Trans>Your payment is being confirmed.</Trans>
          </Text>
        )}
      </Stack>

      <NextMarketCard sessionId={sessionId} session={s} />

      <Card withBorder radius="md" padding="lg">
        <Text size="sm" c="dimmed">
          <Trans>Vendor</Trans>
        </Text>
        <Text fw={700}>{s.vendorName}</Text>
      </Card>

      <Button component={Link} to={paths.home} variant="default">
        {PAY_MSG.returnHome}
      </Button>
    </Stack>
  );
}

/** "Next Week's Market": the next request when there is one, else Request or Skip (proved by the paid session). */
function NextMarketCard({ sessionId, session: s }: { sessionId: string; session: PaymentSessionAnswer }) {
  const client = useQueryClient();
  const next = s.nextMarket;
  const [busy, setBusy] = useState<'request' | 'skip' | null>(null);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const answer = async (choice: 'request' | 'skip') => {
    if (!next || inFlight.current) return;
    inFlight.current = true;
    setBusy(choice);
    setError(null);
    try {
      await answerNextMarket(s.spaceRequestId, choice, { marketDateId: next.id, sessionId });
      try {
        await client.refetchQueries({ queryKey: publicPaymentKeys.session(sessionId) }, { throwOnError: true });
      } catch {
        setError(PAY_MSG.fetchRequestFailed);
      }
    } catch (e) {
      setError(
        errorMessage(e, choice === 'request' ? t`Failed to request market date` : t`Failed to skip market date`),
      );
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {PAY_MSG.nextWeeksMarket}
        </Title>
        {!next ? (
          <Text size="sm" c="dimmed">
            <Trans>No upcoming market date is scheduled yet.</Trans>
          </Text>
        ) : (
          <>
            <Text fw={600}>{formatLongDate(next.date)}</Text>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            {next.status === 'skipped' ? (
              <>
                <Text size="sm">{skippedNext()}</Text>
                <Button disabled>{PAY_MSG.marketDateSkippedButton}</Button>
              </>
            ) : next.status ? (
              <Group gap="xs">
                <Text size="sm">
                  <Trans>Your request:</Trans>
                </Text>
                <Badge variant="light" color={next.status === 'canceled' ? 'red' : 'leaf'}>
                  {statusText()[next.status] ?? next.status}
                </Badge>
              </Group>
            ) : (
              <Stack gap="sm">
                <Button onClick={() => void answer('request')} loading={busy === 'request'} disabled={busy !== null}>
                  {PAY_MSG.reminderYes}
                </Button>
                <Button
                  variant="default"
                  onClick={() => void answer('skip')}
                  loading={busy === 'skip'}
                  disabled={busy !== null}
                >
                  {PAY_MSG.skipNextWeek}
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
