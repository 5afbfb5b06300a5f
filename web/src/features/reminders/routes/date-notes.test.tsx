import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DateNotesResponse } from '@shared/schemas/reminders';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const NOTES = '/api/dashboard/market-date/d1/vendor-notes';

const answer = (notes: DateNotesResponse['notes']): DateNotesResponse => ({
  marketDate: { id: 'd1', date: '2032-06-06' },
  totalCount: notes.length,
  notes,
});

describe("the date's vendor notes (/date/{id}/notes)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each note with its vendor link, the Reminder badge, relative days and the right button', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      [`GET ${NOTES}`]: {
        body: answer([
          {
            id: 'n1',
            vendorId: 'v1',
            vendorName: 'Two Rivers Ranch',
            note: 'Bring the scale certificate',
            isReminder: true,
            reminderDate: '2032-06-03',
            daysUntilReminder: -3,
          },
          {
            id: 'n2',
            vendorId: 'v2',
            vendorName: 'Clay & Kiln',
            note: 'Wants a corner space',
            isReminder: false,
            reminderDate: null,
            daysUntilReminder: null,
          },
        ]),
      },
    });
    renderApp('/date/d1/notes');
    const list = await screen.findByRole('list', { name: 'Vendor notes' });
    const [reminder, plain] = within(list).getAllByRole('listitem');
    expect(within(reminder!).getByRole('link', { name: 'Two Rivers Ranch' })).toHaveAttribute('href', '/vendor/v1');
    expect(within(reminder!).getByText('Reminder')).toBeInTheDocument();
    expect(within(reminder!).getByText(/3 days ago/)).toBeInTheDocument();
    expect(within(reminder!).getByRole('link', { name: 'View Reminder' })).toHaveAttribute('href', '/admin/reminders');
    expect(within(plain!).queryByText('Reminder')).not.toBeInTheDocument();
    expect(within(plain!).getByRole('link', { name: 'View Vendor' })).toHaveAttribute('href', '/vendor/v2');
    expect(screen.getByRole('link', { name: /Back to the dashboard/ })).toHaveAttribute('href', '/date/d1');
  });

  it('says so when the date has no notes, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, [`GET ${NOTES}`]: { body: answer([]) } });
    const first = renderApp('/date/d1/notes');
    expect(await screen.findByText('No notes found for this market date')).toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();

    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      [`GET ${NOTES}`]: { status: 500, body: { message: 'boom' } },
    });
    renderApp('/date/d1/notes');
    expect(
      await screen.findByText('Failed to load vendor notes. Please try again later.'),
    ).toBeInTheDocument();
  });
});
