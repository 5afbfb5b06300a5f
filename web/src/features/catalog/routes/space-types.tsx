import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import type { SpaceType } from '@shared/schemas/catalog';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useSaveSpaceType, useSpaceTypes } from '../api/space-types';
import { useVendorTypes } from '@/lib/vendor-types';
import { SpaceTypeFees } from '../components/space-type-fees';
import { SpaceTypeForm } from '../components/space-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

const price = (cents: number | null) => (cents === null ? '—' : formatDollars(cents));
const rate = (r: number | null) => (r === null ? '—' : `${r}%`);

/** /admin/space-types: space types with their default price and rate, and their fees per vendor type. */
export function SpaceTypesRoute() {
  usePageTitle('Space Types');
  const spaceTypes = useSpaceTypes();
  const vendorTypes = useVendorTypes();
  const toggle = useSaveSpaceType();
  const [editing, setEditing] = useState<SpaceType | 'new' | null>(null);
  const [feesOf, setFeesOf] = useState<SpaceType | null>(null);
  const types = vendorTypes.data ?? [];
  const labelOf = (id: string | null) => (id ? (types.find((t) => t.id === id)?.label ?? id) : 'Any');

  const setActive = (t: SpaceType, isActive: boolean) =>
    toggle.mutate(
      { id: t.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(isActive ? SETUP_MSG.reactivated('Space type') : SETUP_MSG.deactivated('Space type'), t.name),
        onError: (error) => notify.error(SETUP_MSG.saveFailed('the space type'), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title="Space Types"
      intro="Sizes and default prices of spaces, and the fee each vendor type pays for them."
      what="space types"
      emptyText={SETUP_MSG.noSpaceTypes}
      query={spaceTypes}
      searchText={(t) => `${t.name} ${t.size} ${t.description}`}
      cardTitle={(t) => t.name}
      columns={[
        { key: 'name', header: 'Name', render: (t) => t.name, hideInCard: true },
        { key: 'size', header: 'Size (ft)', render: (t) => t.size },
        { key: 'price', header: 'Default base price', render: (t) => price(t.defaultBasePrice), numeric: true },
        { key: 'rate', header: 'Default rate', render: (t) => rate(t.defaultSalesBasedRate), numeric: true },
        { key: 'vendorType', header: 'For', render: (t) => labelOf(t.vendorTypeId) },
        {
          key: 'fees',
          header: 'Fees',
          render: (t) =>
            t.fees.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <Group gap={4}>
                {t.fees.map((f) => (
                  <Badge miw="max-content" key={f.id} variant="light" color={f.isActive ? 'leaf' : 'gray'}>
                    {labelOf(f.vendorTypeId)}: {price(f.basePrice)}
                    {f.salesBasedRate ? ` / ${f.salesBasedRate}%` : ''}
                  </Badge>
                ))}
              </Group>
            ),
        },
        { key: 'status', header: 'Status', render: (t) => <ActiveBadge active={t.isActive} /> },
      ]}
      actions={(t) => (
        <RowActions
          name={t.name}
          active={t.isActive}
          onEdit={() => setEditing(t)}
          onToggleActive={() => setActive(t, !t.isActive)}
          busy={toggle.isPending && toggle.variables?.id === t.id}
          extra={
            <Button
              size="compact-sm"
              variant="light"
              color="harvest"
              onClick={() => setFeesOf(t)}
              disabled={!vendorTypes.data}
              aria-label={`Fees for ${t.name}`}
            >
              Fees
            </Button>
          }
        />
      )}
      createLabel="New Space Type"
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <SpaceTypeForm
          spaceType={editing === 'new' ? undefined : editing}
          vendorTypes={types}
          onClose={() => setEditing(null)}
        />
      )}
      {feesOf && <SpaceTypeFees spaceType={feesOf} vendorTypes={types} onClose={() => setFeesOf(null)} />}
    </VocabularyScreen>
  );
}
