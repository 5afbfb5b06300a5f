import { useLocalStorage } from '@mantine/hooks';
import { storageKeys } from '@/config/storage-keys';

export type NavLayout = 'sidebar' | 'toolbar';

/** Spec 1 §9: the narrow-screen breakpoint. Mantine's `sm` breakpoint is the same 48em. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY).matches
    : false;
}

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const booleanOr = (fallback: boolean) => (raw: string | undefined) => {
  const value = parseJson(raw);
  return typeof value === 'boolean' ? value : fallback;
};

/**
 * The signed-in chrome's remembered choices (spec 1 §2.2): top toolbar or sidebar, and the sidebar's collapsed and
 * sticky states. Collapsed is the default under 768 px; a sticky sidebar stays open after choosing a page.
 */
export function useChromePreferences() {
  const collapsedByDefault = isNarrowScreen();
  const [layout, setLayout] = useLocalStorage<NavLayout>({
    key: storageKeys.navLayout,
    defaultValue: 'sidebar',
    getInitialValueInEffect: false,
    deserialize: (raw) => (parseJson(raw) === 'toolbar' ? 'toolbar' : 'sidebar'),
  });
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: storageKeys.sidebarCollapsed,
    defaultValue: collapsedByDefault,
    getInitialValueInEffect: false,
    deserialize: booleanOr(collapsedByDefault),
  });
  const [sticky, setSticky] = useLocalStorage<boolean>({
    key: storageKeys.sidebarSticky,
    defaultValue: true,
    getInitialValueInEffect: false,
    deserialize: booleanOr(true),
  });
  return { layout, setLayout, collapsed, setCollapsed, sticky, setSticky };
}
