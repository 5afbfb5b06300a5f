import '@/styles/public';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
      <ToastHost />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
