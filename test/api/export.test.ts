/**
 * Export everything (GET /api/export, GET /api/vendors/{id}/export): the answer is 303 See Other to a short-lived
 * download of a ZIP the export wrote into the documents bucket; the ZIP holds one CSV per kind of record and a
 * manifest of their columns. A vendor's export holds that vendor's rows only.
 */
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { VENDORS as DEMO_VENDORS } from '../../local/demo/vendors.js';
import { VENDOR_CSV_COLUMNS, VENDOR_ID_HEADER } from '../../shared/vendor-csv-columns.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';

interface Manifest {
  exportedAt: string;
  organisation: { name: string; markets: string[] };
  vendor?: { id: string; name: string };
  files: { name: string; rows: number; columns: { name: string; description: string }[] }[];
}

let admin: ApiClient;
let vendor: ApiClient;
let visitor: ApiClient;
let ownVendorId: string;

/** Follows the export's redirect as a browser would, and opens the ZIP it downloads. */
async function download(client: ApiClient, path: string) {
  const res = await client.get(path);
  expect(res.status, res.text).toBe(303);
  const location = res.headers.get('location');
  expect(location).toBeTruthy();
  const file = await fetch(location!);
  expect(file.status).toBe(200);
  const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  const text = (name: string) => {
    expect(entries[name], name).toBeDefined();
    return strFromU8(entries[name]!);
  };
  const csv = (name: string) => {
    const [header = [], ...rows] = Papa.parse<string[]>(text(name), { skipEmptyLines: true }).data;
    const at = (column: string) => header.indexOf(column);
    return { header, rows, at };
  };
  return {
    disposition: file.headers.get('content-disposition') ?? '',
    names: Object.keys(entries),
    text,
    csv,
    manifest: JSON.parse(text('manifest.json')) as Manifest,
  };
}

let orgExport: Awaited<ReturnType<typeof download>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendor = await signedInClient(DEMO.vendor, DEMO.password);
  visitor = makeClient(inject('baseUrl'));
  ownVendorId = (await vendor.get('/api/auth/user')).body.vendorId;
  expect(ownVendorId).toBeTruthy();
  orgExport = await download(admin, '/api/export');
});

describe('the organisation’s export', () => {
  it('downloads as marketday-export-<date>.zip with every file and a manifest of their columns', () => {
    expect(orgExport.disposition).toMatch(/^attachment; filename="marketday-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = [
      'vendors.csv',
      'users.csv',
      'markets.csv',
      'market-dates.csv',
      'spaces.csv',
      'space-requests.csv',
      'payments.csv',
      'documents.csv',
      'messages.csv',
      'historical-data.csv',
    ];
    expect(orgExport.names.sort()).toEqual([...files, 'manifest.json'].sort());
    expect(orgExport.manifest.files.map((f) => f.name)).toEqual(files);
    for (const file of orgExport.manifest.files) {
      const { header, rows } = orgExport.csv(file.name);
      expect(header, file.name).toEqual(file.columns.map((c) => c.name));
      expect(rows.length, file.name).toBe(file.rows);
    }
    for (const name of ['vendors.csv', 'users.csv', 'markets.csv', 'market-dates.csv', 'space-requests.csv']) {
      expect(orgExport.manifest.files.find((f) => f.name === name)!.rows, name).toBeGreaterThan(0);
    }
    expect(orgExport.manifest.organisation.markets.length).toBeGreaterThanOrEqual(2);
  });

  it('writes vendors.csv with the vendor list’s spreadsheet header and every demo vendor', async () => {
    const { header, rows, at } = orgExport.csv('vendors.csv');
    expect(header).toEqual([VENDOR_ID_HEADER, ...VENDOR_CSV_COLUMNS.map((c) => c.header)]);
    const sunny = rows.find((r) => r[at(VENDOR_ID_HEADER)] === ownVendorId)!;
    expect(sunny[at('Business Name')]).toBe('Sunny Acres Farm');
    expect(sunny[at('Status')]).toBe('APPROVED');
    expect(sunny[at('Vendor Type')]).not.toBe('');
    expect(sunny[at('Markets')]).not.toBe('');
    // Every vendor is in the file once: each of the demo's, whatever else other files write or remove meanwhile.
    const exported = rows.map((r) => r[at(VENDOR_ID_HEADER)]!);
    expect(new Set(exported).size).toBe(exported.length);
    const emails = new Set(rows.map((r) => r[at('Email')]));
    expect(DEMO_VENDORS.map((v) => v.email).filter((e) => !emails.has(e))).toEqual([]);
  });

  it('writes users.csv without anything secret', () => {
    const { header, rows } = orgExport.csv('users.csv');
    expect(header.filter((c) => /password|session|token|secret|hash|sub\b|cognito/i.test(c))).toEqual([]);
    expect(rows.some((r) => r.includes(DEMO.admin))).toBe(true);
    const everything = orgExport.names.map((n) => orgExport.text(n)).join('\n');
    expect(everything).not.toContain('scrypt$');
    expect(orgExport.csv('documents.csv').header).not.toContain('file_key');
  });
});

describe('a vendor’s own export', () => {
  it('holds that vendor’s data and nothing of another vendor', async () => {
    const own = await download(vendor, `/api/vendors/${ownVendorId}/export`);
    expect(own.disposition).toMatch(/^attachment; filename="marketday-sunny-acres-farm-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(own.manifest.vendor).toEqual({ id: ownVendorId, name: 'Sunny Acres Farm' });
    const vendors = own.csv('vendors.csv');
    expect(vendors.header).toEqual([VENDOR_ID_HEADER, ...VENDOR_CSV_COLUMNS.map((c) => c.header)]);
    expect(vendors.rows).toHaveLength(1);
    expect(vendors.rows[0]![vendors.at('Business Name')]).toBe('Sunny Acres Farm');
    for (const name of ['users.csv', 'space-requests.csv', 'payments.csv', 'documents.csv']) {
      const file = own.csv(name);
      const column = file.at('vendor_id');
      expect(column, name).toBeGreaterThanOrEqual(0);
      expect(
        file.rows.every((r) => r[column] === ownVendorId),
        name,
      ).toBe(true);
    }
    expect(own.csv('space-requests.csv').rows.length).toBeGreaterThan(0);

    // Another demo vendor's name and e-mail appear nowhere in it.
    const org = orgExport.csv('vendors.csv');
    const others = org.rows.filter((r) => r[org.at(VENDOR_ID_HEADER)] !== ownVendorId);
    expect(others.length).toBeGreaterThan(0);
    const everything = own.names.map((n) => own.text(n)).join('\n');
    for (const other of others) {
      expect(everything).not.toContain(other[org.at('Business Name')]);
      expect(everything).not.toContain(other[org.at('Email')]);
    }
  });

  it('is the same vendor’s data when an admin asks for it', async () => {
    const byAdmin = await download(admin, `/api/vendors/${ownVendorId}/export`);
    expect(byAdmin.manifest.vendor?.id).toBe(ownVendorId);
    expect(byAdmin.csv('vendors.csv').rows).toHaveLength(1);
  });

  it('answers 404 for another vendor’s export, and for one that does not exist', async () => {
    const org = orgExport.csv('vendors.csv');
    const otherId = org.rows.find((r) => r[org.at(VENDOR_ID_HEADER)] !== ownVendorId)![org.at(VENDOR_ID_HEADER)]!;
    expect((await vendor.get(`/api/vendors/${otherId}/export`)).status).toBe(404);
    expect((await admin.get('/api/vendors/01NOSUCHVENDOR0000000000000/export')).status).toBe(404);
  });
});

describe('who may export', () => {
  it('refuses a visitor (401) and a vendor asking for the organisation’s export (403)', async () => {
    expect((await visitor.get('/api/export')).status).toBe(401);
    expect((await visitor.get(`/api/vendors/${ownVendorId}/export`)).status).toBe(401);
    expect((await vendor.get('/api/export')).status).toBe(403);
  });
});
