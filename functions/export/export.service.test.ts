import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MARKETS_SEPARATOR, VENDOR_CSV_COLUMNS, VENDOR_ID_HEADER } from '../../shared/vendor-csv-columns.js';
import { cellText, guessMapping, parseVendorCsv, rowValues } from '../../shared/vendor-csv-import.js';
import type { ExportReads } from '../lib/data/export/export-reads.repository.js';
import type { MarketItem } from '../lib/data/settings/market.item.js';
import type { ExportStore } from '../lib/storage/export-store.js';
import { makeExportService, slugOf } from './export.service.js';
import type { ExportManifest } from './export-zip.js';

type Row = Record<string, unknown>;

const NOW = new Date('2026-06-07T18:30:00.000Z');

const market = (id: string, name: string, createdAt: string): MarketItem =>
  ({
    _type: 'market',
    id,
    name,
    shortName: name.split(' ')[0],
    address: '1 Square',
    mapLink: null,
    description: '',
    logoUrl: null,
    days: [{ weekday: 0, opens: '09:00', closes: '13:00' }],
    timeZone: 'America/Los_Angeles',
    seasonStart: null,
    seasonEnd: null,
    deadline: { daysBefore: 2, time: '12:00' },
    mapPasswordHash: 'scrypt$c2FsdA==$aGFzaA==',
    defaultMaxVendors: 40,
    isActive: true,
    updatedBy: null,
    createdAt,
    updatedAt: createdAt,
  }) as MarketItem;

const MARKETS = [market('main', 'Town Square Market', '2026-01-01'), market('m2', 'Riverside Evening', '2026-02-01')];

const vendor = (id: string, name: string, over: Row = {}): Row => ({
  _type: 'vendor',
  id,
  name,
  contactName: `Contact of ${name}`,
  email: `${id}@example.com`,
  phone: '(707) 555-0101',
  vendorTypeId: '1',
  description: 'Vegetables',
  website: null,
  addressLine1: '1 Farm Rd',
  addressLine2: null,
  city: 'Sebastopol',
  state: 'CA',
  zipCode: '95472',
  status: 'APPROVED',
  stripeCustomerId: 'cus_secret',
  ...over,
});

const VENDORS = [
  vendor('V1', 'Sunny Acres Farm', { marketIds: ['main', 'm2'], phone: '+1 (707) 555-0199' }),
  vendor('V2', '=HYPERLINK("http://evil.example")', { description: '@SUM(1+1)' }),
  vendor('V3', 'Hill Bakery'),
];

const user = (id: string, vendorId: string | null, email: string): Row => ({
  id,
  username: `User ${id}`,
  email,
  role: vendorId ? 'vendor_user' : 'admin',
  vendorId,
  permissions: vendorId ? ['vendor.profile.view'] : [],
  isActive: true,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

const USERS = [
  user('U0', null, 'admin@example.com'),
  user('U1', 'V1', 'u1@example.com'),
  user('U2', 'V2', 'u2@example.com'),
];

const DATES: Row[] = [
  { _type: 'market_date', id: 'D1', date: '2026-06-07', status: 'upcoming', spaceCount: 2, assignedCount: 1 },
  { _type: 'market_date', id: 'D2', date: '2026-06-10', marketId: 'm2', status: 'upcoming' },
];

const SPACES: Record<string, Row[]> = {
  D1: [{ _type: 'space', id: 'S1', marketDateId: 'D1', label: 'A1', vendorId: 'V1', position: { x: 1, y: 2 } }],
  D2: [],
};

const request = (vendorId: string, marketDateId: string, date: string, spaceId: string | null = null): Row => ({
  _type: 'space_request',
  id: `R-${vendorId}-${marketDateId}`,
  vendorId,
  marketDateId,
  date,
  spaceId,
  status: 'approved',
  amountBase: 4500,
  amountDue: 4500,
  amountPaid: 0,
  amountBalance: 4500,
});
const REQUESTS: Row[] = [
  request('V1', 'D1', '2026-06-07', 'S1'),
  request('V2', 'D1', '2026-06-07'),
  request('V1', 'D2', '2026-06-10'),
];

const PAYMENTS: Record<string, Row[]> = {
  V1: [{ _type: 'payment', id: 'P1', vendorId: 'V1', amount: 4500, status: 'paid', paymentMethod: 'card' }],
  V2: [{ _type: 'payment', id: 'P2', vendorId: 'V2', amount: 100, status: 'paid', paymentMethod: 'cash' }],
  V3: [],
};
const DOCUMENTS: Record<string, Row[]> = {
  V1: [{ _type: 'document', id: 'DOC1', vendorId: 'V1', typeId: 'T1', fileName: 'insurance.pdf', status: 'approved' }],
  V2: [],
  V3: [],
};
const MESSAGES: Row[] = [
  { id: 'M1', recipientId: 'V1', to: 'V1@example.com', channel: 'email', templateId: 'welcome', status: 'sent' },
  { id: 'M2', recipientId: 'U2', to: 'u2@example.com', channel: 'email', templateId: 'set-password', status: 'sent' },
];

/** Lists in pages of two, as the repository would in pages of its page size. */
async function* paged(rows: readonly Row[]): AsyncGenerator<Row[]> {
  for (let i = 0; i < rows.length; i += 2) yield rows.slice(i, i + 2);
}

function fakeReads(calls: string[]): ExportReads {
  const note = (what: string) => calls.push(what);
  return {
    catalog: async () => [
      { _type: 'vendor_type', id: '1', label: 'Farmer', code: 'farm' },
      { _type: 'document_type', id: 'T1', name: 'Insurance' },
    ],
    settingsPartition: async () => [],
    vendors: () => (note('vendors'), paged(VENDORS)),
    vendor: async (id: string) => (note(`vendor:${id}`), VENDORS.find((v) => v.id === id)),
    usersOfRole: (role: string) => (note(`users:${role}`), paged(USERS.filter((u) => u.role === role))),
    vendorUsers: (id: string) => (note(`vendorUsers:${id}`), paged(USERS.filter((u) => u.vendorId === id))),
    marketDates: () => paged(DATES),
    spacesOfDate: (id: string) => (note(`spaces:${id}`), paged(SPACES[id] ?? [])),
    requestsOfDate: (id: string) => (note(`requests:${id}`), paged(REQUESTS.filter((r) => r.marketDateId === id))),
    requestsOfVendor: (id: string) => (note(`vendorRequests:${id}`), paged(REQUESTS.filter((r) => r.vendorId === id))),
    spaceLabels: async (spaces: { marketDateId: string; spaceId: string }[]) =>
      new Map(spaces.map((s) => [s.spaceId, String(SPACES[s.marketDateId]?.find((x) => x.id === s.spaceId)?.label)])),
    vendorPayments: async (id: string) => (note(`payments:${id}`), PAYMENTS[id] ?? []),
    vendorDocuments: async (id: string) => (note(`documents:${id}`), DOCUMENTS[id] ?? []),
    messages: (only?: { recipientIds: readonly string[]; addresses: readonly string[] }) => {
      note(only ? `messages:${only.recipientIds.join(',')}` : 'messages');
      return paged(
        only
          ? MESSAGES.filter(
              (m) => only.recipientIds.includes(String(m.recipientId)) || only.addresses.includes(String(m.to)),
            )
          : MESSAGES,
      );
    },
    historical: () =>
      paged([{ marketDate: '2019-06-02', vendorTypeId: '1', vendorCount: 12, grossSales: 120000, proceeds: 9000 }]),
  } as unknown as ExportReads;
}

/** Keeps the uploaded bytes in memory, in the chunks the service sent them. */
function memoryStore() {
  const files = new Map<string, Uint8Array>();
  let aborted = 0;
  const store: ExportStore = {
    begin(key) {
      const chunks: Uint8Array[] = [];
      return {
        write: async (chunk) => void chunks.push(chunk),
        finish: async () => {
          const all = Buffer.concat(chunks);
          files.set(key, all);
          return { bytes: all.length };
        },
        abort: async () => void aborted++,
      };
    },
    presignDownload: async (key, fileName) => `https://bucket.example/${key}?name=${encodeURIComponent(fileName)}`,
  };
  return { store, files, aborted: () => aborted };
}

function setup(organisationName = '') {
  const calls: string[] = [];
  const mem = memoryStore();
  const service = makeExportService({
    reads: fakeReads(calls),
    settings: {
      getSettings: async () => ({ marketTimeZone: 'America/Los_Angeles', organisationName, markets: MARKETS }),
    },
    store: mem.store,
    newId: () => '01EXPORT',
    now: () => NOW,
  });
  const open = (key: string) => {
    const entries = unzipSync(mem.files.get(key)!);
    const text = (name: string) => strFromU8(entries[name]!);
    const csv = (name: string) => Papa.parse<string[]>(text(name), { skipEmptyLines: true }).data;
    return { names: Object.keys(entries), text, csv, manifest: JSON.parse(text('manifest.json')) as ExportManifest };
  };
  return { service, calls, mem, open };
}

const ALL_FILES = [
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

describe('the organisation’s export', () => {
  it('names the organisation by its name setting when the first-run setup gave one', async () => {
    const { service, open } = setup('Harbor Markets Association');
    const zip = open((await service.exportAll()).key);
    expect(zip.manifest.organisation.name).toBe('Harbor Markets Association');
  });

  it('writes every file and a manifest of their rows and columns into one ZIP, named for the market’s day', async () => {
    const { service, open } = setup();
    const result = await service.exportAll();
    expect(result.key).toBe('exports/01EXPORT.zip');
    expect(result.fileName).toBe('marketday-export-2026-06-07.zip');
    expect(result.url).toContain('exports/01EXPORT.zip');
    const zip = open(result.key);
    expect(zip.names).toEqual([...ALL_FILES, 'manifest.json']);
    expect(zip.manifest).toMatchObject({
      exportedAt: NOW.toISOString(),
      organisation: { name: 'Town Square Market', markets: ['Town Square Market', 'Riverside Evening'] },
    });
    expect(zip.manifest.files.map((f) => f.name)).toEqual(ALL_FILES);
    for (const file of zip.manifest.files) {
      const [header, ...rows] = zip.csv(file.name);
      expect(header, file.name).toEqual(file.columns.map((c) => c.name));
      expect(rows, file.name).toHaveLength(file.rows);
      for (const c of file.columns) expect(c.description, `${file.name} ${c.name}`).not.toBe('');
    }
    expect(zip.manifest.files.find((f) => f.name === 'vendors.csv')!.rows).toBe(3);
    expect(zip.manifest.files.find((f) => f.name === 'space-requests.csv')!.rows).toBe(3);
    expect(zip.manifest.files.find((f) => f.name === 'payments.csv')!.rows).toBe(2);
    expect(result.bytes).toBeGreaterThan(0);
  });

  it('writes vendors.csv with the vendor list’s spreadsheet header, type and market names, and status as stored', async () => {
    const { service, open } = setup();
    const zip = open((await service.exportAll()).key);
    const [header, ...rows] = zip.csv('vendors.csv');
    expect(header).toEqual([VENDOR_ID_HEADER, ...VENDOR_CSV_COLUMNS.map((c) => c.header)]);
    const at = (name: string) => header!.indexOf(name);
    const sunny = rows.find((r) => r[at('Business Name')] === 'Sunny Acres Farm')!;
    expect(sunny[at(VENDOR_ID_HEADER)]).toBe('V1');
    expect(sunny[at('Vendor Type')]).toBe('Farmer');
    expect(sunny[at('Status')]).toBe('APPROVED');
    expect(sunny[at('Markets')]).toBe(['Town Square Market', 'Riverside Evening'].join(MARKETS_SEPARATOR));
    // A phone in the international form reads back as it was stored.
    expect(sunny[at('Phone')]).toBe('+1 (707) 555-0199');
    // A vendor without market ids sells at the first market only.
    expect(rows.find((r) => r[at(VENDOR_ID_HEADER)] === 'V3')![at('Markets')]).toBe('Town Square Market');
  });

  it('reads back through the vendor import: every column mapped by its header, every cell as stored', async () => {
    const { service, open } = setup();
    const zip = open((await service.exportAll()).key);
    const parsed = parseVendorCsv(zip.text('vendors.csv'));
    const mapping = guessMapping(parsed.headers);
    expect(Object.keys(mapping).sort()).toEqual(VENDOR_CSV_COLUMNS.map((c) => c.field).sort());
    const read = parsed.rows.map((row) => {
      const values = rowValues(row, mapping);
      return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, cellText(value)]));
    });
    expect(read.map((r) => r.name)).toEqual(VENDORS.map((v) => v.name));
    expect(read[1]).toMatchObject({ name: '=HYPERLINK("http://evil.example")', description: '@SUM(1+1)' });
    expect(read[0]).toMatchObject({ phone: '+1 (707) 555-0199', vendorType: 'Farmer', status: 'APPROVED' });
  });

  it('guards cells a spreadsheet would run as a formula', async () => {
    const { service, open } = setup();
    const zip = open((await service.exportAll()).key);
    const [header, ...rows] = zip.csv('vendors.csv');
    const evil = rows.find((r) => r[0] === 'V2')!;
    expect(evil[header!.indexOf('Business Name')]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(evil[header!.indexOf('Products')]).toBe(`'@SUM(1+1)`);
    // Stored numbers are written as numbers.
    expect(zip.text('space-requests.csv')).toContain(',4500,');
  });

  it('writes no secret: no password, session, token, hash, object key or provider customer id, nor their columns', async () => {
    const { service, open } = setup();
    const zip = open((await service.exportAll()).key);
    const columns = zip.manifest.files.flatMap((f) => f.columns.map((c) => c.name.toLowerCase()));
    for (const secret of ['password', 'session', 'token', 'hash', 'secret', 'key', 'sub', 'variables', 'customer']) {
      expect(
        columns.filter((c) => c.split(/[^a-z]+/).includes(secret)),
        secret,
      ).toEqual([]);
    }
    const everything = zip.names.map((n) => zip.text(n)).join('\n');
    expect(everything).not.toContain('scrypt$');
    expect(everything).not.toContain('cus_secret');
    const markets = zip.csv('markets.csv');
    expect(markets[1]![markets[0]!.indexOf('map_protected')]).toBe('true');
  });

  it('reads every kind with Queries a page at a time: each date’s spaces and requests, each vendor’s payments', async () => {
    const { service, calls } = setup();
    await service.exportAll();
    expect(calls).toEqual(
      expect.arrayContaining([
        'vendors',
        'users:admin',
        'users:vendor_user',
        'spaces:D1',
        'spaces:D2',
        'requests:D1',
        'requests:D2',
        'payments:V1',
        'payments:V3',
        'documents:V2',
        'messages',
      ]),
    );
  });

  it('gives up the upload when a read fails', async () => {
    const { mem } = setup();
    const reads = fakeReads([]);
    const failing = makeExportService({
      reads: {
        ...reads,
        historical: () =>
          (async function* () {
            yield* [];
            throw new Error('read failed');
          })(),
      } as ExportReads,
      settings: { getSettings: async () => ({ marketTimeZone: 'America/Los_Angeles', markets: MARKETS }) },
      store: mem.store,
      newId: () => '01FAIL',
      now: () => NOW,
    });
    await expect(failing.exportAll()).rejects.toThrow('read failed');
    expect(mem.aborted()).toBe(1);
    expect(mem.files.has('exports/01FAIL.zip')).toBe(false);
  });
});

describe('a vendor’s own export', () => {
  it('holds that vendor’s rows only, and reads nothing of another vendor', async () => {
    const { service, calls, open } = setup();
    const result = await service.exportVendor('V1');
    expect(result.fileName).toBe('marketday-sunny-acres-farm-2026-06-07.zip');
    const zip = open(result.key);
    expect(zip.names).toEqual([
      'vendors.csv',
      'users.csv',
      'space-requests.csv',
      'payments.csv',
      'documents.csv',
      'messages.csv',
      'manifest.json',
    ]);
    expect(zip.manifest.vendor).toEqual({ id: 'V1', name: 'Sunny Acres Farm' });
    const everything = zip.names.map((n) => zip.text(n)).join('\n');
    for (const other of ['V2', 'V3', 'Hill Bakery', 'HYPERLINK', 'u2@example.com', 'admin@example.com', 'P2']) {
      expect(everything, other).not.toContain(other);
    }
    expect(zip.csv('space-requests.csv')).toHaveLength(3);
    expect(zip.text('space-requests.csv')).toContain(',S1,A1,');
    expect(calls.filter((c) => /V2|V3|vendors$|users:|requests:D/.test(c))).toEqual([]);
    expect(calls).toContain('messages:V1,U1');
  });

  it('answers 404 for a vendor that does not exist', async () => {
    const { service } = setup();
    await expect(service.exportVendor('NOPE')).rejects.toMatchObject({ status: 404 });
  });
});

describe('file names', () => {
  it('turns a vendor’s name into a plain slug', () => {
    expect(slugOf('Sunny Acres Farm')).toBe('sunny-acres-farm');
    expect(slugOf('Café Olé & Sons!')).toBe('cafe-ole-sons');
    expect(slugOf('***')).toBe('vendor');
  });
});
