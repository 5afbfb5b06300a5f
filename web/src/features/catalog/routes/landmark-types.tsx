import { useLingui } from '@lingui/react/macro';
import { Code, ColorSwatch, Group } from '@mantine/core';
import { useState } from 'react';
import type { LandmarkType } from '@shared/schemas/catalog';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useLandmarkTypes, useSaveLandmarkType } from '../api/landmark-types';
import { LandmarkTypeForm, SHAPE_LABELS } from '../components/landmark-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

/** /admin/landmark-types: entrances, restrooms, info booths and the like, as the market map draws them. */
export function LandmarkTypesRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Landmark Types`);
  const types = useLandmarkTypes();
  const toggle = useSaveLandmarkType();
  const [editing, setEditing] = useState<LandmarkType | 'new' | null>(null);

  const setActive = (row: LandmarkType, isActive: boolean) =>
    toggle.mutate(
      { id: row.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated(t`Landmark type`) : SETUP_MSG.deactivated(t`Landmark type`),
            row.name,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed(t`the landmark type`), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title={t`Landmark Types`}
      intro={t`What the market map can mark besides spaces.`}
      what={t`landmark types`}
      emptyText={SETUP_MSG.noLandmarkTypes}
      query={types}
      searchText={(row) => `${row.name} ${row.description}`}
      cardTitle={(row) => row.name}
      columns={[
        { key: 'name', header: t`Name`, render: (row) => row.name, hideInCard: true },
        { key: 'icon', header: t`Icon`, render: (row) => <Code>{row.icon}</Code> },
        {
          key: 'color',
          header: t`Color`,
          render: (row) => (
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={row.color} size={14} />
              {row.color}
            </Group>
          ),
        },
        {
          key: 'shape',
          header: t`Shape`,
          render: (row) => {
            const label = SHAPE_LABELS[row.shape as keyof typeof SHAPE_LABELS];
            return label ? i18n._(label) : row.shape;
          },
        },
        { key: 'status', header: t`Status`, render: (row) => <ActiveBadge active={row.isActive} /> },
      ]}
      actions={(row) => (
        <RowActions
          name={row.name}
          active={row.isActive}
          onEdit={() => setEditing(row)}
          onToggleActive={() => setActive(row, !row.isActive)}
          busy={toggle.isPending && toggle.variables?.id === row.id}
        />
      )}
      createLabel={t`New Landmark Type`}
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <LandmarkTypeForm landmarkType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </VocabularyScreen>
  );
}
