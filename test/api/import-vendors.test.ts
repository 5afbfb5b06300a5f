/**
 * Import Vendors (POST /api/import/vendors) against the local stack: a market's spreadsheet of 200 vendors with 12
 * deliberate problems is checked, imported and imported again; every name, e-mail and phone number is this run's
 * own, so other files' vendors are neither matched nor touched.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_MSG } from '../../shared/import-messages.js';
import { guessMapping } from '../../shared/vendor-csv-import.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import type { VendorImportResponse } from '../../shared/schemas/vendor-import.js';
import { buildImportFile, runName, runPhone, type ImportFile } from '../fixtures/vendor-import-file.js';
import { type ApiClient } from './client.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';

const baseUrl = inject('baseUrl');
const run = `q${ulid().slice(-7).toLowerCase()}`;

let admin: ApiClient;
let file: ImportFile;
let firstType: { id: string; code: string };
let otherMarket: { id: string; name: string };

const mappingOf = (headers: string[]) => guessMapping(headers);

async function importFile(csv: string, headers: string[], over: Record<string, unknown> = {}) {
  return admin.post<VendorImportResponse>('/api/import/vendors', {
    csv,
    mapping: mappingOf(headers),
    markets: ['main'],
    status: 'APPROVED',
    ...over,
  });
}

/** How many vendors of this run the vendor list finds by a word of their names. */
async function listed(word: string): Promise<number> {
  const res = await admin.get(`/api/vendors?search=${encodeURIComponent(word)}&limit=100`);
  expect(res.status, res.text).toBe(200);
  return (res.body.items as unknown[]).length;
}

/** A small file of this run's own (`tag` keeps its vendors apart from the 200). */
function smallFile(tag: string, rows: { name: string; email: string; phone: string; products?: string }[]) {
  const headers = ['Business Name', 'Contact Name', 'Email', 'Phone', 'Vendor Type', 'Products'];
  const lines = rows.map((r) =>
    [r.name, `Sam ${tag}`, r.email, r.phone, firstType.code, r.products ?? 'Apples'].join(','),
  );
  return { headers, csv: [headers.join(','), ...lines].join('\n') };
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const { items } = await localStores().table.query({ pk: 'CATALOG' });
  const types = items
    .filter((i) => i._type === 'vendor_type' && i.isActive !== false)
    .map((i) => ({ id: String(i.id), label: String(i.label), code: String(i.code) }));
  firstType = types[0]!;
  const markets = await admin.get('/api/markets');
  const other = (markets.body.markets as { id: string; name: string; isActive: boolean }[]).find(
    (m) => m.id !== 'main' && m.isActive,
  )!;
  otherMarket = { id: other.id, name: other.name };

  // The vendor three rows duplicate: by e-mail, by phone and by a name like its own.
  const existing = {
    name: runName(run, 900),
    email: `existing-${run}@example.org`,
    phone: runPhone(run, 9000),
  };
  const created = await admin.post('/api/vendors', {
    ...existing,
    contactName: 'Existing Contact',
    vendorTypeId: firstType.id,
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: '',
    status: 'APPROVED',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine1: '',
    addressLine2: null,
    city: '',
    state: 'CA',
    zipCode: '',
  });
  expect(created.status, created.text).toBe(201);
  file = buildImportFile({ run, vendorTypes: types, otherMarket, existing });
});

describe('a spreadsheet of 200 vendors with 12 problems', () => {
  it('is checked: exactly the 12 problem lines with their errors, and nothing written', async () => {
    const res = await importFile(file.csv, file.headers, { dryRun: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toHaveLength(200);
    const bad = res.body.rows.filter((r) => !r.ok);
    expect(new Map(bad.map((r) => [r.line, r.errors]))).toEqual(file.problems);
    expect(res.body).toMatchObject({ created: 0, skipped: 12, dryRun: true });
    expect(res.body.rows.every((r) => r.vendorId === undefined)).toBe(true);
    // The run's name word finds only the vendor made before the import.
    expect(await listed(run)).toBe(1);
  });

  it('imports the 188 valid rows with their markets and status, then a second run writes nothing new', async () => {
    const res = await importFile(file.csv, file.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 188, skipped: 12, dryRun: false });
    const written = res.body.rows.filter((r) => r.ok);
    expect(written.map((r) => r.line).sort((a, b) => a - b)).toEqual([...file.valid.keys()]);
    expect(written.every((r) => typeof r.vendorId === 'string')).toBe(true);

    // A few of them as the vendor screen reads them: plain, pending, at the other market, both.
    for (const line of [2, 4, 9, 72]) {
      const row = res.body.rows.find((r) => r.line === line)!;
      const want = file.valid.get(line)!;
      const vendor = await admin.get(`/api/vendors/${row.vendorId}`);
      expect(vendor.status, vendor.text).toBe(200);
      expect(vendor.body).toMatchObject({
        name: want.name,
        email: want.email,
        status: want.status,
        marketIds: want.marketIds === 'default' ? ['main'] : want.marketIds,
        state: 'CA',
        autoRequest: false,
        autoPayment: false,
        defaultSpaceTypeId: null,
      });
    }
    // Line 2 held a quoted cell with commas and line breaks.
    const first = await admin.get(`/api/vendors/${res.body.rows[0]!.vendorId}`);
    expect(first.body.description).toBe('Eggs, honey\nand "wild" flowers');

    const again = await importFile(file.csv, file.headers);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ created: 0, skipped: 200 });
    expect(again.body.rows.every((r) => !r.ok)).toBe(true);
    for (const line of file.valid.keys()) {
      expect(again.body.rows.find((r) => r.line === line)!.errors).toContain(VENDOR_MSG.duplicateEmail);
    }
  });
});

describe('choices of the import', () => {
  it('writes nothing when asked for all or nothing and a row is bad', async () => {
    const tag = `${run}a`;
    const { csv, headers } = smallFile(tag, [
      { name: `Orvalino Pestrika ${tag}`, email: `aon-1-${tag}@example.org`, phone: runPhone(tag, 1) },
      { name: `Zumbelita Quorvant ${tag}`, email: `aon-2-${tag}@example.org`, phone: '12' },
    ]);
    const res = await importFile(csv, headers, { allOrNothing: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 0, skipped: 2, refused: IMPORT_MSG.allOrNothingRefused(1) });
    expect(res.body.rows.map((r) => r.ok)).toEqual([true, false]);
    expect(await listed(tag)).toBe(0);
  });

  it('invites each approved vendor: it gets the set-password e-mail', async () => {
    const tag = `${run}i`;
    const email = `invite-${tag}@example.org`;
    const { csv, headers } = smallFile(tag, [{ name: `Kestrelmoor Vantiga ${tag}`, email, phone: runPhone(tag, 2) }]);
    const res = await importFile(csv, headers, { invite: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, invited: 1 });
    const mail = await waitForMessageTo(baseUrl, email);
    expect(linksIn(mail).some((l) => l.includes('/reset-password?token='))).toBe(true);
  });

  it('takes a file with semicolons, a byte-order mark and quoted line breaks', async () => {
    const tag = `${run}s`;
    const csv = `\uFEFFBusiness Name;Contact;Email;Phone;Category;Products\r\nBrindlewood Quartet ${tag};Sam;semi-${tag}@example.org;${runPhone(tag, 3)};${firstType.code};"Plums;\r\npears"\r\n`;
    const headers = ['Business Name', 'Contact', 'Email', 'Phone', 'Category', 'Products'];
    const res = await importFile(csv, headers, { dryRun: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toEqual([{ line: 2, name: `Brindlewood Quartet ${tag}`, ok: true, errors: [] }]);
  });
});

describe('who may import, and bad files', () => {
  it('refuses a vendor user with 403', async () => {
    const vendor = await signedInClient(DEMO.vendor, DEMO.password);
    const res = await vendor.post('/api/import/vendors', {
      csv: 'a',
      mapping: {},
      markets: ['main'],
      status: 'APPROVED',
    });
    expect(res.status).toBe(403);
  });

  it('answers each bad file with a 4xx and its message, writing nothing', async () => {
    const headers = ['Business Name', 'Contact Name', 'Email', 'Phone', 'Vendor Type'];
    const cases: [string, number, string][] = [
      ['', 400, IMPORT_MSG.emptyFile],
      ['\uFEFF\r\n', 400, IMPORT_MSG.emptyFile],
      [`${headers.join(',')}\r\n`, 400, IMPORT_MSG.noRows],
      ['PK\u0003\u0004\u0000\u0000\u0014\u0000binary', 400, IMPORT_MSG.notText],
      [
        `${headers.join(',')}\n${Array.from({ length: 10_000 }, (_, i) => `V${i},C,v${i}@x.org,7075550100,FARM`).join('\n')}`,
        413,
        IMPORT_MSG.tooManyRows(10_000),
      ],
    ];
    for (const [csv, status, message] of cases) {
      const res = await importFile(csv, headers);
      expect([res.status, res.body]).toEqual([status, expect.objectContaining({ message })]);
    }
    const huge = await importFile(
      `${headers.join(',')}\nA,B,c@d.org,7075550100,FARM,"${'x'.repeat(3 * 1024 * 1024)}"`,
      headers,
    );
    expect([huge.status, huge.body]).toEqual([413, expect.objectContaining({ message: IMPORT_MSG.tooLarge })]);
    const noMarkets = await importFile(smallFile(run, []).csv, headers, { markets: [] });
    expect(noMarkets.status).toBe(400);
    const unknownColumn = await admin.post('/api/import/vendors', {
      csv: smallFile(run, [{ name: 'x', email: 'x@y.org', phone: '7075550100' }]).csv,
      mapping: { name: 'Farm Name' },
      markets: ['main'],
      status: 'APPROVED',
    });
    expect([unknownColumn.status, unknownColumn.body.message]).toEqual([
      400,
      IMPORT_MSG.mappingUnknownColumn('Business Name', 'Farm Name'),
    ]);
  });
});
