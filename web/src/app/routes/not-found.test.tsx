import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { makeAdmin, mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

describe('the not-found page', () => {
  it('shows "404 Page Not Found" for an unknown path', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/no/such/screen');
    expect(await screen.findByRole('heading', { name: MSG.notFoundPage })).toBeInTheDocument();
    expect(document.title).toBe('MarketDay - Page Not Found');
  });

  it('shows it to signed-in users too, inside their chrome', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    renderApp('/admin/nothing-here');
    expect(await screen.findByText(MSG.notFoundPage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
