import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '@shared/import-messages';
import type { VendorImportResponse } from '@shared/schemas/vendor-import';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { makeMarket } from '@/test/market-fixtures';
import { renderApp } from '@/test/render-app';

const CSV = [
  '\uFEFFVendor;Contact;E-mail;Phone;Category;Notes',
  'Sunny Acres;Ann;ann@example.org;707 555 0101;Farm;"Eggs;\nhoney"',
  'Blue Heron;Bo;bo@example.org;555;Farm;',
  'Quail Hollow;Cy;cy@example.org;707 555 0103;Farm;',
].join('\r\n');

const checked: VendorImportResponse = {
  rows: [
    { line: 2, name: 'Sunny Acres', ok: true, errors: [] },
    { line: 3, name: 'Blue Heron', ok: false, errors: ['Phone number must be at least 10 digits'] },
    { line: 4, name: 'Quail Hollow', ok: true, errors: [] },
  ],
  created: 0,
  skipped: 1,
  invited: 0,
  dryRun: true,
};
const imported: VendorImportResponse = {
  ...checked,
  rows: [
    { line: 2, name: 'Sunny Acres', ok: true, errors: [], vendorId: 'v-sunny' },
    checked.rows[1]!,
    { line: 4, name: 'Quail Hollow', ok: true, errors: [], vendorId: 'v-quail' },
  ],
  created: 2,
  invited: 2,
  dryRun: false,
};

const csvFile = (text: string, name = 'vendors.csv') => new File([text], name, { type: 'text/csv' });

/** The FileButton's hidden input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

type Post = Parameters<typeof mockApi>[0][string];
const answerChecks: Post = ({ body }) =>
  (body as { dryRun: boolean }).dryRun ? { body: checked } : { body: imported };

function world(post: Post = answerChecks) {
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/markets': {
      body: { markets: [makeMarket(), makeMarket({ id: 'evening', name: 'Riverside Evening Market' })] },
    },
    'POST /api/import/vendors': post,
  });
}

describe('import vendors (/admin/import)', () => {
  it('previews the file, guesses the columns, checks the rows, then imports the valid ones', async () => {
    const api = world();
    renderApp('/admin/import');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: IMPORT_MSG.title })).toBeInTheDocument();
    expect(screen.getByText(IMPORT_MSG.limits)).toBeInTheDocument();

    await user.upload(fileInput(), csvFile(CSV));
    const preview = await screen.findByRole('table', { name: "The file's first rows" });
    expect(within(preview).getByText('Sunny Acres')).toBeInTheDocument();
    expect(within(preview).getByText('Vendor')).toBeInTheDocument();
    expect(screen.getByText('vendors.csv: 3 vendor rows')).toBeInTheDocument();
    // Guessed from the header names: the file's "Vendor" is our business name, "Category" the vendor type.
    expect(screen.getByRole('combobox', { name: /^Business Name/ })).toHaveValue('Vendor');
    expect(screen.getByRole('combobox', { name: /^Vendor Type/ })).toHaveValue('Category');
    expect(screen.getByRole('combobox', { name: 'Products' })).toHaveValue('');

    await user.click(screen.getByRole('checkbox', { name: 'Riverside Evening Market' }));
    await user.click(screen.getByRole('radio', { name: 'Pending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send each approved vendor the set-password e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    expect(await screen.findByText(IMPORT_MSG.ready(2))).toBeInTheDocument();
    expect(screen.getByText(IMPORT_MSG.withProblems(1))).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByText('Blue Heron')).toBeInTheDocument();
    expect(within(problems).getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    const [check] = api.callsTo('POST', '/api/import/vendors');
    expect(check!.body).toEqual({
      // Reading the file as UTF-8 drops its byte-order mark.
      csv: CSV.replace(/^\uFEFF/, ''),
      mapping: { name: 0, contactName: 1, email: 2, phone: 3, vendorType: 4 },
      dryRun: true,
      markets: ['main', 'evening'],
      status: 'PENDING',
      state: 'CA',
      invite: true,
      allOrNothing: false,
    });

    await user.click(screen.getByRole('button', { name: 'Import 2 vendors' }));
    const done = await screen.findByRole('heading', { name: IMPORT_MSG.created(2) });
    expect(done).toBeInTheDocument();
    expect(screen.getByText(/2 set-password e-mails sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunny Acres' })).toHaveAttribute('href', '/vendor/v-sunny');
    expect(api.callsTo('POST', '/api/import/vendors')[1]!.body).toMatchObject({ dryRun: false });
  });

  it('says why a file cannot be imported, and shows the server’s refusal', async () => {
    world({ status: 400, body: { message: IMPORT_MSG.mappingRequired('Contact Name') } });
    renderApp('/admin/import');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: IMPORT_MSG.title });
    await user.upload(fileInput(), csvFile('', 'empty.csv'));
    expect(await screen.findByText(IMPORT_MSG.emptyFile)).toBeInTheDocument();
    await user.upload(fileInput(), csvFile('PK\u0003\u0004\u0000binary', 'book.xlsx'));
    expect(await screen.findByText(IMPORT_MSG.notText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check rows' })).not.toBeInTheDocument();

    // Pasted rows, and an answer refusing them.
    fireEvent.change(screen.getByRole('textbox', { name: /Or paste the CSV/ }), {
      target: { value: 'Business Name,Email\nSunny Acres,ann@example.org' },
    });
    await user.click(screen.getByRole('button', { name: 'Use pasted rows' }));
    expect(screen.queryByText(IMPORT_MSG.notText)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check rows' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_MSG.mappingRequired('Contact Name')),
    );
  });

  it('imports nothing while a row has problems when every row must be valid', async () => {
    const api = world();
    renderApp('/admin/import');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: IMPORT_MSG.title });
    await user.upload(fileInput(), csvFile(CSV));
    await user.click(await screen.findByRole('checkbox', { name: 'Import nothing unless every row is valid' }));
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(await screen.findByText(IMPORT_MSG.allOrNothingBlocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 vendors' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/import/vendors')[0]!.body).toMatchObject({ allOrNothing: true, dryRun: true });
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    world();
    renderApp('/admin/import');
    expect(await screen.findByRole('button', { name: 'Elegir archivo CSV' })).toBeInTheDocument();
    expect(screen.getByText('1. El archivo')).toBeInTheDocument();
    await userEvent.setup().upload(fileInput(), csvFile(CSV));
    expect(await screen.findByRole('table', { name: 'Las primeras filas del archivo' })).toBeInTheDocument();
    expect(screen.getByText('vendors.csv: 3 filas de vendedores')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar filas' })).toBeInTheDocument();
  });
});
