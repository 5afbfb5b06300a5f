import { describe, expect, it } from 'vitest';
import { MARKET_MSG } from './market-messages.js';
import { FIRST_MARKET_ID, type MarketRules } from './markets.js';
import { decide, type Actor, type RequestContext } from './space-request-rules.js';
import { dateMarket, sellsAt, unknownMarketIds, vendorMarketIds } from './vendor-markets.js';

const vendor: Actor = {
  role: 'vendor_user',
  permissions: ['vendor.spaceRequests.request', 'vendor.spaceRequests.skip', 'vendor.spaceRequests.cancel'],
};
const admin: Actor = { role: 'admin', permissions: [] };

/** A Wednesday evening market in New York whose deadline is two days before at noon. */
const EVENING: MarketRules = {
  id: 'evening',
  name: 'Wednesday Evening Market',
  shortName: 'Evening',
  days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
  timeZone: 'America/New_York',
  deadline: { daysBefore: 2, time: '12:00' },
  isActive: true,
};
const settings = { markets: [EVENING], marketTimeZone: 'America/Los_Angeles' };

// Wednesday 2026-12-09: the evening market's deadline is Monday 2026-12-07 12:00:59.999 in New York (17:00:59.999Z);
// the Tuesday-before rule would give Tuesday 2026-12-08 23:59:59.999.
const WEDNESDAY = '2026-12-09';

const ctx = (over: Partial<RequestContext>): RequestContext => ({
  state: 'none',
  marketDate: WEDNESDAY,
  now: new Date('2026-11-22T18:00:00Z'),
  timeZone: 'America/New_York',
  vendorStatus: 'APPROVED',
  hasPastDueBalance: false,
  ...over,
});

describe('the markets a vendor sells at', () => {
  it('are the first market when the vendor names none', () => {
    expect(vendorMarketIds({})).toEqual([FIRST_MARKET_ID]);
    expect(vendorMarketIds({ marketIds: [] })).toEqual([FIRST_MARKET_ID]);
    expect(vendorMarketIds({ marketIds: ['main', 'evening', 'main'] })).toEqual(['main', 'evening']);
    expect(sellsAt({}, 'evening')).toBe(false);
    expect(sellsAt({ marketIds: ['evening'] }, 'evening')).toBe(true);
    expect(sellsAt({ marketIds: ['evening'] }, 'main')).toBe(false);
  });

  it('must be markets the organisation runs; the first market is known before its item exists', () => {
    expect(unknownMarketIds(['main', 'evening', 'nowhere'], [EVENING])).toEqual(['nowhere']);
    expect(unknownMarketIds(['evening'], [{ ...EVENING, isActive: false }])).toEqual(['evening']);
  });
});

describe('a date of a market the vendor is not approved for', () => {
  it('is refused to the vendor and to an admin, with the message that says why', () => {
    for (const actor of [vendor, admin]) {
      expect(decide('request', actor, ctx({ marketAllowed: false }))).toEqual({
        ok: false,
        reason: MARKET_MSG.notApprovedForMarket,
      });
    }
    // A skipped date asked for again is a request too.
    expect(decide('request', vendor, ctx({ state: 'skipped', marketAllowed: false }))).toEqual({
      ok: false,
      reason: MARKET_MSG.notApprovedForMarket,
    });
    expect(decide('request', vendor, ctx({ marketAllowed: true }))).toEqual({ ok: true, to: 'requested' });
    expect(decide('request', vendor, ctx({}))).toEqual({ ok: true, to: 'requested' });
  });
});

describe("a date's market decides its deadline", () => {
  const market = dateMarket(settings, { marketId: 'evening' });
  const late = (now: string) => decide('cancel', vendor, ctx({ state: 'approved', now: new Date(now), ...market }));

  it("reads the market's zone and rule, and the first market's only once its item exists", () => {
    expect(market).toMatchObject({ marketId: 'evening', timeZone: 'America/New_York', deadline: EVENING.deadline });
    const first = dateMarket(settings, {});
    expect(first.marketId).toBe(FIRST_MARKET_ID);
    expect(first.deadline).toBeUndefined();
    expect(first.timeZone).toBe('America/Los_Angeles');
  });

  it('the Wednesday New York market is late after Monday noon in New York, a day before the Tuesday rule', () => {
    expect(late('2026-12-07T17:00:59.999Z')).toEqual({ ok: true, to: 'canceled', late: false });
    expect(late('2026-12-07T17:01:00.000Z')).toEqual({ ok: true, to: 'canceled', late: true });
    // Without the market's rule the same moment would still be on time.
    expect(decide('cancel', vendor, ctx({ state: 'approved', now: new Date('2026-12-08T12:00:00Z') }))).toMatchObject({
      late: false,
    });
    expect(late('2026-12-08T12:00:00Z')).toMatchObject({ late: true });
  });
});
