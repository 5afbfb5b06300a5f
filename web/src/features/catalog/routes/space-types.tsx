import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { SpaceType } from '@shared/schemas/catalog';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
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
  const { t } = useLingui();
  usePageTitle(t`Space Types`);
  const spaceTypes = useSpaceTypes();
  const vendorTypes = useVendorTypes();
  const toggle = useSaveSpaceType();
  const [editing, setEditing] = useState<SpaceType | 'new' | null>(null);
  const [feesOf, setFeesOf] = useState<SpaceType | null>(null);
  const types = vendorTypes.data ?? [];
  const labelOf = (id: string | null) => (id ? (types.find((row) => row.id === id)?.label ?? id) : t`Any`);

  const setActive = (row: SpaceType, isActive: boolean) =>
    toggle.mutate(
      { id: row.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated(t`Space type`) : SETUP_MSG.deactivated(t`Space type`),
            row.name,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed(t`the space type`), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title={t`Space Types`}
      intro={t`Sizes and default prices of spaces, and the fee each vendor type pays for them.`}
      what={t`space types`}
      emptyText={SETUP_MSG.noSpaceTypes}
      query={spaceTypes}
      searchText={(row) => `${row.name} ${row.size} ${row.description}`}
      cardTitle={(row) => row.name}
      columns={[
        { key: 'name', header: t`Name`, render: (row) => row.name, hideInCard: true },
        { key: 'size', header: t`Size (ft)`, render: (row) => row.size },
        { key: 'price', header: t`Default base price`, render: (row) => price(row.defaultBasePrice), numeric: true },
        { key: 'rate', header: t`Default rate`, render: (row) => rate(row.defaultSalesBasedRate), numeric: true },
        { key: 'vendorType', header: t`For`, render: (row) => labelOf(row.vendorTypeId) },
        {
          key: 'fees',
          header: t`Fees`,
          render: (row) =>
            row.fees.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans context="fees">None</Trans>
              </Text>
            ) : (
              <Group gap={4}>
                {row.fees.map((f) => (
                  <Badge miw="max-content" key={f.id} variant="light" color={f.isActive ? 'leaf' : 'gray'}>
                    {labelOf(f.vendorTypeId)}: {price(f.basePrice)}
                    {f.salesBasedRate ? ` / ${f.salesBasedRate}%` : ''}
                  </Badge>
                ))}
              </Group>
            ),
        },
        { key: 'status', header: t`Status`, render: (row) => <ActiveBadge active={row.isActive} /> },
      ]}
      actions={(row) => {
        const { name } = row;
        return (
          <RowActions
            name={row.name}
            active={row.isActive}
            onEdit={() => setEditing(row)}
            onToggleActive={() => setActive(row, !row.isActive)}
            busy={toggle.isPending && toggle.variables?.id === row.id}
            extra={
              <Button
                size="compact-sm"
                variant="light"
                color="harvest"
                onClick={() => setFeesOf(row)}
                disabled={!vendorTypes.data}
                aria-label={t`Fees for ${name}`}
              >
                <Trans>Fees</Trans>
              </Button>
            }
          />
        );
      }}
      createLabel={t`New Space Type`}
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
