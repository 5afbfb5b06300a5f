import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

describe('the Market Maps list (/map)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/market-dates': {
        body: [
          { id: 'md-1', date: '2033-06-05', status: 'upcoming', notes: null, publishedAt: '2033-06-01T19:00:00Z' },
          { id: 'md-2', date: '2033-06-12', status: 'upcoming', notes: null, publishedAt: null },
        ],
      },
    });
    renderApp('/map');
    expect(await screen.findByText('Vendedores anunciados')).toBeInTheDocument();
    expect(screen.getByText('Vista previa del plano')).toBeInTheDocument();
    expect(screen.getAllByText('Ver mapa →')).toHaveLength(2);
  });

  it('shows a card per upcoming date, linking to its map, and a way back home', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/market-dates': {
        body: [
          {
            id: 'md-1',
            date: '2033-06-05',
            status: 'upcoming',
            notes: 'Strawberry tasting',
            publishedAt: '2033-06-01T19:00:00Z',
          },
          { id: 'md-2', date: '2033-06-12', status: 'upcoming', notes: null, publishedAt: null },
        ],
      },
    });
    renderApp('/map');
    expect(await screen.findByRole('heading', { name: 'Market Maps' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sunday, June 5, 2033' })).toHaveAttribute('href', '/map/md-1');
    expect(screen.getByRole('link', { name: 'Sunday, June 12, 2033' })).toHaveAttribute('href', '/map/md-2');
    expect(screen.getByText('Strawberry tasting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('MarketDay - Market Maps');
  });

  it('says so when no market is scheduled', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, 'GET /api/public/market-dates': { body: [] } });
    renderApp('/map');
    expect(await screen.findByText('No upcoming markets are currently scheduled.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, 'GET /api/public/market-dates': { status: 500, body: {} } });
    renderApp('/map');
    expect(await screen.findByText('Unable to load upcoming markets. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each market with its hours and place, and under it its own dates', async () => {
    // The hours are written from the days, in the reader's language.
    const DAYS: Record<string, { weekday: number; opens: string; closes: string }> = {
      'Every Sunday 9:00 AM to 1:00 PM': { weekday: 0, opens: '09:00', closes: '13:00' },
      'Every Wednesday 4:00 PM to 8:00 PM': { weekday: 3, opens: '16:00', closes: '20:00' },
    };
    const market = (id: string, name: string, hours: string, address = '') => ({
      id,
      name,
      shortName: name,
      address,
      mapLink: address ? 'https://maps.example.org/square' : null,
      description: '',
      logoUrl: null,
      hours,
      days: [DAYS[hours]!],
      timeZone: 'America/Los_Angeles',
      mapPasswordSet: false,
    });
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/markets': {
        body: {
          markets: [
            market('main', 'Town Square Market', 'Every Sunday 9:00 AM to 1:00 PM', '100 Main Street'),
            market('m2', 'Riverside Evening Market', 'Every Wednesday 4:00 PM to 8:00 PM'),
          ],
        },
      },
      'GET /api/public/market-dates': {
        body: [
          { id: 'md-1', date: '2033-06-05', status: 'upcoming', notes: null, publishedAt: null },
          { id: 'md-2', marketId: 'm2', date: '2033-06-08', status: 'upcoming', notes: null, publishedAt: null },
        ],
      },
    });
    renderApp('/map');
    const square = await screen.findByRole('region', { name: 'Town Square Market' });
    expect(within(square).getAllByText('Every Sunday 9:00 AM to 1:00 PM').length).toBeGreaterThan(0);
    expect(within(square).getByRole('link', { name: '100 Main Street' })).toHaveAttribute(
      'href',
      'https://maps.example.org/square',
    );
    expect(within(square).getByRole('link', { name: 'Sunday, June 5, 2033' })).toHaveAttribute('href', '/map/md-1');
    const river = screen.getByRole('region', { name: 'Riverside Evening Market' });
    expect(within(river).getByRole('link', { name: 'Wednesday, June 8, 2033' })).toHaveAttribute('href', '/map/md-2');
    expect(within(river).queryByRole('link', { name: 'Sunday, June 5, 2033' })).not.toBeInTheDocument();
  });
});
