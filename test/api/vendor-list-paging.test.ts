import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { PAGE_MSG } from '../../shared/schemas/page.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';
import { everyPage } from './paging.js';

/**
 * The admin vendor list and search page on the server: vendors are written as the product writes them (vendor item,
 * directory entry, search words), under a vendor type and a name word of this file's own, so the pages it reads hold
 * only its vendors.
 */
const fx = makeMarketFixtures();
const tag = randomBytes(4).toString('hex');
const TYPE = `t${tag}`;
const WORD = `Plover${tag}`;
let admin: ApiClient;
const seeded: VendorItem[] = [];

async function seed(count: number, from: number) {
  const rows: (Record<string, unknown> & { pk: string; sk: string })[] = [];
  for (let i = from; i < from + count; i++) {
    const vendor = fx.vendorItem({
      name: `${WORD} Stand ${String(i).padStart(3, '0')}`,
      contactName: `Wren Tallis${tag}`,
      email: `plover-${tag}-${i}@example.com`,
      vendorTypeId: TYPE,
      description: '',
      status: i % 3 === 0 ? 'HOLD' : 'APPROVED',
    });
    seeded.push(vendor);
    rows.push({ ...keys.vendor(vendor.id), ...vendor }, ...directoryRows(vendor));
  }
  await fx.table.batchWrite({ puts: rows });
  for (const r of rows) fx.track({ pk: r.pk, sk: r.sk });
}

/** Every page of a list, each page checked against the limit. */
async function allPages(path: string, limit: number): Promise<{ names: string[]; pages: number }> {
  const { rows, sizes } = await everyPage(admin, path, limit);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(limit);
  return { names: rows.map((v: { name: string }) => v.name), pages: sizes.length };
}

const requestsOf = async (path: string) => admin.ddbRequests(await admin.get(path));
const measured = () => ({
  firstPage: `/api/vendors?limit=20`,
  typePage: `/api/vendors?vendorTypeId=${TYPE}&limit=20`,
  holdPage: `/api/vendors?status=HOLD&vendorTypeId=${TYPE}&limit=20`,
  searchedPage: `/api/vendors?search=${WORD}&limit=20`,
  search: `/api/vendors/search?q=${WORD}`,
});

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  await seed(30, 0);
});

afterAll(() => fx.cleanup());

describe('the vendor list, a page at a time', () => {
  it('visits every vendor of a type once, in name order, in pages of at most the limit', async () => {
    const { names, pages } = await allPages(`/api/vendors?vendorTypeId=${TYPE}`, 7);
    const expected = seeded.map((v) => v.name).sort();
    expect(names).toEqual(expected);
    expect(pages).toBe(5);
  });

  it('filters before paging: a status within a type answers only those vendors', async () => {
    const { names } = await allPages(`/api/vendors?status=HOLD&vendorTypeId=${TYPE}`, 4);
    expect(names).toEqual(
      seeded
        .filter((v) => v.status === 'HOLD')
        .map((v) => v.name)
        .sort(),
    );
    const searched = await allPages(`/api/vendors?status=HOLD&search=${encodeURIComponent(`${WORD} stand 00`)}`, 3);
    expect(searched.names).toEqual([
      `${WORD} Stand 000`,
      `${WORD} Stand 003`,
      `${WORD} Stand 006`,
      `${WORD} Stand 009`,
    ]);
  });

  it('refuses a cursor that was edited or belongs to another list', async () => {
    const first = await admin.get(`/api/vendors?vendorTypeId=${TYPE}&limit=5`);
    const other = await admin.get(`/api/vendors?status=HOLD&limit=5&cursor=${first.body.nextCursor}`);
    expect(other).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    const edited = await admin.get(`/api/vendors?limit=5&cursor=${Buffer.from('{"pk":1}').toString('base64url')}`);
    expect(edited).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    expect((await admin.get('/api/vendors?limit=0')).status).toBe(400);
  });
});

describe('vendor search', () => {
  it('finds vendors by the start of a word of the name or of the contact name, in any case', async () => {
    const byName = await admin.get(`/api/vendors/search?q=${WORD.slice(0, -2).toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body).toHaveLength(10);
    expect(byName.body[0]).toEqual({
      id: expect.any(String),
      name: expect.stringContaining(WORD),
      email: expect.stringContaining('plover-'),
      contactName: `Wren Tallis${tag}`,
    });
    const byContact = await admin.get(`/api/vendors/search?q=tallis${tag}`);
    expect(byContact.body).toHaveLength(10);
    const twoWords = await admin.get(`/api/vendors/search?q=${encodeURIComponent(`${WORD} stand 017 `)}`);
    expect(twoWords.body.map((v: { name: string }) => v.name)).toContain(`${WORD} Stand 017`);
  });

  it('keeps the list pages and search to the same DynamoDB requests with ten times the vendors', async () => {
    const before: Record<string, number> = {};
    for (const [k, path] of Object.entries(measured())) before[k] = await requestsOf(path);
    await seed(270, 30);
    const after: Record<string, number> = {};
    for (const [k, path] of Object.entries(measured())) after[k] = await requestsOf(path);
    expect(after).toEqual(before);
    // The signed-in user's record, then one Query of one index.
    expect(after.typePage).toBe(2);
    expect(after.search).toBe(2);
    const page = await admin.get(`/api/vendors?vendorTypeId=${TYPE}&limit=20`);
    expect(page.body.items).toHaveLength(20);
  }, 240_000);
});
