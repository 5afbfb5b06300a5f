import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import type { VendorDashboardResponse } from '@shared/schemas/vendor-dates';
import { makeUser, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const dashboard: VendorDashboardResponse = {
  vendor: { id: 'vendor-1', name: 'Sunny Acres Farm', vendorTypeId: '1', status: 'APPROVED' },
  today: '2025-06-04',
  alerts: [
    {
      id: 'a1',
      subject: 'Load-in moves to the east gate',
      body: 'Road work closes the Main Street gate.\\nPlease load in through the east gate.',
      priority: 'high',
    },
    { id: 'a2', subject: 'Sales reports', body: 'Enter your sales.\nFees follow.', priority: 'medium' },
  ],
  counts: {
    pendingPayments: { count: 3, amount: 15_600 },
    overduePayments: { count: 1, amount: 4_100 },
    pendingSpaceRequests: 1,
    upcomingDatesWithoutRequests: 4,
    documentsExpiring: 2,
    averageSales: 120_000,
  },
  payments: [
    {
      id: 'p1',
      marketDate: '2025-06-01',
      amount: 3500,
      status: 'completed',
      paymentMethod: 'cash',
      paidDate: '2025-05-26T18:00:00.000Z',
    },
  ],
};

describe('the vendor dashboard (spec 1 §2.8)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': { body: dashboard },
    });
    renderApp('/vendor/dashboard');
    expect(await screen.findByRole('group', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pagos recientes' })).toBeInTheDocument();
    expect(screen.getByText('$156 pendientes')).toBeInTheDocument();
  });

  it('greets the vendor and shows alerts, tiles, the overview cards and the payments', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': { body: dashboard },
    });
    renderApp('/vendor/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hello Sunny Acres Farm!' })).toBeInTheDocument();

    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByText('Road work closes the Main Street gate.')).toBeInTheDocument();
    expect(within(alerts).getByText('Please load in through the east gate.')).toBeInTheDocument();
    expect(within(alerts).getByText('Enter your sales.')).toBeInTheDocument();
    const high = within(alerts).getByText('Load-in moves to the east gate').closest('[data-priority]');
    expect(high).toHaveAttribute('data-priority', 'high');

    expect(screen.getByRole('link', { name: 'Manage Space Requests' })).toHaveAttribute(
      'href',
      '/vendor/space-requests',
    );
    expect(screen.getByRole('link', { name: 'Payment History' })).toHaveAttribute('href', '/vendor/vendor-1/payments');

    const value = (title: string) => within(screen.getByRole('group', { name: title })).getByTestId('card-value');
    expect(value('Pending Payments')).toHaveTextContent('3');
    expect(value('Upcoming Dates w/o Requests')).toHaveTextContent('4');
    expect(value('Documents Expiring/Expired')).toHaveTextContent('2');
    expect(value('Pending Space Requests')).toHaveTextContent('1');
    expect(value('Overdue Payments')).toHaveTextContent('1');
    expect(value('Average Sales')).toHaveTextContent('$1,200');
    expect(screen.getByText('$35.00')).toBeInTheDocument();
  });

  it('says "Vendor" when the vendor has no name and hides Average Sales when it is null', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': {
        body: {
          ...dashboard,
          alerts: [],
          vendor: { ...dashboard.vendor, name: '' },
          counts: { ...dashboard.counts, averageSales: null },
        },
      },
    });
    renderApp('/vendor/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hello Vendor!' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Average Sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
  });

  it('shows the system error for a user without a vendor, without calling the API', async () => {
    const api = mockApi({ 'GET /api/auth/user': { body: makeUser({ vendorId: null }) } });
    renderApp('/vendor/dashboard');
    expect(await screen.findByText(MSG.noVendorForDashboard)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendor/dashboard')).toHaveLength(0);
  });

  it('shows the failure when the dashboard cannot load', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendor/dashboard': {
        status: 500,
        body: { message: 'An unexpected error occurred. Please try again later.' },
      },
    });
    renderApp('/vendor/dashboard');
    expect(await screen.findByText('Failed to load the dashboard')).toBeInTheDocument();
  });
});

describe('a user without vendor.spaceRequests.view (spec 3 §2)', () => {
  it('sees "Access Denied" instead of the overview, and the dashboard is not asked for', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.profile.view'] }) },
      'GET /api/vendor/dashboard': { body: dashboard },
    });
    renderApp('/vendor/dashboard');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view space requests.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading dashboard')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendor/dashboard')).toHaveLength(0);
  });
});
