/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { makeShortCodesRepository } from '../../functions/lib/data/payments/short-codes.repository.js';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { shortCodeItem } from '../../functions/lib/payments/short-codes.js';
import { CAPACITY_OVERRIDE_AUDIT_FIELD, WAITLIST_MSG } from '../../shared/waitlist.js';
import { makeClient } from './client.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * Nobody jumps the waitlist (issue 24): every move that asks for a place on a date — the vendor's request (a skip
 * asked again included), the public reminder link, an admin's request for a vendor and an admin's reopen — goes
 * through one capacity check held by the database, so a date never has more holders than its limit and a newcomer
 * waits behind those already waiting. An admin may place a vendor over the limit only by saying so, with a reason.
 * Dates of this file are Sundays far in the future, removed afterwards.
 */
const fx = makeMarketFixtures();
const TEST_NOW = 'x-marketday-test-now';
let admin: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});
afterAll(async () => {
  await fx.cleanup();
});

let weeks = 0;
/** A Sunday of 2097 or later, a different one each call. */
const nextSunday = () => {
  weeks += 1;
  const firstSunday = Date.UTC(2097, 0, 6); // a Sunday
  const offset = (Math.floor(Math.random() * 400) * 3 + weeks) * 7;
  return new Date(firstSunday + offset * 86_400_000).toISOString().slice(0, 10);
};
const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T19:00:00.000Z`) - days * 86_400_000).toISOString();

const holdsPlace = (r: any) => ['requested', 'approved', 'confirmed'].includes(r?.status) && !r?.waitlisted;

async function storedOf(md: MarketDateItem, vendorIds: readonly string[]) {
  return Promise.all(vendorIds.map((id) => fx.storedRequest(md.id, id)));
}

/** A date of `limit` places, all held by approved vendors. */
async function filledDate(limit: number) {
  const md = await fx.marketDate(nextSunday(), { maxVendors: limit });
  for (let i = 0; i < limit; i++) {
    const holder = await fx.vendor({ vendorTypeId: '1' });
    await fx.request(holder, md, { status: 'approved' });
  }
  return md;
}

async function vendorWithUser() {
  const vendor = await fx.vendor({ vendorTypeId: '1' });
  const { api } = await fx.vendorUser(vendor.id);
  return { vendor, api };
}

const waitlistOf = async (md: MarketDateItem) => {
  const res = await admin.get(`/api/market-dates/${md.id}/waitlist`);
  expect(res.status).toBe(200);
  return res.body.entries.map((e: any) => e.vendorId);
};

describe('one capacity check for every way onto a date', () => {
  it('ten admin requests at once for a date of one place give one holder; the other nine wait, and each answer says which', async () => {
    const md = await fx.marketDate(nextSunday(), { maxVendors: 1 });
    const vendors = await Promise.all(Array.from({ length: 10 }, () => fx.vendor({ vendorTypeId: '1' })));

    const answers = await Promise.all(
      vendors.map((v) => admin.post(`/api/vendors/market-dates/${md.id}/request?vendorId=${v.id}`, {})),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const placements = answers.map((a) => a.body.placement).sort();
    expect(placements).toEqual(['placed', ...Array(9).fill('waitlisted')]);
    const stored = await storedOf(
      md,
      vendors.map((v) => v.id),
    );
    expect(stored.filter(holdsPlace)).toHaveLength(1);
    expect(stored.filter((r: any) => r?.waitlisted)).toHaveLength(9);
    const placedVendor = vendors[answers.findIndex((a) => a.body.placement === 'placed')]!;
    expect(stored.find(holdsPlace)?.vendorId).toBe(placedVendor.id);
    expect(await waitlistOf(md)).toHaveLength(9);
  });

  it('an admin places a vendor on a full date only when asking to override, with a reason the audit log keeps', async () => {
    const md = await filledDate(1);
    const [waiting, overridden, noReason] = await Promise.all([
      fx.vendor({ vendorTypeId: '1' }),
      fx.vendor({ vendorTypeId: '1' }),
      fx.vendor({ vendorTypeId: '1' }),
    ]);

    const refused = await admin.post(`/api/vendors/market-dates/${md.id}/request?vendorId=${noReason.id}`, {
      override: true,
    });
    expect([refused.status, refused.body.message]).toEqual([400, WAITLIST_MSG.overrideReasonRequired]);
    expect(await fx.storedRequest(md.id, noReason.id)).toBeUndefined();

    const plain = await admin.post(`/api/vendors/market-dates/${md.id}/request?vendorId=${waiting.id}`, {});
    expect([plain.status, plain.body.placement]).toEqual([201, 'waitlisted']);

    const reason = 'Long-standing vendor; the corner spot fits a second stall';
    const over = await admin.post(`/api/vendors/market-dates/${md.id}/request?vendorId=${overridden.id}`, {
      override: true,
      reason,
    });
    expect([over.status, over.body.placement]).toEqual([201, 'override']);
    const stored = await fx.storedRequest(md.id, overridden.id);
    expect(holdsPlace(stored)).toBe(true);
    const audit = await fx.auditOf(String(stored!.id));
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fieldName: CAPACITY_OVERRIDE_AUDIT_FIELD,
          newValue: reason,
          userName: expect.any(String),
        }),
      ]),
    );
    expect(await waitlistOf(md)).toEqual([waiting.id]);
  });

  it('a vendor who skipped and asks again after the date filled waits behind the vendor already waiting', async () => {
    const md = await fx.marketDate(nextSunday(), { maxVendors: 2 });
    const skipper = await vendorWithUser();
    expect((await skipper.api.post(`/api/vendor/market-dates/${md.id}/skip`, {})).status).toBe(200);
    for (let i = 0; i < 2; i++) await fx.request(await fx.vendor({ vendorTypeId: '1' }), md, { status: 'approved' });
    const early = await vendorWithUser();
    const first = await early.api.post(`/api/vendor/market-dates/${md.id}/request`, {});
    expect(first.body.placement).toBe('waitlisted');

    const again = await skipper.api.post(`/api/vendor/market-dates/${md.id}/request`, {});

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ placement: 'waitlisted', spaceRequest: { status: 'requested' } });
    expect(await waitlistOf(md)).toEqual([early.vendor.id, skipper.vendor.id]);
    const mine = await skipper.api.get('/api/vendor/market-dates');
    expect(mine.body.dates.find((d: any) => d.id === md.id).spaceRequest.waitlistPlace).toBe(2);
  });

  it('a skip asked again on a date with room takes a place', async () => {
    const md = await fx.marketDate(nextSunday(), { maxVendors: 1 });
    const skipper = await vendorWithUser();
    await skipper.api.post(`/api/vendor/market-dates/${md.id}/skip`, {});
    const again = await skipper.api.post(`/api/vendor/market-dates/${md.id}/request`, {});
    expect(again.body.placement).toBe('placed');
    expect(holdsPlace(await fx.storedRequest(md.id, skipper.vendor.id))).toBe(true);
  });

  it('an unskip on a full date gives no place: the next request waits in line', async () => {
    const md = await fx.marketDate(nextSunday(), { maxVendors: 1 });
    const skipper = await vendorWithUser();
    await skipper.api.post(`/api/vendor/market-dates/${md.id}/skip`, {});
    await fx.request(await fx.vendor({ vendorTypeId: '1' }), md, { status: 'approved' });

    const unskip = await skipper.api.post(`/api/vendor/market-dates/${md.id}/unskip`);
    expect([unskip.status, unskip.body.spaceRequest]).toEqual([200, null]);
    expect(await fx.storedRequest(md.id, skipper.vendor.id)).toBeUndefined();

    const asked = await skipper.api.post(`/api/vendor/market-dates/${md.id}/request`, {});
    expect(asked.body.placement).toBe('waitlisted');
    expect(await waitlistOf(md)).toEqual([skipper.vendor.id]);
  });

  it('an admin reopening a cancelled request on a full date waitlists it, or places it over the limit with a reason', async () => {
    const md = await filledDate(1);
    const [a, b] = [await fx.vendor({ vendorTypeId: '1' }), await fx.vendor({ vendorTypeId: '1' })];
    await fx.request(a, md, { status: 'canceled' });
    await fx.request(b, md, { status: 'skipped' });

    const waited = await admin.post(`/api/market-dates/${md.id}/reopen?vendorId=${a.id}`, {});
    expect(waited.status).toBe(200);
    expect(waited.body).toMatchObject({ placement: 'waitlisted', spaceRequest: { status: 'requested' } });
    expect(await waitlistOf(md)).toEqual([a.id]);

    const missingReason = await admin.post(`/api/market-dates/${md.id}/reopen?vendorId=${b.id}`, { override: true });
    expect(missingReason.status).toBe(400);
    const over = await admin.post(`/api/market-dates/${md.id}/reopen?vendorId=${b.id}`, {
      override: true,
      reason: 'Rain moved a stall',
    });
    expect([over.status, over.body.placement]).toEqual([200, 'override']);
    expect(holdsPlace(await fx.storedRequest(md.id, b.id))).toBe(true);
    expect(await waitlistOf(md)).toEqual([a.id]);
  });

  it('a request from the public reminder link on a full date waits in line', async () => {
    const md = await filledDate(1);
    const vendor = await fx.vendor({ vendorTypeId: '1' });
    const { ddb, tableName } = localStores();
    const code = shortCodeItem(
      'reminder',
      {
        vendorId: vendor.id,
        marketDateId: md.id,
        marketDate: md.date,
        spaceRequestId: null,
      },
      new Date(),
    );
    await makeShortCodesRepository(ddb, tableName).put(code);
    const visitor = makeClient(inject('baseUrl'));

    const asked = await visitor.post(`/api/public-space-request/${code.code}/request`, { marketDateId: md.id });

    expect(asked.status).toBe(200);
    expect(asked.body.existingRequest).toMatchObject({ status: 'requested' });
    expect(await fx.storedRequest(md.id, vendor.id)).toMatchObject({ status: 'requested', waitlisted: true });
    expect(await waitlistOf(md)).toEqual([vendor.id]);
  });
});

describe('a vendor backing out of a date (spec 3 §4, Skip (vendor))', () => {
  it('before the Tuesday deadline the approved date ends skipped and owes nothing; after it, cancelled with the late fee', async () => {
    const [inTime, late] = [
      await fx.marketDate(nextSunday(), { maxVendors: 5 }),
      await fx.marketDate(nextSunday(), { maxVendors: 5 }),
    ];
    const { vendor, api } = await vendorWithUser();
    await fx.request(vendor, inTime, { status: 'approved', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });
    await fx.request(vendor, late, { status: 'approved', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });

    // Monday before the first date (deadline Tuesday 23:59:59.999), Wednesday before the second.
    const skipped = await api.request('POST', `/api/vendor/market-dates/${inTime.id}/skip`, {
      body: {},
      headers: { [TEST_NOW]: daysBefore(inTime.date, 6) },
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ lateCancellationFee: 0, spaceRequest: { status: 'skipped', amountDue: 0 } });

    const cancelled = await api.request('POST', `/api/vendor/market-dates/${late.id}/skip`, {
      body: {},
      headers: { [TEST_NOW]: daysBefore(late.date, 4) },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.spaceRequest.status).toBe('canceled');
    expect(cancelled.body.lateCancellationFee).toBeGreaterThan(0);
    expect(cancelled.body.spaceRequest.amountDue).toBe(cancelled.body.lateCancellationFee);
  });
});

describe('the last ways onto a date go through the same check: assign with a new request, approve, layout copy', () => {
  const assign = (md: MarketDateItem, spaceId: string, vendorId: string, extra: Record<string, unknown> = {}) =>
    admin.post(`/api/spaces/${spaceId}/assign`, { marketDateId: md.id, vendorId, createRequest: true, ...extra });

  it('assigning a space with a new request takes the last place; on the full date the next vendor waits unassigned', async () => {
    const md = await filledDate(1);
    await fx.marketDate(nextSunday()); // another date's room does not count
    const open = await fx.marketDate(nextSunday(), { maxVendors: 2 });
    await fx.request(await fx.vendor({ vendorTypeId: '1' }), open, { status: 'approved' });
    const [last, late] = [await fx.vendor({ vendorTypeId: '1' }), await fx.vendor({ vendorTypeId: '1' })];
    const lastSpace = await fx.space(open, 'A1');
    const fullSpace = await fx.space(md, 'B1');

    const placed = await assign(open, lastSpace.id, last.id);
    expect([placed.status, placed.body.placement, placed.body.vendorId]).toEqual([200, 'placed', last.id]);
    expect(await fx.storedRequest(open.id, last.id)).toMatchObject({ status: 'approved', spaceId: lastSpace.id });

    const waited = await assign(md, fullSpace.id, late.id);
    expect([waited.status, waited.body.placement, waited.body.vendorId]).toEqual([200, 'waitlisted', null]);
    expect(await fx.storedRequest(md.id, late.id)).toMatchObject({ status: 'requested', waitlisted: true });
    expect((await fx.stored(keys.space(md.id, fullSpace.id)))?.vendorId ?? null).toBeNull();
    expect(await waitlistOf(md)).toEqual([late.id]);
  });

  it('assigning on a full date with override needs a reason and places the vendor with it in the audit log', async () => {
    const md = await filledDate(1);
    const vendor = await fx.vendor({ vendorTypeId: '1' });
    const space = await fx.space(md, 'C1');

    const noReason = await assign(md, space.id, vendor.id, { override: true });
    expect([noReason.status, noReason.body.message]).toEqual([400, WAITLIST_MSG.overrideReasonRequired]);
    expect(await fx.storedRequest(md.id, vendor.id)).toBeUndefined();

    const reason = 'Their usual corner is free this week';
    const over = await assign(md, space.id, vendor.id, { override: true, reason });
    expect([over.status, over.body.placement, over.body.vendorId]).toEqual([200, 'override', vendor.id]);
    const stored = await fx.storedRequest(md.id, vendor.id);
    expect(stored).toMatchObject({ status: 'approved', spaceId: space.id, waitlisted: false });
    expect(await fx.auditOf(String(stored!.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ fieldName: CAPACITY_OVERRIDE_AUDIT_FIELD, newValue: reason })]),
    );
  });

  it('an admin cannot approve a waiting vendor ahead of the line or over the limit without override and reason', async () => {
    const md = await fx.marketDate(nextSunday(), { maxVendors: 2 });
    await fx.request(await fx.vendor({ vendorTypeId: '1' }), md, { status: 'approved' });
    const [first, second] = [await fx.vendor({ vendorTypeId: '1' }), await fx.vendor({ vendorTypeId: '1' })];
    const at = Date.now();
    await fx.request(first, md, { status: 'requested', waitlisted: true, waitlistRank: at });
    await fx.request(second, md, { status: 'requested', waitlisted: true, waitlistRank: at + 1 });

    const jump = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${second.id}`, {});
    expect([jump.status, jump.body.message]).toEqual([409, WAITLIST_MSG.approveRefused['others-waiting']]);
    expect(await fx.storedRequest(md.id, second.id)).toMatchObject({ status: 'requested', waitlisted: true });

    // The first in line takes the one place left: exactly the limit of holders.
    const inTurn = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${first.id}`, {});
    expect([inTurn.status, inTurn.body.placement]).toEqual([200, 'placed']);
    expect(await fx.storedRequest(md.id, first.id)).toMatchObject({ status: 'approved', waitlisted: false });

    const full = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${second.id}`, {});
    expect([full.status, full.body.message]).toEqual([409, WAITLIST_MSG.approveRefused.full]);
    expect(await waitlistOf(md)).toEqual([second.id]);

    const reason = 'Sells what nobody else brings';
    const over = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${second.id}`, {
      override: true,
      reason,
    });
    expect([over.status, over.body.placement]).toEqual([200, 'override']);
    const stored = await fx.storedRequest(md.id, second.id);
    expect(stored).toMatchObject({ status: 'approved', waitlisted: false });
    expect(await fx.auditOf(String(stored!.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ fieldName: CAPACITY_OVERRIDE_AUDIT_FIELD, newValue: reason })]),
    );
    expect(await waitlistOf(md)).toEqual([]);
  });

  it('a new date copying a layout gives its regular vendors places up to its limit and waitlists the rest in order', async () => {
    const source = await fx.marketDate(nextSunday());
    const regulars = [];
    for (const label of ['A1', 'A2', 'A3']) {
      const vendor = await fx.vendor({ vendorTypeId: '1', status: 'APPROVED' });
      const space = await fx.space(source, label, vendor.id);
      await localStores().table.update(keys.space(source.id, space.id), { set: { isDefault: true } });
      regulars.push(vendor);
    }
    // New dates are bounded to the next few years: a Sunday of 2033–2035, another if that one is taken.
    let created: { status: number; body: any } | undefined;
    let date = '';
    for (let attempt = 0; attempt < 3 && !created?.body.created?.length; attempt++) {
      date = new Date(Date.UTC(2033, 0, 2) + Math.floor(Math.random() * 150) * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      created = await admin.post('/api/market-dates', { date, copyFrom: source.id, maxVendors: 2 });
      expect(created.status).toBe(201);
    }
    const md = created!.body.created[0] as MarketDateItem;
    fx.adopt(md.id);
    fx.track(keys.uniqueMarketDate(date));
    const stored = await storedOf(
      md,
      regulars.map((v) => v.id),
    );
    expect(stored.map((r: any) => [r?.status, r?.waitlisted])).toEqual([
      ['approved', false],
      ['approved', false],
      ['requested', true],
    ]);
    expect(await waitlistOf(md)).toEqual([regulars[2]!.id]);
    const spaces = await admin.get(`/api/spaces/market-date/${md.id}`);
    expect(spaces.body.spaces.map((s: any) => s.vendorId)).toEqual([regulars[0]!.id, regulars[1]!.id, null]);
  });
});
