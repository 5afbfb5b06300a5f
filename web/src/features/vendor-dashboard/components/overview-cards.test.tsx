import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { DashboardCounts } from '@shared/schemas/vendor-dates';
import { OverviewCards, overviewCards } from './overview-cards';

const counts: DashboardCounts = {
  pendingPayments: { count: 3, amount: 15_650 },
  overduePayments: { count: 1, amount: 4_149 },
  pendingSpaceRequests: 2,
  upcomingDatesWithoutRequests: 4,
  documentsExpiring: 2,
  averageSales: 123_456,
};

describe('the dashboard overview cards (spec 1 §2.8)', () => {
  it('shows the six cards in the spec’s order with whole dollars on the money cards', () => {
    expect(overviewCards(counts).map((c) => [c.title, c.value, c.detail])).toEqual([
      ['Pending Payments', '3', '$157 due'],
      ['Upcoming Dates w/o Requests', '4', undefined],
      ['Documents Expiring/Expired', '2', undefined],
      ['Pending Space Requests', '2', undefined],
      ['Overdue Payments', '1', '$41 overdue'],
      ['Average Sales', '$1,235', undefined],
    ]);
  });

  it('leaves Average Sales out when the average is null', () => {
    const titles = overviewCards({ ...counts, averageSales: null }).map((c) => c.title);
    expect(titles).toHaveLength(5);
    expect(titles).not.toContain('Average Sales');
  });

  it('renders each card with its title and value', () => {
    render(
      <MantineProvider env="test">
        <OverviewCards counts={counts} />
      </MantineProvider>,
    );
    const pending = screen.getByRole('group', { name: 'Pending Payments' });
    expect(within(pending).getByText('3')).toBeInTheDocument();
    expect(within(pending).getByText('$157 due')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Average Sales' })).getByText('$1,235')).toBeInTheDocument();
    expect(screen.queryByText(/\.\d\d/)).not.toBeInTheDocument(); // no cents anywhere on the cards
  });
});

describe('the money cards', () => {
  it('lead from the amount due and overdue to the vendor’s Payment History', () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <OverviewCards counts={counts} paymentsPath="/vendor/vendor-1/payments" />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: '$157 due' })).toHaveAttribute('href', '/vendor/vendor-1/payments');
    expect(screen.getByRole('link', { name: '$41 overdue' })).toHaveAttribute('href', '/vendor/vendor-1/payments');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
