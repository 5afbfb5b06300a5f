import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SystemSetting } from '@shared/schemas/settings';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const s = (key: string, value: SystemSetting['value'], over: Partial<SystemSetting> = {}): SystemSetting => ({
  key,
  value,
  description: `About ${key}`,
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const settings = [
  s('round_cents', true),
  s('enable_public_profiles', false),
  s('market_time_zone', 'America/Los_Angeles'),
  s('late_cancellation_fee_cents', 1500),
  s('late_payment_fee_cents', 1000),
  s('late_payment_grace_days', 7),
  s('map_password', null, { isSet: true }),
  s('zelle_instructions', 'Zelle to pay@example.org'),
  s('manual_payment_instructions', ''),
];

describe('system settings (/admin/system-settings)', () => {
  it('offers the export of all data as a plain download link, saying what the ZIP holds', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/system-settings': { body: settings } });
    renderApp('/admin/system-settings');
    const link = await screen.findByRole('link', { name: 'Export all data' });
    expect(link).toHaveAttribute('href', '/api/export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/One ZIP of spreadsheet \(CSV\) files: vendors, users/)).toBeInTheDocument();
  });

  it('shows each setting, money in dollars, and only whether a map password is set', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/system-settings': { body: settings } });
    renderApp('/admin/system-settings');
    expect(await screen.findByRole('switch', { name: 'Round sales-based fees' })).toBeChecked();
    expect(screen.getByLabelText('Late cancellation fee')).toHaveValue('$15.00');
    expect(screen.getByText('Password set')).toBeInTheDocument();
    expect(screen.getByLabelText('Map password')).toHaveValue('');
  });

  it('renders without invalid nesting (no block element inside a paragraph)', async () => {
    const problems = vi.spyOn(console, 'error');
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/system-settings': { body: settings } });
    renderApp('/admin/system-settings');
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    const nesting = problems.mock.calls.filter((args) =>
      /cannot be a descendant of|cannot contain a nested/.test(args.join(' ')),
    );
    expect(nesting).toEqual([]);
    // The map password's description is a paragraph holding only inline content.
    const description = screen.getByText('Password set').closest('p');
    expect(description?.querySelector('div')).toBeNull();
  });

  it('saves a switch as it is flipped, and a fee in cents', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/system-settings': { body: settings },
      'PATCH /api/system-settings/enable_public_profiles': { body: s('enable_public_profiles', true) },
      'PATCH /api/system-settings/late_payment_fee_cents': { body: s('late_payment_fee_cents', 1250) },
    });
    renderApp('/admin/system-settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Public vendor profiles' }));
    expect(api.callsTo('PATCH', '/api/system-settings/enable_public_profiles')[0]?.body).toEqual({ value: true });
    const fee = screen.getByLabelText('Late payment fee');
    await user.clear(fee);
    await user.type(fee, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save Late payment fee' }));
    expect(await screen.findAllByText('Setting saved')).not.toHaveLength(0);
    expect(api.callsTo('PATCH', '/api/system-settings/late_payment_fee_cents')[0]?.body).toEqual({ value: 1250 });
  });

  it('shows the server’s reason a value was refused next to the setting', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/system-settings': { body: settings },
      'PATCH /api/system-settings/map_password': {
        status: 400,
        body: { message: 'Map password must be at least 4 characters (or empty for no password)' },
      },
    });
    renderApp('/admin/system-settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Map password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set Map password' }));
    const group = screen.getByRole('group', { name: 'map_password' });
    expect(
      await within(group).findByText('Map password must be at least 4 characters (or empty for no password)'),
    ).toBeInTheDocument();
  });

  it('edits the payment instructions the payment page shows', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/system-settings': { body: settings },
      'PATCH /api/system-settings/manual_payment_instructions': {
        body: s('manual_payment_instructions', 'Cash at the info booth'),
      },
    });
    renderApp('/admin/system-settings');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Zelle instructions')).toHaveValue('Zelle to pay@example.org');
    await user.type(screen.getByLabelText('Other payment instructions'), 'Cash at the info booth');
    await user.click(screen.getByRole('button', { name: 'Save Other payment instructions' }));
    expect(await screen.findAllByText('Setting saved')).not.toHaveLength(0);
    expect(api.callsTo('PATCH', '/api/system-settings/manual_payment_instructions')[0]?.body).toEqual({
      value: 'Cash at the info booth',
    });
  });

  it('edits the tender list: adds a tender whose code follows its name, reorders, and refuses a code twice', async () => {
    const tenders = [
      { code: 'card', label: 'Card', reimbursable: false },
      { code: 'snap', label: 'SNAP/EBT tokens', reimbursable: true },
    ];
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/system-settings': { body: [...settings, s('sales_tenders', tenders)] },
      'PATCH /api/system-settings/sales_tenders': (req) => ({
        body: s('sales_tenders', (req.body as { value: never }).value),
      }),
    });
    renderApp('/admin/system-settings');
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'sales_tenders' });
    await user.click(within(group).getByRole('button', { name: 'Add tender' }));
    const names = within(group).getAllByLabelText('Name');
    await user.type(names[2]!, 'Double Up Bucks');
    expect(within(group).getAllByLabelText('Code')[2]).toHaveValue('double_up_bucks');
    await user.click(within(group).getAllByRole('switch', { name: 'Reimbursed' })[2]!);
    await user.click(within(group).getByRole('button', { name: 'Move Double Up Bucks up' }));
    await user.click(within(group).getByRole('button', { name: 'Save Sales tenders' }));
    expect(await screen.findAllByText('Setting saved')).not.toHaveLength(0);
    expect(api.callsTo('PATCH', '/api/system-settings/sales_tenders')[0]?.body).toEqual({
      value: [tenders[0], { code: 'double_up_bucks', label: 'Double Up Bucks', reimbursable: true }, tenders[1]],
    });

    await user.clear(within(group).getAllByLabelText('Code')[1]!);
    await user.type(within(group).getAllByLabelText('Code')[1]!, 'card');
    await user.click(within(group).getByRole('button', { name: 'Save Sales tenders' }));
    expect(await within(group).findByText('Tender code card is listed twice')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/system-settings/sales_tenders')).toHaveLength(1);
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/system-settings': { body: settings } });
    renderApp('/admin/system-settings');
    expect(await screen.findByRole('heading', { name: 'Configuración del sistema' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Redondear tarifas basadas en ventas' })).toBeInTheDocument();
    expect(screen.getByText('Contraseña establecida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar contraseña' })).toBeInTheDocument();
  });
});
