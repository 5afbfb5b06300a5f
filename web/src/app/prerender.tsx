/**
 * The startup shell as static HTML, rendered when the SPA is built (the prerendered-shell plugin of
 * web/vite.config.ts) into index.html's #root: a phone paints the header and a loading status from the HTML alone,
 * before the scripts have arrived and run. The app's first render replaces it.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { StartupShell } from '@/components/layouts/startup-shell';
import { accessibleCssVariablesResolver } from '@/lib/accessible-colors';
import { theme } from './theme';

export function renderStartupShell(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariablesResolver} defaultColorScheme="light">
      <MemoryRouter>
        <StartupShell view="all" />
      </MemoryRouter>
    </MantineProvider>,
  );
}
