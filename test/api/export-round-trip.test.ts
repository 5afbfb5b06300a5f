/**
 * The export's round trip: the vendors.csv an organisation downloads (GET /api/export) imports into a fresh stack of
 * its own (POST /api/import/vendors, the columns guessed from the header as the import screen guesses them) and
 * gives the same vendors — names, contacts, phone, type, products, website, address, status and markets.
 *
 * The fresh stack is started here, empty, and given the source's vendor types and markets through the admin API.
 * The rows carried over are the demo's vendors and two this file makes; other files' fixtures (written straight to
 * the table, some deliberately alike) stay behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCognitoClient, makeCognitoIdentity, makeUserAccounts } from '../../functions/lib/auth/user-accounts.js';
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { startLocalStack, type LocalStack } from '../../local/stack.js';
import { VENDORS as DEMO_VENDORS } from '../../local/demo/vendors.js';
import { guessMapping } from '../../shared/vendor-csv-import.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';

const PASSWORD = 'Round-trip-1';
let source: ApiClient;
let fresh: LocalStack;
let freshDir: string;
let target: ApiClient;
const made: string[] = [];

interface AdminVendor {
  id: string;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  vendorTypeId: string;
  description: string;
  website: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  status: string;
  marketIds: string[];
}

async function startFresh() {
  freshDir = await mkdtemp(join(tmpdir(), 'marketday-round-trip-'));
  fresh = await startLocalStack({ dataDir: freshDir, port: 0, seed: false, spa: 'none', stage: 'test', quiet: true });
  const env = fresh.env;
  const ddb = makeDocumentClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT });
  const cognito = makeCognitoClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.COGNITO_ENDPOINT });
  const identity = makeCognitoIdentity(cognito, { userPoolId: env.USER_POOL_ID!, clientId: env.USER_POOL_CLIENT_ID! });
  const accounts = makeUserAccounts({ ddb, tableName: env.TABLE_NAME!, identity });
  await accounts.createUser({
    username: 'Fresh Admin',
    email: 'fresh-admin@example.com',
    phone: '4155550000',
    role: 'admin',
    password: PASSWORD,
  });
  target = makeClient(fresh.url);
  const login = await target.post('/api/auth/login', { emailOrPhone: 'fresh-admin@example.com', password: PASSWORD });
  expect(login.status, login.text).toBe(200);
}

/** The source's vendor types and markets, made again in the fresh stack by name: what a moving market sets up first. */
async function copyVocabulary() {
  const types = (await source.get('/api/vendors/vendor-types')).body as { code: string; label: string }[];
  for (const t of types) {
    const res = await target.post('/api/vendor-types', { code: t.code, label: t.label });
    expect(res.status, res.text).toBe(201);
  }
  const markets = (await source.get('/api/markets')).body.markets as Record<string, unknown>[];
  for (const m of markets) {
    const { name, shortName, address, days, timeZone, deadline } = m;
    const res = await target.post('/api/markets', { name, shortName, address, days, timeZone, deadline });
    expect(res.status, res.text).toBe(201);
  }
}

async function makeSourceVendor(status: 'APPROVED' | 'PENDING', marketIds: string[]) {
  const tag = randomBytes(4).toString('hex');
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  const types = (await source.get('/api/public/vendor-types')).body as { id: string }[];
  const res = await source.post('/api/vendors', {
    name: `Round Trip ${status === 'APPROVED' ? 'Orchard' : 'Creamery'} ${tag}`,
    contactName: `Robin "RT" O'Neil ${tag}`,
    email: `round-trip-${tag}@example.com`,
    phone: `(707) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    vendorTypeId: types.at(-1)!.id,
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: 'Apples, pears, and cider, pressed on the farm.\nTastings on Sundays.',
    status,
    autoRequest: false,
    autoPayment: false,
    website: 'https://orchard.example.org/',
    addressLine1: '12 Gravenstein Hwy, Unit 3',
    addressLine2: null,
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    marketIds,
  });
  expect(res.status, res.text).toBe(201);
  made.push(res.body.vendor.email);
}

beforeAll(async () => {
  source = await signedInClient(DEMO.admin, DEMO.password);
  const marketIds = ((await source.get('/api/markets')).body.markets as { id: string }[]).map((m) => m.id);
  await makeSourceVendor('APPROVED', marketIds);
  await makeSourceVendor('PENDING', marketIds.slice(0, 1));
  await startFresh();
  await copyVocabulary();
}, 180_000);

afterAll(async () => {
  await fresh?.stop();
  if (freshDir) await rm(freshDir, { recursive: true, force: true });
});

describe('export, then import into a fresh stack', () => {
  it('gives the same vendors', async () => {
    const res = await source.get('/api/export');
    expect(res.status, res.text).toBe(303);
    const zip = unzipSync(new Uint8Array(await (await fetch(res.headers.get('location')!)).arrayBuffer()));
    const exported = strFromU8(zip['vendors.csv']!);

    // The rows carried over, exactly as exported: the demo's vendors that can be imported, and this file's two.
    const [header = [], ...rows] = Papa.parse<string[]>(exported, { skipEmptyLines: true }).data;
    const emailAt = header.indexOf('Email');
    const statusAt = header.indexOf('Status');
    const carried = new Set([...DEMO_VENDORS.map((v) => v.email), ...made]);
    const kept = rows.filter((r) => carried.has(r[emailAt]!) && ['APPROVED', 'PENDING'].includes(r[statusAt]!));
    expect(kept.length).toBeGreaterThanOrEqual(made.length + 3);
    const csv = Papa.unparse([header, ...kept]);

    const freshMarkets = (await target.get('/api/markets')).body.markets as { id: string }[];
    const imported = await target.post('/api/import/vendors', {
      csv,
      mapping: guessMapping(header),
      dryRun: false,
      markets: [freshMarkets[0]!.id],
      status: 'PENDING',
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.rows.filter((r: { ok: boolean }) => !r.ok)).toEqual([]);
    expect(imported.body.created).toBe(kept.length);

    // Each vendor as the admin's edit screen reads it, on both sides; ids and dates differ, the rest must not.
    const typeLabels = async (client: ApiClient) =>
      new Map(
        ((await client.get('/api/vendors/vendor-types')).body as { id: string; label: string }[]).map((t) => [
          t.id,
          t.label,
        ]),
      );
    const marketNames = async (client: ApiClient) =>
      new Map(
        ((await client.get('/api/markets')).body.markets as { id: string; name: string }[]).map((m) => [m.id, m.name]),
      );
    const [sourceTypes, targetTypes, sourceMarkets, targetMarkets] = await Promise.all([
      typeLabels(source),
      typeLabels(target),
      marketNames(source),
      marketNames(target),
    ]);
    const comparable = (v: AdminVendor, types: Map<string, string>, markets: Map<string, string>) => ({
      name: v.name,
      contactName: v.contactName,
      email: v.email,
      phone: v.phone,
      vendorType: types.get(v.vendorTypeId),
      description: v.description,
      website: v.website,
      address: [v.addressLine1, v.addressLine2 ?? '', v.city, v.state, v.zipCode],
      status: v.status,
      markets: v.marketIds.map((id) => markets.get(id)).sort(),
    });
    const idAt = header.indexOf('Vendor ID');
    for (const [i, row] of kept.entries()) {
      const before = (await source.get(`/api/vendors/${row[idAt]}`)).body as AdminVendor;
      const after = (await target.get(`/api/vendors/${imported.body.rows[i].vendorId}`)).body as AdminVendor;
      expect(comparable(after, targetTypes, targetMarkets), before.email).toEqual(
        comparable(before, sourceTypes, sourceMarkets),
      );
    }
  });
});
