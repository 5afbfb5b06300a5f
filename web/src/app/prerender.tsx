/**
 * The startup shell as static HTML, rendered when the SPA is built (the prerendered-shell plugin of
 * web/vite.config.ts) into index.html's #root: a phone paints the header and a loading status from the HTML alone,
 * before the scripts have arrived and run. The app's first render replaces it.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { StartupShell } from '@/components/layouts/startup-shell';
import { activateLocale } from '@/i18n/locale';
import { accessibleCssVariablesResolver } from '@/lib/accessible-colors';
import { theme } from './theme';

/** In English: the HTML is one file for every visitor, and the app redraws it in the visitor's language. */
export async function renderStartupShell(): Promise<string> {
  await activateLocale('en', 'all');
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariablesResolver} defaultColorScheme="light">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <StartupShell view="all" />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
}
