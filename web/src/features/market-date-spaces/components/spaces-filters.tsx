import { useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import type { SpacesResponse } from '@shared/schemas/spaces';
import { ALL, STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '../lib/spaces-view';

interface Props {
  vendorTypes: SpacesResponse['vendorTypes'];
  areas: SpacesResponse['areas'];
  type: string;
  area: string;
  status: StatusFilter;
  narrow: boolean;
  onType: (value: string) => void;
  onArea: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
}

function FilterButtons({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          size="compact-sm"
          variant={o.value === value ? 'filled' : 'default'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}

/** Spec 2 §2.1: vendor-type buttons (a dropdown under 768 px), area buttons, and the status filter. */
export function SpacesFilters(p: Props) {
  const { t, i18n } = useLingui();
  const typeOptions = [
    { value: ALL, label: t`All Types` },
    ...p.vendorTypes.filter((vt) => vt.isActive || vt.id === p.type).map((vt) => ({ value: vt.id, label: vt.label })),
  ];
  const areaOptions = [
    { value: ALL, label: t`All Areas` },
    ...p.areas.filter((a) => a.isActive || a.id === p.area).map((a) => ({ value: a.id, label: a.name })),
  ];
  return (
    <Stack gap="sm">
      {p.narrow ? (
        <Select
          label={t`Vendor type`}
          data={typeOptions}
          value={p.type}
          onChange={(v) => p.onType(v ?? ALL)}
          allowDeselect={false}
        />
      ) : (
        <FilterButtons label={t`Vendor type`} options={typeOptions} value={p.type} onChange={p.onType} />
      )}
      <FilterButtons label={t`Area`} options={areaOptions} value={p.area} onChange={p.onArea} />
      <SegmentedControl
        aria-label={t`Status`}
        fullWidth={p.narrow}
        w={p.narrow ? undefined : 'fit-content'}
        value={p.status}
        onChange={(v) => p.onStatus(v as StatusFilter)}
        data={STATUS_FILTERS.map((s) => ({ value: s, label: i18n._(STATUS_FILTER_LABELS[s]) }))}
      />
    </Stack>
  );
}
