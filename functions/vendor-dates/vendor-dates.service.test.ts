import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { RULE_MESSAGES } from '../../shared/space-request-rules.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import type { MarketDateItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { makeVendorDatesService, newRequest, type VendorDatesStore } from './vendor-dates.service.js';

/** An in-memory store: one market date (Sunday 2025-06-15), one vendor, at most one request. */
function makeFakeStore(opts: { request?: Partial<SpaceRequestItem>; vendorStatus?: VendorItem['status'] } = {}) {
  const marketDate = { id: 'md', date: '2025-06-15', status: 'upcoming', notes: null } as MarketDateItem;
  const vendor = { id: 'v1', name: 'Stand', status: opts.vendorStatus ?? 'APPROVED', vendorTypeId: '1' } as VendorItem;
  let request: SpaceRequestItem | undefined = opts.request
    ? { ...newRequest({ vendorId: 'v1', marketDate, status: 'requested', notes: null, at: 'x' }), ...opts.request }
    : undefined;
  const writes: { releaseSpaceId?: string | null }[] = [];
  const store: VendorDatesStore = {
    vendor: async () => vendor,
    calendarFrom: async () => [marketDate],
    calendarBetween: async () => [],
    vendorRequests: async () => [],
    spaceLabels: async () => new Map(),
    vendorWithSpaceLabels: async () => ({ vendor, labels: new Map() }),
    vendorPartition: async () => ({ vendor, documents: [], payments: [] }),
    vendorAlerts: async () => [],
    actionState: async (id) => ({ marketDate: id === 'md' ? marketDate : undefined, request, vendor }),
    createRequest: async (item) => {
      if (request) return false;
      request = item;
      return true;
    },
    updateRequest: async (current, from, update) => {
      if (!request || request.status !== from) return undefined;
      writes.push({ releaseSpaceId: update.releaseSpaceId });
      request = { ...current, ...update.set } as SpaceRequestItem;
      return request;
    },
    deleteSkip: async () => {
      if (request?.status !== 'skipped') return false;
      request = undefined;
      return true;
    },
  };
  return { store, writes, current: () => request };
}

const settings = {
  getSettings: async () => ({
    marketTimeZone: 'America/Los_Angeles',
    lateCancellationFeeCents: 1500,
    latePaymentGraceDays: 7,
    markets: [],
  }),
};
const vendorUser: SessionUser = {
  id: 'u1',
  username: 'Sam',
  email: 'sam@example.com',
  role: 'vendor_user',
  vendorId: 'v1',
  permissions: [...DEFAULT_VENDOR_PERMISSIONS],
  defaultVendorTypes: [],
};
const admin: SessionUser = { ...vendorUser, id: 'a1', role: 'admin', vendorId: null, permissions: [] };
const actor = { userId: 'u1', userName: 'Sam', ipAddress: '192.0.2.1', userAgent: 'test' };
/** The cancel deadline of Sunday 2025-06-15: Tuesday 2025-06-10 23:59:59.999 in Los Angeles (06:59:59.999Z). */
const BEFORE_DEADLINE = new Date('2025-06-11T06:59:59.999Z');
const AFTER_DEADLINE = new Date('2025-06-11T07:00:00.000Z');

describe('the vendor’s request actions', () => {
  it('skipping an approved request at Tuesday 23:59:59.999 only skips it and hands the space back', async () => {
    const fake = makeFakeStore({
      request: { status: 'approved', spaceId: 's1', amountDue: 4000, amountBalance: 4000 },
    });
    const service = makeVendorDatesService({ store: fake.store, settings, now: () => BEFORE_DEADLINE });
    const answer = await service.act(vendorUser, 'skip', 'md', { notes: null }, actor);
    expect(answer).toMatchObject({ lateCancellationFee: 0, spaceRequest: { status: 'skipped', amountDue: 0 } });
    expect(fake.writes).toEqual([{ releaseSpaceId: 's1' }]);
  });

  it('skipping it one millisecond later cancels it with the late-cancellation fee', async () => {
    const fake = makeFakeStore({ request: { status: 'approved', spaceId: 's1', amountDue: 4000, amountPaid: 500 } });
    const service = makeVendorDatesService({ store: fake.store, settings, now: () => AFTER_DEADLINE });
    const answer = await service.act(vendorUser, 'skip', 'md', { notes: 'Sick' }, actor);
    expect(answer.lateCancellationFee).toBe(1500);
    expect(fake.current()).toMatchObject({
      status: 'canceled',
      cancelledBy: 'u1',
      cancelledReason: 'Sick',
      lateCancellationFee: 1500,
      amountDue: 1500,
      amountBalance: 1000,
      spaceId: null,
    });
  });

  it('cancelling an approved request before the deadline costs nothing; after it, the fee', async () => {
    const early = makeFakeStore({ request: { status: 'approved', spaceId: 's1', amountBase: 4000, amountDue: 4000 } });
    const onTime = makeVendorDatesService({ store: early.store, settings, now: () => BEFORE_DEADLINE });
    expect(await onTime.act(vendorUser, 'cancel', 'md', { notes: null }, actor)).toMatchObject({
      lateCancellationFee: 0,
      spaceRequest: { status: 'canceled', amountDue: 0 },
    });
    expect(early.writes).toEqual([{ releaseSpaceId: 's1' }]);

    const late = makeFakeStore({ request: { status: 'requested', amountBase: 4000, amountDue: 4000 } });
    const afterIt = makeVendorDatesService({ store: late.store, settings, now: () => AFTER_DEADLINE });
    expect(await afterIt.act(vendorUser, 'cancel', 'md', { notes: 'Flat tyre' }, actor)).toMatchObject({
      lateCancellationFee: 1500,
      spaceRequest: { status: 'canceled', amountDue: 1500, amountBalance: 1500 },
    });
  });

  it('a vendor user without the cancel permission cannot cancel', async () => {
    const fake = makeFakeStore({ request: { status: 'approved' } });
    const service = makeVendorDatesService({ store: fake.store, settings, now: () => BEFORE_DEADLINE });
    const noCancel = { ...vendorUser, permissions: ['vendor.spaceRequests.view'] };
    await expect(service.act(noCancel, 'cancel', 'md', { notes: null }, actor)).rejects.toMatchObject({ status: 403 });
    expect(fake.current()?.status).toBe('approved');
  });

  it('a skip of a date without a request is a skip whatever the time', async () => {
    const fake = makeFakeStore();
    const service = makeVendorDatesService({ store: fake.store, settings, now: () => AFTER_DEADLINE });
    expect((await service.act(vendorUser, 'skip', 'md', { notes: null }, actor)).spaceRequest?.status).toBe('skipped');
  });

  it('refuses with the rules’ messages and the status that fits them', async () => {
    const pending = makeVendorDatesService({
      store: makeFakeStore({ vendorStatus: 'PENDING' }).store,
      settings,
      now: () => BEFORE_DEADLINE,
    });
    await expect(pending.act(vendorUser, 'request', 'md', { notes: null }, actor)).rejects.toMatchObject({
      status: 403,
      message: RULE_MESSAGES.notApproved,
    });
    const late = makeVendorDatesService({
      store: makeFakeStore().store,
      settings,
      now: () => new Date('2025-06-16T12:00:00Z'),
    });
    await expect(late.act(vendorUser, 'request', 'md', { notes: null }, actor)).rejects.toMatchObject({
      status: 400,
      message: RULE_MESSAGES.pastDate,
    });
    const requested = makeVendorDatesService({
      store: makeFakeStore({ request: { status: 'requested' } }).store,
      settings,
      now: () => BEFORE_DEADLINE,
    });
    await expect(requested.act(vendorUser, 'request', 'md', { notes: null }, actor)).rejects.toMatchObject({
      status: 409,
      message: VENDOR_DATES_MSG.alreadyRequested,
    });
    await expect(requested.act(vendorUser, 'unskip', 'md', { notes: null }, actor)).rejects.toMatchObject({
      status: 409,
    });
    await expect(requested.act(vendorUser, 'request', 'nope', { notes: null }, actor)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('reaches only the user’s own vendor; an admin names one', async () => {
    const service = makeVendorDatesService({ store: makeFakeStore().store, settings, now: () => BEFORE_DEADLINE });
    await expect(service.listMarketDates(vendorUser, { vendorId: 'v2' })).rejects.toMatchObject({
      status: 404,
      message: VENDOR_DATES_MSG.vendorNotFound,
    });
    await expect(service.listMarketDates({ ...vendorUser, vendorId: null }, {})).rejects.toMatchObject({
      status: 403,
      message: VENDOR_DATES_MSG.noVendorForRequests,
    });
    await expect(service.dashboard({ ...vendorUser, vendorId: null }, {})).rejects.toMatchObject({ status: 403 });
    await expect(service.listMarketDates(admin, {})).rejects.toMatchObject({ status: 400 });
    expect((await service.listMarketDates(admin, { vendorId: 'v1' })).vendor.id).toBe('v1');
  });

  it('lists the upcoming dates from today in the market’s zone', async () => {
    // 2025-06-16 02:00Z is still Sunday the 15th in Los Angeles: the date is today, not past.
    const service = makeVendorDatesService({
      store: makeFakeStore().store,
      settings,
      now: () => new Date('2025-06-16T02:00:00Z'),
    });
    const list = await service.listMarketDates(vendorUser, {});
    expect(list.today).toBe('2025-06-15');
    expect(list.dates.map((d) => d.id)).toEqual(['md']);
  });
});
