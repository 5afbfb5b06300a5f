import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Area } from '@shared/schemas/catalog';
import { MarketFilter, useMarketFilter } from '@/components/admin-list/market-filter';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useAreas, useSaveArea } from '../api/areas';
import { AreaForm } from '../components/area-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

/**
 * /admin/areas (?market=<id>): the markets' areas (rows, zones), in the order they are listed; each area belongs to
 * one market, whose layouts offer it.
 */
export function AreasRoute() {
  const { t } = useLingui();
  usePageTitle(t`Areas`);
  const areas = useAreas();
  const filter = useMarketFilter();
  // With every market shown, each row names its market.
  const showMarket = filter.several && !filter.marketId;
  const toggle = useSaveArea();
  const [editing, setEditing] = useState<Area | 'new' | null>(null);

  const setActive = (area: Area, isActive: boolean) =>
    toggle.mutate(
      { id: area.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(isActive ? SETUP_MSG.reactivated(t`Area`) : SETUP_MSG.deactivated(t`Area`), area.name),
        onError: (error) => notify.error(SETUP_MSG.saveFailed(t`the area`), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title={t`Areas`}
      intro={t`The parts of the market spaces belong to.`}
      what={t`areas`}
      emptyText={SETUP_MSG.noAreas}
      query={areas}
      searchText={(a) => a.name}
      cardTitle={(a) => a.name}
      columns={[
        { key: 'name', header: t`Name`, render: (a) => a.name, hideInCard: true },
        ...(showMarket
          ? [{ key: 'market', header: t`Market`, render: (a: Area) => filter.shortNameOf(a.marketId) }]
          : []),
        { key: 'sortOrder', header: t`Sort order`, render: (a) => a.sortOrder, numeric: true },
        { key: 'status', header: t`Status`, render: (a) => <ActiveBadge active={a.isActive} /> },
      ]}
      actions={(a) => (
        <RowActions
          name={a.name}
          active={a.isActive}
          onEdit={() => setEditing(a)}
          onToggleActive={() => setActive(a, !a.isActive)}
          busy={toggle.isPending && toggle.variables?.id === a.id}
        />
      )}
      createLabel={t`New Area`}
      onCreate={() => setEditing('new')}
      filters={<MarketFilter filter={filter} />}
      keep={(a) => !filter.marketId || a.marketId === filter.marketId}
    >
      {editing && (
        <AreaForm
          area={editing === 'new' ? undefined : editing}
          markets={filter.markets}
          marketId={filter.marketId ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </VocabularyScreen>
  );
}
