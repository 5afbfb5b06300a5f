import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { SelectAllCheckbox, type SelectionProps } from '@/components/admin-list/select-all';
import type { SpaceListItem } from '@shared/schemas/spaces';
import type { SortKey, SortState } from '../lib/spaces-view';
import { SpaceActions, type SpaceActionHandlers } from './space-actions';
import { SpaceFees } from './space-fees';
import { SpaceStatusBadge } from './space-status-badge';
import { SpaceVendor } from './space-vendor';

export type { SelectionProps };

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  const direction = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
            {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The desktop table (spec 2 §2.1): select, Space, Area, Size, Fees, Status, Vendor, sortable on five columns. */
export function SpacesTable({
  spaces,
  sort,
  onSort,
  selection,
  handlers,
}: {
  spaces: SpaceListItem[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  selection: SelectionProps;
  handlers: SpaceActionHandlers;
}) {
  const { t } = useLingui();
  const selectLabel = (label: string) => t`Select space ${label}`;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t`Spaces`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox
                aria-label={t`Select all spaces`}
                ids={spaces.map((s) => s.id)}
                selected={selection.selected}
                onToggleAll={selection.onToggleAll}
              />
            </Table.Th>
            <SortHeader label={t`Space`} column="space" sort={sort} onSort={onSort} />
            <SortHeader label={t`Area`} column="area" sort={sort} onSort={onSort} />
            <SortHeader label={t`Size`} column="size" sort={sort} onSort={onSort} />
            <Table.Th>
              <Trans>Fees</Trans>
            </Table.Th>
            <SortHeader label={t`Status`} column="status" sort={sort} onSort={onSort} />
            <SortHeader label={t`Vendor`} column="vendor" sort={sort} onSort={onSort} />
            <Table.Th>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spaces.map((s) => (
            <Table.Tr key={s.id} data-space={s.label}>
              <Table.Td>
                <Checkbox
                  aria-label={selectLabel(s.label)}
                  checked={selection.selected.has(s.id)}
                  onChange={() => selection.onToggle(s.id)}
                />
              </Table.Td>
              <Table.Td fw={600}>{s.label}</Table.Td>
              <Table.Td>{s.area?.name ?? '—'}</Table.Td>
              <Table.Td>{s.size}</Table.Td>
              <Table.Td>
                <SpaceFees price={s.calculatedPrice} />
              </Table.Td>
              <Table.Td>
                <SpaceStatusBadge space={s} />
              </Table.Td>
              <Table.Td>
                <SpaceVendor space={s} />
              </Table.Td>
              <Table.Td>
                <SpaceActions space={s} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
