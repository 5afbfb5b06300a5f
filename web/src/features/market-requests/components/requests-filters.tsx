import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import type { VendorType } from '@shared/schemas/catalog';
import { ALL, STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '../lib/requests-view';

interface Props {
  vendorTypes: readonly VendorType[];
  type: string;
  status: StatusFilter;
  narrow: boolean;
  onType: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
}

/** The type filter (buttons, a dropdown under 768 px) and the status filter, both kept in the address bar. */
export function RequestsFilters(p: Props) {
  const typeOptions = [
    { value: ALL, label: 'All Types' },
    ...p.vendorTypes.filter((t) => t.isActive || t.id === p.type).map((t) => ({ value: t.id, label: t.label })),
  ];
  const statusOptions = STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }));
  return (
    <Stack gap="sm">
      {p.narrow ? (
        <Select
          label="Vendor type"
          data={typeOptions}
          value={p.type}
          onChange={(v) => p.onType(v ?? ALL)}
          allowDeselect={false}
        />
      ) : (
        <Group gap={6} role="group" aria-label="Vendor type">
          {typeOptions.map((o) => (
            <Button
              key={o.value}
              size="compact-sm"
              variant={o.value === p.type ? 'filled' : 'default'}
              aria-pressed={o.value === p.type}
              onClick={() => p.onType(o.value)}
            >
              {o.label}
            </Button>
          ))}
        </Group>
      )}
      {p.narrow ? (
        <Select
          label="Status"
          data={statusOptions}
          value={p.status}
          onChange={(v) => p.onStatus((v as StatusFilter | null) ?? ALL)}
          allowDeselect={false}
        />
      ) : (
        <SegmentedControl
          aria-label="Status"
          w="fit-content"
          value={p.status}
          onChange={(v) => p.onStatus(v as StatusFilter)}
          data={statusOptions}
        />
      )}
    </Stack>
  );
}
