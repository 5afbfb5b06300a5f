import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { storageKeys } from '@/config/storage-keys';

export type NavLayout = 'sidebar' | 'toolbar';

/** Spec 1 §9: the narrow-screen breakpoint. Mantine's `sm` breakpoint is the same 48em. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

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
 * sticky states. What is remembered is the wide-window sidebar. In a narrow window (under 768 px) the sidebar covers
 * the page when open, so there it always starts collapsed, whatever was remembered, and opening it is not
 * remembered; a sidebar left open on a wide window is therefore closed when the window narrows.
 */
export function useChromePreferences() {
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [layout, setLayout] = useLocalStorage<NavLayout>({
    key: storageKeys.navLayout,
    defaultValue: 'sidebar',
    getInitialValueInEffect: false,
    deserialize: (raw) => (parseJson(raw) === 'toolbar' ? 'toolbar' : 'sidebar'),
  });
  const [wideCollapsed, setWideCollapsed] = useLocalStorage<boolean>({
    key: storageKeys.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
    deserialize: booleanOr(false),
  });
  const [narrowOpen, setNarrowOpen] = useState(false);
  const [sticky, setSticky] = useLocalStorage<boolean>({
    key: storageKeys.sidebarSticky,
    defaultValue: true,
    getInitialValueInEffect: false,
    deserialize: booleanOr(true),
  });

  // Narrowing the window closes a sidebar opened there, so widening and narrowing again starts collapsed too.
  const [wasNarrow, setWasNarrow] = useState(isNarrow);
  if (wasNarrow !== isNarrow) {
    setWasNarrow(isNarrow);
    if (isNarrow) setNarrowOpen(false);
  }

  const collapsed = isNarrow ? !narrowOpen : wideCollapsed;
  const setCollapsed = (value: boolean) => (isNarrow ? setNarrowOpen(!value) : setWideCollapsed(value));
  return { layout, setLayout, collapsed, setCollapsed, sticky, setSticky, isNarrow };
}
