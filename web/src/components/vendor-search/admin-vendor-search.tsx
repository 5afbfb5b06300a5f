import { useLingui } from '@lingui/react/macro';
import { Combobox, Loader, ScrollArea, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { VENDOR_SEARCH_MIN_CHARS } from '@shared/schemas/vendors';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { paths } from '@/config/paths';
import { useVendorSearch } from './search-vendors';

/** Spec 1 §9: search after a 300 ms pause; the suggestion list is at most 300 px tall. */
export const VENDOR_SEARCH_PAUSE_MS = 300;
const VENDOR_SEARCH_LIST_MAX_HEIGHT = 300;

/**
 * The admins' vendor search box in the signed-in header (spec 1 §2.3): suggestions show the vendor and contact
 * name, choosing one opens the vendor, Enter opens the vendor list with the term.
 */
export function AdminVendorSearch({
  autoFocus = false,
  onDone,
  withinPortal = true,
}: {
  autoFocus?: boolean;
  /** Called once a vendor or the list was opened. */
  onDone?: () => void;
  /** False inside a popover, so choosing a suggestion is not a click outside it. */
  withinPortal?: boolean;
} = {}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), VENDOR_SEARCH_PAUSE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useVendorSearch(debounced);
  const ready = debounced.length >= VENDOR_SEARCH_MIN_CHARS && debounced === term.trim();

  const close = () => {
    combobox.closeDropdown();
    setTerm('');
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with no suggestion highlighted: the vendor list, carrying the term.
    if (event.key === 'Enter' && (!combobox.dropdownOpened || combobox.getSelectedOptionIndex() === -1)) {
      const t = term.trim();
      if (!t) return;
      event.preventDefault();
      close();
      void navigate(paths.adminVendorsSearch(t));
    }
  };

  let content;
  if (!ready || search.isPending) {
    content = (
      <Combobox.Empty>
        {term.trim().length < VENDOR_SEARCH_MIN_CHARS ? (
          VENDOR_MSG.searchTooShort
        ) : (
          <Loader size="xs" aria-label={t`Searching`} />
        )}
      </Combobox.Empty>
    );
  } else if (search.isError) {
    content = <Combobox.Empty>{VENDOR_MSG.searchFailed}</Combobox.Empty>;
  } else if (search.data.length === 0) {
    content = <Combobox.Empty>{VENDOR_MSG.noVendorsFound}</Combobox.Empty>;
  } else {
    content = search.data.map((v) => (
      <Combobox.Option value={v.id} key={v.id} aria-label={`${v.name}, ${v.contactName}`}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {v.name}
          </Text>
          <Text size="xs" c="dimmed">
            {v.contactName}
          </Text>
        </Stack>
      </Combobox.Option>
    ));
  }

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(vendorId) => {
        close();
        void navigate(paths.vendorDetails(vendorId));
      }}
      withinPortal={withinPortal}
    >
      <Combobox.Target>
        <TextInput
          type="search"
          aria-label={t`Search vendors`}
          placeholder={VENDOR_MSG.searchPlaceholder}
          value={term}
          size="sm"
          w={{ base: '100%', sm: 220, md: 260 }}
          autoFocus={autoFocus}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => term && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!term.trim()} miw={260}>
        <Combobox.Options aria-label={t`Vendors found`}>
          <ScrollArea.Autosize mah={VENDOR_SEARCH_LIST_MAX_HEIGHT} type="auto">
            {content}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
