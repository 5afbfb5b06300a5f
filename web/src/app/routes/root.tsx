import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MSG } from '@/i18n/shared/messages';
import { StartupShell } from '@/components/layouts/startup-shell';
import { VisitorShell } from '@/components/layouts/visitor-shell';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { publicPaths as paths } from '@/config/public-paths';
import { loadSignedInMessages } from '@/i18n/locale';
import { useSession } from '@/lib/session';
import { lazyInLanguage } from '@/i18n/lazy';
import { screenLoads } from '../screen-loading';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScrollReset } from './scroll-reset';

// A visitor never sees the signed-in chrome (menus, vendor search, the bell), so its code and styles load only
// once somebody is signed in; a first visit to a public page stays within its weight budget (architecture §9).
const SignedInShell = lazyInLanguage(async () => {
  const [module] = await Promise.all([import('@/components/layouts/signed-in-shell'), loadSignedInMessages()]);
  return { default: module.SignedInShell };
});

/** A thin bar while the next screen's code loads. */
function NavigationProgress() {
  const busy = useSyncExternalStore(screenLoads.subscribe, screenLoads.busy, () => false);
  const { t } = useLingui();
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t`Loading page`}
      h={3}
      bg="leaf.6"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}

/**
 * The root of the route table: until the first screen's code has loaded the startup shell stays (as the HTML drew it);
 * a screen that fails shows the error page until the person goes elsewhere.
 */
export function RootRoute() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname} fallback={<RootErrorBoundary />}>
      <Suspense fallback={<StartupShell />}>
        <RootLayout />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** Every screen sits in here: the chrome that suits the visitor, and the session rule of spec 1 §4. */
function RootLayout() {
  const { user, isPending, expired } = useSession();
  const navigate = useNavigate();

  // Three 401s in a row ended a known session: send the person to sign in again.
  useEffect(() => {
    if (expired) void navigate(paths.auth, { replace: true });
  }, [expired, navigate]);

  // Until the first user check answers, show neither visitor nor signed-in chrome.
  if (isPending) return <StartupShell />;
  return (
    <>
      <NavigationProgress />
      <ScrollReset />
      {user ? (
        <Suspense fallback={<PageLoader />}>
          <SignedInShell user={user}>
            <Outlet />
          </SignedInShell>
        </Suspense>
      ) : (
        <VisitorShell>
          <Outlet />
        </VisitorShell>
      )}
    </>
  );
}

/** A screen failed to load or render (e.g. a new release replaced its code): offer a reload, show no internals. */
function RootErrorBoundary() {
  return (
    <PageContainer size="sm">
      <Stack align="center" ta="center" py="xl">
        <Title order={1}>
          <Trans>Something went wrong</Trans>
        </Title>
        <Text c="dimmed">{MSG.unexpectedError}</Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
      </Stack>
    </PageContainer>
  );
}
