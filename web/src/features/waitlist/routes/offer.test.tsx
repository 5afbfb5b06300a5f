import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const offer = {
  status: 'open',
  marketDate: '2099-06-07',
  vendorName: 'Sunny Acres Farm',
  spaceLabel: 'A4',
  deadline: '2099-06-05T19:00:00.000Z',
};

describe('the waitlist offer page (/w/{code})', () => {
  it('offers the freed space with Accept and Decline', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, 'GET /api/public-waitlist/abc': { body: offer } });
    renderApp('/w/abc');
    expect(await screen.findByRole('heading', { name: /^Space A4 for / })).toBeInTheDocument();
    expect(screen.getByText(/^Sunny Acres Farm, a space opened up at the market/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the space' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': unauthorized, 'GET /api/public-waitlist/abc': { body: offer } });
    renderApp('/w/abc');
    expect(await screen.findByRole('heading', { name: /^Puesto A4 para el / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar el puesto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });
});
