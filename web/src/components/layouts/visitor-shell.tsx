import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { shellStyle } from './shell-styles';
import { SiteFooter } from './site-footer';

/**
 * The chrome for people who are not signed in: the name, Apply as Vendor and Login (spec 1 §2.2). A plain sticky
 * header rather than AppShell: a visitor needs no sidebar, and a first visit stays light.
 */
export function VisitorShell({ children }: { children: ReactNode }) {
  return (
    <Box style={shellStyle}>
      <Box
        component="header"
        h={60}
        px={{ base: 'sm', sm: 'lg' }}
        bg="var(--mantine-color-body)"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 'var(--mantine-z-index-app)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
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
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
