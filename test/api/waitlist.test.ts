/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { makeJobRunsRepository } from '../../functions/lib/data/jobs/job-runs.repository.js';
import type { OutgoingMessage } from '../../functions/lib/ports.js';
import { waitlistOffersJob } from '../../functions/jobs/scheduled/waitlist-offers.js';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { WAITLIST_MSG } from '../../shared/waitlist.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { waitForMessageTo } from './mailbox.js';
import { farDates, makeMarketFixtures } from './market-fixtures.js';

/**
 * The waitlist (issue 15): a full date puts new requests in line, a freed space is offered to the first waiting
 * vendor who fits, an offer lapses to the next, two accepts at once give one assignment, and the admin's reorder
 * changes who is offered. Dates of this file are far in the future and removed afterwards.
 */
const fx = makeMarketFixtures();
const baseUrl = () => inject('baseUrl');
let admin: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});
afterAll(async () => {
  await fx.cleanup();
});

const nextDate = farDates('2095-01-02');

/** A date with its limit reached by vendors holding spaces, plus waiting vendors with users who can act. */
async function fullDate(holders: number) {
  const md = await fx.marketDate(nextDate(), { maxVendors: holders });
  const held: { vendor: VendorItem; spaceId: string; api: Awaited<ReturnType<typeof fx.vendorUser>>['api'] }[] = [];
  for (let i = 0; i < holders; i++) {
    const vendor = await fx.vendor({ vendorTypeId: '1' });
    const space = await fx.space(md, `A${i + 1}`, vendor.id);
    await fx.assignmentGuard(md, vendor.id, space.id);
    await fx.request(vendor, md, { status: 'approved', spaceId: space.id });
    held.push({ vendor, spaceId: space.id, api: (await fx.vendorUser(vendor.id)).api });
  }
  return { md, held };
}

async function waitingVendor(md: MarketDateItem) {
  const vendor = await fx.vendor({ vendorTypeId: '1' });
  const { api } = await fx.vendorUser(vendor.id);
  const res = await api.post(`/api/vendor/market-dates/${md.id}/request`, {});
  expect(res.status).toBe(200);
  return { vendor, api };
}

const codeOf = (text: string) => /\/w\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('the waitlist', () => {
  it('waitlists a request for a full date with its place, and shows the vendor "Waitlisted — #n"', async () => {
    const { md } = await fullDate(1);
    const first = await waitingVendor(md);
    const second = await waitingVendor(md);

    const stored = await fx.storedRequest(md.id, second.vendor.id);
    expect(stored).toMatchObject({ status: 'requested', waitlisted: true });

    const list = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(list.status).toBe(200);
    expect(list.body.entries.map((e: any) => [e.place, e.vendorId])).toEqual([
      [1, first.vendor.id],
      [2, second.vendor.id],
    ]);

    const mine = await second.api.get('/api/vendor/market-dates');
    const row = mine.body.dates.find((d: any) => d.id === md.id);
    expect(row.spaceRequest).toMatchObject({ status: 'requested', waitlistPlace: 2 });
  });

  it('gives the last place to one of two requests made at once and waitlists the other', async () => {
    const md = await fx.marketDate(nextDate(), { maxVendors: 1 });
    const a = await fx.vendor({ vendorTypeId: '1' });
    const b = await fx.vendor({ vendorTypeId: '1' });
    const [ua, ub] = [await fx.vendorUser(a.id), await fx.vendorUser(b.id)];
    const answers = await Promise.all([
      ua.api.post(`/api/vendor/market-dates/${md.id}/request`, {}),
      ub.api.post(`/api/vendor/market-dates/${md.id}/request`, {}),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const stored = [await fx.storedRequest(md.id, a.id), await fx.storedRequest(md.id, b.id)];
    expect(stored.map((r: any) => r.waitlisted).sort()).toEqual([false, true]);
  });

  it('offers a cancelled space to the first waiting vendor by e-mail; a lapse moves it on; two accepts give one', async () => {
    const { md, held } = await fullDate(1);
    const first = await waitingVendor(md);
    const second = await waitingVendor(md);
    const before = new Date();

    const cancel = await held[0]!.api.post(`/api/vendor/market-dates/${md.id}/cancel`, {});
    expect(cancel.status).toBe(200);

    const mail = await waitForMessageTo(baseUrl(), first.vendor.email, { after: before });
    expect(mail.subject).toContain('A1');
    const firstCode = codeOf(mail.text);
    expect(firstCode).toBeTruthy();
    const offered = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(offered.body.entries[0]).toMatchObject({
      vendorId: first.vendor.id,
      offer: { spaceLabel: 'A1', status: 'open' },
    });

    // The job, run as of two days later: the first vendor's offer lapses and the space goes to the second.
    const { ddb, tableName } = localStores();
    const sent: OutgoingMessage[] = [];
    const report = await waitlistOffersJob.run({
      ddb,
      tableName,
      now: new Date(Date.now() + 48 * 3_600_000),
      timeZone: 'America/Los_Angeles',
      queue: { enqueue: async (m) => void sent.push(...m) },
      appUrl: baseUrl(),
      cardProvider: async () => undefined,
      runs: makeJobRunsRepository(ddb, tableName),
    });
    const ours = report.actions.filter((a) => a.subject === md.id);
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'lapsed', vendorId: first.vendor.id }),
        expect.objectContaining({ action: 'offered', vendorId: second.vendor.id }),
      ]),
    );
    const secondCode = codeOf(sent.find((m) => m.to === second.vendor.email)!.variables.link!);
    expect(secondCode).toBeTruthy();

    const lapsed = await admin.post(`/api/public-waitlist/${firstCode}/accept`, {});
    expect(lapsed).toMatchObject({ status: 409, body: { message: WAITLIST_MSG.offerExpired } });

    const page = await admin.get(`/api/public-waitlist/${secondCode}`);
    expect(page.body).toMatchObject({ status: 'open', spaceLabel: 'A1', vendorName: second.vendor.name });

    const answers = await Promise.all([
      admin.post(`/api/public-waitlist/${secondCode}/accept`, {}),
      admin.post(`/api/public-waitlist/${secondCode}/accept`, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(WAITLIST_MSG.offerTaken);

    const space = await fx.stored(keys.space(md.id, held[0]!.spaceId));
    expect(space).toMatchObject({ vendorId: second.vendor.id });
    expect(await fx.storedRequest(md.id, second.vendor.id)).toMatchObject({
      status: 'approved',
      spaceId: held[0]!.spaceId,
      waitlisted: false,
    });
    const after = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(after.body.entries.map((e: any) => e.vendorId)).toEqual([first.vendor.id]);
    // Approved in the accepting write: the request moved to the approved rows of the date's list and its proceeds.
    const approved = await admin.get(`/api/market-dates/${md.id}/requests?status=approved&limit=100`);
    expect(approved.body.items.map((r: any) => r.vendorId)).toContain(second.vendor.id);
    const proceeds = await admin.get(`/api/market-dates/${md.id}/proceeds?limit=100`);
    expect(proceeds.body.items.map((r: any) => r.vendorId)).toContain(second.vendor.id);
    expect(proceeds.body.items.map((r: any) => r.vendorId)).not.toContain(held[0]!.vendor.id);
  });

  it('offers the freed space to whoever the admin moved to the front', async () => {
    const { md, held } = await fullDate(1);
    const a = await waitingVendor(md);
    const b = await waitingVendor(md);
    const c = await waitingVendor(md);

    expect(
      (await admin.post(`/api/market-dates/${md.id}/waitlist/order`, { vendorId: c.vendor.id, direction: 'up' }))
        .status,
    ).toBe(200);
    const moved = await admin.post(`/api/market-dates/${md.id}/waitlist/order`, {
      vendorId: c.vendor.id,
      direction: 'up',
    });
    expect(moved.body.entries.map((e: any) => e.vendorId)).toEqual([c.vendor.id, a.vendor.id, b.vendor.id]);

    const reject = await admin.post(`/api/market-dates/${md.id}/reject?vendorId=${held[0]!.vendor.id}`, {
      as: 'cancel',
      reason: null,
    });
    expect(reject.status).toBe(200);
    const list = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(list.body.entries.find((e: any) => e.offer)?.vendorId).toBe(c.vendor.id);
  });

  it('lets an admin offer a free space by hand, and keeps vendor users out of the admin routes', async () => {
    const md = await fx.marketDate(nextDate(), { maxVendors: 1 });
    const holder = await fx.vendor({ vendorTypeId: '1' });
    await fx.request(holder, md, { status: 'approved' });
    const free = await fx.space(md, 'B7');
    const w = await waitingVendor(md);

    expect((await w.api.get(`/api/market-dates/${md.id}/waitlist`)).status).toBe(403);
    expect(
      (await w.api.post(`/api/market-dates/${md.id}/waitlist/offer`, { vendorId: w.vendor.id, spaceId: free.id }))
        .status,
    ).toBe(403);

    const offered = await admin.post(`/api/market-dates/${md.id}/waitlist/offer`, {
      vendorId: w.vendor.id,
      spaceId: free.id,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.entries[0]).toMatchObject({ vendorId: w.vendor.id, offer: { spaceLabel: 'B7' } });
    expect(offered.body.freeSpaces).toEqual([]);
  });
});
