import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDayLong } from '@shared/date-format';
import { renderStartupShell } from '@/app/prerender';
import { mockApi } from '@/test/api-mock';
import { takeStartupAnswer } from '@/lib/startup-answers';
import { MarketMapLoading } from '../components/market-map-frame';

const startupView = readFileSync(join(__dirname, '../../../../public/startup-view.js'), 'utf8');
const MAP = {
  marketDate: { id: 'd1', date: '2026-12-06', status: 'scheduled', notes: 'Holiday market', publishedAt: null },
  areas: [],
  spaces: [],
  landmarks: [],
  vendors: [],
};

/** Opens an address with the built index.html's shell in the page, then runs startup-view.js as the page would. */
async function open(path: string) {
  window.history.pushState({}, '', path);
  document.body.innerHTML = `<div id="root">${await renderStartupShell()}</div>`;
  document.documentElement.removeAttribute('data-startup-view');
  new Function(startupView)();
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.marketdayStartupAnswers;
  delete window.marketdayStartupMap;
  window.history.pushState({}, '', '/');
});

describe("/map/{id}'s heading before the app runs", () => {
  it('writes the date and its notes from the early answer into the shell and shows them', async () => {
    mockApi({ 'GET /api/public/map/d1': { body: MAP } });
    await open('/map/d1');
    const shell = document.querySelector<HTMLElement>('[data-startup-map-heading]')!;
    expect(shell.hidden).toBe(true);
    await waitFor(() => expect(shell.hidden).toBe(false));
    expect(shell.querySelector('h1')?.textContent).toBe(formatDayLong('2026-12-06'));
    expect(shell.querySelector('h1')?.textContent).toBe('Sunday, December 6, 2026');
    expect(shell.textContent).toContain('Holiday market');
    // The heading takes the loading status's place rather than pushing it down.
    expect(shell.parentElement!.querySelector<HTMLElement>('[role="status"]')!.style.display).toBe('none');
    // The app still reads the answer itself.
    await expect(takeStartupAnswer('/api/public/map/d1')!.then((r) => r.json())).resolves.toEqual(MAP);
  });

  it('keeps the heading hidden when the map asks for its password, and on other addresses', async () => {
    mockApi({ 'GET /api/public/map/d1': { status: 401, body: { message: 'Password required' } } });
    await open('/map/d1');
    await takeStartupAnswer('/api/public/map/d1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector<HTMLElement>('[data-startup-map-heading]')!.hidden).toBe(true);
    expect(window.marketdayStartupMap).toBeUndefined();
  });

  it("shows the same heading in the app's own startup view for the date it was read for, and none for another", async () => {
    window.marketdayStartupMap = { id: 'd1', title: 'Sunday, December 6, 2026', notes: null };
    const view = (path: string) => {
      window.history.pushState({}, '', path);
      return render(
        <I18nProvider i18n={i18n}>
          <MantineProvider>
            <MemoryRouter>
              <MarketMapLoading />
            </MemoryRouter>
          </MantineProvider>
        </I18nProvider>,
      );
    };
    const first = view('/map/d1');
    expect(screen.getByRole('heading', { level: 1, name: 'Sunday, December 6, 2026' })).toBeVisible();
    first.unmount();
    view('/map/d2');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
