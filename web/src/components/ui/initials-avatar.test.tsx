import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { getInitials } from './initials-avatar';

describe('getInitials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane.doe', 'JD'],
    ['mary ann smith', 'MA'],
    ['admin', 'A'],
    ['admin@example.com', 'A'],
    ['  ', '?'],
  ])('%s → %s', (username, initials) => {
    expect(getInitials(username)).toBe(initials);
  });
});

describe('the account menu avatar', () => {
  it("shows the signed-in user's initials", async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin({ username: 'Pat Green' }) } });
    renderApp('/admin');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('PG');
  });
});
