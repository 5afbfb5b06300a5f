import { Code, ColorSwatch, Group } from '@mantine/core';
import { useState } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import type { LandmarkType } from '@shared/schemas/catalog';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useLandmarkTypes, useSaveLandmarkType } from '../api/landmark-types';
import { LandmarkTypeForm } from '../components/landmark-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

/** /admin/landmark-types: entrances, restrooms, info booths and the like, as the market map draws them. */
export function LandmarkTypesRoute() {
  usePageTitle('Landmark Types');
  const types = useLandmarkTypes();
  const toggle = useSaveLandmarkType();
  const [editing, setEditing] = useState<LandmarkType | 'new' | null>(null);

  const setActive = (t: LandmarkType, isActive: boolean) =>
    toggle.mutate(
      { id: t.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated('Landmark type') : SETUP_MSG.deactivated('Landmark type'),
            t.name,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed('the landmark type'), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title="Landmark Types"
      intro="What the market map can mark besides spaces."
      what="landmark types"
      emptyText={SETUP_MSG.noLandmarkTypes}
      query={types}
      searchText={(t) => `${t.name} ${t.description}`}
      cardTitle={(t) => t.name}
      columns={[
        { key: 'name', header: 'Name', render: (t) => t.name, hideInCard: true },
        { key: 'icon', header: 'Icon', render: (t) => <Code>{t.icon}</Code> },
        {
          key: 'color',
          header: 'Color',
          render: (t) => (
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={t.color} size={14} />
              {t.color}
            </Group>
          ),
        },
        { key: 'shape', header: 'Shape', render: (t) => t.shape },
        { key: 'status', header: 'Status', render: (t) => <ActiveBadge active={t.isActive} /> },
      ]}
      actions={(t) => (
        <RowActions
          name={t.name}
          active={t.isActive}
          onEdit={() => setEditing(t)}
          onToggleActive={() => setActive(t, !t.isActive)}
          busy={toggle.isPending && toggle.variables?.id === t.id}
        />
      )}
      createLabel="New Landmark Type"
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <LandmarkTypeForm landmarkType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </VocabularyScreen>
  );
}
