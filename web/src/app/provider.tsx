import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { accessibleCssVariablesResolver } from '@/lib/accessible-colors';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify';
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
      <Notifications position="top-center" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
