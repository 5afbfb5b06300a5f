import '@/styles/signed-in';

import { useLingui } from '@lingui/react/macro';
import { AppShell, Box, Burger, Group, Menu, ScrollArea, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import { mainNavigation } from '@/config/navigation';
import { useChromePreferences } from '@/hooks/use-chrome-preferences';
import { homePathFor, type SessionUser } from '@/lib/session';
import { HeaderVendorSearch } from '@/components/vendor-search/header-vendor-search';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { AccountMenu } from './account-menu';
import { SidebarLinks, ToolbarMenuItems, ToolbarNav, visibleEntries } from './nav-links';
import { shellStyle, shellStyles } from './shell-styles';
import { SiteFooter } from './site-footer';

/**
 * The chrome for signed-in admins and vendor users (spec 1 §2.2): a top toolbar or a collapsible sidebar,
 * whichever the person chose last; the account menu sits at the top right either way.
 */
export function SignedInShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { t } = useLingui();
  const { layout, setLayout, collapsed, setCollapsed, sticky, setSticky, isNarrow } = useChromePreferences();
  const entries = visibleEntries(mainNavigation, user);
  const sidebar = layout === 'sidebar';

  // On a phone the open sidebar covers the page, so it always closes once a page is chosen.
  const afterNavigate = () => {
    if (isNarrow || !sticky) setCollapsed(true);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        sidebar ? { width: 250, breakpoint: 'sm', collapsed: { mobile: collapsed, desktop: collapsed } } : undefined
      }
      padding={0}
      style={shellStyle}
      styles={shellStyles}
    >
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {sidebar ? (
              <Burger
                opened={!collapsed}
                onClick={() => setCollapsed(!collapsed)}
                size="sm"
                aria-label={collapsed ? t`Open navigation` : t`Close navigation`}
                aria-expanded={!collapsed}
              />
            ) : (
              <Menu position="bottom-start" width={220} withinPortal>
                <Menu.Target>
                  <Burger size="sm" hiddenFrom="sm" aria-label={t`Open navigation`} />
                </Menu.Target>
                <Menu.Dropdown>
                  <ToolbarMenuItems entries={entries} />
                </Menu.Dropdown>
              </Menu>
            )}
            <Box style={{ flexShrink: 0 }}>
              <Logo to={homePathFor(user)} />
            </Box>
            {!sidebar && <ToolbarNav entries={entries} />}
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {user.role === 'admin' && <HeaderVendorSearch />}
            <NotificationBell user={user} />
            <AccountMenu user={user} layout={layout} onLayoutChange={setLayout} />
          </Group>
        </Group>
      </AppShell.Header>

      {sidebar && (
        <AppShell.Navbar p="sm" component="nav" aria-label={t`Main navigation`}>
          <AppShell.Section grow component={ScrollArea}>
            <SidebarLinks entries={entries} onNavigate={afterNavigate} />
          </AppShell.Section>
          <AppShell.Section pt="sm" visibleFrom="sm" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
            <Switch
              label={t`Keep sidebar open`}
              size="sm"
              checked={sticky}
              onChange={(event) => setSticky(event.currentTarget.checked)}
            />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <AppShell.Main>{children}</AppShell.Main>
      <SiteFooter />
    </AppShell>
  );
}
