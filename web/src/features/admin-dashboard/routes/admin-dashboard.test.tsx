import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '@shared/schemas/admin-dashboard';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const data: AdminDashboardResponse = {
  today: '2025-06-04',
  nextMarket: {
    id: 'md-1',
    date: '2025-06-08',
    notes: 'Live music by the fountain',
    published: true,
    publishedAt: '2025-06-04T19:00:00.000Z',
    requests: { requested: 2, approved: 11, confirmed: 1, skipped: 1, canceled: 0 },
    spaces: { assigned: 12, total: 24 },
  },
  pendingApplications: {
    count: 2,
    latest: [
      {
        id: 'v1',
        name: 'Bee Happy Honey',
        contactName: 'Olivia Grant',
        email: 'beehappy@example.com',
        phone: '(707) 555-0146',
        createdAt: '2025-06-03T17:00:00.000Z',
      },
    ],
  },
};

const market = (id: string, name: string) =>
  makeMarket({
    id,
    name,
    shortName: name,
    days: [{ weekday: id === 'main' ? 0 : 3, opens: '09:00', closes: '13:00' }],
    hours: '',
  });

describe('the admin dashboard', () => {
  it('shows the next date of the market chosen, kept in the address', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin({ username: 'Market Admin' }) },
      'GET /api/markets': { body: { markets: [market('main', 'Town Square'), market('eve', 'Riverside')] } },
      'GET /api/dashboard/admin': ({ query }) => ({
        body:
          query.get('marketId') === 'eve'
            ? { ...data, nextMarket: { ...data.nextMarket!, id: 'md-2', date: '2025-06-11' } }
            : data,
      }),
    });
    const app = renderApp('/admin');
    expect(await screen.findByRole('region', { name: 'Sun, Jun 8, 2025' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Market/ }));
    await user.click(await screen.findByRole('option', { name: 'Riverside' }));
    await waitFor(() => expect(app.location().search).toBe('?market=eve'));
    expect(await screen.findByRole('region', { name: 'Wed, Jun 11, 2025' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard/admin').at(-1)?.query.get('marketId')).toBe('eve');
  });

  it('keeps the greeting and shows the next market and the pending applications with their links', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin({ username: 'Market Admin' }) },
      'GET /api/dashboard/admin': { body: data },
    });
    renderApp('/admin');
    expect(await screen.findByText('Hello Market Admin!')).toBeInTheDocument();
    const market = await screen.findByRole('region', { name: 'Sun, Jun 8, 2025' });
    expect(within(market).getByText('Published')).toBeInTheDocument();
    expect(within(market).getByLabelText('Spaces assigned')).toHaveTextContent('12 of 24');
    expect(
      within(within(market).getByRole('group', { name: 'approved requests' })).getByText('11'),
    ).toBeInTheDocument();
    expect(within(market).getByRole('link', { name: 'Spaces of this date' })).toHaveAttribute(
      'href',
      '/date/md-1/spaces',
    );
    expect(within(market).getByRole('link', { name: 'All market dates' })).toHaveAttribute(
      'href',
      '/admin/market-dates',
    );

    const pending = screen.getByRole('region', { name: /Pending Applications/ });
    expect(within(pending).getByLabelText('Pending applications count')).toHaveTextContent('2');
    expect(within(pending).getByRole('link', { name: 'Bee Happy Honey' })).toHaveAttribute('href', '/vendor/v1');
    expect(within(pending).getByRole('link', { name: 'Review applications' })).toHaveAttribute(
      'href',
      '/admin/vendors?status=PENDING',
    );
  });

  it('says when no market is scheduled and nobody is waiting', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/dashboard/admin': {
        body: { ...data, nextMarket: null, pendingApplications: { count: 0, latest: [] } },
      },
    });
    renderApp('/admin');
    expect(await screen.findByText(VENDOR_DATES_MSG.noNextMarket)).toBeInTheDocument();
    expect(screen.getByText(VENDOR_DATES_MSG.noPendingApplications)).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/dashboard/admin': { status: 500, body: {} } });
    renderApp('/admin');
    expect(await screen.findByText(VENDOR_DATES_MSG.adminDashboardFailed)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin({ username: 'Market Admin' }) },
      'GET /api/dashboard/admin': { body: data },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Solicitudes pendientes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar solicitudes' })).toBeInTheDocument();
    expect(screen.getByText('Puestos asignados')).toBeInTheDocument();
  });
});
