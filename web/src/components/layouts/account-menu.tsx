import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconKey, IconLayoutNavbar, IconLayoutSidebar, IconLogout } from '@/components/ui/shell-icons';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { accountNavigation } from '@/config/navigation';
import { paths } from '@/config/paths';
import type { NavLayout } from '@/hooks/use-chrome-preferences';
import { useLogout } from '@/lib/logout';
import type { SessionUser } from '@/lib/session';
import { LanguageMenuItems } from './language-menu';
import { visibleEntries } from './nav-links';

/** By the entry's address. */
const ENTRY_ICONS: Record<string, ReactNode> = {
  [paths.changePassword]: <IconKey size={16} />,
};

/** The avatar with the user's initials, opening the account menu (spec 1 §2.2). */
export function AccountMenu({
  user,
  layout,
  onLayoutChange,
}: {
  user: SessionUser;
  layout: NavLayout;
  onLayoutChange: (layout: NavLayout) => void;
}) {
  const { t, i18n } = useLingui();
  const logout = useLogout();
  const entries = visibleEntries(accountNavigation, user);
  const otherLayout: NavLayout = layout === 'sidebar' ? 'toolbar' : 'sidebar';

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} style={{ borderRadius: '50%' }}>
          <InitialsAvatar username={user.username} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="var(--mantine-color-text)" truncate="end">
            {user.username}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {entries.map((entry) => (
          <Menu.Item
            key={entry.label.id}
            component={Link}
            to={entry.to ?? '#'}
            leftSection={entry.to && ENTRY_ICONS[entry.to]}
          >
            {i18n._(entry.label)}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={otherLayout === 'sidebar' ? <IconLayoutSidebar size={16} /> : <IconLayoutNavbar size={16} />}
          onClick={() => onLayoutChange(otherLayout)}
        >
          {otherLayout === 'sidebar' ? <Trans>Use sidebar navigation</Trans> : <Trans>Use top toolbar</Trans>}
        </Menu.Item>
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
