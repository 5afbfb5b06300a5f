import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORTS_MSG } from '@shared/reports-messages';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const common = {
  'GET /api/auth/user': { body: makeAdmin() },
  'GET /api/public/vendor-types': { body: [] },
  'GET /api/areas': { body: [] },
  'GET /api/system-settings': { body: [] },
};

describe('a report screen (/reports/{name})', () => {
  it('shows the rows with money in dollars, the totals, and a CSV link with the same filters', async () => {
    const api = mockApi({
      ...common,
      'GET /api/reports/past-due-payments': {
        body: {
          name: 'past-due-payments',
          from: '2031-01-01',
          to: '2031-06-30',
          rows: [
            {
              date: '2031-05-04',
              vendorName: 'Clay, Co',
              vendorType: 'Crafts',
              status: 'approved',
              amountDue: 3500,
              amountPaid: 0,
              amountBalance: 3500,
              daysPastDue: 30,
            },
          ],
          totals: { count: 1, amountDue: 3500, amountPaid: 0, amountBalance: 3500 },
        },
      },
    });
    renderApp('/reports/past-due-payments?from=2031-01-01&to=2031-06-30&vendorTypeId=3');
    const table = await screen.findByRole('table', { name: 'Past Due Payments' });
    expect(within(table).getByText('Clay, Co')).toBeInTheDocument();
    // The request's status as the product names it elsewhere, not the stored lowercase code.
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).queryByText('approved')).not.toBeInTheDocument();
    expect(within(table).getAllByText('$35.00')).toHaveLength(2);
    const totals = screen.getByLabelText(REPORTS_MSG.totals);
    expect(within(totals).getByText('Balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REPORTS_MSG.downloadCsv })).toHaveAttribute(
      'href',
      '/api/reports/past-due-payments?from=2031-01-01&to=2031-06-30&vendorTypeId=3&format=csv',
    );
    expect(api.callsTo('GET', '/api/reports/past-due-payments')[0]!.query.get('vendorTypeId')).toBe('3');
  });

  it('keeps to the market in the address, in the table and in its CSV', async () => {
    const market = (id: string, name: string) => makeMarket({ id, name, shortName: name, hours: '' });
    const api = mockApi({
      ...common,
      'GET /api/markets': { body: { markets: [market('main', 'Town Square'), market('eve', 'Riverside')] } },
      'GET /api/reports/market-proceeds': {
        body: { name: 'market-proceeds', from: '2031-01-01', to: '2031-06-30', rows: [], totals: {} },
      },
    });
    renderApp('/reports/market-proceeds?from=2031-01-01&to=2031-06-30&market=eve');
    expect(await screen.findByRole('combobox', { name: /^Market/ })).toHaveValue('Riverside');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/reports/market-proceeds').at(-1)?.query.get('marketId')).toBe('eve'),
    );
    expect(screen.getByRole('link', { name: REPORTS_MSG.downloadCsv })).toHaveAttribute(
      'href',
      '/api/reports/market-proceeds?from=2031-01-01&to=2031-06-30&marketId=eve&format=csv',
    );
  });

  it('says when nothing matches and when the report cannot load', async () => {
    mockApi({
      ...common,
      'GET /api/reports/stale-vendors': {
        body: { name: 'stale-vendors', from: null, to: null, rows: [], totals: { count: 0 } },
      },
    });
    const first = renderApp('/reports/stale-vendors');
    expect(await screen.findByText(REPORTS_MSG.empty)).toBeInTheDocument();
    first.unmount();

    mockApi({
      ...common,
      'GET /api/reports/attendance': { status: 400, body: { message: 'The date range is reversed' } },
    });
    renderApp('/reports/attendance?from=2031-06-01&to=2031-01-01');
    expect(await screen.findByText(REPORTS_MSG.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('The date range is reversed')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      ...common,
      'GET /api/reports/past-due-payments': {
        body: {
          name: 'past-due-payments',
          from: '2031-01-01',
          to: '2031-06-30',
          rows: [
            {
              date: '2031-05-04',
              vendorName: 'Clay, Co',
              vendorType: 'Crafts',
              status: 'approved',
              amountDue: 3500,
              amountPaid: 0,
              amountBalance: 3500,
              daysPastDue: 30,
            },
          ],
          totals: { count: 1, amountDue: 3500, amountPaid: 0, amountBalance: 3500 },
        },
      },
    });
    renderApp('/reports/past-due-payments?from=2031-01-01&to=2031-06-30');
    expect(await screen.findByRole('table', { name: 'Pagos vencidos' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Días de atraso' })).toBeInTheDocument();
  });
});
