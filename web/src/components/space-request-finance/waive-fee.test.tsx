import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEE_WAIVER_MSG } from '@shared/fee-waiver';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { makeRequestDetail, makeSummary } from '@/test/money-fixtures';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const LATE_CANCEL = makeRequestDetail({
  id: 'sr-7',
  marketDate: '2026-06-07',
  status: 'canceled',
  spaceDisplay: 'TBD',
  lateCancellationFee: 1500,
  amountDue: 1500,
  amountBalance: 1500,
});

describe('waiving a late fee from the request', () => {
  it('asks for a reason, sends the fee and the reason once, and says the fee is waived', async () => {
    const user = userEvent.setup();
    let waived = false;
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': {
        body: {
          vendor: { id: 'v1', name: 'Bee Happy Honey', status: 'APPROVED' },
          today: '2026-06-10',
          summary: makeSummary({ lateCancel: 1500, due: 1500, balance: 1500 }),
          requests: [LATE_CANCEL],
        },
      },
      'GET /api/space-requests/sr-7': () => ({
        body: waived
          ? {
              ...LATE_CANCEL,
              lateCancellationFee: 0,
              amountDue: 0,
              amountBalance: 0,
              updatedAt: '2026-06-10T10:00:00Z',
            }
          : LATE_CANCEL,
      }),
      'GET /api/system-settings/round_cents': { body: { value: false } },
      'POST /api/space-requests/sr-7/waive-fee': () => {
        waived = true;
        return { body: { ...LATE_CANCEL, lateCancellationFee: 0, amountDue: 0, amountBalance: 0 } };
      },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: /^Edit / }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Space Request' });
    await user.click(await within(edit).findByRole('button', { name: 'Waive Late Cancellation Fee ($15.00)' }));

    const dialog = await screen.findByRole('dialog', { name: FEE_WAIVER_MSG.dialogTitle.lateCancellation });
    await user.click(within(dialog).getByRole('button', { name: FEE_WAIVER_MSG.confirm }));
    expect(await within(dialog).findByText(FEE_WAIVER_MSG.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/space-requests/sr-7/waive-fee')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Family emergency');
    await user.dblClick(within(dialog).getByRole('button', { name: FEE_WAIVER_MSG.confirm }));
    expect(await screen.findByText(FEE_WAIVER_MSG.waived)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/space-requests/sr-7/waive-fee')).toEqual([
      expect.objectContaining({ body: { fee: 'lateCancellation', reason: 'Family emergency' } }),
    ]);
    // The request read again carries no fee: nothing is left to waive.
    await waitFor(() =>
      expect(within(edit).queryByRole('button', { name: /Waive Late Cancellation Fee/ })).not.toBeInTheDocument(),
    );
  });

  it('reads in Spanish: the edit dialog, its amounts and the waiver', async () => {
    await readInSpanish();
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1/requests': {
        body: {
          vendor: { id: 'v1', name: 'Bee Happy Honey', status: 'APPROVED' },
          today: '2026-06-10',
          summary: makeSummary({ lateCancel: 1500, due: 1500, balance: 1500 }),
          requests: [LATE_CANCEL],
        },
      },
      'GET /api/space-requests/sr-7': { body: LATE_CANCEL },
      'GET /api/system-settings/round_cents': { body: { value: false } },
    });
    renderApp('/vendor/v1/requests');
    await user.click(await screen.findByRole('button', { name: /^(Edit|Editar) / }));
    const edit = await screen.findByRole('dialog', { name: 'Editar solicitud de puesto' });
    expect(within(edit).getByRole('textbox', { name: /Importe base/ })).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Condonar tarifa por cancelación tardía ($15.00)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Condonar tarifa por cancelación tardía' });
    expect(within(dialog).getByRole('button', { name: 'Condonar tarifa' })).toBeInTheDocument();
  });
});
