import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayAction, MarketDay, TodaysDates } from '@shared/schemas/market-day';
import { AppProvider } from '@/app/provider';
import { makeQueryClient } from '@/lib/react-query';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { forgetQueues } from '../lib/action-queue';
import { forgetKeptAnswers } from '../lib/kept-on-phone';
import { MarketDayIndexRoute } from './market-day-index';
import { MarketDayRoute } from './market-day';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

/** The two Market Day screens at an address, with a fresh query client, as a page load would have them. */
function renderMarketDay(url: string) {
  return render(
    <AppProvider queryClient={makeQueryClient({ retry: false })} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Where />
        <Routes>
          <Route path="/market-day" element={<MarketDayIndexRoute />} />
          <Route path="/market-day/:marketDateId" element={<MarketDayRoute />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

/** A reload: the page forgets everything it held; only what the phone stored survives. */
async function reload(view: ReturnType<typeof render>, url: string) {
  view.unmount();
  await forgetQueues();
  return renderMarketDay(url);
}

let dates = 0;
/** Each test its own market date: what one test leaves on the phone is not another's. */
const nextDateId = () => `md${++dates}`;

const vendor = (vendorId: string, businessName: string, spaceLabel?: string): MarketDay['vendors'][number] => ({
  vendorId,
  businessName,
  ...(spaceLabel ? { spaceId: `s-${spaceLabel}`, spaceLabel, requestId: `r-${vendorId}` } : {}),
});

function makeDay(id: string, vendors: MarketDay['vendors']): MarketDay {
  return {
    marketDate: { id, date: '2032-06-06', marketId: 'm1', marketName: 'Riverside Market', status: 'upcoming' },
    counts: { expected: vendors.length, arrived: 0, late: 0, noShows: 0, emptyStalls: 1 },
    vendors: [...vendors],
    emptySpaces: [{ spaceId: 's-A9', label: 'A9' }],
    log: [],
  };
}

/** A server that applies each synced action as the API does, refusing the vendors it is told to. */
function fakeServer(day: MarketDay, refuse: Record<string, string> = {}) {
  const syncs: DayAction[][] = [];
  const api = mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    [`GET /api/market-day/${day.marketDate.id}`]: () => ({ body: day }),
    [`POST /api/market-day/${day.marketDate.id}/sync`]: ({ body }) => {
      const { actions } = body as { actions: DayAction[] };
      syncs.push(actions);
      const answer = { applied: [] as string[], duplicates: [], conflicts: [], refused: [] as object[] };
      for (const action of actions) {
        if (refuse[action.vendorId]) {
          answer.refused.push({
            id: action.id,
            message: refuse[action.vendorId],
            code: 'MARKET_DAY_MSG.vendorNotExpected',
          });
          continue;
        }
        answer.applied.push(action.id);
        day = {
          ...day,
          vendors: day.vendors.map((v) => {
            if (v.vendorId !== action.vendorId) return v;
            const { attendance: _old, ...rest } = v;
            return action.type === 'clear'
              ? rest
              : { ...rest, attendance: { status: action.type, at: action.at, by: 'admin-1' } };
          }),
        };
      }
      return { body: answer };
    },
  });
  return { api, syncs, day: () => day };
}

const card = (name: string) => screen.getByRole('listitem', { name });
const mark = (name: string, button: RegExp) =>
  userEvent.click(within(card(name)).getByRole('button', { name: button }));
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
const count = (label: string) =>
  within(screen.getByRole('group', { name: "Today's counts" }))
    .getByText(label)
    .closest('div')!
    .querySelector('p')!.textContent;

const THREE = [
  vendor('v1', 'Two Rivers Ranch', 'A2'),
  vendor('v2', 'Clay & Kiln', 'A10'),
  vendor('v3', 'Mossy Rock Mushrooms', 'B1'),
];

afterEach(async () => {
  onlineManager.setOnline(true);
  await forgetQueues({ everything: true });
  await forgetKeptAnswers();
});

describe('Market Day (/market-day/{marketDateId})', () => {
  it('lists the expected vendors by space or by name, finds one by name or space, and counts the day', async () => {
    const id = nextDateId();
    fakeServer(makeDay(id, THREE));
    renderMarketDay(`/market-day/${id}`);
    const list = await screen.findByRole('list', { name: 'Expected vendors' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-vendor'));
    expect(screen.getByRole('heading', { name: 'Riverside Market' })).toBeInTheDocument();
    expect(names()).toEqual(['Two Rivers Ranch', 'Clay & Kiln', 'Mossy Rock Mushrooms']);
    expect(count('Expected')).toBe('3');
    expect(count('Empty stalls')).toBe('1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'By name' }));
    expect(names()).toEqual(['Clay & Kiln', 'Mossy Rock Mushrooms', 'Two Rivers Ranch']);
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'b1');
    expect(names()).toEqual(['Mossy Rock Mushrooms']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search vendors' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'nothing like it');
    expect(screen.getByText('No vendors match the search.')).toBeInTheDocument();
  });

  it('shows a mark at once while offline, keeps it queued on the phone across a reload, and sends the queue in one call when the signal returns', async () => {
    const id = nextDateId();
    const url = `/market-day/${id}`;
    const server = fakeServer(makeDay(id, THREE), { v3: 'This vendor is not expected at this market date' });
    let view = renderMarketDay(url);
    await screen.findByRole('list', { name: 'Expected vendors' });
    // The list reaches the phone's storage shortly after it arrives.
    await new Promise((resolve) => setTimeout(resolve, 700));

    goOffline();
    await mark('Two Rivers Ranch', /^Arrived/);
    await mark('Clay & Kiln', /^No-show/);
    await mark('Mossy Rock Mushrooms', /^Late/);
    const arrived = within(card('Two Rivers Ranch')).getByRole('button', { name: /^Arrived/ });
    expect(arrived).toHaveAttribute('aria-pressed', 'true');
    expect(arrived.textContent).toMatch(/^Arrived\d{1,2}:\d{2}\s?[AP]M$/);
    expect(within(card('Two Rivers Ranch')).getByText('Not synced')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to sync (3)')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(count('Arrived')).toBe('2');
    expect(count('No-shows')).toBe('1');
    expect(count('Empty stalls')).toBe('2');
    expect(server.syncs).toHaveLength(0);

    // Reloaded with no signal: the list and the queue come back from the phone's storage.
    view = await reload(view, url);
    expect(await screen.findByText('Waiting to sync (3)')).toBeInTheDocument();
    expect(within(card('Clay & Kiln')).getByRole('button', { name: /^No-show/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.syncs).toHaveLength(0);

    goOnline();
    expect(await screen.findByText('Every mark is saved.')).toBeInTheDocument();
    expect(server.syncs).toHaveLength(1);
    const sent = server.syncs[0]!;
    expect(sent.map((a) => [a.vendorId, a.type, a.spaceId])).toEqual([
      ['v1', 'arrived', 's-A2'],
      ['v2', 'no_show', 's-A10'],
      ['v3', 'late', 's-B1'],
    ]);
    expect(new Set(sent.map((a) => a.id)).size).toBe(3);
    expect(sent.every((a) => !Number.isNaN(Date.parse(a.at)))).toBe(true);

    // The refused one is named with the server's reason; the others are the server's marks now.
    const refused = await screen.findByRole('list', { name: 'Not recorded' });
    expect(
      within(refused).getByText(/Mossy Rock Mushrooms: Late .* This vendor is not expected at this market date/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card('Two Rivers Ranch')).queryByText('Not synced')).not.toBeInTheDocument());
    expect(server.day().vendors.map((v) => v.attendance?.status ?? null)).toEqual(['arrived', 'no_show', null]);
    expect(within(card('Mossy Rock Mushrooms')).getByRole('button', { name: /^Late/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Not recorded' })).not.toBeInTheDocument();
    view.unmount();
  });

  it('prints a check-in sheet of the same list, with the marks made so far', async () => {
    const id = nextDateId();
    const day = makeDay(id, THREE);
    day.vendors[1] = { ...day.vendors[1]!, attendance: { status: 'no_show', at: '2032-06-06T13:05:00Z', by: 'x' } };
    fakeServer(day);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderMarketDay(`/market-day/${id}`);
    await screen.findByRole('list', { name: 'Expected vendors' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print sheet' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByRole('table');
    expect(
      screen.getByRole('heading', { name: 'Check-in sheet — Riverside Market, Sun, Jun 6, 2032' }),
    ).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Two Rivers Ranch',
      'Clay & Kiln',
      'Mossy Rock Mushrooms',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['A10', 'Clay & Kiln', '☐', '☐', '✔', expect.stringMatching(/\d:05/)]);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('undoes a mark with a clear action', async () => {
    const id = nextDateId();
    const day = makeDay(id, THREE);
    day.vendors[0] = { ...day.vendors[0]!, attendance: { status: 'arrived', at: '2032-06-06T13:05:00Z', by: 'x' } };
    const server = fakeServer(day);
    renderMarketDay(`/market-day/${id}`);
    await screen.findByRole('list', { name: 'Expected vendors' });
    expect(count('Arrived')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Undo the mark of Two Rivers Ranch' }));
    expect(within(card('Two Rivers Ranch')).getByRole('button', { name: /^Arrived/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(count('Arrived')).toBe('0');
    await waitFor(() => expect(server.syncs).toHaveLength(1));
    expect(server.syncs[0]!.map((a) => a.type)).toEqual(['clear']);
    await screen.findByText('Every mark is saved.');
  });

  it('says when nobody is expected, and when the day cannot be loaded', async () => {
    const id = nextDateId();
    fakeServer(makeDay(id, []));
    const view = renderMarketDay(`/market-day/${id}`);
    expect(await screen.findByText('No vendors expected today.')).toBeInTheDocument();
    view.unmount();

    const other = nextDateId();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      [`GET /api/market-day/${other}`]: { status: 404, body: { message: 'Market date not found' } },
    });
    renderMarketDay(`/market-day/${other}`);
    expect(await screen.findByText("Could not load the day's vendors")).toBeInTheDocument();
    expect(screen.getByText('Market date not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    const id = nextDateId();
    fakeServer(makeDay(id, THREE));
    renderMarketDay(`/market-day/${id}`);
    await screen.findByRole('list', { name: 'Vendedores esperados' });
    expect(within(card('Clay & Kiln')).getByRole('button', { name: 'Llegó' })).toBeInTheDocument();
    expect(within(card('Clay & Kiln')).getByRole('button', { name: 'No vino' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Por nombre' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Totales de hoy' })).toHaveTextContent('Puestos vacíos');
    goOffline();
    await mark('Clay & Kiln', /^Tarde/);
    expect(await screen.findByText('Esperando sincronizar (1)')).toBeInTheDocument();
    expect(screen.getByText('Sin conexión')).toBeInTheDocument();
  });
});

describe("Market Day's start (/market-day)", () => {
  const today = (list: TodaysDates) =>
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-day': { body: list },
      'GET /api/market-day/md-one': { body: makeDay('md-one', THREE) },
    });

  it("opens today's only market at once", async () => {
    today([{ marketDateId: 'md-one', marketName: 'Riverside Market', date: '2032-06-06' }]);
    renderMarketDay('/market-day');
    expect(await screen.findByRole('heading', { name: 'Riverside Market' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/market-day/md-one');
  });

  it('offers each of several markets in one tap, and says when there is none', async () => {
    today([
      { marketDateId: 'md-one', marketName: 'Riverside Market', date: '2032-06-06' },
      { marketDateId: 'md-two', marketName: 'Hilltop Market', date: '2032-06-06' },
    ]);
    const view = renderMarketDay('/market-day');
    const link = await screen.findByRole('link', { name: /Hilltop Market/ });
    expect(link).toHaveAttribute('href', '/market-day/md-two');
    view.unmount();

    today([]);
    renderMarketDay('/market-day');
    expect(await screen.findByText('No market today.')).toBeInTheDocument();
  });
});
