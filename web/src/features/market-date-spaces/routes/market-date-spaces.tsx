import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { SpaceListItem } from '@shared/schemas/spaces';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQueuedSearchParams } from '@/hooks/use-queued-search-params';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { formatMarketDay, SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSpaces } from '../api/get-spaces';
import { useUnassignVendor } from '../api/unassign-vendor';
import { AssignVendorDialog } from '../components/assign-vendor-dialog';
import { EditSpaceDialog } from '../components/edit-space-dialog';
import { PublishButton } from '../components/publish-button';
import { AutoAssignButton } from '@/components/market-date/auto-assign-button';
import { RepriceProgress } from '../components/reprice-progress';
import { SpaceCards } from '../components/space-cards';
import type { SpaceActionHandlers } from '../components/space-actions';
import { SpacesFilters } from '../components/spaces-filters';
import { SpacesSummary } from '../components/spaces-summary';
import { SpacesTable } from '../components/spaces-table';
import { useRepriceRun } from '../components/use-reprice-run';
import {
  ALL,
  DEFAULT_SORT,
  filterByStatus,
  filterByTypeAndArea,
  parseStatusFilter,
  sortSpaces,
  summarize,
  type SortKey,
  type SortState,
  type StatusFilter,
} from '../lib/spaces-view';

/** /date/{id}/spaces (spec 2 §2.1): filter, price, assign, reprice and publish a market date's spaces. */
export function MarketDateSpacesRoute() {
  const { t } = useLingui();
  usePageTitle(t`Spaces`);
  const { id = '' } = useParams();
  const spaces = useSpaces(id);
  const [params, updateParams] = useQueuedSearchParams();
  const [type, setStoredType] = useVendorTypeFilter();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const area = params.get('area') || ALL;
  const status = parseStatusFilter(params.get('status'));
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<SpaceListItem | null>(null);
  const [assigning, setAssigning] = useState<SpaceListItem | null>(null);
  const [unassigning, setUnassigning] = useState<SpaceListItem | null>(null);
  const unassign = useUnassignVendor(id);
  const unassignOnce = useGuardedMutate(unassign);
  const reprice = useRepriceRun(id);

  const writeParam = (name: string, value: string) => updateParams((next) => next.set(name, value));

  // The type filter follows the admin's session choice (spec 1 §4); the address bar shows what is applied.
  useEffect(() => {
    if (params.get('type') !== type) writeParam('type', type);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the applied type changes
  }, [type]);

  const setType = (value: string) => {
    setStoredType(value);
    writeParam('type', value);
    setSelected(new Set());
  };
  const setArea = (value: string) => {
    writeParam('area', value);
    setSelected(new Set());
  };
  const setStatus = (value: StatusFilter) => {
    writeParam('status', value);
    setSelected(new Set());
  };

  const all = spaces.data?.spaces;
  const scoped = useMemo(() => filterByTypeAndArea(all ?? [], type, area), [all, type, area]);
  const visible = useMemo(() => sortSpaces(filterByStatus(scoped, status), sort), [scoped, status, sort]);
  const summary = useMemo(() => summarize(scoped), [scoped]);
  const chosen = visible.filter((s) => selected.has(s.id));

  const toggle = (spaceId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(spaceId)) next.delete(spaceId);
      else next.add(spaceId);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      visible.length && visible.every((s) => selected.has(s.id)) ? new Set() : new Set(visible.map((s) => s.id)),
    );
  const sortBy = (key: SortKey) =>
    setSort((prev) => ({ key, direction: prev.key === key && prev.direction === 'asc' ? 'desc' : 'asc' }));

  const handlers: SpaceActionHandlers = {
    onEdit: setEditing,
    onAssign: setAssigning,
    // Freeing a space is asked first: the vendor loses the space, and another may take it at once.
    onUnassign: setUnassigning,
    unassigningId: unassign.isPending ? (unassign.variables?.spaceId ?? null) : null,
  };

  const confirmUnassign = (space: SpaceListItem) =>
    unassignOnce(
      { spaceId: space.id, marketDateId: id },
      {
        onSuccess: () => {
          setUnassigning(null);
          const { label } = space;
          notify.success(SPACES_MSG.vendorUnassigned, t`Space ${label} is available again.`);
        },
        onError: (error) => {
          setUnassigning(null);
          notify.error(SPACES_MSG.unassignFailed, errorMessage(error, SPACES_MSG.unassignFailed));
        },
      },
    );

  if (spaces.isPending) {
    return (
      <PageContainer size="xl">
        <Stack gap="md" role="status" aria-label={t`Loading spaces`}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={28} />
          <Skeleton height={320} />
        </Stack>
      </PageContainer>
    );
  }
  if (spaces.isError) {
    return (
      <PageContainer size="xl">
        <Alert color="red" variant="light" icon={<IconAlert />} title={SPACES_MSG.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(spaces.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void spaces.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      </PageContainer>
    );
  }

  const { marketDate } = spaces.data;
  const dateLabel = formatMarketDay(marketDate.date);
  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {SPACES_MSG.heading} — {dateLabel}
          </Title>
          <Group gap="sm">
            <AutoAssignButton marketDateId={id} />
            <PublishButton marketDateId={id} dateLabel={dateLabel} publishedAt={marketDate.publishedAt} />
          </Group>
        </Group>
        <MarketDateNav marketDateId={id} current="spaces" />

        <SpacesFilters
          vendorTypes={spaces.data.vendorTypes}
          areas={spaces.data.areas}
          type={type}
          area={area}
          status={status}
          narrow={narrow}
          onType={setType}
          onArea={setArea}
          onStatus={setStatus}
        />
        <SpacesSummary summary={summary} />

        <Group gap="sm">
          <Button
            variant="light"
            disabled={chosen.length === 0 || reprice.isPending}
            loading={reprice.isPending}
            onClick={() =>
              reprice.run(
                chosen.map((s) => s.id),
                () => setSelected(new Set()),
              )
            }
          >
            {SPACES_MSG.repriceSelected(chosen.length)}
          </Button>
        </Group>
        {reprice.percent !== null && <RepriceProgress percent={reprice.percent} />}

        {visible.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">{SPACES_MSG.noSpaces}</Text>
          </Paper>
        ) : narrow ? (
          <SpaceCards
            spaces={visible}
            sort={sort}
            onSort={setSort}
            selection={{ selected, onToggle: toggle, onToggleAll: toggleAll }}
            handlers={handlers}
          />
        ) : (
          <SpacesTable
            spaces={visible}
            sort={sort}
            onSort={sortBy}
            selection={{ selected, onToggle: toggle, onToggleAll: toggleAll }}
            handlers={handlers}
          />
        )}
      </Stack>

      <EditSpaceDialog space={editing} marketDateId={id} catalog={spaces.data} onClose={() => setEditing(null)} />
      <AssignVendorDialog space={assigning} marketDateId={id} onClose={() => setAssigning(null)} />
      <ConfirmAction
        opened={!!unassigning}
        title={SPACES_MSG.unassignTitle(unassigning?.label ?? '')}
        confirmLabel={t`Unassign`}
        loading={unassign.isPending}
        onConfirm={() => unassigning && confirmUnassign(unassigning)}
        onCancel={() => setUnassigning(null)}
      >
        {SPACES_MSG.unassignQuestion(unassigning?.vendor?.name ?? t`The vendor`, unassigning?.label ?? '')}
      </ConfirmAction>
    </PageContainer>
  );
}
