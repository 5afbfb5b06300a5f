import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicMap } from '@shared/schemas/public-map';
import { mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { fakeMatchMedia, isNarrowQuery } from '@/test/match-media';

function mapOf(over: Partial<PublicMap['marketDate']> = {}): PublicMap {
  return {
    marketDate: {
      id: 'md-1',
      date: '2033-06-05',
      status: 'upcoming',
      notes: null,
      publishedAt: '2033-06-01T19:00:00Z',
      ...over,
    },
    areas: [
      { id: 'north', name: 'North Row', sortOrder: 1 },
      { id: 'food', name: 'Food Court', sortOrder: 2 },
    ],
    spaceTypes: [{ id: 'st', name: 'Double', size: '10x20', description: '', vendorTypeId: null }],
    spaces: [
      { id: 's-a1', label: 'A1', areaId: 'north', spaceTypeId: 'st', size: '10x20', position: { x: 10, y: 10 } },
      { id: 's-a2', label: 'A2', areaId: 'north', spaceTypeId: null, size: '', position: { x: 22, y: 10 } },
      { id: 's-f1', label: 'F1', areaId: 'food', spaceTypeId: null, size: '10x10', position: { x: 10, y: 75 } },
    ],
    landmarks: [
      {
        id: 'lm-1',
        areaId: null,
        marketDateId: 'md-1',
        label: 'Main Entrance',
        position: { x: 0, y: 34 },
        dimensions: { width: 6, height: 8 },
        rotation: 0,
        landmarkType: { name: 'Entrance', icon: 'fas fa-door-open', color: 'green', shape: 'icon' },
      },
    ],
    vendors:
      over.publishedAt === null
        ? []
        : [
            {
              id: 'v-1',
              name: 'Sunny Acres Farm',
              vendorType: { code: 'FARM', label: 'Farmers/Produce' },
              spaceId: 's-a1',
              spaceLabel: 'A1',
            },
          ],
  };
}

const settings = (enable_public_profiles: boolean) => ({
  body: {
    enable_public_profiles,
    hasMapPassword: false,
    market_time_zone: 'America/Los_Angeles',
    market_regulations: '',
  },
});

describe('a market date’s map (/map/{id})', () => {
  it('draws the spaces at 12 px per foot, names the vendors and links them to their public profiles', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': { body: mapOf() },
      'GET /api/system-settings/public': settings(true),
    });
    renderApp('/map/md-1');
    expect(await screen.findByRole('heading', { name: 'Sunday, June 5, 2033' })).toBeInTheDocument();
    const a1 = screen.getByRole('img', { name: 'Space A1: Sunny Acres Farm' });
    expect(a1).toHaveStyle({ left: '120px', top: '120px', width: '120px', height: '240px' });
    // No size: the default 10x10 feet.
    expect(screen.getByRole('img', { name: 'Space A2: Available' })).toHaveStyle({ width: '120px', height: '120px' });
    expect(screen.getByRole('img', { name: 'Main Entrance' })).toHaveStyle({ width: '72px', height: '96px' });
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Vendor')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Vendors at this Market' });
    expect(await within(list).findByRole('link', { name: 'Sunny Acres Farm' })).toHaveAttribute(
      'href',
      '/map/vendor/v-1',
    );
    expect(within(list).getByText('Space A1')).toBeInTheDocument();
    expect(screen.getByText('Map layout and vendor list are subject to change.')).toBeInTheDocument();
    expect(screen.queryByText('For the best experience, please view on a larger screen.')).not.toBeInTheDocument();
  });

  it('shows vendor names as plain text while public profiles are off', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': { body: mapOf() },
      'GET /api/system-settings/public': settings(false),
    });
    renderApp('/map/md-1');
    const list = await screen.findByRole('region', { name: 'Vendors at this Market' });
    expect(within(list).getByText('Sunny Acres Farm')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('link')).not.toBeInTheDocument());
  });

  it('zooms from 50% to 200% in steps of 20%, and scales the drawing', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': { body: mapOf() },
      'GET /api/system-settings/public': settings(true),
    });
    const user = userEvent.setup();
    renderApp('/map/md-1');
    await screen.findByRole('heading', { name: 'Sunday, June 5, 2033' });
    const level = screen.getByTestId('zoom-level');
    expect(level).toHaveTextContent('100%');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('120%');
    expect(screen.getByRole('img', { name: 'Space A2: Available' })).toHaveStyle({ width: '144px' });
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(level).toHaveTextContent('50%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Show grid' }));
    expect(screen.getByTestId('map-drawing')).toHaveAttribute('data-grid', 'on');
  });

  it('shows one area at a time and writes it to the address bar', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': { body: mapOf() },
      'GET /api/system-settings/public': settings(true),
    });
    const user = userEvent.setup();
    const app = renderApp('/map/md-1');
    await screen.findByRole('heading', { name: 'Sunday, June 5, 2033' });
    await user.click(screen.getByRole('button', { name: 'Food Court' }));
    expect(app.location().search).toBe('?area=food');
    expect(screen.getByRole('button', { name: 'Food Court' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Space F1: Available' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Space A1/ })).not.toBeInTheDocument();
    // The entrance belongs to no area, so every area shows it.
    expect(screen.getByRole('img', { name: 'Main Entrance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Areas' }));
    expect(app.location().search).toBe('');
  });

  it('names no vendors before the date is published', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': { body: mapOf({ publishedAt: null }) },
      'GET /api/system-settings/public': settings(true),
    });
    renderApp('/map/md-1');
    expect(
      await screen.findByText('Vendor assignments will appear here once the layout is published.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Space A1: Available' })).toBeInTheDocument();
  });

  it('asks for the map password, says when it is wrong, and shows the map once the server accepts it', async () => {
    let unlocked = false;
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': () =>
        unlocked ? { body: mapOf() } : { status: 401, body: { message: 'Password required' } },
      'GET /api/system-settings/public': settings(true),
      'POST /api/public/map/unlock': ({ body }) => {
        if ((body as { password: string }).password !== 'open sesame') {
          return { status: 401, body: { message: 'Incorrect password' } };
        }
        unlocked = true;
        return { body: { unlocked: true } };
      },
    });
    const user = userEvent.setup();
    renderApp('/map/md-1');
    const dialog = await screen.findByRole('dialog', { name: 'Protected Map' });
    await user.type(within(dialog).getByLabelText('Map password'), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'View Map' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Map password'));
    await user.type(within(dialog).getByLabelText('Map password'), 'open sesame');
    await user.click(within(dialog).getByRole('button', { name: 'View Map' }));
    expect(await screen.findByRole('heading', { name: 'Sunday, June 5, 2033' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/public/map/unlock').map((c) => c.body)).toEqual([
      { password: 'guess', marketDateId: 'md-1' },
      { password: 'open sesame', marketDateId: 'md-1' },
    ]);
  });

  it("names the date's market and its hours in the heading", async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': {
        body: {
          ...mapOf(),
          market: {
            id: 'm2',
            name: 'Riverside Evening Market',
            shortName: 'Riverside',
            hours: 'Every Wednesday 4:00 PM to 8:00 PM',
            address: '',
            mapLink: null,
          },
        },
      },
      'GET /api/system-settings/public': settings(false),
    });
    renderApp('/map/md-1');
    expect(
      await screen.findByText('Riverside Evening Market · Every Wednesday 4:00 PM to 8:00 PM'),
    ).toBeInTheDocument();
  });

  it('sends a visitor with an unknown date to pick one', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/nope': { status: 404, body: { message: 'Market date not found' } },
      'GET /api/system-settings/public': settings(true),
    });
    renderApp('/map/nope');
    expect(await screen.findByText('Please select a market date to view its layout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('suggests a larger screen under 768 px', async () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(isNarrowQuery));
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/map/md-1': { body: mapOf() },
      'GET /api/system-settings/public': settings(true),
    });
    renderApp('/map/md-1');
    expect(await screen.findByText('For the best experience, please view on a larger screen.')).toBeInTheDocument();
  });
});
