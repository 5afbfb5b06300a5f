import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUESTS_MSG } from '@shared/request-messages';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { makeAdmin, makeUser, mockApi } from '@/test/api-mock';
import { makePayment } from '@/test/money-fixtures';
import { renderApp } from '@/test/render-app';

const VENDOR = {
  id: 'v1',
  name: 'Bee Happy Honey',
  contactName: 'Olivia Grant',
  email: 'beehappy@example.com',
  phone: '(707) 555-0146',
  vendorTypeId: '1',
  defaultSpaceTypeId: 'st-std',
  description: 'Raw wildflower honey.',
  status: 'HOLD',
  website: null,
  addressLine1: '2901 Chileno Valley Rd',
  addressLine2: null,
  city: 'Petaluma',
  state: 'CA',
  zipCode: '94952',
  createdAt: '2026-05-01T16:00:00.000Z',
  updatedAt: '2026-05-02T16:00:00.000Z',
};
const entry = (id: string, oldValue: string | null, newValue: string, userName: string) => ({
  id,
  vendorId: 'v1',
  changeType: oldValue ? 'update' : 'create',
  fieldName: 'status',
  oldValue,
  newValue,
  userId: null,
  userName,
  createdAt: '2026-05-02T16:00:00.000Z',
});

function api(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/public/vendor-types': { body: [{ id: '1', code: 'FARM', label: 'Farmers/Produce' }] },
    'GET /api/public/space-types': { body: [{ id: 'st-std', name: 'Standard', description: '', vendorTypeId: null }] },
    'GET /api/vendors/v1': { body: VENDOR },
    'GET /api/vendors/v1/audit-log': {
      body: {
        items: [entry('a2', 'PENDING', 'HOLD', 'Market Admin'), entry('a1', null, 'PENDING', 'Olivia Grant')],
        nextCursor: null,
      },
    },
    ...over,
  });
}

describe('Vendor Details (/vendor/{id})', () => {
  it("shows the vendor's fields, its status with the review actions, and its status history", async () => {
    api();
    renderApp('/vendor/v1');
    expect(await screen.findByRole('heading', { name: 'Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByText('On Hold')).toBeInTheDocument();
    expect(screen.getByText('Olivia Grant')).toBeInTheDocument();
    expect(await screen.findByText('Farmers/Produce')).toBeInTheDocument();
    expect(await screen.findByText('Standard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'beehappy@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold Bee Happy Honey' })).not.toBeInTheDocument();

    const log = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Updated status.*Pending.*On Hold.*Market Admin/);
    expect(rows[1]).toHaveTextContent(/Created status.*—.*Pending.*Olivia Grant/);
    expect(document.title).toBe('MarketDay - Vendor Details');
  });

  it('says when there is no history, and when the vendor does not exist', async () => {
    api({ 'GET /api/vendors/v1/audit-log': { body: { items: [], nextCursor: null } } });
    renderApp('/vendor/v1');
    expect(await screen.findByText(VENDOR_MSG.auditEmpty)).toBeInTheDocument();

    api({ 'GET /api/vendors/v1': { status: 404, body: { message: 'Vendor not found' } } });
    renderApp('/vendor/v1');
    expect(await screen.findByText(VENDOR_MSG.vendorNotFound)).toBeInTheDocument();
  });

  it('is for admins only: a vendor user goes to the vendor dashboard', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() } });
    const app = renderApp('/vendor/v1');
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/dashboard'));
  });
});

describe('Vendor Details: payments and notes', () => {
  const payments = [
    makePayment({ id: 'p4', marketDate: '2026-06-28', amount: 4000, paymentMethod: 'zelle', stripePaymentId: 'ZL-1' }),
    makePayment({ id: 'p3', marketDate: '2026-06-21', amount: 3500 }),
    makePayment({ id: 'p2', marketDate: '2026-06-14', amount: 3000, status: 'refunded' }),
    makePayment({ id: 'p1', marketDate: '2026-06-07', amount: 2500 }),
  ];
  const note = {
    id: 'n1',
    vendorId: 'v1',
    note: 'Asked for a corner space.',
    reminderDate: null,
    isReminder: false,
    isArchived: false,
    createdAt: '2026-05-03T16:00:00.000Z',
    createdBy: 'admin-1',
    createdByName: 'Market Admin',
  };

  it('shows the newest payments with links to Payment History and Space History, and the notes', async () => {
    api({
      'GET /api/vendors/v1/payments': {
        body: { vendor: { id: 'v1', name: 'Bee Happy Honey' }, payments, total: 13_000 },
      },
      'GET /api/vendors/v1/notes': { body: { notes: [note] } },
    });
    renderApp('/vendor/v1');
    const recent = await screen.findByRole('list', { name: 'Recent payments' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Sun, Jun 28, 2026.*Zelle · ZL-1.*Completed.*\$40\.00/);
    // The requests panel on the same page has its own Payment History button: these are the payments section's.
    const section = within(screen.getByRole('region', { name: 'Payments' }));
    expect(section.getByRole('link', { name: 'All 4 payments' })).toHaveAttribute('href', '/vendor/v1/payments');
    expect(section.getByRole('link', { name: REQUESTS_MSG.paymentHistory })).toHaveAttribute(
      'href',
      '/vendor/v1/payments',
    );
    expect(section.getByRole('link', { name: REQUESTS_MSG.spaceHistoryTitle })).toHaveAttribute(
      'href',
      '/vendor/v1/requests',
    );
    const notes = await screen.findByRole('list', { name: 'Vendor notes' });
    expect(notes).toHaveTextContent(/Market Admin.*Asked for a corner space\./);
  });

  it('says when there are no payments or notes, and adds a note', async () => {
    const user = userEvent.setup();
    const calls = api({
      'GET /api/vendors/v1/payments': {
        body: { vendor: { id: 'v1', name: 'Bee Happy Honey' }, payments: [], total: 0 },
      },
      'GET /api/vendors/v1/notes': { body: { notes: [] } },
      'POST /api/vendors/v1/notes': { status: 201, body: { note } },
    });
    renderApp('/vendor/v1');
    expect(await screen.findByText(REQUESTS_MSG.noPaymentInformation)).toBeInTheDocument();
    expect(await screen.findByText('No notes for this vendor yet.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add Note' }));
    expect(await within(form).findByText(REQUESTS_MSG.noteRequired)).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/vendors/v1/notes')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^New note/ }), '  Asked for a corner space. ');
    await user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/vendors/v1/notes')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/vendors/v1/notes')[0]!.body).toEqual({
      note: 'Asked for a corner space.',
      reminderDate: null,
    });
    expect(await screen.findByText('Note added')).toBeInTheDocument();
  });

  it('says when the payments or the notes cannot be loaded', async () => {
    api({
      'GET /api/vendors/v1/payments': { status: 500, body: {} },
      'GET /api/vendors/v1/notes': { status: 500, body: {} },
    });
    renderApp('/vendor/v1');
    expect(await screen.findByText(REQUESTS_MSG.paymentsLoadFailed)).toBeInTheDocument();
    expect(await screen.findByText(REQUESTS_MSG.notesLoadFailed)).toBeInTheDocument();
  });
});
