import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import type { ApiClient, ApiResponse } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * A double submit records once (issue 24 item 8, issue 25): a call sent again with the same Idempotency-Key answers
 * what the first answered and writes nothing; a new key is a new record. Every vendor here is made by this file and
 * removed with all it holds.
 */
const fx = makeMarketFixtures();
const vendorIds: string[] = [];
let admin: ApiClient;
let date: Awaited<ReturnType<typeof fx.marketDate>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  date = await fx.marketDate('2003-03-02', { status: 'completed' });
});

afterAll(async () => {
  for (const id of vendorIds) {
    await fx.removePartition(keys.vendorPartition(id).pk);
  }
  await fx.cleanup();
});

const keyed = (client: ApiClient, path: string, body: unknown, key: string) =>
  client.request('POST', path, { body, headers: { 'idempotency-key': key } });

const answerOf = (res: ApiResponse) => ({ status: res.status, body: res.body });

async function paymentsOf(vendorId: string) {
  const res = await admin.get(`/api/vendors/${vendorId}/payments`);
  expect(res.status).toBe(200);
  return (res.body as { payments: { id: string; amount: number }[] }).payments;
}

describe('recording a payment twice with one Idempotency-Key', () => {
  it('20 identical requests at once record one payment, and every answer is the first one', async () => {
    const vendor = await fx.vendor({ name: 'Once Only Orchard' });
    vendorIds.push(vendor.id);
    const request = await fx.request(vendor, date, {
      status: 'approved',
      amountBase: 4000,
      amountDue: 4000,
      amountBalance: 4000,
    });
    const path = `/api/vendors/${vendor.id}/payments`;
    const body = { spaceRequestId: request.id, amount: 1500, paymentMethod: 'cash', status: 'completed', notes: '' };

    const answers = await Promise.all(Array.from({ length: 20 }, () => keyed(admin, path, body, 'submit-one')));

    expect(answers[0]!.status).toBe(201);
    for (const answer of answers) expect(answerOf(answer)).toEqual(answerOf(answers[0]!));
    expect(await paymentsOf(vendor.id)).toHaveLength(1);
    const requests = (await admin.get(`/api/vendors/${vendor.id}/requests`)).body as {
      requests: { id: string; amountBalance: number }[];
    };
    expect(requests.requests.find((r) => r.id === request.id)?.amountBalance).toBe(2500);

    const again = await keyed(admin, path, body, 'submit-two');
    expect(again.status).toBe(201);
    expect(await paymentsOf(vendor.id)).toHaveLength(2);
  });

  it('the same key with another amount is refused with 422 and records nothing', async () => {
    const vendor = await fx.vendor({ name: 'Changed Mind Farm' });
    vendorIds.push(vendor.id);
    const request = await fx.request(vendor, date, { status: 'approved', amountDue: 4000, amountBalance: 4000 });
    const path = `/api/vendors/${vendor.id}/payments`;
    const body = { spaceRequestId: request.id, amount: 1000, paymentMethod: 'cash', status: 'completed', notes: '' };
    expect((await keyed(admin, path, body, 'submit-a')).status).toBe(201);
    const changed = await keyed(admin, path, { ...body, amount: 2000 }, 'submit-a');
    expect(changed.status).toBe(422);
    expect(await paymentsOf(vendor.id)).toHaveLength(1);
  });
});

describe('adding a product twice with one Idempotency-Key', () => {
  it('a double submit adds one product; a new submit adds another; one vendor user’s key never answers another’s', async () => {
    const vendor = await fx.vendor({ name: 'Double Click Dairy' });
    vendorIds.push(vendor.id);
    const { api } = await fx.vendorUser(vendor.id);
    const { api: colleague } = await fx.vendorUser(vendor.id);
    const path = `/api/vendors/${vendor.id}/products`;
    const body = { name: 'Goat Cheese', description: '', category: 'Dairy & Eggs', certifications: [] };

    const [first, second] = await Promise.all([keyed(api, path, body, 'add-1'), keyed(api, path, body, 'add-1')]);
    expect(first.status).toBe(201);
    expect(answerOf(second)).toEqual(answerOf(first));
    const products = async () => ((await api.get(path)).body as { products: { id: string; name: string }[] }).products;
    expect((await products()).map((p) => p.name)).toEqual(['Goat Cheese']);

    const fromColleague = await keyed(colleague, path, body, 'add-1');
    expect(fromColleague.status).toBe(201);
    expect((fromColleague.body as { id: string }).id).not.toBe((first.body as { id: string }).id);
    expect(await products()).toHaveLength(2);
  });
});
