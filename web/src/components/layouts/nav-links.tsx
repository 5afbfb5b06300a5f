import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, NavLink } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { UnreadNotificationsCount } from '@/components/notifications/unread-count';
import { mainNavigation, type NavEntry } from '@/config/navigation';
import { canAccess } from '@/lib/authorization';
import { useSession, type SessionUser } from '@/lib/session';
import { estimateEntryWidth, splitToolbar, TOOLBAR_GAP } from './toolbar-fit';

/** The entries a user may see; a group with no visible child disappears. */
export function visibleEntries(entries: readonly NavEntry[], user: SessionUser): NavEntry[] {
  return entries.flatMap((entry) => {
    if (!canAccess(user, entry.access)) return [];
    if (!entry.children) return [entry.toFor ? { ...entry, to: entry.toFor(user) } : entry];
    const children = visibleEntries(entry.children, user);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** The live count an entry shows beside its label, if any. */
function counterOf(entry: NavEntry) {
  return entry.counter === 'unreadNotifications' ? <UnreadNotificationsCount /> : undefined;
}

const flatten = (entries: readonly NavEntry[]): NavEntry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

/**
 * The address of the entry for the current page: the one whose address is the longest prefix of it, so
 * /admin/vendors marks Vendors and not also Dashboard (/admin). An `exact` entry counts only on its own addresses,
 * so a page no entry lists (Content Review under /admin) marks none rather than the Dashboard.
 */
export function activeAddress(
  pathname: string,
  entries: readonly NavEntry[],
  user: { vendorId: string | null } | null,
): string | undefined {
  const matches = (e: NavEntry, to: string) =>
    e.exact ? pathname === to || e.exact.also.includes(pathname) : pathname === to || pathname.startsWith(`${to}/`);
  return flatten(entries)
    .map((e) => ({ e, to: e.toFor && user ? e.toFor(user) : e.to }))
    .filter((c): c is { e: NavEntry; to: string } => !!c.to && matches(c.e, c.to))
    .map((c) => c.to)
    .sort((a, b) => b.length - a.length)[0];
}

function useIsActive() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const best = activeAddress(pathname, mainNavigation, user);
  return (to: string | undefined) => !!to && to === best;
}

/** Sidebar links; a group opens to show its children. */
export function SidebarLinks({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate: () => void }) {
  const isActive = useIsActive();
  const { i18n } = useLingui();
  return entries.map((entry) =>
    entry.children ? (
      <NavLink
        key={entry.label.id}
        label={i18n._(entry.label)}
        defaultOpened={entry.children.some((child) => isActive(child.to))}
        childrenOffset="sm"
      >
        <SidebarLinks entries={entry.children} onNavigate={onNavigate} />
      </NavLink>
    ) : (
      <NavLink
        key={`${entry.label.id}-${entry.to}`}
        component={Link}
        to={entry.to ?? '#'}
        label={i18n._(entry.label)}
        rightSection={counterOf(entry)}
        active={isActive(entry.to)}
        aria-current={isActive(entry.to) ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        fw={600}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    ),
  );
}

/** Toolbar links for wide screens; a group becomes a drop-down menu. */
function ToolbarLinks({ entries }: { entries: readonly NavEntry[] }) {
  const isActive = useIsActive();
  const { i18n } = useLingui();
  return entries.map((entry) =>
    entry.children ? (
      <Menu key={entry.label.id} position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant={entry.children.some((c) => isActive(c.to)) ? 'light' : 'subtle'}
            size="compact-md"
            style={{ flexShrink: 0 }}
          >
            {i18n._(entry.label)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {entry.children.map((child) => (
            <Menu.Item key={child.label.id} component={Link} to={child.to ?? '#'}>
              {i18n._(child.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ) : (
      <Button
        key={`${entry.label.id}-${entry.to}`}
        component={Link}
        to={entry.to ?? '#'}
        variant={isActive(entry.to) ? 'light' : 'subtle'}
        aria-current={isActive(entry.to) ? 'page' : undefined}
        size="compact-md"
        rightSection={counterOf(entry)}
        style={{ flexShrink: 0 }}
      >
        {i18n._(entry.label)}
      </Button>
    ),
  );
}

/** On a phone the toolbar folds into one menu, groups shown as labelled sections. */
export function ToolbarMenuItems({ entries }: { entries: readonly NavEntry[] }) {
  const { i18n } = useLingui();
  return entries.map((entry) =>
    entry.children ? (
      <div key={entry.label.id}>
        <Menu.Label>{i18n._(entry.label)}</Menu.Label>
        {entry.children.map((child) => (
          <Menu.Item key={child.label.id} component={Link} to={child.to ?? '#'}>
            {i18n._(child.label)}
          </Menu.Item>
        ))}
      </div>
    ) : (
      <Menu.Item
        key={`${entry.label.id}-${entry.to}`}
        component={Link}
        to={entry.to ?? '#'}
        rightSection={counterOf(entry)}
      >
        {i18n._(entry.label)}
      </Menu.Item>
    ),
  );
}

/**
 * The top toolbar's links (spec 1 §2.2): as many as fit whole beside the logo, the rest under "More". The split is
 * guessed from the labels, then checked against what the browser drew; a link that still overflows moves too.
 */
export function ToolbarNav({ entries }: { entries: readonly NavEntry[] }) {
  const { t, i18n } = useLingui();
  const measured = useElementSize<HTMLDivElement>();
  const own = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(measured.ref, own);
  const { width } = measured;
  const widths = entries.map((entry) =>
    estimateEntryWidth(i18n._(entry.label), { counter: !!entry.counter, group: !!entry.children }),
  );
  // Until the nav has been measured (or where nothing is laid out, as in tests) every entry is shown.
  const guess = width > 0 ? splitToolbar(widths, width) : { shown: entries.length, more: false };
  const [correction, setCorrection] = useState({ width: 0, count: 0 });
  const extra = correction.width === width ? correction.count : 0;
  const shown = Math.max(0, guess.shown - extra);
  const more = guess.more || extra > 0;

  useLayoutEffect(() => {
    const nav = own.current;
    if (!nav || width === 0 || shown === 0) return;
    if (nav.scrollWidth > nav.clientWidth + 1) setCorrection({ width, count: extra + 1 });
  }, [width, shown, extra]);

  return (
    <Group
      ref={ref}
      component="nav"
      aria-label={t`Main navigation`}
      gap={TOOLBAR_GAP}
      ml="md"
      visibleFrom="sm"
      wrap="nowrap"
      style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
    >
      <ToolbarLinks entries={entries.slice(0, shown)} />
      {more && (
        <Menu position="bottom-end" width={240} withinPortal>
          <Menu.Target>
            <Button variant="subtle" size="compact-md" style={{ flexShrink: 0 }}>
              <Trans>More</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <ToolbarMenuItems entries={entries.slice(shown)} />
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
