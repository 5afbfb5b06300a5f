import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useParams } from 'react-router';
import { formatMarketDate } from '@shared/date-format';
import type { DayActionType, TodaysDates } from '@shared/schemas/market-day';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { marketDayKeys } from '../api/keys';
import { useMarketDay } from '../api/get-market-day';
import { CheckInSheet } from '../components/check-in-sheet';
import { DayCounts } from '../components/day-counts';
import { SyncNotices } from '../components/sync-notices';
import { SyncStatus } from '../components/sync-status';
import { VendorCard } from '../components/vendor-card';
import { dismissNotices, enqueue } from '../lib/action-queue';
import { dayCounts, vendorRows, visibleRows, type Order, type VendorRow } from '../lib/day-view';
import { KeptOnPhone } from '../lib/kept-on-phone';
import { useMarkTime } from '../lib/marks';
import { installOfflineApp } from '../lib/offline-app';
import { syncNow, useQueueSync } from '../lib/sync-queue';
import { useSession } from '@/lib/session';

/** On paper only the check-in sheet: the screen's controls and the app's chrome stay off it. */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  .market-day-sheet, .market-day-sheet * { visibility: visible; }
  .market-day-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
}
`;

/** The sheet is drawn only while the page prints (the print button, or the browser's own print). */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };
  return { printing, print };
}

function MarketDayScreen({ marketDateId }: { marketDateId: string }) {
  const { t } = useLingui();
  usePageTitle(t`Market Day`);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const day = useMarketDay(marketDateId);
  const sync = useQueueSync(marketDateId);
  const [order, setOrder] = useState<Order>('space');
  const [search, setSearch] = useState('');
  const { printing, print } = usePrinting();
  const markTime = useMarkTime();

  const pending = sync.queue?.pending;
  const rows = useMemo(() => (day.data ? vendorRows(day.data, pending ?? []) : []), [day.data, pending]);
  const shown = useMemo(() => visibleRows(rows, order, search), [rows, order, search]);
  const names = useMemo(() => new Map(rows.map((row) => [row.vendorId, row.businessName])), [rows]);
  const manyMarkets = (queryClient.getQueryData<TodaysDates>(marketDayKeys.today())?.length ?? 0) > 1;

  const onAction = useCallback(
    (row: VendorRow, type: DayActionType) => {
      // The time and id are the tap's own: the server orders two phones' marks by when they were made.
      void enqueue(marketDateId, {
        id: crypto.randomUUID(),
        type,
        vendorId: row.vendorId,
        ...(row.spaceId ? { spaceId: row.spaceId } : {}),
        at: new Date().toISOString(),
      });
    },
    [marketDateId],
  );

  if (!day.data) {
    if (day.isError) {
      return (
        <ListError title={t`Could not load the day's vendors`} error={day.error} onRetry={() => void day.refetch()} />
      );
    }
    if (day.fetchStatus === 'paused') {
      return (
        <Alert color="orange" variant="light" title={t`Offline`}>
          <Trans>This day's list is not on this phone yet. It loads as soon as there is a connection.</Trans>
        </Alert>
      );
    }
    return <ListLoading label={t`Loading the day's vendors`} />;
  }

  const { marketDate } = day.data;
  const counts = dayCounts(rows, day.data.emptySpaces);
  const date = formatMarketDate(marketDate.date);
  const waiting = pending?.length ?? 0;

  return (
    <Stack gap="sm">
      <style>{PRINT_CSS}</style>
      {printing && <CheckInSheet marketName={marketDate.marketName} date={marketDate.date} rows={shown} />}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {marketDate.marketName}
          </Title>
          <Text c="dimmed" size="sm">
            {date}
          </Text>
        </div>
        <Button variant="default" size="sm" onClick={print} style={{ flexShrink: 0 }}>
          <Trans>Print sheet</Trans>
        </Button>
      </Group>
      {manyMarkets && (
        <Anchor component={Link} to="/market-day" size="sm">
          <Trans>Today's other markets</Trans>
        </Anchor>
      )}
      <DayCounts counts={counts} />
      <SyncStatus
        waiting={waiting}
        online={sync.online}
        syncing={sync.syncing}
        error={sync.error}
        onSyncNow={() => void syncNow(queryClient, marketDateId, user?.id ?? '')}
      />
      {day.isError && (
        <Text size="sm" c="dimmed">
          <Trans>Showing the list kept on this phone: the latest could not be loaded.</Trans>
        </Text>
      )}
      <SyncNotices
        refused={sync.queue?.refused ?? []}
        overridden={sync.queue?.overridden ?? []}
        vendorName={(vendorId) => names.get(vendorId) ?? vendorId}
        onDismiss={() => void dismissNotices(marketDateId)}
      />
      {rows.length === 0 ? (
        <ListEmpty text={t`No vendors expected today.`} />
      ) : (
        <>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="search"
              label={t`Search vendors`}
              placeholder={t`Name or space`}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              size="md"
              style={{ flex: '1 1 12rem' }}
            />
            <SegmentedControl
              aria-label={t`Order`}
              size="md"
              value={order}
              onChange={(value) => setOrder(value as Order)}
              data={[
                { value: 'space', label: t`By space` },
                { value: 'name', label: t`By name` },
              ]}
            />
          </Group>
          {shown.length === 0 ? (
            <ListEmpty text={t`No vendors match the search.`} />
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, md: 2 }}
              spacing="sm"
              aria-label={t`Expected vendors`}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {shown.map((row) => (
                <VendorCard key={row.vendorId} row={row} onAction={onAction} markTime={markTime} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * /market-day/{marketDateId}: the day's check-in on a phone, one thumb, with or without signal. Marks show at once,
 * wait on the phone and go to the server in one call when it can be reached.
 */
export function MarketDayRoute() {
  const { marketDateId = '' } = useParams();
  useEffect(() => void installOfflineApp(), []);
  return (
    <PageContainer size="lg" px="sm" py="md">
      <KeptOnPhone>
        <MarketDayScreen marketDateId={marketDateId} />
      </KeptOnPhone>
    </PageContainer>
  );
}
