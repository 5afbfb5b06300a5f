import { Button, Menu, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { UnreadNotificationsCount } from '@/components/notifications/unread-count';
import { mainNavigation, type NavEntry } from '@/config/navigation';
import { canAccess } from '@/lib/authorization';
import type { SessionUser } from '@/lib/session';

/** The entries a user may see; a group with no visible child disappears. */
export function visibleEntries(entries: readonly NavEntry[], user: SessionUser): NavEntry[] {
  return entries.flatMap((entry) => {
    if (!canAccess(user, entry.access)) return [];
    if (!entry.children) return [entry];
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
 * The entry for the current page: the one whose address is the longest prefix of it, so /admin/vendors marks
 * Vendors and not also Dashboard (/admin).
 */
function useIsActive() {
  const { pathname } = useLocation();
  const matches = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const best = flatten(mainNavigation)
    .map((e) => e.to)
    .filter((to): to is string => !!to && matches(to))
    .sort((a, b) => b.length - a.length)[0];
  return (to: string | undefined) => !!to && to === best;
}

/** Sidebar links; a group opens to show its children. */
export function SidebarLinks({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate: () => void }) {
  const isActive = useIsActive();
  return entries.map((entry) =>
    entry.children ? (
      <NavLink
        key={entry.label}
        label={entry.label}
        defaultOpened={entry.children.some((child) => isActive(child.to))}
        childrenOffset="sm"
      >
        <SidebarLinks entries={entry.children} onNavigate={onNavigate} />
      </NavLink>
    ) : (
      <NavLink
        key={`${entry.label}-${entry.to}`}
        component={Link}
        to={entry.to ?? '#'}
        label={entry.label}
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
export function ToolbarLinks({ entries }: { entries: readonly NavEntry[] }) {
  const isActive = useIsActive();
  return entries.map((entry) =>
    entry.children ? (
      <Menu key={entry.label} position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant={entry.children.some((c) => isActive(c.to)) ? 'light' : 'subtle'} size="compact-md">
            {entry.label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {entry.children.map((child) => (
            <Menu.Item key={child.label} component={Link} to={child.to ?? '#'}>
              {child.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ) : (
      <Button
        key={`${entry.label}-${entry.to}`}
        component={Link}
        to={entry.to ?? '#'}
        variant={isActive(entry.to) ? 'light' : 'subtle'}
        aria-current={isActive(entry.to) ? 'page' : undefined}
        size="compact-md"
        rightSection={counterOf(entry)}
      >
        {entry.label}
      </Button>
    ),
  );
}

/** On a phone the toolbar folds into one menu, groups shown as labelled sections. */
export function ToolbarMenuItems({ entries }: { entries: readonly NavEntry[] }) {
  return entries.map((entry) =>
    entry.children ? (
      <div key={entry.label}>
        <Menu.Label>{entry.label}</Menu.Label>
        {entry.children.map((child) => (
          <Menu.Item key={child.label} component={Link} to={child.to ?? '#'}>
            {child.label}
          </Menu.Item>
        ))}
      </div>
    ) : (
      <Menu.Item
        key={`${entry.label}-${entry.to}`}
        component={Link}
        to={entry.to ?? '#'}
        rightSection={counterOf(entry)}
      >
        {entry.label}
      </Menu.Item>
    ),
  );
}
