import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsReport } from '@shared/schemas/date-dashboard';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const marketDate = {
  id: 'd1',
  marketId: 'main',
  date: '2032-06-06',
  status: 'upcoming',
  maxVendors: null,
  notes: null,
  publishedAt: null,
  publishedBy: null,
  spaceCount: 4,
  assignedCount: 3,
};
const card = {
  'pending-requests': { totalPending: 2, completionPercentage: 60, newVendors: 1, returningVendors: 1 },
  'space-assignment': { assignedSpaces: 3, totalSpaces: 4, fillPercentage: 75, unassignedSpaces: 1, conflictCount: 0 },
  'payment-status': {
    totalVendors: 4,
    paidVendors: 3,
    paymentPercentage: 75,
    collectedAmount: 15049,
    outstandingAmount: 5000,
    totalAmount: 20049,
  },
  'publication-status': {
    isPublished: false,
    readyToPublish: true,
    publicationPercentage: 66,
    publishedAt: null,
    lastUpdatedAt: '2032-06-01T10:00:00.000Z',
    assignedSpaces: 3,
    totalSpaces: 4,
  },
  'missing-vendors': { totalCount: 0, vendors: [] },
  'expiring-documents': {
    totalCount: 1,
    documents: [
      {
        id: 'doc1',
        documentName: 'Food Handler Permit',
        vendorName: 'Two Rivers Ranch',
        vendorId: 'v1',
        expiryDate: '2032-06-03',
        daysUntilExpiry: 2,
      },
    ],
  },
};

function mockDashboard(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/market-dates/d1': { body: marketDate },
    'GET /api/public/vendor-types': { body: [] },
    ...Object.fromEntries(
      Object.entries(card).map(([name, body]) => [`GET /api/dashboard/market-date/d1/${name}`, { body }]),
    ),
    'GET /api/dashboard/market-date/d1/vendor-notes': { status: 500, body: { message: 'Server error' } },
    ...extra,
  });
}

describe('the market date dashboard (/date/{id})', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each card on its own, whole dollars, and one failing card with Retry', async () => {
    const api = mockDashboard();
    renderApp('/date/d1');
    expect(await screen.findByRole('heading', { name: 'Dashboard — June 6' })).toBeInTheDocument();
    const payment = await screen.findByRole('region', { name: 'Payment Status' });
    expect(await within(payment).findByText('3 / 4')).toBeInTheDocument();
    expect(within(payment).getByText(/\$150 collected · \$50 outstanding of \$200/)).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'View unpaid' })).toHaveAttribute(
      'href',
      '/date/d1/payments?tab=unpaid',
    );
    expect(within(payment).getByText('75% paid')).toBeInTheDocument();
    const docs = screen.getByRole('region', { name: 'Expiring Documents' });
    expect(await within(docs).findByText('2 days')).toBeInTheDocument();

    const notes = screen.getByRole('region', { name: 'Vendor Notes' });
    expect(await within(notes).findByText('Unable to load vendor notes data. Please try again.')).toBeInTheDocument();
    const before = api.callsTo('GET', '/api/dashboard/market-date/d1/vendor-notes').length;
    await userEvent.setup().click(within(notes).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/dashboard/market-date/d1/vendor-notes').length).toBeGreaterThan(before),
    );
    expect(screen.getByRole('region', { name: 'Pre-Market Checklist' })).toHaveTextContent('Coming Soon');
  });

  it('shows the statistics failure message on the statistics tab', async () => {
    mockDashboard({ 'GET /api/dashboard/market-date/d1/statistics': { status: 500, body: { message: 'x' } } });
    renderApp('/date/d1?tab=stats');
    expect(
      await screen.findByText('Failed to load market statistics. Please try refreshing the page.'),
    ).toBeInTheDocument();
  });
});

const row = (id: string, name: string, due: number, paid: number): PaymentsReport['items'][number] => {
  const status = due === 0 ? 'none' : paid >= due ? 'received' : paid > 0 ? 'requested' : 'required';
  return {
    id,
    status: 'approved',
    vendor: { id: `v-${id}`, name, vendorType: { id: '1', code: 'FARM', label: 'Farmers/Produce' } },
    spaceAssignment: { label: 'A1', areaId: 'north' },
    amountDue: due,
    amountPaid: paid,
    amountBalance: due - paid,
    paymentStatus: {
      status,
      label: status,
      color: status === 'received' ? 'green' : status === 'none' ? 'other' : 'red',
    },
  };
};

describe('the payments report (/date/{id}/payments)', () => {
  afterEach(() => vi.restoreAllMocks());

  const summary = { requests: 3, totalDue: 9000, totalPaid: 2000, owing: 3, owingPaid: 1 };
  const page = (items: PaymentsReport['items'], nextCursor: string | null = null): PaymentsReport => ({
    marketDate: { id: 'd1', date: '2032-06-06' },
    totalPaid: 2000,
    summary,
    items,
    nextCursor,
  });
  const routes = (payments: Parameters<typeof mockApi>[0][string]) => ({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/public/vendor-types': { body: [] },
    'GET /api/areas': { body: [] },
    'GET /api/market-dates/d1/payments': payments,
    'POST /api/market-dates/d1/payment-reminders': { body: { sent: 2 } },
  });

  it('opens on Unpaid with the date’s totals, and reminds the selected vendors in one call', async () => {
    const api = mockApi(
      routes(({ query: q }) => ({
        body:
          q.get('tab') === 'unpaid'
            ? page([row('r1', 'Two Rivers Ranch', 4000, 0), row('r2', 'Clay Works', 3000, 0)])
            : page([]),
      })),
    );
    const app = renderApp('/date/d1/payments');
    expect(await screen.findByRole('tab', { name: 'Unpaid (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/market-dates/d1/payments')[0]!.query.get('tab')).toBe('unpaid');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: /Send Payment Reminders/ }));
    expect(await screen.findByText('Payment reminders sent to 2 vendors')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/market-dates/d1/payment-reminders')[0]!.body).toEqual({
      requestIds: ['r1', 'r2'],
    });

    // The tab is the server's filter and stays in the address.
    await user.click(screen.getByRole('tab', { name: 'N/A' }));
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
    expect(new URLSearchParams(app.location().search).get('tab')).toBe('not-required');
    expect(api.callsTo('GET', '/api/market-dates/d1/payments').at(-1)!.query.get('tab')).toBe('not-required');
  });

  it('pages through the server’s pages with the cursor in the address, and a new tab starts from the first', async () => {
    const pages: Record<string, PaymentsReport> = {
      '': page([row('r1', 'Clay Works', 3000, 0)], 'c2'),
      c2: page([row('r2', 'Two Rivers Ranch', 4000, 0)]),
    };
    const api = mockApi(routes(({ query: q }) => ({ body: pages[q.get('cursor') ?? ''] })));
    const app = renderApp('/date/d1/payments?tab=unpaid');
    expect(await screen.findByText('Clay Works')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Two Rivers Ranch')).toBeInTheDocument();
    expect(screen.queryByText('Clay Works')).not.toBeInTheDocument();
    expect(new URLSearchParams(app.location().search).get('cursor')).toBe('c2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Clay Works')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Two Rivers Ranch');
    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    await waitFor(() => expect(new URLSearchParams(app.location().search).get('cursor')).toBeNull());
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/market-dates/d1/payments').at(-1)!.query.toString()).toBe('tab=paid'),
    );
  });

  it('says so when the date has no approved requests', async () => {
    mockApi(routes({ body: { ...page([]), summary: { ...summary, requests: 0 } } }));
    renderApp('/date/d1/payments');
    expect(await screen.findByText('No payment information available.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Unpaid/ })).not.toBeInTheDocument();
  });
});

describe('the market date dashboard in Spanish', () => {
  it('reads its cards in Spanish', async () => {
    await readInSpanish();
    mockDashboard();
    renderApp('/date/d1');
    expect(await screen.findByRole('heading', { name: 'Panel — 6 de junio' })).toBeInTheDocument();
    const payment = await screen.findByRole('region', { name: 'Estado de pagos' });
    expect(await within(payment).findByText('75% pagado')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'Ver no pagados' })).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Notas de vendedores' });
    expect(
      await within(notes).findByText('No se pudieron cargar los datos de notas de vendedores. Vuelva a intentarlo.'),
    ).toBeInTheDocument();
  });
});
