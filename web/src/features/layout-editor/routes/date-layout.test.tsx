import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAYOUT_MSG } from '@shared/layout-messages';
import type { Layout } from '@shared/schemas/layout-editor';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const layout = (over: Partial<Layout> = {}): Layout => ({
  marketDate: { id: 'md-1', date: '2031-03-02', publishedAt: null },
  version: '3',
  spaces: [
    {
      id: 's1',
      label: 'A1',
      areaId: 'north',
      spaceTypeId: null,
      position: { x: 4, y: 4 },
      width: 10,
      height: 10,
      vendor: { id: 'v1', name: 'Meadow Farm' },
      isDefault: false,
      updatedAt: '2031-03-01T00:00:00.000Z',
    },
    {
      id: 's2',
      label: 'A2',
      areaId: 'north',
      spaceTypeId: null,
      position: { x: 16, y: 4 },
      width: 10,
      height: 10,
      vendor: null,
      isDefault: false,
      updatedAt: '2031-03-01T00:00:00.000Z',
    },
  ],
  landmarks: [],
  areas: [{ id: 'north', name: 'North Row' }],
  spaceTypes: [],
  landmarkTypes: [{ id: 'lt', name: 'Entrance', icon: 'door', color: 'black', shape: 'icon' }],
  ...over,
});
const assignment = { areas: [], unassignedVendors: [], assignedSpaces: [] };
const space = (label: string) => document.querySelector(`[data-testid="layout-space"][data-label="${label}"]`)!;

describe('the Market Layout screen (/date/{id}/layout)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/md-1/layout': { body: layout() },
      'GET /api/market-dates/md-1/assignment-data': { body: assignment },
    });
    renderApp('/date/md-1/layout');
    expect(await screen.findByRole('button', { name: 'Agregar puesto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las áreas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Puesto A1: Meadow Farm' })).toBeInTheDocument();
  });

  it('shows the load failure with a Retry, and the empty layout’s hint', async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/md-1/layout': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: layout({ spaces: [] }) },
      'GET /api/market-dates/md-1/assignment-data': { body: assignment },
    });
    renderApp('/date/md-1/layout');
    expect(await screen.findByText(LAYOUT_MSG.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(LAYOUT_MSG.empty)).toBeInTheDocument();
    expect(await screen.findByText(LAYOUT_MSG.noUnassigned)).toBeInTheDocument();
  });

  it('saves a nudged space on the version it loaded, and offers a reload when someone else saved first', async () => {
    let version = '3';
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/md-1/layout': () => ({ body: layout({ version }) }),
      'GET /api/market-dates/md-1/assignment-data': { body: assignment },
      'PUT /api/market-dates/md-1/layout': () => {
        version = '4';
        return { status: 409, body: { message: LAYOUT_MSG.conflict } };
      },
    });
    renderApp('/date/md-1/layout');
    expect(await screen.findByRole('heading', { name: /^Market Layout — / })).toBeInTheDocument();
    const drawing = screen.getByTestId('layout-drawing');
    fireEvent.pointerDown(space('A2').querySelector('rect')!, { clientX: 20 * 12, clientY: 8 * 12, button: 0 });
    fireEvent.pointerUp(drawing, { clientX: 20 * 12, clientY: 8 * 12 });
    expect(screen.getByRole('heading', { name: 'Space A2' })).toBeInTheDocument();

    const region = screen.getByRole('region', { name: /Layout drawing/ });
    region.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(space('A2').getAttribute('data-x')).toBe('17');
    expect(space('A2').getAttribute('data-y')).toBe('9');

    await userEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/market-dates/md-1/layout')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/market-dates/md-1/layout')[0]!.body as {
      version: string;
      spaces: { id: string; position: unknown }[];
    };
    expect(body.version).toBe('3');
    expect(body.spaces.find((s) => s.id === 's2')!.position).toEqual({ x: 17, y: 9 });

    const alert = await screen.findByTestId('layout-conflict');
    expect(within(alert).getByText(LAYOUT_MSG.conflict)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(space('A2').getAttribute('data-x')).toBe('16'));
    expect(screen.queryByTestId('layout-conflict')).not.toBeInTheDocument();
  });

  it('keeps unsaved changes when switching to one area and back', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/md-1/layout': { body: layout() },
      'GET /api/market-dates/md-1/assignment-data': { body: assignment },
    });
    const { location } = renderApp('/date/md-1/layout');
    expect(await screen.findByRole('heading', { name: /^Market Layout — / })).toBeInTheDocument();
    fireEvent.pointerDown(space('A2').querySelector('rect')!, { clientX: 20 * 12, clientY: 8 * 12, button: 0 });
    fireEvent.pointerUp(screen.getByTestId('layout-drawing'));
    screen.getByRole('region', { name: /Layout drawing/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('link', { name: 'North Row' }));
    await waitFor(() => expect(location().pathname).toBe('/date/md-1/layout/north'));
    expect(space('A2').getAttribute('data-x')).toBe('17');
    expect(screen.getByRole('button', { name: 'Save layout' })).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: 'All areas' }));
    expect(space('A2').getAttribute('data-x')).toBe('17');
  });

  it('searches the unassigned vendors on the server and loads the next page of them', async () => {
    const choice = (id: string, name: string) => ({
      vendor: { id, name, defaultAreaId: null, vendorTypeId: '1' },
      spaceRequestId: 'r-' + id,
      requestStatus: 'requested',
    });
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/market-dates/md-1/layout': { body: layout() },
      'GET /api/market-dates/md-1/assignment-data': ({ query }) => ({
        body: {
          ...assignment,
          unassignedVendors: query.get('q')
            ? query.get('q') === 'none'
              ? []
              : [choice('v9', 'Orchard Blossom')]
            : query.get('cursor') === 'c2'
              ? [choice('v8', 'Hilltop Honey')]
              : [choice('v7', 'Apple Acres')],
          nextCursor: query.get('q') || query.get('cursor') ? null : 'c2',
        },
      }),
    });
    renderApp('/date/md-1/layout');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Vendors to drag' });
    expect(await within(panel).findByText('Apple Acres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Hilltop Honey')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('unassigned-vendor')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // Pasted, not typed: typed key by key on a busy machine, a pause between two keys would search for "o" first.
    await user.click(screen.getByRole('textbox', { name: 'Search vendors' }));
    await user.paste('orch');
    expect(await within(panel).findByText('Orchard Blossom')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('unassigned-vendor')).toHaveLength(1);
    const searches = api.callsTo('GET', '/api/market-dates/md-1/assignment-data').filter((c) => c.query.get('q'));
    expect(searches.map((c) => c.query.get('q'))).toEqual(['orch']);

    await user.clear(screen.getByRole('textbox', { name: 'Search vendors' }));
    await user.paste('none');
    expect(await screen.findByText('No vendors found')).toBeInTheDocument();
  });
});
