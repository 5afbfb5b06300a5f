import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { keys } from '../../functions/lib/data/keys.js';
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { routesOf } from '../../shared/routes.js';
import type { ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient, TEST_PASSWORD } from './factories.js';
import { listMailbox } from './mailbox.js';
import { makeSpacesFixtures, type Catalog } from './spaces-fixtures.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import { writeRows } from '../fixtures/market-data.js';

const baseUrl = inject('baseUrl');
const fx = makeSpacesFixtures();
let admin: ApiClient;
let catalog: Catalog;
let standard: Catalog['spaceTypes'][number];
let area: Catalog['areas'][number];

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  catalog = await fx.catalog();
  standard = catalog.spaceTypes.find((t) => t.name === '10x10 Standard')!;
  area = catalog.areas.find((a) => a.name === 'North Row')!;
});

const feeOf = (spaceTypeId: string, vendorTypeId: string) =>
  catalog.fees.find((f) => f.spaceTypeId === spaceTypeId && f.vendorTypeId === vendorTypeId && f.isActive);

describe('the spaces of a market date', () => {
  it('lists every space with its vendor, request and calculated price from the first source that is set', async () => {
    const fee = feeOf(standard.id, '1')!;
    const override = fx.vendor({ overrideBasePrice: 2200, overrideSalesBasedRate: null, vendorTypeId: '1' });
    const farm = fx.vendor({ vendorTypeId: '1', status: 'HOLD' });
    const craft = fx.vendor({ vendorTypeId: '3' });
    const confirmedAt = new Date().toISOString();
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        { label: 'A10', areaId: area.id, spaceTypeId: standard.id, basePrice: 0 },
        { label: 'A2', areaId: area.id, spaceTypeId: standard.id, vendor: override },
        {
          label: 'A1',
          areaId: area.id,
          spaceTypeId: standard.id,
          vendor: farm,
          request: { status: 'confirmed', confirmedAt },
        },
        { label: 'B1', areaId: area.id, spaceTypeId: standard.id },
        { label: 'C1', areaId: null, spaceTypeId: null, vendor: craft },
      ],
    });

    const res = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(res.status).toBe(200);
    expect(res.body.marketDate).toMatchObject({ id: marketDate.id, date: marketDate.date, publishedAt: null });
    const byLabel = Object.fromEntries(res.body.spaces.map((s: { label: string }) => [s.label, s]));
    expect(res.body.spaces.map((s: { label: string }) => s.label)).toEqual(['A1', 'A2', 'A10', 'B1', 'C1']);

    expect(byLabel.A10.calculatedPrice).toEqual({
      basePrice: 0,
      salesBasedRate: standard.defaultSalesBasedRate,
      source: 'space',
    });
    expect(byLabel.A2.calculatedPrice).toEqual({
      basePrice: 2200,
      salesBasedRate: fee.salesBasedRate,
      source: 'vendor_override',
    });
    expect(byLabel.A1.calculatedPrice).toEqual({
      basePrice: fee.basePrice,
      salesBasedRate: fee.salesBasedRate,
      source: 'space_type_fee',
    });
    expect(byLabel.B1.calculatedPrice).toEqual({
      basePrice: standard.defaultBasePrice,
      salesBasedRate: standard.defaultSalesBasedRate,
      source: 'space_type_default',
    });
    const craftType = catalog.vendorTypes.find((t) => t.id === '3')!;
    expect(byLabel.C1.calculatedPrice).toEqual({
      basePrice: craftType.defaultBasePrice,
      salesBasedRate: 0,
      source: 'vendor_type_default',
    });

    expect(byLabel.A1).toMatchObject({
      size: '10x10',
      area: { id: area.id, name: 'North Row' },
      spaceType: { id: standard.id, name: '10x10 Standard' },
      vendor: {
        id: farm.id,
        name: farm.name,
        status: 'HOLD',
        vendorTypeId: '1',
        vendorType: { id: '1', code: 'FARM' },
      },
      confirmedAt,
      spaceRequestId: spaces[2]!.request!.id,
    });
    expect(byLabel.B1).toMatchObject({ vendor: null, vendorId: null, spaceRequestId: null, confirmedAt: null });
    expect(res.body.areas.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['North Row', 'South Row']),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/"pk"|"gsi/);
  });

  it('answers 404 for a market date that does not exist', async () => {
    const res = await admin.get(`/api/spaces/market-date/${ulid()}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'Market date not found' } });
  });

  it('reads the list in the same number of DynamoDB requests for 20 and for 200 spaces', async () => {
    const make = async (count: number, assigned: number) => {
      const { marketDate } = await fx.marketDate({
        spaces: Array.from({ length: count }, (_, i) => ({
          label: `R${i + 1}`,
          areaId: area.id,
          spaceTypeId: standard.id,
          vendor: i < assigned ? fx.vendor() : undefined,
        })),
      });
      return marketDate;
    };
    const small = await make(20, 10);
    const large = await make(200, 100);
    const a = await admin.get(`/api/spaces/market-date/${small.id}`);
    const b = await admin.get(`/api/spaces/market-date/${large.id}`);
    expect(a.body.spaces).toHaveLength(20);
    expect(b.body.spaces).toHaveLength(200);
    expect(admin.ddbRequests(b)).toBe(admin.ddbRequests(a));
    // The session's user, the date item and its spaces (never its requests), the catalog, the vendors holding a
    // space and their requests, by key.
    expect(admin.ddbRequests(b)).toBeLessThanOrEqual(6);
  });
});

describe('editing and deleting a space', () => {
  it('saves the space form and checks its rules', async () => {
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [{ label: 'E1', areaId: area.id, spaceTypeId: standard.id }],
    });
    const id = spaces[0]!.id;
    const ok = await admin.patch(`/api/spaces/${id}`, {
      marketDateId: marketDate.id,
      label: 'E1b',
      areaId: area.id,
      basePrice: 4250,
      salesBasedRate: 7.5,
      position: { x: 40, y: 12 },
      requiresPrepayment: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ label: 'E1b', basePrice: 4250, salesBasedRate: 7.5, requiresPrepayment: true });
    const list = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(list.body.spaces[0].calculatedPrice).toEqual({ basePrice: 4250, salesBasedRate: 7.5, source: 'space' });

    // Empty means null: default pricing again.
    await admin.patch(`/api/spaces/${id}`, { marketDateId: marketDate.id, basePrice: null, salesBasedRate: null });
    const back = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(back.body.spaces[0].calculatedPrice.source).toBe('space_type_default');

    const bad = (body: object) => admin.patch(`/api/spaces/${id}`, { marketDateId: marketDate.id, ...body });
    expect((await bad({ label: '  ' })).body).toMatchObject({ message: 'Space label is required' });
    expect((await bad({ areaId: '' })).body).toMatchObject({ message: 'Area is required' });
    expect((await bad({ basePrice: -1 })).status).toBe(400);
    expect((await bad({ salesBasedRate: 100.5 })).status).toBe(400);
    expect((await bad({ salesBasedRate: 5.25 })).status).toBe(400);
    expect((await admin.patch(`/api/spaces/${ulid()}`, { marketDateId: marketDate.id, label: 'X' })).status).toBe(404);
  });

  it('refuses to delete a space while a vendor is assigned, and deletes it once unassigned', async () => {
    const vendor = fx.vendor();
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        { label: 'D1', areaId: area.id, spaceTypeId: standard.id, vendor },
        { label: 'D2', areaId: area.id },
      ],
    });
    const id = spaces[0]!.id;
    const refused = await admin.delete(`/api/spaces/${id}?marketDateId=${marketDate.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This space has a vendor assigned to it and cannot be deleted.' },
    });
    expect(await fx.item(keys.space(marketDate.id, id))).toBeDefined();

    expect((await admin.post(`/api/spaces/${id}/unassign`, { marketDateId: marketDate.id })).status).toBe(200);
    expect((await admin.delete(`/api/spaces/${id}?marketDateId=${marketDate.id}`)).status).toBe(204);
    const list = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(list.body.spaces.map((s: { label: string }) => s.label)).toEqual(['D2']);
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ spaceCount: 1, assignedCount: 0 });
  });
});

describe('assigning vendors', () => {
  it('lets exactly one of 50 simultaneous assignments of one space win', async () => {
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [{ label: 'Z1', areaId: area.id, spaceTypeId: standard.id }],
    });
    const vendors = await fx.vendors(Array.from({ length: 50 }, () => fx.vendor()));
    const results = await Promise.all(
      vendors.map((v) =>
        admin.post(`/api/spaces/${spaces[0]!.id}/assign`, {
          vendorId: v.id,
          marketDateId: marketDate.id,
          isDefault: false,
          createRequest: true,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const winner = vendors[results.findIndex((r) => r.status === 200)]!;
    const list = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(list.body.spaces[0].vendor).toMatchObject({ id: winner.id });
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ assignedCount: 1 });
    // Only the winner got a request.
    const requests = await Promise.all(vendors.map((v) => fx.item(keys.spaceRequest(marketDate.id, v.id))));
    expect(requests.filter(Boolean)).toHaveLength(1);
  });

  it('lets admins assign different spaces of one date at the same time, counting each', async () => {
    const { marketDate, spaces } = await fx.marketDate({
      spaces: Array.from({ length: 10 }, (_, i) => ({ label: `C${i + 1}`, areaId: area.id, spaceTypeId: standard.id })),
    });
    const vendors = await fx.vendors(Array.from({ length: 10 }, () => fx.vendor()));
    const results = await Promise.all(
      spaces.map((space, i) =>
        admin.post(`/api/spaces/${space.id}/assign`, {
          vendorId: vendors[i]!.id,
          marketDateId: marketDate.id,
          createRequest: true,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ assignedCount: 10 });
  });

  it('links the request, records who and when, and refuses a second space for the same vendor', async () => {
    const vendor = fx.vendor();
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        { label: 'V1', areaId: area.id, spaceTypeId: standard.id },
        { label: 'V2', areaId: area.id, spaceTypeId: standard.id },
      ],
      requestsWithoutSpace: [{ vendor, request: { status: 'approved' } }],
    });
    const [v1, v2] = spaces;
    const me = (await admin.get('/api/auth/user')).body;
    const first = await admin.post(`/api/spaces/${v1!.id}/assign`, {
      vendorId: vendor.id,
      marketDateId: marketDate.id,
      isDefault: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ vendorId: vendor.id, assignedBy: me.id, isDefault: true });
    expect(Date.now() - Date.parse(first.body.assignedAt)).toBeLessThan(60_000);
    const request = await fx.item<SpaceRequestItem>(keys.spaceRequest(marketDate.id, vendor.id));
    expect(request).toMatchObject({ spaceId: v1!.id, assignedBy: me.id });

    const second = await admin.post(`/api/spaces/${v2!.id}/assign`, {
      vendorId: vendor.id,
      marketDateId: marketDate.id,
    });
    expect(second).toMatchObject({
      status: 409,
      body: { message: 'This vendor already has a space on this market date.' },
    });

    // Unassigning frees the vendor for the other space.
    expect((await admin.post(`/api/spaces/${v1!.id}/unassign`, { marketDateId: marketDate.id })).body).toMatchObject({
      vendorId: null,
    });
    expect(await fx.item<SpaceRequestItem>(keys.spaceRequest(marketDate.id, vendor.id))).toMatchObject({
      spaceId: null,
    });
    const moved = await admin.post(`/api/spaces/${v2!.id}/assign`, {
      vendorId: vendor.id,
      marketDateId: marketDate.id,
    });
    expect(moved.status).toBe(200);
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ assignedCount: 1 });
  });

  it('needs a request for the date, or the choice to create an approved one priced from the space', async () => {
    const vendor = fx.vendor({ vendorTypeId: '1' });
    const skipper = fx.vendor();
    await fx.vendors([vendor]);
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        { label: 'N1', areaId: area.id, spaceTypeId: standard.id },
        { label: 'N2', areaId: area.id, spaceTypeId: standard.id },
      ],
      requestsWithoutSpace: [{ vendor: skipper, request: { status: 'skipped' } }],
    });
    const body = { vendorId: vendor.id, marketDateId: marketDate.id };
    const refused = await admin.post(`/api/spaces/${spaces[0]!.id}/assign`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no request for this market date/);

    const created = await admin.post(`/api/spaces/${spaces[0]!.id}/assign`, { ...body, createRequest: true });
    expect(created.status).toBe(200);
    const fee = feeOf(standard.id, '1')!;
    expect(await fx.item<SpaceRequestItem>(keys.spaceRequest(marketDate.id, vendor.id))).toMatchObject({
      status: 'approved',
      spaceId: spaces[0]!.id,
      amountBase: fee.basePrice,
      salesBasedRate: fee.salesBasedRate,
      amountDue: fee.basePrice,
      amountBalance: fee.basePrice,
    });

    const skipped = await admin.post(`/api/spaces/${spaces[1]!.id}/assign`, {
      vendorId: skipper.id,
      marketDateId: marketDate.id,
      createRequest: true,
    });
    expect(skipped).toMatchObject({
      status: 409,
      body: { message: 'This vendor has skipped or cancelled this market date.' },
    });
  });

  it('gives the assign dialog the areas, the vendors still without a space and the assigned spaces', async () => {
    const south = catalog.areas.find((a) => a.name === 'South Row')!;
    // One word of their own, so a search finds these vendors alone, in one page, whatever else the directory holds.
    const tag = `zq${ulid()
      .slice(-8)
      .toLowerCase()
      .replace(/[^a-z]/g, 'x')}`;
    const assigned = fx.vendor({ name: `Aardvark Assigned ${tag}` });
    const waiting = fx.vendor({ name: `Zebra Waiting ${tag}` });
    const southern = fx.vendor({ name: `Yak Southern ${tag}`, defaultAreaId: south.id });
    const skipper = fx.vendor({ name: `Skipper ${tag}` });
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        { label: 'S1', areaId: south.id, vendor: assigned },
        { label: 'S2', areaId: south.id },
      ],
      requestsWithoutSpace: [{ vendor: waiting }, { vendor: skipper, request: { status: 'canceled' } }],
    });
    await fx.vendors([southern]);
    await writeRows(fx.ddb, fx.tableName, [assigned, waiting, southern, skipper].flatMap(directoryRows));
    const res = await admin.get(`/api/market-dates/${marketDate.id}/assignment-data?areaId=${south.id}&q=${tag}`);
    expect(res.status).toBe(200);
    const ids = res.body.unassignedVendors.map((u: { vendor: { id: string } }) => u.vendor.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(assigned.id);
    expect(ids).not.toContain(skipper.id);
    // The chosen area's regulars come first.
    const firstElsewhere = res.body.unassignedVendors.findIndex(
      (u: { vendor: { defaultAreaId: string | null } }) => u.vendor.defaultAreaId !== south.id,
    );
    expect(ids.indexOf(southern.id)).toBeLessThan(firstElsewhere);
    expect(ids.indexOf(southern.id)).toBeLessThan(ids.indexOf(waiting.id));
    expect(
      res.body.unassignedVendors.find((u: { vendor: { id: string } }) => u.vendor.id === waiting.id),
    ).toMatchObject({
      vendor: { name: `Zebra Waiting ${tag}`, defaultAreaId: null },
      requestStatus: 'requested',
    });
    expect(res.body.assignedSpaces).toEqual([
      { spaceId: spaces[0]!.id, label: 'S1', areaId: south.id, vendorId: assigned.id },
    ]);
    expect(res.body.areas.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['South Row']));
  });
});

describe('repricing', () => {
  it('reprices the selected spaces’ requests in one call and skips spaces without a request', async () => {
    const fee = feeOf(standard.id, '1')!;
    const farm = fx.vendor({ vendorTypeId: '1' });
    const special = fx.vendor({ vendorTypeId: '1' });
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [
        {
          label: 'P1',
          areaId: area.id,
          spaceTypeId: standard.id,
          vendor: farm,
          request: { grossSales: 100_000, amountPaid: 1000 },
        },
        { label: 'P2', areaId: area.id, spaceTypeId: standard.id, basePrice: 6000, salesBasedRate: 0, vendor: special },
        { label: 'P3', areaId: area.id, spaceTypeId: standard.id },
      ],
    });
    const res = await admin.post('/api/space-requests/recalculate', {
      marketDateId: marketDate.id,
      spaceIds: spaces.map((s) => s.id),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ repriced: 2, skipped: 1 });

    const salesFee = Math.round((100_000 * fee.salesBasedRate!) / 100);
    const due = Math.max(fee.basePrice!, salesFee);
    expect(await fx.item(keys.spaceRequest(marketDate.id, farm.id))).toMatchObject({
      amountBase: fee.basePrice,
      salesBasedRate: fee.salesBasedRate,
      salesBasedFee: salesFee,
      amountDue: due,
      amountBalance: due - 1000,
    });
    expect(await fx.item(keys.spaceRequest(marketDate.id, special.id))).toMatchObject({
      amountBase: 6000,
      salesBasedRate: 0,
      amountDue: 6000,
      amountBalance: 6000,
    });

    const one = await admin.post(`/api/space-requests/${spaces[1]!.request!.id}/recalculate`, {
      marketDateId: marketDate.id,
    });
    expect(one.body).toMatchObject({ id: spaces[1]!.request!.id, amountDue: 6000, source: 'space' });
  });
});

describe('publishing', () => {
  it('is refused below 50 % of spaces assigned', async () => {
    const { marketDate } = await fx.marketDate({
      spaces: [{ label: 'Q1', vendor: fx.vendor() }, { label: 'Q2' }, { label: 'Q3' }, { label: 'Q4' }],
    });
    const res = await admin.post(`/api/spaces/publish/${marketDate.id}`);
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'At least 50% of spaces must be assigned before publishing (now 1 of 4).' },
    });
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ publishedAt: null });
  });

  it('sends one message per assigned vendor (and a text where a user chose texts), once', async () => {
    const texting = fx.vendor();
    const quiet = fx.vendor();
    const phone = `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await createTestUser({ vendorId: texting.id, phone, textNotifications: true });
    const { marketDate } = await fx.marketDate({
      spaces: [{ label: 'M1', vendor: texting }, { label: 'M2', vendor: quiet }, { label: 'M3' }],
    });
    const res = await admin.post(`/api/market-dates/${marketDate.id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.sentCount).toBe(2);
    const me = (await admin.get('/api/auth/user')).body;
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({
      publishedAt: res.body.publishedAt,
      publishedBy: me.id,
    });

    const mine = async () =>
      (await listMailbox(baseUrl)).filter((m) => [texting.email, quiet.email, phone].includes(m.to.toLowerCase()));
    const sent = await mine();
    expect(sent.filter((m) => m.to === texting.email && m.channel === 'email')).toHaveLength(1);
    expect(sent.find((m) => m.to === quiet.email)?.subject).toMatch(/M2/);
    expect(sent.filter((m) => m.channel === 'sms' && m.to === phone)).toHaveLength(1);
    expect(sent).toHaveLength(3);

    const again = await admin.post(`/api/spaces/publish/${marketDate.id}`);
    expect(again).toMatchObject({ status: 409, body: { message: 'This market date has already been published.' } });
    expect(await mine()).toHaveLength(3);
  });

  it('a repeat of one Publish (same Idempotency-Key) answers as the first did; another publish is refused', async () => {
    const { marketDate } = await fx.marketDate({
      spaces: [{ label: 'K1', vendor: fx.vendor() }, { label: 'K2' }],
    });
    const publish = (key: string) =>
      admin.request('POST', `/api/spaces/publish/${marketDate.id}`, { headers: { 'idempotency-key': key } });
    const [first, repeat] = await Promise.all([publish('publish-click'), publish('publish-click')]);
    expect(first).toMatchObject({ status: 200, body: { sentCount: 1 } });
    expect({ status: repeat.status, body: repeat.body }).toEqual({ status: first.status, body: first.body });
    const later = await publish('publish-click');
    expect(later.body).toEqual(first.body);
    expect(await publish('another-click')).toMatchObject({
      status: 409,
      body: { message: 'This market date has already been published.' },
    });
  });

  it('reprices and publishes a 200-space date in one call each', async () => {
    const { marketDate, spaces } = await fx.marketDate({
      spaces: Array.from({ length: 200 }, (_, i) => ({
        label: `L${i + 1}`,
        areaId: area.id,
        spaceTypeId: standard.id,
        vendor: i % 2 === 0 ? fx.vendor() : undefined,
      })),
    });
    const repriced = await admin.post('/api/space-requests/recalculate', {
      marketDateId: marketDate.id,
      spaceIds: spaces.map((s) => s.id),
    });
    expect(repriced.body).toEqual({ repriced: 100, skipped: 100 });
    // The same five reads, then one transaction per ~20 requests: each carries its changed amounts' audit entries.
    expect(admin.ddbRequests(repriced)).toBeLessThanOrEqual(11);

    const published = await admin.post(`/api/spaces/publish/${marketDate.id}`);
    expect(published.status).toBe(200);
    expect(published.body.sentCount).toBe(100);
    // (No request count here: locally the message worker starts sending while the call is still answering, and its
    // reads land in the same count.)
  });
});

describe('who may use the spaces routes', () => {
  it('answers 403 to a vendor user on every route', async () => {
    const user = await createTestUser({ role: 'vendor_user' });
    const vendorApi = await signedInClient(user.email, TEST_PASSWORD);
    for (const route of routesOf('spaces')) {
      const path = route.path.replace(/\{\w+\}/g, 'x');
      const res = await vendorApi.request(route.method, path, {
        body: route.method === 'GET' ? undefined : { marketDateId: 'x' },
      });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });
});
