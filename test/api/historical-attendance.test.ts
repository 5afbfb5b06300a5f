/**
 * Past attendance per vendor (POST/GET/DELETE /api/admin/historical-data/attendance…): a season's records from a
 * market's own sheets come in whole or not at all, are summed up per date, and the Attendance report counts them.
 * Its dates are in 2003, a season no other file touches.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';

let admin: ApiClient;
let vendor: ApiClient;
let own: { name: string; email: string; vendorTypeId: string };
const YEAR = '?from=2003-01-01&to=2003-12-31';

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendor = await signedInClient(DEMO.vendor, DEMO.password);
  const types = await admin.get('/api/public/vendor-types');
  const tag = randomBytes(5).toString('hex');
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  const created = await admin.post('/api/vendors', {
    name: `Last Season Orchard ${tag}`,
    contactName: `Sam ${tag}`,
    email: `last-season-${tag}@example.com`,
    phone: `(530) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    vendorTypeId: types.body[0].id,
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: 'Apples.',
    status: 'APPROVED',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine1: '1 Orchard Ln',
    addressLine2: null,
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
  });
  expect(created.status, created.text).toBe(201);
  own = { name: created.body.vendor.name, email: created.body.vendor.email, vendorTypeId: types.body[0].id };
});

const summary = async () => (await admin.get(`/api/admin/historical-data/attendance${YEAR}`)).body.dates;

describe('past attendance per vendor', () => {
  it('imports a season whole: each vendor by e-mail or name, summed up per date, counted by the report', async () => {
    const res = await admin.post('/api/admin/historical-data/attendance/import', {
      rows: [
        { marketDate: '2003-06-01', vendor: 'greenvalley@example.com', attended: true, grossSales: 52_500 },
        { marketDate: '2003-06-01', vendor: own.name.toUpperCase(), attended: true, grossSales: 31_000 },
        { marketDate: '2003-06-08', vendor: own.email, attended: false },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ imported: 3, vendors: 2, dates: 2 });
    expect(await summary()).toEqual([
      { marketDate: '2003-06-01', vendors: 2, attended: 2, grossSales: 83_500 },
      { marketDate: '2003-06-08', vendors: 1, attended: 0, grossSales: 0 },
    ]);

    const report = await admin.get(`/api/reports/attendance${YEAR}`);
    expect(report.status, report.text).toBe(200);
    const onFirst = report.body.rows.filter((r: { date: string }) => r.date === '2003-06-01');
    expect(onFirst.reduce((n: number, r: { attended: number }) => n + r.attended, 0)).toBe(2);
    expect(onFirst.every((r: { source: string }) => r.source === 'Historical')).toBe(true);
  });

  it('writes nothing when one row is wrong, and says which rows and why', async () => {
    const before = await summary();
    const res = await admin.post('/api/admin/historical-data/attendance/import', {
      rows: [
        { marketDate: '2003-07-06', vendor: own.email, grossSales: 1_000 },
        { marketDate: '2003-07-06', vendor: 'Nobody Sells Here Farm' },
        { marketDate: '2003-07-13', vendor: own.email, grossSales: 12.5 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('2 row(s) could not be imported; nothing was imported');
    expect(res.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    expect(await summary()).toEqual(before);
  });

  it("removes a date's records so it can be imported again; only admins reach any of it", async () => {
    const removed = await admin.delete('/api/admin/historical-data/attendance/2003-06-08');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ removed: 1 });
    expect((await summary()).map((d: { marketDate: string }) => d.marketDate)).toEqual(['2003-06-01']);
    expect((await admin.delete('/api/admin/historical-data/attendance/June-8')).status).toBe(400);

    expect((await vendor.get(`/api/admin/historical-data/attendance${YEAR}`)).status).toBe(403);
    const asVendor = await vendor.post('/api/admin/historical-data/attendance/import', {
      rows: [{ marketDate: '2003-06-15', vendor: own.email }],
    });
    expect(asVendor.status).toBe(403);
  });
});
