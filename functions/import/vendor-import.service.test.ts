import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '../../shared/import-messages.js';
import type { VendorImportRequest } from '../../shared/schemas/vendor-import.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import { AppError } from '../lib/http/errors.js';
import { VENDOR_CSV_COLUMNS, VENDOR_ID_HEADER } from '../../shared/vendor-csv-columns.js';
import { guessMapping } from '../../shared/vendor-csv-import.js';
import { makeVendorImportService, type ExistingVendor } from './vendor-import.service.js';

const admin: SessionUser = {
  id: 'admin-1',
  username: 'Market Admin',
  email: 'admin@example.com',
  role: 'admin',
  vendorId: null,
  permissions: ['admin'],
  defaultVendorTypes: [],
};
const origin = { ipAddress: '198.51.100.4', userAgent: 'test' };
const type = (id: string, code: string, label: string, isActive = true) =>
  ({ id, code, label, isActive }) as VendorTypeItem;

function world(existing: ExistingVendor[] = [], opts: { takenOnWrite?: string[] } = {}) {
  const written: { vendor: VendorItem; audit: VendorAuditItem }[] = [];
  const welcomed: string[] = [];
  let ids = 0;
  const service = makeVendorImportService({
    catalog: {
      vendorTypes: async () => [
        type('1', 'FARM', 'Farmers/Produce'),
        type('2', 'PREP', 'Prepared Food'),
        type('9', 'OLD', 'Retired', false),
      ],
    },
    markets: {
      list: async () => [
        { id: 'main', name: 'Town Square Market', shortName: 'Town Square', isActive: true },
        { id: 'evening', name: 'Riverside Evening Market', shortName: 'Riverside', isActive: true },
        { id: 'closed', name: 'Winter Market', shortName: 'Winter', isActive: false },
      ],
    },
    directory: { existing: async () => existing },
    applications: {
      create: async (vendor, audit) => {
        if (opts.takenOnWrite?.includes(vendor.email)) return 'email-taken';
        written.push({ vendor, audit });
        return 'created';
      },
    },
    users: {
      provideVendorUser: async (v) => {
        welcomed.push(v.email);
        return { userCreated: true, welcomeSent: true };
      },
    },
    now: () => new Date('2026-05-03T17:00:00.000Z'),
    newId: () => `id-${String(++ids).padStart(4, '0')}`,
  });
  return { service, written, welcomed };
}

const HEADER = 'Business Name,Contact Name,Email,Phone,Vendor Type,Products,State,ZIP Code,Status,Markets';
const MAPPING = {
  name: 'Business Name',
  contactName: 'Contact Name',
  email: 'Email',
  phone: 'Phone',
  vendorType: 'Vendor Type',
  description: 'Products',
  state: 'State',
  zipCode: 'ZIP Code',
  status: 'Status',
  markets: 'Markets',
};
const request = (lines: string[], over: Partial<VendorImportRequest> = {}): VendorImportRequest => ({
  csv: [HEADER, ...lines].join('\n'),
  mapping: MAPPING,
  dryRun: false,
  markets: ['main'],
  status: 'APPROVED',
  state: 'CA',
  invite: false,
  allOrNothing: false,
  ...over,
});

const row = (name: string, email: string, phone: string, rest = 'Farmers/Produce,Eggs,,,,') =>
  `${name},Jo Grower,${email},${phone},${rest}`;

describe('checking rows', () => {
  it('finds every problem of every row and writes nothing on a check', async () => {
    const { service, written } = world([
      { id: 'v1', name: 'Sunny Acres Farm', contactName: 'Ann', email: 'sunny@example.com', phone: '(707) 555-0101' },
    ]);
    const r = await service.importVendors(
      admin,
      request(
        [
          row('Quail Hollow Ranch', 'quail@example.com', '707 555 0102'),
          row('Sunny Acres', 'new@example.com', '707 555 0103'),
          row('Blue Heron Mushrooms', 'SUNNY@example.com', '707-555-0101'),
          row('Meadowlark Dairy', 'quail@example.com', '(707) 555-0102'),
          row('Redwood Honey', '', '555-12'),
          row('Copper Kettle', 'kettle@example.com', '707 555 0104', 'Spaceships,=HYPERLINK("x"),ZZ,1234,Maybe,Moon'),
          row('Old Type Goods', 'old@example.com', '707 555 0105', 'OLD,,,,,'),
        ],
        { dryRun: true },
      ),
      origin,
    );
    expect(written).toEqual([]);
    expect(r).toMatchObject({ created: 0, skipped: 6, invited: 0, dryRun: true });
    expect(r.rows.map((x) => [x.line, x.name, x.ok])).toEqual([
      [2, 'Quail Hollow Ranch', true],
      [3, 'Sunny Acres', false],
      [4, 'Blue Heron Mushrooms', false],
      [5, 'Meadowlark Dairy', false],
      [6, 'Redwood Honey', false],
      [7, 'Copper Kettle', false],
      [8, 'Old Type Goods', false],
    ]);
    expect(r.rows[1]!.errors).toEqual([VENDOR_MSG.duplicateName('Sunny Acres Farm', 82)]);
    expect(r.rows[2]!.errors).toEqual([VENDOR_MSG.duplicateEmail, VENDOR_MSG.duplicatePhone]);
    expect(r.rows[3]!.errors).toEqual([IMPORT_MSG.duplicateEmailInFile(2), IMPORT_MSG.duplicatePhoneInFile(2)]);
    expect(r.rows[4]!.errors).toEqual(['Invalid email address', 'Phone number must be at least 10 digits']);
    expect(r.rows[5]!.errors).toEqual([
      IMPORT_MSG.formulaCell('Products'),
      IMPORT_MSG.unknownVendorType('Spaceships'),
      IMPORT_MSG.unknownStatus('Maybe'),
      IMPORT_MSG.unknownMarket('Moon'),
      'Please choose a US state',
      'Please enter a 5-digit ZIP code',
    ]);
    // A retired vendor type is not chosen anew.
    expect(r.rows[6]!.errors).toEqual([IMPORT_MSG.unknownVendorType('OLD')]);
  });
});

describe('importing rows', () => {
  it('writes the valid rows with the per-row status, markets and state, and invites the approved ones', async () => {
    const { service, written, welcomed } = world();
    const r = await service.importVendors(
      admin,
      request(
        [
          row('Quail Hollow Ranch', 'Quail@Example.com', '7075550102', 'farm,Eggs,California,95694,,'),
          row(
            'Meadowlark Dairy',
            'meadow@example.com',
            '+1 707 555 0106',
            'Prepared Food,Milk,,,Pending,Riverside; Town Square Market',
          ),
          row('Redwood Honey', 'honey@example.com', '555-12'),
        ],
        { invite: true },
      ),
      origin,
    );
    expect(r).toMatchObject({ created: 2, skipped: 1, invited: 1, dryRun: false });
    expect(r.rows.map((x) => x.vendorId ?? null)).toEqual([expect.any(String), expect.any(String), null]);
    const [quail, meadow] = [...written].sort((a, b) => a.vendor.name.localeCompare(b.vendor.name)).reverse();
    expect(quail!.vendor).toMatchObject({
      email: 'quail@example.com',
      phone: '(707) 555-0102',
      vendorTypeId: '1',
      status: 'APPROVED',
      state: 'CA',
      zipCode: '95694',
      marketIds: ['main'],
      autoRequest: false,
      autoPayment: false,
      defaultSpaceTypeId: null,
      createdBy: 'admin-1',
    });
    expect(quail!.audit).toMatchObject({ changeType: 'create', newValue: 'APPROVED', userId: 'admin-1' });
    expect(meadow!.vendor).toMatchObject({
      phone: '(707) 555-0106',
      vendorTypeId: '2',
      status: 'PENDING',
      marketIds: ['evening', 'main'],
    });
    expect(welcomed).toEqual(['quail@example.com']);
  });

  it('writes nothing when every row must be valid and one is not', async () => {
    const { service, written } = world();
    const r = await service.importVendors(
      admin,
      request([row('Quail Hollow Ranch', 'quail@example.com', '7075550102'), row('Bad Phone', 'b@example.com', '1')], {
        allOrNothing: true,
      }),
      origin,
    );
    expect(written).toEqual([]);
    expect(r).toMatchObject({ created: 0, skipped: 2, refused: IMPORT_MSG.allOrNothingRefused(1) });
  });

  it('reports a row whose e-mail was taken meanwhile on its row', async () => {
    const { service } = world([], { takenOnWrite: ['quail@example.com'] });
    const r = await service.importVendors(
      admin,
      request([row('Quail Hollow Ranch', 'quail@example.com', '7075550102')]),
      origin,
    );
    expect(r.rows[0]).toMatchObject({ ok: false, errors: [IMPORT_MSG.writeLost] });
    expect(r).toMatchObject({ created: 0, skipped: 1 });
  });

  it('refuses a whole file with one 4xx answer: bad markets, too many rows, a binary file', async () => {
    const { service } = world();
    const status = (p: Promise<unknown>) =>
      p.then(
        () => 'written',
        (e: unknown) => (e instanceof AppError ? `${e.status} ${e.message}` : String(e)),
      );
    expect(
      await status(
        service.importVendors(admin, request([row('A', 'a@x.com', '7075550102')], { markets: ['closed'] }), origin),
      ),
    ).toMatch(/^400 /);
    const many = Array.from({ length: 1001 }, (_, i) => row(`V${i}`, `v${i}@x.com`, '7075550102'));
    expect(await status(service.importVendors(admin, request(many), origin))).toBe(
      `413 ${IMPORT_MSG.tooManyRows(1001)}`,
    );
    expect(await status(service.importVendors(admin, { ...request([]), csv: '\u0000\u0001' }, origin))).toBe(
      `400 ${IMPORT_MSG.notText}`,
    );
  });
});

describe('an exported vendors.csv', () => {
  it('imports with the guessed mapping and gives the same vendors', async () => {
    const { service, written } = world();
    const header = [VENDOR_ID_HEADER, ...VENDOR_CSV_COLUMNS.map((c) => c.header)];
    // As the export writes it: the type by name, markets by name joined with "; ", the status as stored, a text
    // cell that starts like a formula marked with an apostrophe, a quoted cell with a line break.
    const exported = [
      header.join(','),
      [
        '01OLDID',
        'Sunny Acres Farm',
        'Ann Grower',
        'ann@example.org',
        '(707) 555-0101',
        'Farmers/Produce',
        '"\'-Eggs, honey\nand flowers"',
        'http://sunny.example.org',
        '4 Orchard Ln',
        'Unit 2',
        'Winters',
        'CA',
        '95694',
        'HOLD',
        'Town Square Market; Riverside Evening Market',
      ].join(','),
    ].join('\r\n');
    const r = await service.importVendors(
      admin,
      { ...request([]), csv: exported, mapping: guessMapping(header), status: 'PENDING', markets: ['main'] },
      origin,
    );
    expect(r.rows).toEqual([{ line: 2, name: 'Sunny Acres Farm', ok: true, errors: [], vendorId: expect.any(String) }]);
    expect(written[0]!.vendor).toMatchObject({
      name: 'Sunny Acres Farm',
      contactName: 'Ann Grower',
      email: 'ann@example.org',
      phone: '(707) 555-0101',
      vendorTypeId: '1',
      description: '-Eggs, honey\nand flowers',
      website: 'http://sunny.example.org',
      addressLine1: '4 Orchard Ln',
      addressLine2: 'Unit 2',
      city: 'Winters',
      state: 'CA',
      zipCode: '95694',
      status: 'HOLD',
      marketIds: ['main', 'evening'],
    });
    expect(written[0]!.vendor.id).not.toBe('01OLDID');
  });
});
