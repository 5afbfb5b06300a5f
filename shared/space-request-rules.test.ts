import { describe, expect, it } from 'vitest';
import {
  cancelDeadline,
  decide,
  type Actor,
  type RequestAction,
  type RequestContext,
  type RequestState,
  RULE_MESSAGES,
  statusBadge,
} from './space-request-rules.js';

const TZ = 'America/Los_Angeles';
const vendor: Actor = {
  role: 'vendor_user',
  permissions: ['vendor.spaceRequests.request', 'vendor.spaceRequests.skip', 'vendor.spaceRequests.cancel'],
};
const viewOnly: Actor = { role: 'vendor_user', permissions: ['vendor.spaceRequests.view'] };
const admin: Actor = { role: 'admin', permissions: [] };

// Market on Sunday 2026-12-06; its deadline is Tuesday 2026-12-01 23:59:59.999 in Los Angeles (07:59:59.999Z next day).
const MARKET = '2026-12-06';
const beforeDeadline = new Date('2026-12-02T07:59:59.999Z');
const afterDeadline = new Date('2026-12-02T08:00:00.000Z');

const ctx = (state: RequestState, over: Partial<RequestContext> = {}): RequestContext => ({
  state,
  marketDate: MARKET,
  now: new Date('2026-11-22T18:00:00Z'),
  timeZone: TZ,
  vendorStatus: 'APPROVED',
  hasPastDueBalance: false,
  ...over,
});

describe('the cancel deadline is Tuesday 23:59:59.999 before the market, in the market time zone', () => {
  it('for a Sunday market', () => {
    expect(cancelDeadline(MARKET, TZ).toISOString()).toBe('2026-12-02T07:59:59.999Z');
  });
  it('follows daylight saving time (PDT in spring)', () => {
    expect(cancelDeadline('2026-05-10', TZ).toISOString()).toBe('2026-05-06T06:59:59.999Z');
  });
  it('for a Saturday market it is the Tuesday of the same week', () => {
    expect(cancelDeadline('2026-12-05', TZ).toISOString()).toBe('2026-12-02T07:59:59.999Z');
  });
  it('for a Monday market it is the Tuesday of the week before, never the day after the market', () => {
    expect(cancelDeadline('2026-11-23', TZ).toISOString()).toBe('2026-11-18T07:59:59.999Z');
  });
  it('for a Tuesday market it is the Tuesday a week before', () => {
    expect(cancelDeadline('2026-11-24', TZ).toISOString()).toBe('2026-11-18T07:59:59.999Z');
  });
});

describe('every row of the transition table', () => {
  const rows: [string, RequestAction, Actor, RequestState, Partial<RequestContext>, RequestState | string][] = [
    ['no request → Request → requested', 'request', vendor, 'none', {}, 'requested'],
    ['no request → Skip → skipped', 'skip', vendor, 'none', {}, 'skipped'],
    ['skipped → Unskip → no request', 'unskip', vendor, 'skipped', {}, 'none'],
    ['skipped → Request → requested', 'request', vendor, 'skipped', {}, 'requested'],
    ['requested → Approve (admin) → approved', 'approve', admin, 'requested', {}, 'approved'],
    ['requested → Reject as skip (admin) → skipped', 'reject-skip', admin, 'requested', {}, 'skipped'],
    ['approved → Reject as cancel (admin) → canceled', 'reject-cancel', admin, 'approved', {}, 'canceled'],
    [
      'requested → Skip (vendor) before the deadline → skipped',
      'skip',
      vendor,
      'requested',
      { now: beforeDeadline },
      'skipped',
    ],
    [
      'approved → Skip (vendor) after the deadline → canceled',
      'skip',
      vendor,
      'approved',
      { now: afterDeadline },
      'canceled',
    ],
    ['canceled → Reopen (admin) → requested again', 'reopen', admin, 'canceled', {}, 'requested'],
    ['skipped → Reopen (admin) → requested again', 'reopen', admin, 'skipped', {}, 'requested'],
    [
      'approved → Cancel (vendor) before the deadline → canceled',
      'cancel',
      vendor,
      'approved',
      { now: beforeDeadline },
      'canceled',
    ],
    [
      'requested → Cancel (vendor) after the deadline → canceled',
      'cancel',
      vendor,
      'requested',
      { now: afterDeadline },
      'canceled',
    ],
  ];
  it.each(rows)('%s', (_name, action, actor, state, over, to) => {
    expect(decide(action, actor, ctx(state, over))).toMatchObject({ ok: true, to });
  });

  it('skipping an existing request exactly at the deadline is still on time; one millisecond later is late', () => {
    expect(decide('skip', vendor, ctx('approved', { now: beforeDeadline }))).toEqual({
      ok: true,
      to: 'skipped',
      late: false,
    });
    expect(decide('skip', vendor, ctx('approved', { now: afterDeadline }))).toEqual({
      ok: true,
      to: 'canceled',
      late: true,
    });
  });

  it('a vendor cancel is late only after the Tuesday deadline, and needs the cancel permission', () => {
    expect(decide('cancel', vendor, ctx('approved', { now: beforeDeadline }))).toEqual({
      ok: true,
      to: 'canceled',
      late: false,
    });
    expect(decide('cancel', vendor, ctx('approved', { now: afterDeadline }))).toEqual({
      ok: true,
      to: 'canceled',
      late: true,
    });
    expect(decide('cancel', { role: 'vendor_user', permissions: [] }, ctx('approved', {}))).toMatchObject({
      ok: false,
    });
    expect(decide('cancel', vendor, ctx('skipped', {}))).toMatchObject({ ok: false });
  });

  it('skipping a date with no request is never a cancel, even after the deadline', () => {
    expect(decide('skip', vendor, ctx('none', { now: afterDeadline }))).toMatchObject({ ok: true, to: 'skipped' });
  });
});

describe('what is refused', () => {
  it('a vendor that is not APPROVED cannot request', () => {
    for (const vendorStatus of ['PENDING', 'HOLD', 'REJECTED', 'ARCHIVED']) {
      expect(decide('request', vendor, ctx('none', { vendorStatus }))).toEqual({
        ok: false,
        reason: RULE_MESSAGES.notApproved,
      });
    }
  });
  it('a vendor with a past-due balance cannot request', () => {
    expect(decide('request', vendor, ctx('none', { hasPastDueBalance: true }))).toEqual({
      ok: false,
      reason:
        'Past Due Balance: Please pay your outstanding balance or late cancellation fees before requesting new market dates.',
    });
  });
  it('a past date cannot be requested by a vendor; today still can', () => {
    expect(decide('request', vendor, ctx('none', { now: new Date('2026-12-07T08:00:00Z') }))).toMatchObject({
      ok: false,
    });
    expect(decide('request', vendor, ctx('none', { now: new Date('2026-12-07T07:59:00Z') }))).toMatchObject({
      ok: true,
    });
  });
  it('requested and approved dates offer the vendor no new request', () => {
    expect(decide('request', vendor, ctx('requested'))).toMatchObject({ ok: false });
    expect(decide('request', vendor, ctx('approved'))).toMatchObject({ ok: false });
  });
  it('only admins approve, reject and reopen', () => {
    for (const a of ['approve', 'reject-skip', 'reject-cancel', 'reopen'] as const) {
      expect(decide(a, vendor, ctx('requested'))).toEqual({ ok: false, reason: RULE_MESSAGES.noPermission });
    }
  });
  it('approving needs an approved vendor', () => {
    expect(decide('approve', admin, ctx('requested', { vendorStatus: 'PENDING' }))).toEqual({
      ok: false,
      reason: 'Vendor must be approved before approving space requests',
    });
  });
  it('a user without the request or skip permission can do neither', () => {
    expect(decide('request', viewOnly, ctx('none'))).toMatchObject({ ok: false });
    expect(decide('skip', viewOnly, ctx('none'))).toMatchObject({ ok: false });
    expect(decide('unskip', viewOnly, ctx('skipped'))).toMatchObject({ ok: false });
  });
  it('a canceled request cannot be skipped or rejected again', () => {
    expect(decide('skip', vendor, ctx('canceled'))).toMatchObject({ ok: false });
    expect(decide('reject-cancel', admin, ctx('canceled'))).toMatchObject({ ok: false });
  });
});

describe('status badges', () => {
  it('maps statuses as spec 1 §3 says', () => {
    expect(statusBadge('approved')).toBe('success');
    expect(statusBadge('rejected')).toBe('destructive');
    expect(statusBadge('skipped')).toBe('warning');
    expect(statusBadge('cancelled')).toBe('destructive');
    expect(statusBadge('canceled')).toBe('destructive');
    expect(statusBadge('requested')).toBe('secondary');
    expect(statusBadge('anything')).toBe('secondary');
  });
});
