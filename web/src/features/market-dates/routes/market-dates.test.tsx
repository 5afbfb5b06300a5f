import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { MARKET_MSG } from '@shared/market-messages';
import type { MarketDate } from '@shared/schemas/market-dates';
import type { Market } from '@shared/schemas/markets';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const date = (over: Partial<MarketDate>): MarketDate => ({
  id: 'md-1',
  marketId: 'main',
  date: '2031-03-02',
  status: 'upcoming',
  maxVendors: 40,
  notes: null,
  publishedAt: null,
  publishedBy: null,
  spaceCount: 24,
  assignedCount: 6,
  ...over,
});
const layout = { body: { spaceCount: 24, landmarkCount: 3, defaultAssignments: 5 } };
const market = (over: Partial<Market>): Market => makeMarket(over);
/** The first (Sunday) market and a Wednesday evening market with its own default maximum. */
const markets = {
  body: {
    markets: [
      market({}),
      market({
        id: 'eve',
        name: 'Riverside Evening Market',
        shortName: 'Riverside',
        days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
        defaultMaxVendors: 25,
        hours: 'Every Wednesday 4:00 PM to 8:00 PM',
      }),
    ],
  },
};

describe('market dates (/admin/market-dates)', () => {
  it('lists each date with its status, published state, fill and notes, the date opening its dashboard', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/layouts/default': layout,
      'GET /api/market-dates': {
        body: [
          date({ id: 'md-1', publishedAt: '2031-02-26T19:00:00Z', notes: 'Live music', assignedCount: 23 }),
          date({ id: 'md-2', date: '2031-03-09', maxVendors: null }),
        ],
      },
    });
    renderApp('/admin/market-dates');
    const table = await screen.findByRole('table', { name: 'Market dates' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Sun, Mar 2, 2031' })).toHaveAttribute('href', '/date/md-1');
    expect(within(rows[1]!).getByRole('link', { name: 'Spaces' })).toHaveAttribute('href', '/date/md-1/spaces');
    expect(within(rows[1]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('23 / 24 spaces')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Max 40 vendors')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Live music')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No vendor limit')).toBeInTheDocument();
    expect(screen.getByText(/24 spaces, 3 landmarks, 5 vendors' default spaces/)).toBeInTheDocument();
    expect(document.title).toBe('MarketDay - Market Dates');
  });

  it('says so when there are no dates, and shows the failure with a Retry', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/layouts/default': layout,
      'GET /api/market-dates': { body: [] },
    });
    renderApp('/admin/market-dates');
    expect(await screen.findByText('No market dates found')).toBeInTheDocument();
  });

  it('shows a load failure with a Retry', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/layouts/default': layout,
      'GET /api/market-dates': {
        status: 500,
        body: { message: 'An unexpected error occurred. Please try again later.' },
      },
    });
    renderApp('/admin/market-dates');
    expect(await screen.findByText('Failed to load market dates. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('with the clock at 05:00 UTC on Sunday 2 March 2031 (still Saturday 1 March at the market)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-03-02T05:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    const day = (label: string) => screen.getByRole('button', { name: label });

    it('previews a season’s Sundays picked on the calendar and creates it in one call', async () => {
      const api = mockApi({
        'GET /api/auth/user': { body: makeAdmin() },
        'GET /api/layouts/default': layout,
        'GET /api/market-dates': { body: [] },
        'POST /api/market-dates': {
          status: 201,
          body: { created: [date({ id: 'n1', date: '2031-03-09' })], skipped: ['2031-03-02'] },
        },
      });
      renderApp('/admin/market-dates');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'New Season' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /^Season/ }));
      // The calendar opens on the market's month and marks the market's today, not the browser's.
      expect(day('1 March 2031')).toHaveAttribute('aria-current', 'date');
      expect(day('1 March 2031')).toHaveAttribute('data-highlight-today');
      expect(day('2 March 2031')).not.toHaveAttribute('aria-current');
      expect(day('2 March 2031')).not.toHaveAttribute('data-highlight-today');
      await user.click(day('1 March 2031'));
      await user.click(day('10 March 2031'));
      expect(await within(dialog).findByText('2 Sundays')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Max vendors/), '30');
      await user.click(within(dialog).getByRole('button', { name: 'Create Season' }));
      expect(await screen.findByText('Created 1 market date; skipped 1 that already exists')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/market-dates')[0]?.body).toEqual({
        from: '2031-03-01',
        to: '2031-03-10',
        maxVendors: 30,
        notes: null,
        copyFrom: null,
      });
    });

    it('asks for a date, offers only Sundays, and creates the one picked', async () => {
      const api = mockApi({
        'GET /api/auth/user': { body: makeAdmin() },
        'GET /api/layouts/default': layout,
        'GET /api/market-dates': { body: [] },
        'POST /api/market-dates': {
          status: 201,
          body: { created: [date({ id: 'n2', date: '2031-03-09' })], skipped: [] },
        },
      });
      renderApp('/admin/market-dates');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'New Market Date' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Create Date' }));
      expect(await within(dialog).findByText(SETUP_MSG.dateRequired)).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/market-dates')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: /^Date/ }));
      expect(day('4 March 2031')).toBeDisabled();
      await user.click(day('9 March 2031'));
      await user.click(within(dialog).getByRole('button', { name: 'Create Date' }));
      expect(await screen.findByText(/Created 1 market date/)).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/market-dates')[0]?.body).toMatchObject({ date: '2031-03-09' });
    });
  });

  it('names each row’s market with every market shown, and keeps the chosen market in the address', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': markets,
      'GET /api/layouts/default': layout,
      'GET /api/market-dates': (req) => ({
        body: [
          date({ id: 'md-1', date: '2031-03-02' }),
          date({ id: 'md-2', date: '2031-03-05', marketId: 'eve' }),
        ].filter((d) => !req.query.get('marketId') || d.marketId === req.query.get('marketId')),
      }),
    });
    const app = renderApp('/admin/market-dates');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Market dates' });
    await within(table).findByText('Riverside');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Town Square')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Riverside')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: /^Market/ });
    expect(select).toHaveValue(MARKET_MSG.allMarkets);

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Riverside Evening Market' }));
    await waitFor(() => expect(app.location().search).toBe('?market=eve'));
    // The list is the market's own (a new table once its dates arrive).
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sun, Mar 2, 2031' })).not.toBeInTheDocument());
    const own = await screen.findByRole('table', { name: 'Market dates' });
    expect(await within(own).findByRole('link', { name: 'Wed, Mar 5, 2031' })).toBeInTheDocument();
    // One market's rows need no market name.
    expect(within(own).queryByText('Riverside')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/market-dates' && c.query.get('marketId') === 'eve')).toBe(true);
    expect(api.calls.some((c) => c.path === '/api/layouts/default' && c.query.get('marketId') === 'eve')).toBe(true);
  });

  describe('with the clock in March 2031, a Wednesday market chosen', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-03-02T05:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('previews the market’s Wednesdays and sends the market with the season', async () => {
      const api = mockApi({
        'GET /api/auth/user': { body: makeAdmin() },
        'GET /api/markets': markets,
        'GET /api/layouts/default': layout,
        'GET /api/market-dates': { body: [] },
        'POST /api/market-dates': {
          status: 201,
          body: { created: [date({ id: 'n1', date: '2031-03-05', marketId: 'eve' })], skipped: [] },
        },
      });
      renderApp('/admin/market-dates?market=eve');
      const user = userEvent.setup();
      await screen.findByRole('combobox', { name: /^Market/ });
      await user.click(await screen.findByRole('button', { name: 'New Season' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('combobox', { name: /^Market/ })).toHaveValue('Riverside Evening Market');
      expect(within(dialog).getByText('Every Wednesday 4:00 PM to 8:00 PM')).toBeInTheDocument();
      expect(within(dialog).getByText("Empty: the market's default, 25")).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /^Season/ }));
      await user.click(screen.getByRole('button', { name: '2 March 2031' }));
      await user.click(screen.getByRole('button', { name: '19 March 2031' }));
      // 5, 12 and 19 March are the Wednesdays.
      expect(await within(dialog).findByText('3 Wednesdays')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Create Season' }));
      expect(await screen.findByText(/Created 1 market date/)).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/market-dates')[0]?.body).toEqual({
        marketId: 'eve',
        from: '2031-03-02',
        to: '2031-03-19',
        notes: null,
        copyFrom: null,
      });
    });

    it('asks for the market when several exist and none is chosen', async () => {
      const api = mockApi({
        'GET /api/auth/user': { body: makeAdmin() },
        'GET /api/markets': markets,
        'GET /api/layouts/default': layout,
        'GET /api/market-dates': { body: [] },
      });
      renderApp('/admin/market-dates');
      const user = userEvent.setup();
      await screen.findByRole('combobox', { name: /^Market/ });
      await user.click(await screen.findByRole('button', { name: 'New Market Date' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /^Date/ }));
      await user.click(screen.getByRole('button', { name: '9 March 2031' }));
      await user.click(within(dialog).getByRole('button', { name: 'Create Date' }));
      expect(await within(dialog).findByText(MARKET_MSG.marketRequired)).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/market-dates')).toHaveLength(0);
    });
  });

  it('edits a date’s max vendors and notes', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/layouts/default': layout,
      'GET /api/market-dates': { body: [date({})] },
      'PATCH /api/market-dates/md-1': { body: date({ maxVendors: 35, notes: 'Rain plan' }) },
    });
    renderApp('/admin/market-dates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Sun, Mar 2, 2031' }));
    const dialog = await screen.findByRole('dialog');
    const max = within(dialog).getByLabelText(/Max vendors/);
    await user.clear(max);
    await user.type(max, '35');
    await user.type(within(dialog).getByLabelText('Notes'), 'Rain plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Market date updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/market-dates/md-1')[0]?.body).toEqual({
      maxVendors: 35,
      notes: 'Rain plan',
      status: 'upcoming',
    });
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/layouts/default': layout,
      'GET /api/market-dates': { body: [date({ id: 'md-1', maxVendors: null })] },
    });
    renderApp('/admin/market-dates');
    const table = await screen.findByRole('table', { name: 'Fechas de mercado' });
    expect(within(table).getByText('6 / 24 puestos')).toBeInTheDocument();
    expect(within(table).getByText('Sin límite de vendedores')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Puestos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva temporada' })).toBeInTheDocument();
  });
});

describe('Next Market (/admin/next-market)', () => {
  it('opens the spaces of the next market date', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/next': { body: date({ id: 'md-next' }) },
    });
    const app = renderApp('/admin/next-market');
    await waitFor(() => expect(app.location().pathname).toBe('/date/md-next/spaces'));
  });

  it('says "No upcoming market dates" when there is none', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/next': { status: 404, body: { message: 'No upcoming market dates' } },
    });
    renderApp('/admin/next-market');
    expect(await screen.findByText('No upcoming market dates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create market dates' })).toHaveAttribute('href', '/admin/market-dates');
  });
});
