import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORTS_MSG } from '@shared/reports-messages';
import { TENDER_MSG } from '@shared/tender-messages';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const common = {
  'GET /api/auth/user': { body: makeAdmin() },
  'GET /api/system-settings': { body: [] },
};
const TENDERS = [
  { code: 'snap', label: 'SNAP/EBT tokens', reimbursable: true },
  { code: 'wic_fmnp', label: 'WIC/FMNP coupons', reimbursable: true },
];
const TOKENS = '/api/market-dates/md1/tokens';

const dateTokens = (over: Record<string, unknown> = {}) => ({
  marketDateId: 'md1',
  date: '2031-06-01',
  tenders: TENDERS,
  vendors: [
    { vendorId: 'v1', vendorName: 'Apple Acres', byTender: { snap: 1200 }, updatedAt: '2031-06-01T20:00:00.000Z' },
    { vendorId: 'v2', vendorName: 'Bee Happy Honey', byTender: {}, updatedAt: null },
  ],
  ...over,
});

describe('Tokens Redeemed (/date/{id}/tokens)', () => {
  it('lists the date’s vendors with a field per reimbursable tender and saves one row with its version', async () => {
    const api = mockApi({
      ...common,
      [`GET ${TOKENS}`]: { body: dateTokens() },
      [`PUT ${TOKENS}/v2`]: {
        body: { vendorId: 'v2', vendorName: 'Bee Happy Honey', byTender: { snap: 500 }, updatedAt: 'now' },
      },
    });
    renderApp('/date/md1/tokens');
    expect(await screen.findByRole('heading', { name: 'Tokens Redeemed — Sunday, June 1, 2031' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tokens redeemed' });
    expect(within(table).getByRole('columnheader', { name: 'WIC/FMNP coupons' })).toBeInTheDocument();
    expect(within(table).getByLabelText('SNAP/EBT tokens, Apple Acres')).toHaveValue('$12.00');

    await userEvent.type(within(table).getByLabelText('SNAP/EBT tokens, Bee Happy Honey'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save tokens of Bee Happy Honey' }));
    await waitFor(() => expect(api.callsTo('PUT', `${TOKENS}/v2`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${TOKENS}/v2`)[0]!.body).toEqual({ byTender: { snap: 500 }, expectedUpdatedAt: null });
  });

  it('says when someone else saved the row first, and offers a reload', async () => {
    const api = mockApi({
      ...common,
      [`GET ${TOKENS}`]: { body: dateTokens() },
      [`PUT ${TOKENS}/v1`]: { status: 409, body: { message: TENDER_MSG.tokensChanged } },
    });
    renderApp('/date/md1/tokens');
    await userEvent.click(await screen.findByRole('button', { name: 'Save tokens of Apple Acres' }));
    expect(await screen.findByText(TENDER_MSG.tokensChanged)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.callsTo('GET', TOKENS)).toHaveLength(2));
    expect(screen.queryByText(TENDER_MSG.tokensChanged)).not.toBeInTheDocument();
  });

  it('says when the date has no vendors', async () => {
    mockApi({ ...common, [`GET ${TOKENS}`]: { body: dateTokens({ vendors: [] }) } });
    renderApp('/date/md1/tokens');
    expect(await screen.findByText(TENDER_MSG.noVendors)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ ...common, [`GET ${TOKENS}`]: { body: dateTokens() } });
    renderApp('/date/md1/tokens');
    expect(await screen.findByRole('heading', { name: /^Fichas canjeadas — / })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Fichas canjeadas' });
    expect(within(table).getByRole('columnheader', { name: 'Vendedor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar fichas de Apple Acres' })).toBeInTheDocument();
  });
});

describe('Token Reimbursement (/reports/token-reimbursement)', () => {
  it('shows what the market owes per vendor and tender, the totals, and the CSV of the same range', async () => {
    const api = mockApi({
      ...common,
      'GET /api/reports/token-reimbursement': {
        body: {
          from: '2031-01-01',
          to: '2031-06-30',
          tenders: TENDERS,
          rows: [
            {
              vendorId: 'v1',
              vendorName: 'Apple Acres',
              byTender: { snap: 1200, wic_fmnp: 300 },
              total: 1500,
              dates: 2,
            },
          ],
          totals: { byTender: { snap: 1200, wic_fmnp: 300 }, total: 1500 },
          marketDates: 2,
        },
      },
    });
    renderApp('/reports/token-reimbursement?from=2031-01-01&to=2031-06-30');
    const table = await screen.findByRole('table', { name: 'Token Reimbursement' });
    expect(within(table).getByText('Apple Acres')).toBeInTheDocument();
    expect(within(table).getByText('$15.00')).toBeInTheDocument();
    const totals = screen.getByLabelText(REPORTS_MSG.totals);
    expect(within(totals).getByText('Totals (1 vendor, 2 market dates)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REPORTS_MSG.downloadCsv })).toHaveAttribute(
      'href',
      '/api/reports/token-reimbursement?from=2031-01-01&to=2031-06-30&format=csv',
    );
    expect(api.callsTo('GET', '/api/reports/token-reimbursement')[0]!.query.get('to')).toBe('2031-06-30');
  });

  it('says when no tokens were turned in over the range', async () => {
    mockApi({
      ...common,
      'GET /api/reports/token-reimbursement': {
        body: {
          from: '2031-01-01',
          to: '2031-06-30',
          tenders: TENDERS,
          rows: [],
          totals: { byTender: {}, total: 0 },
          marketDates: 0,
        },
      },
    });
    renderApp('/reports/token-reimbursement?from=2031-01-01&to=2031-06-30');
    expect(await screen.findByText(TENDER_MSG.noTokens)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REPORTS_MSG.downloadCsv })).toHaveAttribute('data-disabled', 'true');
  });
});

describe('the proceeds’ sales by tender (/date/{id}/proceeds)', () => {
  const row = (over: Record<string, unknown>) => ({
    id: `r-${String(over.vendorId)}`,
    vendorType: { id: '1', code: 'produce', label: 'Produce' },
    spaceAssignment: null,
    status: 'approved',
    spaceFee: 4000,
    salesBasedFee: 0,
    marketRevenue: 4000,
    salesBasedRate: 10,
    amountPaid: 4000,
    amountBalance: 0,
    attention: null,
    salesByTender: null,
    ...over,
  });

  it('sums the split sales by tender with their shares, and keeps the unsplit sales apart', async () => {
    mockApi({
      ...common,
      'GET /api/public/vendor-types': { body: [] },
      'GET /api/market-dates/md1/proceeds': {
        body: {
          marketDate: { id: 'md1', date: '2031-06-01' },
          tenders: [{ code: 'card', label: 'Card', reimbursable: false }, ...TENDERS],
          // The date's sums as its tally keeps them, with the page's rows.
          summary: {
            grossSales: 110_000,
            marketRevenue: 8000,
            amountPaid: 8000,
            vendors: 2,
            reporting: 2,
            attention: { both: 0, sales: 0, payment: 0 },
            salesByTender: { snap: 20_000, card: 60_000 },
            unsplit: 30_000,
          },
          nextCursor: null,
          items: [
            row({
              vendorId: 'v1',
              vendorName: 'Apple Acres',
              grossSales: 80_000,
              salesByTender: { snap: 20_000, card: 60_000 },
            }),
            row({ vendorId: 'v2', vendorName: 'Bee Happy Honey', grossSales: 30_000 }),
          ],
        },
      },
    });
    renderApp('/date/md1/proceeds');
    const split = await screen.findByRole('region', { name: 'Sales by tender' });
    expect(within(split).getByText('$600.00 (75%)')).toBeInTheDocument();
    expect(within(split).getByText('$200.00 (25%)')).toBeInTheDocument();
    expect(within(split).getByText('Not split by tender: $300.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vendor proceeds' });
    expect(within(table).getByText('Card $600.00 · SNAP/EBT tokens $200.00')).toBeInTheDocument();
  });
});
