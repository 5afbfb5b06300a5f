import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProceedsReport } from '@shared/schemas/date-dashboard';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

type Row = ProceedsReport['items'][number];

const row = (id: string, vendorName: string, grossSales: number | null, over: Partial<Row> = {}): Row => ({
  id,
  vendorId: `v-${id}`,
  vendorName,
  vendorType: { id: '1', code: 'produce', label: 'Produce' },
  spaceAssignment: null,
  status: 'approved',
  grossSales,
  spaceFee: 4000,
  salesBasedFee: 0,
  marketRevenue: 4000,
  salesBasedRate: 0,
  amountPaid: 4000,
  amountBalance: 0,
  attention: null,
  salesByTender: null,
  ...over,
});

/** The whole date's figures, as its tally keeps them: never the sum of the page shown. */
const summary: ProceedsReport['summary'] = {
  grossSales: 1_234_500,
  marketRevenue: 880_000,
  amountPaid: 610_000,
  vendors: 220,
  reporting: 180,
  attention: { both: 3, sales: 4, payment: 5 },
  salesByTender: {},
  unsplit: 1_234_500,
};

const page = (items: Row[], nextCursor: string | null = null, over: Partial<ProceedsReport> = {}): ProceedsReport => ({
  marketDate: { id: 'd1', date: '2032-06-06' },
  summary,
  items,
  nextCursor,
  tenders: [],
  ...over,
});

const routes = (proceeds: Parameters<typeof mockApi>[0][string]) => ({
  'GET /api/auth/user': { body: makeAdmin() },
  'GET /api/public/vendor-types': { body: [] },
  'GET /api/market-dates/d1/proceeds': proceeds,
});

describe('the proceeds report (/date/{id}/proceeds)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the date's totals and attention counts, and pages with the cursor and filters in the address", async () => {
    const pages: Record<string, ProceedsReport> = {
      '': page(
        [
          row('r1', 'Clay Works', 90_000),
          row('r2', 'Two Rivers Ranch', null, { salesBasedRate: 10, attention: 'both', amountPaid: 0 }),
        ],
        'c2',
      ),
      c2: page([row('r3', 'Orchard Lane', null)]),
    };
    const api = mockApi(routes(({ query: q }) => ({ body: pages[q.get('cursor') ?? ''] })));
    const app = renderApp('/date/d1/proceeds?type=1');
    const table = await screen.findByRole('table', { name: 'Vendor proceeds' });
    expect(within(table).getByText('Clay Works')).toBeInTheDocument();
    expect(screen.getByText('$12,345.00')).toBeInTheDocument();
    expect(screen.getByText('180 / 220')).toBeInTheDocument();
    const attention = screen.getByRole('alert');
    expect(
      within(attention).getByText(
        '12 vendors on this date: 3 missing sales and payment, 4 missing sales, 5 missing payment',
      ),
    ).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'Two Rivers Ranch' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/market-dates/d1/proceeds')[0]!.query.toString()).toBe('type=1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Orchard Lane')).toBeInTheDocument();
    expect(screen.queryByText('Clay Works')).not.toBeInTheDocument();
    expect(new URLSearchParams(app.location().search).get('cursor')).toBe('c2');
    expect(api.callsTo('GET', '/api/market-dates/d1/proceeds').at(-1)!.query.toString()).toBe('type=1&cursor=c2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The totals stay the date's on every page.
    expect(screen.getByText('$12,345.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Clay Works')).toBeInTheDocument();

    // Paid only is the server's filter: in the address, and a new filter starts from the first page.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Orchard Lane');
    await user.click(screen.getByRole('checkbox', { name: 'Paid only' }));
    await waitFor(() => expect(new URLSearchParams(app.location().search).get('cursor')).toBeNull());
    expect(new URLSearchParams(app.location().search).get('paidOnly')).toBe('true');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/market-dates/d1/proceeds').at(-1)!.query.toString()).toBe('type=1&paidOnly=true'),
    );
  });

  it('says so when the date has no approved requests', async () => {
    mockApi(routes({ body: page([], null, { summary: { ...summary, vendors: 0 } }) }));
    renderApp('/date/d1/proceeds');
    expect(await screen.findByText('No proceeds data available for this market date.')).toBeInTheDocument();
    expect(screen.queryByText('Total Gross Sales')).not.toBeInTheDocument();
  });

  it('shows the cards and the empty text when the filters leave no row', async () => {
    mockApi(routes({ body: page([]) }));
    renderApp('/date/d1/proceeds?paidOnly=true');
    expect(await screen.findByText('No proceeds data available for this market date.')).toBeInTheDocument();
    expect(screen.getByText('Total Gross Sales')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
