import { useLingui } from '@lingui/react/macro';
import { Loader, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { VENDOR_SEARCH_MIN_CHARS } from '@shared/schemas/vendors';
import { VENDOR_SEARCH_PAUSE_MS } from '@/components/vendor-search/admin-vendor-search';
import { useVendorSearch } from '@/components/vendor-search/search-vendors';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';

export interface PickedVendor {
  id: string;
  name: string;
}

/** Suggestions from the admins' vendor search (3 characters, a pause), plus the vendors already chosen. */
function useVendorOptions(chosen: readonly PickedVendor[]) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), VENDOR_SEARCH_PAUSE_MS);
  const search = useVendorSearch(debounced);
  const found = useMemo(() => search.data ?? [], [search.data]);
  const data = useMemo(() => {
    const seen = new Map<string, string>();
    for (const v of chosen) seen.set(v.id, v.name);
    for (const v of found) if (!seen.has(v.id)) seen.set(v.id, v.name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [chosen, found]);
  const nothingFound =
    debounced.length < VENDOR_SEARCH_MIN_CHARS
      ? VENDOR_MSG.searchTooShort
      : search.isError
        ? VENDOR_MSG.searchFailed
        : VENDOR_MSG.noVendorsFound;
  return { term, setTerm, data, found, nothingFound, searching: search.isFetching };
}

/** One vendor, found by name. */
export function VendorPicker(props: {
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  error?: React.ReactNode;
  label?: string;
  required?: boolean;
}) {
  const { t } = useLingui();
  const chosen = useMemo(() => (props.value ? [props.value] : []), [props.value]);
  const options = useVendorOptions(chosen);
  return (
    <Select
      label={props.label ?? t`Vendor`}
      placeholder={t`Type 3 letters of the vendor's name`}
      required={props.required}
      searchable
      clearable
      data={options.data}
      value={props.value?.id ?? null}
      searchValue={options.term}
      onSearchChange={options.setTerm}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.nothingFound}
      rightSection={options.searching ? <Loader size="xs" /> : undefined}
      error={props.error}
      onChange={(id) => {
        const picked = options.data.find((o) => o.value === id);
        props.onChange(picked ? { id: picked.value, name: picked.label } : null);
      }}
    />
  );
}

/** Several vendors, found by name. */
export function VendorsPicker(props: {
  value: readonly PickedVendor[];
  onChange: (vendors: PickedVendor[]) => void;
  label: string;
  description?: string;
}) {
  const { t } = useLingui();
  const options = useVendorOptions(props.value);
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder={t`Type 3 letters of a vendor's name`}
      searchable
      clearable
      data={options.data}
      value={props.value.map((v) => v.id)}
      searchValue={options.term}
      onSearchChange={options.setTerm}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.nothingFound}
      onChange={(ids) =>
        props.onChange(ids.map((id) => ({ id, name: options.data.find((o) => o.value === id)?.label ?? id })))
      }
    />
  );
}
