import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { formatMarketDate } from '@shared/date-format';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTodayMarketDates } from '../api/get-today';
import { KeptOnPhone } from '../lib/kept-on-phone';
import { installOfflineApp } from '../lib/offline-app';

const dayPath = (marketDateId: string) => `/market-day/${encodeURIComponent(marketDateId)}`;

function TodayScreen() {
  const { t } = useLingui();
  usePageTitle(t`Market Day`);
  const today = useTodayMarketDates();

  let body;
  if (today.data) {
    if (today.data.length === 1) return <Navigate to={dayPath(today.data[0]!.marketDateId)} replace />;
    body =
      today.data.length === 0 ? (
        <ListEmpty text={t`No market today.`} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {today.data.map((date) => (
            <Paper component="li" key={date.marketDateId} withBorder radius="md" p="sm">
              <Button
                component={Link}
                to={dayPath(date.marketDateId)}
                fullWidth
                size="xl"
                h="auto"
                py="sm"
                styles={{ label: { flexDirection: 'column', whiteSpace: 'normal' } }}
              >
                <span>{date.marketName}</span>
                <Text component="span" size="sm" fw={500}>
                  {formatMarketDate(date.date)}
                </Text>
              </Button>
            </Paper>
          ))}
        </Stack>
      );
  } else if (today.isError) {
    body = (
      <ListError title={t`Could not load today's markets`} error={today.error} onRetry={() => void today.refetch()} />
    );
  } else if (today.fetchStatus === 'paused') {
    body = (
      <Alert color="orange" variant="light" title={t`Offline`}>
        <Trans>Today's markets are not on this phone yet. They load as soon as there is a connection.</Trans>
      </Alert>
    );
  } else {
    body = <ListLoading label={t`Loading today's markets`} />;
  }

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        <Trans>Market Day</Trans>
      </Title>
      {body}
    </Stack>
  );
}

/** /market-day: today's date of each market; the one there is opens at once. */
export function MarketDayIndexRoute() {
  useEffect(() => void installOfflineApp(), []);
  return (
    <PageContainer size="sm" px="sm" py="md">
      <KeptOnPhone>
        <TodayScreen />
      </KeptOnPhone>
    </PageContainer>
  );
}
