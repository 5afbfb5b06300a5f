import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

describe('the landing page (/)', () => {
  it('offers visitors the three actions and the four highlights', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/');
    // The welcome shows while the app starts; the highlights come with the page itself.
    expect(await screen.findByRole('heading', { name: 'Prime Location' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Existing Vendor Login' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Apply as a Vendor' })).toHaveAttribute('href', '/vendor/new-apply');
    expect(screen.getByRole('link', { name: 'View Market Map' })).toHaveAttribute('href', '/map');
    for (const title of ['Prime Location', 'Flexible Space Types', 'Loyal Customers', 'Quality Focus']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    // Visitor chrome and the footer.
    expect(screen.getByRole('link', { name: 'Apply as Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    // Without the markets' answer, the first market's hours as the single-market product showed them.
    expect((await screen.findAllByText('Every Sunday 9:00 AM to 1:00 PM')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@marketday.example',
    );
    expect(document.title).toBe('MarketDay - Welcome');
  });

  it('reads in Spanish: the welcome, the highlights, the header and the footer', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Ubicación privilegiada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión como vendedor' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Ver el mapa del mercado' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('heading', { name: 'Por qué vender en MarketDay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar con soporte' })).toBeInTheDocument();
    expect(screen.getByText('Gerente del mercado')).toBeInTheDocument();
  });

  it('shows each market with its hours and place, from the markets themselves', async () => {
    // The hours are written from the days, in the reader's language (the answer's English `hours` is not shown).
    const market = (
      id: string,
      name: string,
      shortName: string,
      day: { weekday: number; opens: string; closes: string },
    ) => ({
      id,
      name,
      shortName,
      address: `${name} address`,
      mapLink: null,
      description: '',
      logoUrl: null,
      hours: 'as the server writes it',
      days: [day],
      timeZone: 'America/Los_Angeles',
      mapPasswordSet: false,
    });
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/markets': {
        body: {
          markets: [
            market('main', 'Town Square Market', 'Town Square', { weekday: 0, opens: '09:00', closes: '13:00' }),
            market('m2', 'Riverside Evening Market', 'Riverside', { weekday: 3, opens: '16:00', closes: '20:00' }),
          ],
        },
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Our markets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Riverside Evening Market' })).toBeInTheDocument();
    expect(screen.getByText('Riverside Evening Market address')).toBeInTheDocument();
    // The welcome shows the first market's hours; the footer names each market's.
    expect(screen.getAllByText('Every Sunday 9:00 AM to 1:00 PM').length).toBeGreaterThan(0);
    expect(screen.getByText('Riverside: Every Wednesday 4:00 PM to 8:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Town Square: Every Sunday 9:00 AM to 1:00 PM')).toBeInTheDocument();
  });

  it('sends a signed-in vendor user home', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': { status: 404, body: { message: 'Vendor not found' } },
    });
    const app = renderApp('/');
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/dashboard'));
    // A vendor the API will not show still gets a greeting.
    expect(await screen.findByText('Hello Vendor!')).toBeInTheDocument();
  });
});
