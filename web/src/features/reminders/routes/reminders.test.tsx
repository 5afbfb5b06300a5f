import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemindersResponse } from '@shared/schemas/reminders';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const dueToday: RemindersResponse = {
  view: 'today',
  today: '2032-06-06',
  reminders: [
    {
      id: 'n1',
      vendorId: 'v1',
      vendorName: 'Two Rivers Ranch',
      note: 'Bring the scale certificate',
      reminderDate: '2032-06-06',
      daysUntilReminder: 0,
      createdByName: 'Market Admin',
      createdAt: '2032-06-01T18:00:00.000Z',
    },
  ],
};

describe('the Reminders screen (/admin/reminders)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows Due Today with the vendor link and Today, marks one done in one call, and says when a tab is empty', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/reminders': (req) =>
        req.query.get('view') === 'today'
          ? { body: dueToday }
          : { body: { view: req.query.get('view'), today: '2032-06-06', reminders: [] } },
      'PATCH /api/vendors/v1/notes/n1': {
        body: {
          note: {
            id: 'n1',
            vendorId: 'v1',
            note: 'Bring the scale certificate',
            reminderDate: '2032-06-06',
            isReminder: true,
            createdBy: 'u1',
            createdByName: 'Market Admin',
            createdAt: '2032-06-01T18:00:00.000Z',
            isArchived: true,
          },
        },
      },
    });
    renderApp('/admin/reminders');
    const table = await screen.findByRole('table', { name: 'Due Today reminders' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Two Rivers Ranch' })).toHaveAttribute('href', '/vendor/v1');
    expect(within(row).getByText('Today')).toBeInTheDocument();
    expect(within(row).getByText('Market Admin')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Mark done/ }));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ isArchived: true });

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('No upcoming reminders')).toBeInTheDocument();
  });

  it('says so when the reminders cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/reminders': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/admin/reminders');
    expect(await screen.findByText('Failed to load reminders. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/reminders': { body: dueToday } });
    renderApp('/admin/reminders');
    const table = await screen.findByRole('table', { name: 'Recordatorios para hoy' });
    expect(within(table).getByRole('columnheader', { name: 'Autor' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Editar recordatorio de Two Rivers Ranch' })).toBeInTheDocument();
  });
});
