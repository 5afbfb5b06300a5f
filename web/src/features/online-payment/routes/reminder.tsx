import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { ReminderAnswer } from '@shared/schemas/public-payments-answers';

import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { answerReminder, publicPaymentKeys, usePublicRequest, useReminder } from '../api/public-request';
import { LazyConfirmAction } from '../components/lazy-dialogs';
import { PageMessage } from '../components/page-message';
import { RequestView } from '../components/request-view';
import { formatLongDate } from '../lib/payment-rules';

const notFound = (error: unknown) => isApiStatus(error, 404, 400);

/**
 * /r/{shortCode}: a reminder code asks "Request Space?" (spec 3 §2 "Reminder page") until a request exists, then
 * opens that request at /m/{shortCode}; any other code opens the request page itself.
 */
export function ReminderRoute() {
  const { code = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Space Request`);
  const reminder = useReminder(code);
  const requestWanted = reminder.isError && notFound(reminder.error);
  const isReminder = !requestWanted;
  // Only a code that is not a reminder's is asked for as a request.
  const request = usePublicRequest(code, requestWanted);

  let body;
  if (reminder.isPending || (requestWanted && request.isPending)) {
    body = <PageLoader label={t`Loading request details`} />;
  } else if (isReminder && reminder.isError) {
    body = <PageMessage text={PAY_MSG.requestLoadFailed} onRetry={() => void reminder.refetch()} />;
  } else if (isReminder && reminder.data) {
    const existing = reminder.data.existingRequest;
    if (existing && reminder.data.manageShortCode) {
      return <Navigate to={`/m/${encodeURIComponent(reminder.data.manageShortCode)}`} replace />;
    }
    body = <ReminderQuestion code={code} reminder={reminder.data} />;
  } else if (request.isError) {
    body = notFound(request.error) ? (
      <PageMessage text={PAY_MSG.reminderNotFound} />
    ) : (
      <PageMessage text={PAY_MSG.requestLoadFailed} onRetry={() => void request.refetch()} />
    );
  } else if (request.data) {
    body = <RequestView code={code} request={request.data} />;
  }
  return <PageContainer size="sm">{body}</PageContainer>;
}

function ReminderQuestion({ code, reminder }: { code: string; reminder: ReminderAnswer }) {
  const client = useQueryClient();
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'request' | 'skip' | null>(null);
  // One click, one call: a second click lands before React shows the button as busy.
  const inFlight = useRef(false);
  const { t } = useLingui();
  const existing = reminder.existingRequest;
  const marketDate = formatLongDate(reminder.marketDate);
  const existingStatus = existing?.status;

  const send = async (choice: 'request' | 'skip') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(choice);
    setError(null);
    try {
      await answerReminder(code, choice, reminder.marketDateId);
    } catch (e) {
      setError(
        errorMessage(e, choice === 'request' ? t`Failed to request market date` : t`Failed to skip market date`),
      );
    }
    setConfirmSkip(false);
    // With the answer recorded the page moves on to the request (/m/{shortCode}).
    await client.invalidateQueries({ queryKey: publicPaymentKeys.reminder(code) });
    inFlight.current = false;
    setBusy(null);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {reminder.vendorName}
        </Text>
        <Title order={1}>{PAY_MSG.reminderQuestion}</Title>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text>
            <Trans>
              Would you like a space at the market on <strong>{marketDate}</strong>?
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Market hours: Sundays 9:00 AM to 1:00 PM</Trans>
          </Text>
        </Stack>
      </Card>
      {existing && !reminder.manageShortCode && (
        <Alert color="blue" variant="light" title={PAY_MSG.requestReceivedBanner}>
          {t`Your answer for this date is recorded (${existingStatus}).`}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!existing && (
        <Stack gap="sm">
          <Button onClick={() => void send('request')} loading={busy === 'request'}>
            {PAY_MSG.reminderYes}
          </Button>
          <Button variant="default" onClick={() => setConfirmSkip(true)} disabled={busy !== null}>
            {PAY_MSG.reminderNo}
          </Button>
        </Stack>
      )}
      <LazyConfirmAction
        opened={confirmSkip}
        title={PAY_MSG.confirmSkip}
        confirmLabel={PAY_MSG.confirmSkip}
        cancelLabel={t`Cancel`}
        color="orange"
        loading={busy === 'skip'}
        onConfirm={() => void send('skip')}
        onCancel={() => setConfirmSkip(false)}
      >
        {t`You will not have a space at the market on ${marketDate}.`}
      </LazyConfirmAction>
    </Stack>
  );
}
