import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { NARROW_SCREEN_QUERY, useChromePreferences } from '@/hooks/use-chrome-preferences';
import { AdminVendorSearch } from './admin-vendor-search';

/** With the menu in the top toolbar, the box only fits beside it on a wide screen. */
const TOOLBAR_CROWDED_QUERY = '(max-width: 1199.98px)';

const SearchIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" strokeLinecap="round" />
  </svg>
);

/** The admin vendor search in the signed-in header: the box itself, or a button that opens it on a phone. */
export function HeaderVendorSearch() {
  const { t } = useLingui();
  const { layout } = useChromePreferences();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  const crowded = useMediaQuery(TOOLBAR_CROWDED_QUERY, undefined, { getInitialValueInEffect: false });
  // On a phone, or beside a full toolbar, the header has no room for the box: a button opens it instead.
  const compact = narrow || (layout === 'toolbar' && crowded);
  const [opened, setOpened] = useState(false);
  if (!compact) return <AdminVendorSearch />;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus={false}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t`Open vendor search`}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <SearchIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <AdminVendorSearch autoFocus withinPortal={false} onDone={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
