import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORTS_MSG } from '@shared/reports-messages';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const SHEET = [
  'Date,Vendor,Attended,Gross Sales ($)',
  '2025-06-01,sunny@example.org,yes,"$1,250.50"',
  '2025-06-01,Clay & Co.,no,',
  '2025-06-08,Nobody Farm,,',
].join('\n');

function api(importReply: { status?: number; body: unknown }) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/markets': { body: { markets: [] } },
    'GET /api/admin/historical-data': { body: { entries: [] } },
    'GET /api/admin/historical-data/attendance': {
      body: { dates: [{ marketDate: '2025-05-25', vendors: 12, attended: 11, grossSales: 845_000 }] },
    },
    'POST /api/admin/historical-data/attendance/import': importReply,
  });
}

async function importSheet() {
  const user = userEvent.setup();
  renderApp('/admin/historical-data');
  const list = await screen.findByRole('table', { name: REPORTS_MSG.attendanceTitle });
  expect(within(list).getByText('$8,450.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: REPORTS_MSG.attendanceImport }));
  const dialog = await screen.findByRole('dialog', { name: REPORTS_MSG.attendanceImport });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([SHEET], 'sign-in-sheets.csv', { type: 'text/csv' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
  return dialog;
}

describe('past attendance per vendor (/admin/historical-data)', () => {
  it("sends the sheet's rows in one call: yes and no read as attended, sales in dollars as cents", async () => {
    const mock = api({ body: { imported: 3, vendors: 3, dates: 2 } });
    await importSheet();
    await waitFor(() => expect(mock.callsTo('POST', '/api/admin/historical-data/attendance/import')).toHaveLength(1));
    expect(mock.callsTo('POST', '/api/admin/historical-data/attendance/import')[0]!.body).toEqual({
      rows: [
        { marketDate: '2025-06-01', vendor: 'sunny@example.org', attended: true, grossSales: 125_050 },
        { marketDate: '2025-06-01', vendor: 'Clay & Co.', attended: false },
        { marketDate: '2025-06-08', vendor: 'Nobody Farm', attended: true },
      ],
    });
    expect(await screen.findByText(REPORTS_MSG.attendanceImportDone(3, 3, 2))).toBeInTheDocument();
  });

  it("shows each refused row's problem, and the dialog stays open to fix the file", async () => {
    api({
      status: 400,
      body: {
        message: '1 row(s) could not be imported; nothing was imported',
        errors: [{ row: 3, message: 'vendor: No vendor has the e-mail address or business name "Nobody Farm"' }],
      },
    });
    const dialog = await importSheet();
    expect(
      await within(dialog).findByText('Row 3: vendor: No vendor has the e-mail address or business name "Nobody Farm"'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 row(s) could not be imported; nothing was imported')).toBeInTheDocument();
  });
});
