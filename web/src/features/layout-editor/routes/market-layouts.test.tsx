import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAYOUT_MSG } from '@shared/layout-messages';
import type { Layout } from '@shared/schemas/layout-editor';
import type { Market } from '@shared/schemas/markets';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const market = (over: Partial<Market>): Market => makeMarket(over);
const markets = {
  body: {
    markets: [
      market({}),
      market({
        id: 'eve',
        name: 'Riverside Evening Market',
        shortName: 'Riverside',
        days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
        hours: 'Every Wednesday 4:00 PM to 8:00 PM',
      }),
    ],
  },
};
const layout = (over: Partial<Layout> = {}): Layout => ({
  marketDate: null,
  marketId: 'eve',
  version: '',
  spaces: [],
  landmarks: [],
  areas: [{ id: 'lawn', name: 'River Lawn' }],
  spaceTypes: [],
  landmarkTypes: [],
  ...over,
});

describe('the layouts of a market', () => {
  it('edits the default layout of the market in the address, and switches market with the select', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': markets,
      'GET /api/layouts/default/plan': ({ query }) => ({
        body: layout({ marketId: query.get('marketId') ?? 'main' }),
      }),
    });
    const app = renderApp('/layout/default?market=eve');
    expect(await screen.findByRole('heading', { name: LAYOUT_MSG.defaultTitle })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: /^Market/ });
    await waitFor(() => expect(select).toHaveValue('Riverside Evening Market'));
    const plans = () => api.callsTo('GET', '/api/layouts/default/plan').map((c) => c.query.get('marketId'));
    expect(plans()).toContain('eve');
    expect(screen.getByRole('link', { name: '← Market Dates' })).toHaveAttribute(
      'href',
      '/admin/market-dates?market=eve',
    );

    const user = userEvent.setup();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Town Square Market' }));
    await waitFor(() => expect(app.location().search).toBe('?market=main'));
    await waitFor(() => expect(plans()).toContain('main'));
  });

  it('names a date’s market and offers only its market’s later dates to copy to', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': markets,
      'GET /api/market-dates/md-1/layout': {
        body: layout({ marketDate: { id: 'md-1', date: '2031-03-05', publishedAt: null }, version: '1' }),
      },
      'GET /api/market-dates/md-1/assignment-data': {
        body: { areas: [], unassignedVendors: [], assignedSpaces: [] },
      },
      'GET /api/market-dates': { body: [] },
    });
    renderApp('/date/md-1/layout');
    expect(await screen.findByTestId('layout-market')).toHaveTextContent('Riverside Evening Market');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: LAYOUT_MSG.copyTitle }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(LAYOUT_MSG.copyNoLaterDates)).toBeInTheDocument();
    const listed = api.callsTo('GET', '/api/market-dates');
    expect(listed.at(-1)?.query.get('marketId')).toBe('eve');
    expect(listed.at(-1)?.query.get('from')).toBe('2031-03-05');
  });
});
