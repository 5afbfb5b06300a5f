import { Trans } from '@lingui/react/macro';
import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { publicPaths as paths } from '@/config/public-paths';
import { LanguageSwitch } from './language-switch';
import { shellStyle } from './shell-styles';
import { SiteFooter } from './site-footer';

const HEADER_HEIGHT = 60;

/**
 * The chrome for people who are not signed in: the name, Apply as Vendor and Login (spec 1 §2.2). A plain sticky
 * header rather than AppShell: a visitor needs no sidebar, and a first visit stays light.
 */
export function VisitorShell({
  children,
  signInActions = true,
}: {
  children: ReactNode;
  /** Off while the app starts: the person may turn out to be signed in, and should not see Login flash by. */
  signInActions?: boolean;
}) {
  return (
    <Box style={shellStyle}>
      <Box
        component="header"
        h={HEADER_HEIGHT}
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
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch iconOnly />
            {signInActions && (
              <Group gap={8} wrap="nowrap">
                <Button component={Link} to={paths.vendorApply} variant="light" size="compact-sm">
                  <Trans>Apply as Vendor</Trans>
                </Button>
                <Button component={Link} to={paths.auth} size="compact-sm">
                  <Trans context="header">Login</Trans>
                </Button>
              </Group>
            )}
          </Group>
        </Group>
      </Box>
      {/* The page fills the screen below the header, so the footer starts below the fold and does not move in
          sight while a page's data arrives and its content grows (layout shift, architecture §9). */}
      <Box component="main" style={{ flex: 1, minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)` }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
