import { AppShell, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { shellStyle, shellStyles } from './shell-styles';
import { SiteFooter } from './site-footer';

/** The chrome for people who are not signed in: the name, Apply as Vendor and Login (spec 1 §2.2). */
export function VisitorShell({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding={0} style={shellStyle} styles={shellStyles}>
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Logo />
          <Group gap={8} wrap="nowrap">
            <Button component={Link} to={paths.vendorApply} variant="light" size="compact-sm">
              Apply as Vendor
            </Button>
            <Button component={Link} to={paths.auth} size="compact-sm">
              Login
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
      <SiteFooter />
    </AppShell>
  );
}
