import { useLingui } from '@lingui/react/macro';
import { Badge, Button, CloseButton, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { MissingVendor } from '@shared/schemas/missing-vendors';
import { ListEmpty, ListError } from '@/components/admin-list/list-states';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { MISSING_MSG } from '@/i18n/shared/missing-vendors-messages';
import { formatMarketDay } from '@/i18n/shared/spaces-messages';
import { useQueuedSearchParams } from '@/hooks/use-queued-search-params';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDateSpaces } from '../api/get-date-spaces';
import { useMissingVendors } from '../api/get-missing-vendors';
import { useSendReminders } from '../api/send-reminders';
import { CreateRequestDialog } from '../components/create-request-dialog';
import { MissingVendorCards, MissingVendorsTable } from '../components/missing-vendors-list';
import { TypeFilter } from '../components/type-filter';
import {
  ALL,
  availableSpaces,
  DEFAULT_SORT,
  filterByType,
  sortVendors,
  typeOptions,
  type SortKey,
  type SortState,
} from '../lib/missing-view';

/**
 * /date/{id}/missing (spec 2 §2.3): regulars who have not answered for the date. Reminders go out in one call for
 * every selected vendor; Create Request makes the request for them, may approve it and give them a space.
 */
export function MissingVendorsRoute() {
  const { t } = useLingui();
  usePageTitle(MISSING_MSG.heading);
  const { id = '' } = useParams();
  const [params, updateParams] = useQueuedSearchParams();
  const area = params.get('area') && params.get('area') !== ALL ? params.get('area') : null;
  const report = useMissingVendors(id, area);
  const spaces = useDateSpaces(id);
  const [type, setStoredType] = useVendorTypeFilter();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creatingFor, setCreatingFor] = useState<MissingVendor | null>(null);
  const remind = useSendReminders();
  const remindOnce = useGuardedMutate(remind);

  // The type filter follows the admin's session choice (spec 1 §4); the address bar shows what is applied.
  useEffect(() => {
    if (params.get('type') !== type) updateParams((next) => next.set('type', type));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the applied type changes
  }, [type]);

  const setType = (value: string) => {
    setStoredType(value);
    updateParams((next) => next.set('type', value));
    setSelected(new Set());
  };
  const clearArea = () => {
    updateParams((next) => next.delete('area'));
    setSelected(new Set());
  };

  const all = report.data?.vendors;
  const visible = useMemo(() => sortVendors(filterByType(all ?? [], type), sort), [all, type, sort]);
  const chosen = visible.filter((v) => selected.has(v.id));
  const chosenCount = chosen.length;
  const spaceChoices = useMemo(
    () => (spaces.data ? availableSpaces(spaces.data.spaces) : spaces.isError ? [] : undefined),
    [spaces.data, spaces.isError],
  );
  const areaName = area ? (spaces.data?.areas.find((a) => a.id === area)?.name ?? area) : null;

  const toggle = (vendorId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(vendorId)) next.delete(vendorId);
      else next.add(vendorId);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      visible.length && visible.every((v) => selected.has(v.id)) ? new Set() : new Set(visible.map((v) => v.id)),
    );
  const sortBy = (key: SortKey) =>
    setSort((prev) => ({ key, direction: prev.key === key && prev.direction === 'asc' ? 'desc' : 'asc' }));

  const sendReminders = () =>
    remindOnce(
      { marketDateId: id, vendorIds: chosen.map((v) => v.id) },
      {
        onSuccess: ({ sentCount }) => {
          setSelected(new Set());
          notify.success(MISSING_MSG.remindersSentTitle, MISSING_MSG.remindersSent(sentCount));
        },
        onError: (error) => notify.error(MISSING_MSG.remindersFailed, errorMessage(error, MISSING_MSG.remindersFailed)),
      },
    );

  const heading = report.data ? `${MISSING_MSG.heading} — ${formatMarketDay(report.data.marketDate.date)}` : null;

  let body: ReactNode;
  if (report.isPending) {
    body = (
      <Stack gap="xs" aria-label={t`Loading missing vendors`} role="status">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={44} radius="md" />
        ))}
      </Stack>
    );
  } else if (report.isError) {
    body = <ListError title={MISSING_MSG.loadFailed} error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data.vendors.length === 0) {
    body = <ListEmpty text={MISSING_MSG.noReport} />;
  } else {
    const listProps = {
      vendors: visible,
      sort,
      selected,
      onToggle: toggle,
      onToggleAll: toggleAll,
      onCreateRequest: setCreatingFor,
    };
    body = (
      <Stack gap="md">
        <TypeFilter
          options={typeOptions(spaces.data?.vendorTypes, report.data.vendors, type)}
          value={type}
          narrow={narrow}
          onChange={setType}
        />
        <Group gap="sm">
          <Button
            disabled={chosen.length === 0}
            loading={remind.isPending}
            onClick={sendReminders}
            rightSection={
              <Badge size="sm" variant="white" color="dark" aria-label={t`${chosenCount} selected`}>
                {chosen.length}
              </Badge>
            }
          >
            {MISSING_MSG.sendReminders}
          </Button>
        </Group>
        {visible.length === 0 ? (
          <ListEmpty text={MISSING_MSG.noVendors} />
        ) : narrow ? (
          <MissingVendorCards {...listProps} onSortChange={setSort} />
        ) : (
          <MissingVendorsTable {...listProps} onSort={sortBy} />
        )}
      </Stack>
    );
  }

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {heading ?? MISSING_MSG.heading}
        </Title>
        <MarketDateNav marketDateId={id} current="missing" />
        {areaName && (
          <Group gap={4}>
            <Badge variant="light" size="lg">
              {MISSING_MSG.areaFilter(areaName)}
            </Badge>
            <CloseButton size="sm" aria-label={MISSING_MSG.clearArea} onClick={clearArea} />
          </Group>
        )}
        {body}
      </Stack>
      <CreateRequestDialog
        vendor={creatingFor}
        marketDateId={id}
        spaces={spaceChoices}
        onClose={() => setCreatingFor(null)}
      />
    </PageContainer>
  );
}
