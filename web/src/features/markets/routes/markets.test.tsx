import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARKET_MSG } from '@shared/market-messages';
import type { Market } from '@shared/schemas/markets';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

/** Types a whole value at once: the dialog is large, and key-by-key typing re-checks it at every key. */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const at = '2031-01-01T00:00:00.000Z';
const market = (over: Partial<Market> = {}): Market =>
  makeMarket({ address: '100 Main Street', defaultMaxVendors: 40, createdAt: at, updatedAt: at, ...over });
const evening = market({
  id: 'm2',
  name: 'Riverside Evening Market',
  shortName: 'Riverside',
  days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
  hours: 'Every Wednesday 4:00 PM to 8:00 PM',
  isActive: false,
  mapPasswordSet: true,
  updatedAt: '2031-02-02T00:00:00.000Z',
});

describe('markets (/admin/markets)', () => {
  it('lists each market with its short name, hours, time zone and whether it is active', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': { body: { markets: [market(), evening] } },
    });
    renderApp('/admin/markets');
    const table = await screen.findByRole('table', { name: MARKET_MSG.pageTitle });
    expect(within(table).getByText('Town Square Market')).toBeInTheDocument();
    expect(within(table).getByText('Every Sunday 9:00 AM to 1:00 PM')).toBeInTheDocument();
    expect(within(table).getByText('Every Wednesday 4:00 PM to 8:00 PM')).toBeInTheDocument();
    expect(within(table).getAllByText('America/Los_Angeles')).toHaveLength(2);
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(document.title).toBe(`MarketDay - ${MARKET_MSG.pageTitle}`);
  });

  it('says so when there is no market yet, and when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/markets': { body: { markets: [] } } });
    const { unmount } = renderApp('/admin/markets');
    expect(await screen.findByText(MARKET_MSG.empty)).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': { status: 500, body: { message: 'An unexpected error occurred. Please try again later.' } },
    });
    renderApp('/admin/markets');
    expect(await screen.findByText(MARKET_MSG.loadError)).toBeInTheDocument();
  });

  it('checks the form before sending, then creates the market with the chosen days and hours', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': { body: { markets: [market()] } },
      'POST /api/markets': { status: 201, body: evening },
    });
    renderApp('/admin/markets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MARKET_MSG.addMarket }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(MARKET_MSG.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MARKET_MSG.shortNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MARKET_MSG.daysRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/markets')).toHaveLength(0);

    fill(within(dialog).getByLabelText(/Market name/), 'Riverside Evening Market');
    fill(within(dialog).getByLabelText(/Short name/), 'Riverside');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wednesday' }));
    fill(within(dialog).getByLabelText('Wednesday opens'), '16:00');
    fill(within(dialog).getByLabelText('Wednesday closes'), '15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(MARKET_MSG.closesBeforeOpens)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/markets')).toHaveLength(0);

    fill(within(dialog).getByLabelText('Wednesday closes'), '20:00');
    fill(within(dialog).getByLabelText(/Map link/), 'http://maps.example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(MARKET_MSG.mapLinkInvalid)).toBeInTheDocument();
    fill(within(dialog).getByLabelText(/Map link/), 'https://maps.example.org/riverside');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MARKET_MSG.created)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/markets')[0]?.body).toEqual({
      name: 'Riverside Evening Market',
      shortName: 'Riverside',
      address: '',
      mapLink: 'https://maps.example.org/riverside',
      description: '',
      logoUrl: null,
      days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
      timeZone: 'America/Los_Angeles',
      seasonStart: null,
      seasonEnd: null,
      deadline: { daysBefore: 5, time: '23:59' },
      defaultMaxVendors: null,
      isActive: true,
    });
  });

  it('edits a market from the version it loaded, keeping its map password unless a new one is typed', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': { body: { markets: [market(), evening] } },
      'PATCH /api/markets/m2': { body: { ...evening, shortName: 'River' } },
    });
    renderApp('/admin/markets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Riverside Evening Market' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(within(dialog).getByText('A password is set: leave blank to keep it')).toBeInTheDocument();
    fill(within(dialog).getByLabelText(/Short name/), 'River');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MARKET_MSG.updated)).toBeInTheDocument();
    const body = api.callsTo('PATCH', '/api/markets/m2')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      shortName: 'River',
      days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
      isActive: false,
      expectedUpdatedAt: '2031-02-02T00:00:00.000Z',
    });
    expect(body).not.toHaveProperty('mapPassword');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/markets': { body: { markets: [market(), evening] } },
    });
    renderApp('/admin/markets');
    expect(await screen.findByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nombre corto' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Zona horaria' })).toBeInTheDocument();
  });
});
