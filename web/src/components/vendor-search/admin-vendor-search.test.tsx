import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const SUNNY = { id: 'v-sunny', name: 'Sunny Acres Farm', email: 'vendor@example.com', contactName: 'Sam Rivera' };

function api(search: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/public/vendor-types': { body: [] },
    'GET /api/vendors': { body: { items: [], cursor: null } },
    'GET /api/vendors/search': search,
    'GET /api/vendors/v-sunny': { status: 404, body: { message: 'Vendor not found' } },
  });
}
const searches = (calls: ReturnType<typeof mockApi>) =>
  calls.fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === '/api/vendors/search')
    .map((u) => u.searchParams.get('q'));

describe('the admin vendor search box (spec 1 §2.3)', () => {
  it('searches after a pause once 3 characters are typed, and opens the chosen vendor', async () => {
    const calls = api({ body: [SUNNY] });
    const app = renderApp('/admin/vendors');
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search vendors' });

    await user.click(box);
    await user.paste('su');
    expect(await screen.findByText(VENDOR_MSG.searchTooShort)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(searches(calls)).toEqual([]);

    await user.paste('nny');
    expect(searches(calls)).toEqual([]); // not on the keystroke: after the pause
    const option = await screen.findByRole('option', { name: 'Sunny Acres Farm, Sam Rivera' });
    expect(option).toHaveTextContent('Sunny Acres Farm');
    expect(option).toHaveTextContent('Sam Rivera');
    expect(searches(calls)).toEqual(['sunny']);

    await user.click(option);
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/v-sunny'));
  });

  it('says "No vendors found" when nothing matches', async () => {
    api({ body: [] });
    renderApp('/admin/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('searchbox', { name: 'Search vendors' }));
    await user.paste('zzzz');
    expect(await screen.findByText(VENDOR_MSG.noVendorsFound)).toBeInTheDocument();
  });

  it('says "Search failed" when the search fails', async () => {
    api({ status: 500, body: { message: 'boom' } });
    renderApp('/admin/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('searchbox', { name: 'Search vendors' }));
    await user.paste('sunny');
    expect(await screen.findByText(VENDOR_MSG.searchFailed)).toBeInTheDocument();
  });

  it('goes to the vendor list with the term on Enter', async () => {
    api({ body: [SUNNY] });
    const app = renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('searchbox', { name: 'Search vendors' }));
    await user.paste('sam r');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe('/admin/vendors'));
    expect(app.location().search).toBe('?search=sam%20r');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('sam r');
  });

  it('is not there for vendor users', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() } });
    renderApp('/profile/change-password');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search vendors' })).not.toBeInTheDocument();
  });
});
