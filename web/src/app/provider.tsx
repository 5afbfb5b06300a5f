import '@/styles/public';

import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toast-host';
import { accessibleCssVariablesResolver } from '@/lib/accessible-colors';
import { makeQueryClient } from '@/lib/react-query';
import { theme } from './theme';

export function AppProvider({
  children,
  queryClient,
  env = 'default',
}: {
  children: ReactNode;
  /** Tests pass a fresh client per test. */
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals. */
  env?: 'default' | 'test';
}) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleCssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <I18nProvider i18n={i18n}>
        <ToastHost />
        <QueryClientProvider client={client}>
          <InLanguage>{children}</InLanguage>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}

/** A language switch draws every screen again in the new language; what the screens fetched stays in the cache. */
function InLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
