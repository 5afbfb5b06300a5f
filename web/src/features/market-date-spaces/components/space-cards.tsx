import { useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { SelectAllCheckbox } from '@/components/admin-list/select-all';
import type { SpaceListItem } from '@shared/schemas/spaces';
import { SORT_KEYS, SORT_LABELS, type SortState } from '../lib/spaces-view';
import { SpaceActions, type SpaceActionHandlers } from './space-actions';
import { SpaceFees } from './space-fees';
import { SpaceStatusBadge } from './space-status-badge';
import { SpaceVendor } from './space-vendor';
import type { SelectionProps } from './spaces-table';

/** Under 768 px: a sort dropdown and one card per space (spec 2 §2.1). */
export function SpaceCards({
  spaces,
  sort,
  onSort,
  selection,
  handlers,
}: {
  spaces: SpaceListItem[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  selection: SelectionProps;
  handlers: SpaceActionHandlers;
}) {
  const { t, i18n } = useLingui();
  const sortOptions = SORT_KEYS.flatMap((key) => {
    const column = i18n._(SORT_LABELS[key]);
    return [
      { value: `${key}:asc`, label: t`${column} (A-Z)` },
      { value: `${key}:desc`, label: t`${column} (Z-A)` },
    ];
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <SelectAllCheckbox
          label={t`Select all`}
          ids={spaces.map((s) => s.id)}
          selected={selection.selected}
          onToggleAll={selection.onToggleAll}
        />
        <Select
          label={t`Sort by`}
          w={180}
          data={sortOptions}
          value={`${sort.key}:${sort.direction}`}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            const [key, direction] = v.split(':') as [SortState['key'], SortState['direction']];
            onSort({ key, direction });
          }}
        />
      </Group>
      <Stack gap="sm" aria-label={t`Spaces`}>
        {spaces.map((s) => {
          const { label } = s;
          return (
            <Card key={s.id} withBorder padding="sm" component="article" aria-label={t`Space ${label}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap">
                  <Checkbox
                    aria-label={t`Select space ${label}`}
                    checked={selection.selected.has(s.id)}
                    onChange={() => selection.onToggle(s.id)}
                  />
                  <Stack gap={0}>
                    <Text fw={700}>{label}</Text>
                    <Text size="xs" c="dimmed">
                      {s.area?.name ?? t`No area`} · {s.size}
                    </Text>
                  </Stack>
                </Group>
                <SpaceStatusBadge space={s} />
              </Group>
              <SimpleGrid cols={2} mt="sm" spacing="xs">
                <SpaceFees price={s.calculatedPrice} />
                <SpaceVendor space={s} />
              </SimpleGrid>
              <Group justify="flex-end" mt="sm">
                <SpaceActions space={s} handlers={handlers} />
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
