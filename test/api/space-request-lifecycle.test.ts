/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * A request's life after "requested", as admins drive it (spec 3 §4; spec 2 §2.7; the Market Requests screen of the
 * spec README): the date's list with its filters, approve / reject as skip or cancel / reopen one at a time and in
 * bulk, two admins acting at once, the financial edit and the audit log. Each test builds its own date and vendors.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { PAGE_MSG } from '../../shared/schemas/page.js';
import { RULE_MESSAGES } from '../../shared/space-request-rules.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { everyPage } from './paging.js';
import { makeRequestFixtures } from './request-fixtures.js';

const fx = makeRequestFixtures();
let admin: ApiClient;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});

const auditOf = async (requestId: string, limit?: number) => {
  const res = await admin.get(`/api/space-requests/${requestId}/audit-log${limit ? `?limit=${limit}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.items as any[];
};

describe('the Market Requests list', () => {
  it('lists the date’s requests by status, then vendor name, with their vendor’s status and type, filtered by status and type', async () => {
    const zed = fx.vendor({ name: 'Zed’s Honey', vendorTypeId: '1' });
    const apple = fx.vendor({ name: 'apple Orchard', vendorTypeId: '2', status: 'PENDING' });
    const mid = fx.vendor({ name: 'Mid Valley Farm', vendorTypeId: '1' });
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [{ label: 'L1', vendor: zed }],
      requestsWithoutSpace: [{ vendor: apple }, { vendor: mid, request: { status: 'skipped' } }],
    });

    const all = await admin.get(`/api/market-dates/${marketDate.id}/requests`);
    expect(all.status).toBe(200);
    expect(all.body.marketDate).toEqual({ id: marketDate.id, date: marketDate.date, publishedAt: null });
    // The requests waiting for the manager come first.
    expect(all.body.items.map((r: any) => r.vendorName)).toEqual(['apple Orchard', 'Zed’s Honey', 'Mid Valley Farm']);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.items[0]).toMatchObject({ status: 'requested', vendorStatus: 'PENDING', vendorTypeId: '2' });
    expect(all.body.items[1]).toMatchObject({
      id: spaces[0]!.request!.id,
      status: 'approved',
      spaceLabel: 'L1',
      spaceDisplay: 'Space #L1',
      vendorStatus: 'APPROVED',
    });

    const skipped = await admin.get(`/api/market-dates/${marketDate.id}/requests?status=skipped`);
    expect(skipped.body.items.map((r: any) => r.vendorName)).toEqual(['Mid Valley Farm']);
    const farms = await admin.get(`/api/market-dates/${marketDate.id}/requests?type=1`);
    expect(farms.body.items.map((r: any) => r.vendorName)).toEqual(['Zed’s Honey', 'Mid Valley Farm']);
    const everyType = await admin.get(`/api/market-dates/${marketDate.id}/requests?type=all&status=requested`);
    expect(everyType.body.items.map((r: any) => r.vendorName)).toEqual(['apple Orchard']);
  });

  it('answers 404 for a date that does not exist', async () => {
    const res = await admin.get(`/api/market-dates/${ulid()}/requests`);
    expect(res).toMatchObject({ status: 404, body: { message: 'Market date not found' } });
  });

  it('reads a page in the same number of DynamoDB requests for 3 and for 60 requests', async () => {
    const make = async (count: number) =>
      (
        await fx.marketDate({
          spaces: [],
          requestsWithoutSpace: Array.from({ length: count }, () => ({ vendor: fx.vendor() })),
        })
      ).marketDate;
    const [small, large] = [await make(3), await make(60)];
    const a = await admin.get(`/api/market-dates/${small.id}/requests`);
    const b = await admin.get(`/api/market-dates/${large.id}/requests`);
    expect(a.body.items).toHaveLength(3);
    expect(b.body.items).toHaveLength(50);
    expect(admin.ddbRequests(b)).toBe(admin.ddbRequests(a));
    // The session's user, the date, one page of the list, the page's vendors and the settings.
    expect(admin.ddbRequests(a)).toBeLessThanOrEqual(5);
    console.info(`GET /api/market-dates/{id}/requests: ${admin.ddbRequests(a)} DynamoDB requests for 3 and for 60`);
  });
});

describe('approve, reject and reopen one request (spec 3 §4)', () => {
  it('approves a request and prices it from the vendor’s own price when it holds no space, with its audit entries', async () => {
    const vendor = fx.vendor({ name: 'Priced Stand', overrideBasePrice: 4200, overrideSalesBasedRate: 5 });
    const { marketDate, waiting } = await fx.marketDate({ spaces: [], requestsWithoutSpace: [{ vendor }] });
    const res = await admin.post(`/api/market-dates/${marketDate.id}/approve?vendorId=${vendor.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      lateCancellationFee: 0,
      spaceRequest: {
        id: waiting[0]!.request.id,
        status: 'approved',
        vendorName: 'Priced Stand',
        amountBase: 4200,
        salesBasedRate: 5,
        amountDue: 4200,
        amountBalance: 4200,
        spaceDisplay: 'TBD',
      },
    });
    expect(await fx.request(marketDate.id, vendor.id)).toMatchObject({ status: 'approved', amountDue: 4200 });
    const entries = await auditOf(waiting[0]!.request.id);
    expect(Object.fromEntries(entries.map((e) => [e.fieldName, [e.oldValue, e.newValue]]))).toEqual({
      status: ['requested', 'approved'],
      amountBase: ['0', '4200'],
      salesBasedRate: ['0', '5'],
      amountDue: ['0', '4200'],
      amountBalance: ['0', '4200'],
    });
    expect(entries[0]).toMatchObject({ changeType: 'update', userName: expect.any(String) });
  });

  it('refuses to approve a request of a vendor that is not approved, and changes nothing', async () => {
    const vendor = fx.vendor({ status: 'PENDING' });
    const { marketDate, waiting } = await fx.marketDate({ spaces: [], requestsWithoutSpace: [{ vendor }] });
    const res = await admin.post(`/api/market-dates/${marketDate.id}/approve?vendorId=${vendor.id}`);
    expect(res).toMatchObject({ status: 409, body: { message: RULE_MESSAGES.vendorNotApprovedForApproval } });
    expect(await fx.request(marketDate.id, vendor.id)).toMatchObject({ status: 'requested', amountDue: 0 });
    expect(await auditOf(waiting[0]!.request.id)).toEqual([]);
  });

  it('rejects as “Skip Date”, handing the space back, and reopens the request', async () => {
    const vendor = fx.vendor();
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [{ label: 'S1', vendor, request: { amountBase: 3000, amountDue: 3000, amountBalance: 3000 } }],
    });
    const space = spaces[0]!;
    const res = await admin.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${vendor.id}`, {
      as: 'skip',
      reason: 'Out of town',
    });
    expect(res.status).toBe(200);
    expect(res.body.spaceRequest).toMatchObject({
      status: 'skipped',
      spaceId: null,
      amountDue: 0,
      notes: 'Out of town',
    });
    expect(await fx.item(keys.space(marketDate.id, space.id))).toMatchObject({ vendorId: null });
    expect(await fx.item(keys.assignedVendor(marketDate.id, vendor.id))).toBeUndefined();
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ assignedCount: 0 });

    const reopened = await admin.post(`/api/market-dates/${marketDate.id}/reopen?vendorId=${vendor.id}`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.spaceRequest).toMatchObject({ status: 'requested', amountDue: 3000, amountBalance: 3000 });
  });

  it('rejects as “Cancel Date” without a fee, and refuses to reject a cancelled request again', async () => {
    const vendor = fx.vendor();
    const { marketDate } = await fx.marketDate({ spaces: [], requestsWithoutSpace: [{ vendor }] });
    const res = await admin.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${vendor.id}`, { as: 'cancel' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lateCancellationFee: 0, spaceRequest: { status: 'canceled', amountDue: 0 } });
    const again = await admin.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${vendor.id}`, { as: 'skip' });
    expect(again).toMatchObject({ status: 409, body: { message: RULE_MESSAGES.notAllowed } });
    const bad = await admin.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${vendor.id}`, { as: 'later' });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a vendor without a request on the date', async () => {
    const { marketDate } = await fx.marketDate({ spaces: [] });
    const res = await admin.post(`/api/market-dates/${marketDate.id}/approve?vendorId=${ulid()}`);
    expect(res).toMatchObject({ status: 404, body: { message: REQUESTS_MSG.requestNotFound } });
  });

  it('lets one of two admins approving and rejecting at once win; the other gets 409', async () => {
    const other = await signedInClient(DEMO.admin, DEMO.password);
    for (let round = 0; round < 4; round++) {
      const vendor = fx.vendor();
      const { marketDate } = await fx.marketDate({ spaces: [], requestsWithoutSpace: [{ vendor }] });
      const [approve, reject] = await Promise.all([
        admin.post(`/api/market-dates/${marketDate.id}/approve?vendorId=${vendor.id}`),
        other.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${vendor.id}`, { as: 'cancel' }),
      ]);
      const statuses = [approve.status, reject.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = approve.status === 409 ? approve : reject;
      expect([REQUESTS_MSG.requestChanged, RULE_MESSAGES.notAllowed]).toContain(loser.body.message);
      const winner = approve.status === 200 ? 'approved' : 'canceled';
      expect(await fx.request(marketDate.id, vendor.id)).toMatchObject({ status: winner });
    }
  });
});

describe('the bulk action', () => {
  it('answers row by row: a refused row does not stop the others', async () => {
    const [ok1, ok2, pending, done] = [fx.vendor(), fx.vendor(), fx.vendor({ status: 'HOLD' }), fx.vendor()];
    const nobody = ulid();
    const { marketDate } = await fx.marketDate({
      spaces: [{ label: 'B1', vendor: done }],
      requestsWithoutSpace: [{ vendor: ok1 }, { vendor: ok2 }, { vendor: pending }],
    });
    const res = await admin.post(`/api/market-dates/${marketDate.id}/requests/bulk`, {
      action: 'approve',
      vendorIds: [ok1.id, pending.id, ok2.id, done.id, nobody],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      succeeded: 2,
      failed: 3,
      results: [
        { vendorId: ok1.id, ok: true, status: 'approved', message: null },
        {
          vendorId: pending.id,
          ok: false,
          status: 'requested',
          message: RULE_MESSAGES.vendorNotApprovedForApproval,
        },
        { vendorId: ok2.id, ok: true, status: 'approved', message: null },
        { vendorId: done.id, ok: false, status: 'approved', message: RULE_MESSAGES.notAllowed },
        { vendorId: nobody, ok: false, status: null, message: REQUESTS_MSG.requestNotFound },
      ],
    });
    expect(await fx.request(marketDate.id, pending.id)).toMatchObject({ status: 'requested' });
    expect(await fx.request(marketDate.id, ok2.id)).toMatchObject({ status: 'approved' });

    const rejected = await admin.post(`/api/market-dates/${marketDate.id}/requests/bulk`, {
      action: 'reject-skip',
      vendorIds: [ok1.id, done.id],
      reason: 'Rain',
    });
    expect(rejected.body).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await fx.item(keys.marketDate(marketDate.id))).toMatchObject({ assignedCount: 0 });
    const reopened = await admin.post(`/api/market-dates/${marketDate.id}/requests/bulk`, {
      action: 'reopen',
      vendorIds: [ok1.id, done.id, ok2.id],
    });
    expect(reopened.body.results.map((r: any) => r.status)).toEqual(['requested', 'requested', 'approved']);
  });

  it('reads a fixed number of times: more rows cost only their own writes', async () => {
    const run = async (count: number) => {
      const vendors = Array.from({ length: count }, () => fx.vendor());
      const { marketDate } = await fx.marketDate({
        spaces: [],
        requestsWithoutSpace: vendors.map((vendor) => ({ vendor })),
      });
      const res = await admin.post(`/api/market-dates/${marketDate.id}/requests/bulk`, {
        action: 'approve',
        vendorIds: vendors.map((v) => v.id),
      });
      expect(res.body.succeeded).toBe(count);
      return admin.ddbRequests(res);
    };
    const two = await run(2);
    const twelve = await run(12);
    // One conditional transaction per row; everything else is the same few reads.
    expect(twelve - two).toBe(10);
    // The session's user, the date's partition, the vendors, the settings, the vocabulary that prices approvals, and
    // the current documents of the vendors, which the documents required to sell are checked against (one Query).
    expect(two - 2).toBeLessThanOrEqual(6);
    console.info(`bulk approve: ${two - 2} DynamoDB reads, then one transaction per row`);
  });
});

describe('the financial edit and the audit log (spec 2 §2.7)', () => {
  const open = async () => {
    const vendor = fx.vendor();
    const { marketDate, waiting } = await fx.marketDate({
      spaces: [],
      requestsWithoutSpace: [
        {
          vendor,
          request: {
            status: 'approved',
            amountBase: 5000,
            amountDue: 5000,
            amountPaid: 2000,
            amountBalance: 3000,
          },
        },
      ],
    });
    const id = waiting[0]!.request.id;
    const detail = await admin.get(`/api/space-requests/${id}`);
    expect(detail.status).toBe(200);
    return { id, marketDate, vendor, detail: detail.body };
  };
  const form = (d: any, over: Record<string, unknown> = {}) => ({
    amountBase: d.amountBase,
    salesBasedRate: d.salesBasedRate,
    grossSales: d.grossSales,
    salesBasedFee: d.salesBasedFee,
    lateCancellationFee: d.lateCancellationFee,
    amountLatePaymentFee: d.amountLatePaymentFee,
    amountDue: d.amountDue,
    amountPaid: d.amountPaid,
    amountBalance: d.amountBalance,
    notes: d.notes,
    pricingNotes: d.pricingNotes,
    expectedUpdatedAt: d.updatedAt,
    ...over,
  });

  it('saves consistent amounts and logs one entry per changed field', async () => {
    const { id, detail } = await open();
    // $1,000 of sales at 10% is $100.00 whatever round_cents says: the larger of base and fee is the fee.
    const res = await admin.patch(
      `/api/space-requests/${id}`,
      form(detail, {
        salesBasedRate: 10,
        grossSales: 100_000,
        salesBasedFee: 10_000,
        amountLatePaymentFee: 500,
        amountDue: 10_500,
        amountBalance: 8_500,
        pricingNotes: 'Sales-based this week',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ salesBasedFee: 10_000, amountDue: 10_500, amountPaid: 2000, amountBalance: 8500 });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.fieldName).sort()).toEqual(
      [
        'amountBalance',
        'amountDue',
        'amountLatePaymentFee',
        'grossSales',
        'pricingNotes',
        'salesBasedFee',
        'salesBasedRate',
      ].sort(),
    );
    expect(entries.find((e) => e.fieldName === 'amountDue')).toMatchObject({ oldValue: '5000', newValue: '10500' });

    const stale = await admin.patch(`/api/space-requests/${id}`, form(detail));
    expect(stale).toMatchObject({ status: 409, body: { message: REQUESTS_MSG.requestChanged } });
  });

  it('refuses inconsistent amounts with the matching message and writes nothing', async () => {
    const { id, marketDate, vendor, detail } = await open();
    const before = await fx.request(marketDate.id, vendor.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ amountDue: 4000 }, REQUESTS_MSG.amountDueMismatch],
      [{ amountBalance: 5000 }, REQUESTS_MSG.amountBalanceMismatch],
      [{ amountPaid: 5000, amountBalance: 0 }, REQUESTS_MSG.amountPaidFromPayments],
      [{ grossSales: 100_000, salesBasedRate: 10, salesBasedFee: 999 }, REQUESTS_MSG.salesFeeMismatch],
      [{ amountBase: -1 }, REQUESTS_MSG.baseAmountRequired],
    ];
    for (const [over, message] of cases) {
      const res = await admin.patch(`/api/space-requests/${id}`, form(detail, over));
      expect(res, JSON.stringify(over)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await fx.request(marketDate.id, vendor.id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers the log newest first, a page of at most `limit` entries, the next pages by cursor', async () => {
    const { id, marketDate, vendor } = await open();
    await admin.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${vendor.id}`, { as: 'cancel' });
    await admin.post(`/api/market-dates/${marketDate.id}/reopen?vendorId=${vendor.id}`);
    const entries = await auditOf(id);
    const stamps = entries.map((e) => e.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(entries[0]).toMatchObject({ fieldName: expect.any(String) });
    expect(entries.find((e) => e.fieldName === 'status' && e.newValue === 'requested')!.timestamp).toBe(stamps[0]);
    expect(await auditOf(id, 2)).toHaveLength(2);
    // Pages of 2 followed to the end give the whole log, in order, each entry once; the last page has no cursor.
    const { rows: paged, sizes } = await everyPage(admin, `/api/space-requests/${id}/audit-log`, 2);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(paged.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    // A cursor kept from another request's log, or edited by hand, is refused.
    const other = await open();
    await admin.post(`/api/market-dates/${other.marketDate.id}/reject?vendorId=${other.vendor.id}`, { as: 'cancel' });
    await admin.post(`/api/market-dates/${other.marketDate.id}/reopen?vendorId=${other.vendor.id}`);
    const foreign = (await admin.get(`/api/space-requests/${other.id}/audit-log?limit=1`)).body.nextCursor;
    expect(foreign).toEqual(expect.any(String));
    for (const bad of [foreign, 'bm90LWEta2V5']) {
      const res = await admin.get(`/api/space-requests/${id}/audit-log?cursor=${bad}`);
      expect(res).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    }
    expect((await admin.get(`/api/space-requests/${id}/audit-log?limit=0`)).status).toBe(400);
    expect((await admin.get(`/api/space-requests/${ulid()}/audit-log`)).status).toBe(404);
  });
});
