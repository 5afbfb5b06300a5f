import { useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { VendorType } from '@shared/schemas/catalog';
import { ALL, STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '../lib/requests-view';

interface Props {
  vendorTypes: readonly VendorType[];
  type: string;
  status: StatusFilter;
  narrow: boolean;
  onType: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
  /** The start of a vendor's name, as in the address bar. */
  q: string;
  onQ: (value: string) => void;
}

/**
 * The type filter (buttons, a dropdown under 768 px), the status filter and the vendor name search, all kept in the
 * address bar; the search waits for a pause in typing before it asks the server.
 */
export function RequestsFilters(p: Props) {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState(p.q);
  const sendQ = useDebouncedCallback((value: string) => p.onQ(value.trim()), 300);
  const typeOptions = [
    { value: ALL, label: t`All Types` },
    ...p.vendorTypes.filter((vt) => vt.isActive || vt.id === p.type).map((vt) => ({ value: vt.id, label: vt.label })),
  ];
  const statusOptions = STATUS_FILTERS.map((s) => ({ value: s, label: i18n._(STATUS_FILTER_LABELS[s]) }));
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
        <Group gap={6} role="group" aria-label={t`Vendor type`}>
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
          label={t`Status`}
          data={statusOptions}
          value={p.status}
          onChange={(v) => p.onStatus((v as StatusFilter | null) ?? ALL)}
          allowDeselect={false}
        />
      ) : (
        <SegmentedControl
          aria-label={t`Status`}
          w="fit-content"
          value={p.status}
          onChange={(v) => p.onStatus(v as StatusFilter)}
          data={statusOptions}
        />
      )}
      <TextInput
        label={t`Vendor name`}
        description={t`Shows the vendors whose name starts with this`}
        type="search"
        maw={{ sm: 320 }}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          sendQ(e.currentTarget.value);
        }}
      />
    </Stack>
  );
}
