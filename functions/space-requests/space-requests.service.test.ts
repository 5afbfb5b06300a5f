import { DEFAULT_TENDERS } from '../../shared/tenders.js';
import { describe, expect, it } from 'vitest';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { RULE_MESSAGES } from '../../shared/space-request-rules.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import {
  makeSpaceRequestItem,
  type SpaceItem,
  type SpaceRequestItem,
} from '../lib/data/market-dates/market-date.items.js';
import { requestAuditEntries } from '../lib/data/market-dates/request-audit.items.js';
import type { VendorFacts } from '../lib/data/market-dates/space-requests.repository.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import { makeFinancialEditService } from './financial-edit.service.js';
import type { SpaceRequestsDeps, SpaceRequestsStore } from './ports.js';
import { makeSpaceRequestsService } from './space-requests.service.js';

const AT = '2030-01-01T12:00:00.000Z';
const DATE = { id: 'd1', date: '2030-06-02' };
const admin = { id: 'admin1', role: 'admin', permissions: [], username: 'Ada Admin' } as unknown as SessionUser;
const actor: AuditActor = { userId: 'admin1', userName: 'Ada Admin', ipAddress: '10.0.0.1', userAgent: 'test' };

const catalog: CatalogSnapshot = {
  areas: [],
  landmarkTypes: [],
  vendorTypes: [{ _type: 'vendor_type', id: 'farm', code: 'FARM', label: 'Farm', defaultBasePrice: 1000 } as never],
  spaceTypes: [
    { _type: 'space_type', id: 'big', name: 'Big', size: '10x20', defaultBasePrice: 6000, defaultSalesBasedRate: 8 },
  ] as never,
  fees: [],
};

function vendor(id: string, over: Partial<VendorFacts> = {}): VendorFacts {
  return {
    id,
    name: `Vendor ${id}`,
    status: 'APPROVED',
    vendorTypeId: 'farm',
    defaultSpaceTypeId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    ...over,
  };
}
const request = (vendorId: string, over: Partial<SpaceRequestItem> = {}) =>
  makeSpaceRequestItem({
    id: `r-${vendorId}`,
    vendorId,
    marketDateId: DATE.id,
    date: DATE.date,
    status: 'requested',
    createdAt: AT,
    updatedAt: AT,
    ...over,
  });
const space = (id: string, over: Partial<SpaceItem> = {}) =>
  ({ _type: 'space', id, marketDateId: DATE.id, label: id.toUpperCase(), basePrice: null, salesBasedRate: null,
     spaceTypeId: null, vendorType: null, vendorId: null, ...over }) as SpaceItem; // prettier-ignore

/**
 * An in-memory table: reads return copies of what is stored; a transition is written only if the request is still
 * in the status it was read in, as the database's condition holds it.
 */
function makeWorld(opts: { requests: SpaceRequestItem[]; vendors: VendorFacts[]; spaces?: SpaceItem[] }) {
  const stored = new Map(opts.requests.map((r) => [r.vendorId, { ...r }]));
  const audits: ReturnType<typeof requestAuditEntries> = [];
  const vendors = new Map(opts.vendors.map((v) => [v.id, v]));
  const releases: string[] = [];
  const store: SpaceRequestsStore = {
    findById: async (id) => [...stored.values()].find((r) => r.id === id),
    dateRequests: async (id) => ({
      marketDate: id === DATE.id ? ({ _type: 'market_date', ...DATE, publishedAt: null } as never) : undefined,
      spaces: opts.spaces ?? [],
      requests: [...stored.values()].map((r) => ({ ...r })),
    }),
    vendors: async (ids) => new Map(ids.flatMap((id) => (vendors.has(id) ? [[id, vendors.get(id)!] as const] : []))),
    transition: async (r, from, fields, who, o) => {
      const now = stored.get(r.vendorId);
      if (!now || now.status !== from) return 'changed';
      const after = { ...now, ...fields } as SpaceRequestItem;
      stored.set(r.vendorId, after);
      audits.push(...requestAuditEntries(now, after, who, AT));
      if (o?.releaseSpaceId) releases.push(o.releaseSpaceId);
      return after;
    },
    updateFinancials: async (r, expected, fields, who) => {
      const now = stored.get(r.vendorId);
      if (!now || now.updatedAt !== expected) return 'changed';
      const after = { ...now, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
      stored.set(r.vendorId, after as SpaceRequestItem);
      audits.push(...requestAuditEntries(now, after as SpaceRequestItem, who, AT));
      return after as SpaceRequestItem;
    },
    auditLog: async (id, { limit }) => ({
      items: audits.filter((a) => a.spaceRequestId === id).slice(0, limit),
      nextCursor: null,
    }),
  };
  const deps: SpaceRequestsDeps = {
    requests: store,
    pages: {
      marketDate: async () => undefined,
      page: async () => ({ requests: [], nextCursor: null, vendors: new Map(), spaceLabels: new Map() }),
    },
    catalog: { snapshot: async () => catalog },
    settings: {
      getSettings: async () => ({
        roundCents: false,
        marketTimeZone: 'America/Los_Angeles',
        lateCancellationFeeCents: 2500,
        salesTenders: DEFAULT_TENDERS,
        markets: [],
      }),
    },
    now: () => new Date(AT),
  };
  const service = makeSpaceRequestsService(deps);
  return { stored, audits, releases, service, financial: makeFinancialEditService(deps, service) };
}

describe('approving a request', () => {
  it('prices a request that holds a space from that space, and one without from the vendor’s default space type', async () => {
    const w = makeWorld({
      requests: [request('a', { spaceId: 's1' }), request('b')],
      vendors: [vendor('a'), vendor('b', { defaultSpaceTypeId: 'big' })],
      spaces: [space('s1', { basePrice: 3500, salesBasedRate: 5 })],
    });
    const result = await w.service.actMany(admin, actor, DATE.id, {
      action: 'approve',
      vendorIds: ['a', 'b'],
      reason: null,
    });
    expect(result).toMatchObject({ succeeded: 2, failed: 0 });
    expect(w.stored.get('a')).toMatchObject({
      status: 'approved',
      amountBase: 3500,
      salesBasedRate: 5,
      amountDue: 3500,
    });
    expect(w.stored.get('b')).toMatchObject({
      amountBase: 6000,
      salesBasedRate: 8,
      amountDue: 6000,
      amountBalance: 6000,
    });
    expect(w.stored.get('b')).toMatchObject({ approvedBy: 'admin1', approvedAt: AT });
  });

  it('keeps the price of a request already priced or paid on', async () => {
    const w = makeWorld({
      requests: [request('a', { amountBase: 1200, amountDue: 1200, amountBalance: 1200 })],
      vendors: [vendor('a', { overrideBasePrice: 9900 })],
    });
    await w.service.actOne(admin, actor, DATE.id, 'approve', 'a', null);
    expect(w.stored.get('a')).toMatchObject({ status: 'approved', amountBase: 1200, amountDue: 1200 });
  });

  it('refuses a vendor that is not approved with the tooltip’s words, as a conflict', async () => {
    const w = makeWorld({ requests: [request('a')], vendors: [vendor('a', { status: 'PENDING' })] });
    await expect(w.service.actOne(admin, actor, DATE.id, 'approve', 'a', null)).rejects.toMatchObject({
      status: 409,
      message: RULE_MESSAGES.vendorNotApprovedForApproval,
    });
    expect(w.stored.get('a')!.status).toBe('requested');
    expect(w.audits).toEqual([]);
  });
});

describe('two admins at once', () => {
  it('lets the first write win and tells the other the request changed', async () => {
    const w = makeWorld({ requests: [request('a')], vendors: [vendor('a')] });
    const [approve, reject] = await Promise.allSettled([
      w.service.actOne(admin, actor, DATE.id, 'approve', 'a', null),
      w.service.actOne(admin, actor, DATE.id, 'reject-cancel', 'a', null),
    ]);
    const outcomes = [approve, reject];
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === 'rejected');
    expect(lost).toMatchObject({ reason: { status: 409, message: REQUESTS_MSG.requestChanged } });
    expect(w.stored.get('a')!.status).toBe(approve === lost ? 'canceled' : 'approved');
    expect(w.audits.filter((a) => a.fieldName === 'status')).toHaveLength(1);
  });
});

describe('the bulk action', () => {
  it('answers each row, frees the spaces of rejected requests and writes every change’s audit entries', async () => {
    const w = makeWorld({
      requests: [request('a', { status: 'approved', spaceId: 's1' }), request('b', { status: 'canceled' })],
      vendors: [vendor('a'), vendor('b')],
    });
    const result = await w.service.actMany(admin, actor, DATE.id, {
      action: 'reject-cancel',
      vendorIds: ['a', 'b', 'c', 'a'],
      reason: 'Moved',
    });
    expect(result).toEqual({
      succeeded: 1,
      failed: 2,
      results: [
        { vendorId: 'a', ok: true, status: 'canceled', message: null },
        { vendorId: 'b', ok: false, status: 'canceled', message: RULE_MESSAGES.notAllowed },
        { vendorId: 'c', ok: false, status: null, message: REQUESTS_MSG.requestNotFound },
      ],
    });
    expect(w.releases).toEqual(['s1']);
    expect(w.stored.get('a')).toMatchObject({ spaceId: null, cancelledReason: 'Moved', cancelledBy: 'admin1' });
    expect(w.audits.map((a) => [a.fieldName, a.newValue])).toEqual([['status', 'canceled']]);
    expect(w.audits[0]).toMatchObject({ userName: 'Ada Admin', ipAddress: '10.0.0.1', changeType: 'update' });
  });
});

describe('the financial edit', () => {
  const base = () =>
    makeWorld({
      requests: [request('a', { status: 'approved', amountBase: 4000, amountDue: 4000, amountPaid: 1000, amountBalance: 3000 })],
      vendors: [vendor('a')],
    }); // prettier-ignore
  const edit = (over: Record<string, unknown> = {}) => ({
    amountBase: 4000,
    salesBasedRate: 10,
    grossSales: 55_555,
    salesBasedFee: 5556,
    lateCancellationFee: 0,
    amountLatePaymentFee: 0,
    amountDue: 5556,
    amountPaid: 1000,
    amountBalance: 4556,
    expectedUpdatedAt: AT,
    ...over,
  });

  it('writes amounts that follow the rules, with an entry per changed field', async () => {
    const w = base();
    const detail = await w.financial.edit('r-a', edit(), actor);
    expect(detail).toMatchObject({ salesBasedFee: 5556, amountDue: 5556, amountBalance: 4556 });
    expect(w.audits.map((a) => a.fieldName).sort()).toEqual(
      ['amountBalance', 'amountDue', 'grossSales', 'salesBasedFee', 'salesBasedRate'].sort(),
    );
  });

  it.each([
    [{ salesBasedFee: 5555 }, REQUESTS_MSG.salesFeeMismatch],
    [{ amountDue: 5555 }, REQUESTS_MSG.amountDueMismatch],
    [{ amountPaid: 0, amountBalance: 5556 }, REQUESTS_MSG.amountPaidFromPayments],
    [{ amountBalance: 0 }, REQUESTS_MSG.amountBalanceMismatch],
  ])('refuses %j with its message and writes nothing', async (over, message) => {
    const w = base();
    await expect(w.financial.edit('r-a', edit(over), actor)).rejects.toMatchObject({ status: 400, message });
    expect(w.stored.get('a')!.amountDue).toBe(4000);
    expect(w.audits).toEqual([]);
  });

  it('refuses an edit opened on an older version', async () => {
    const w = base();
    await expect(w.financial.edit('r-a', edit({ expectedUpdatedAt: 'older' }), actor)).rejects.toMatchObject({
      status: 409,
      message: REQUESTS_MSG.requestChanged,
    });
  });

  it('owes only the late fees on a cancelled request', async () => {
    const w = makeWorld({ requests: [request('a', { status: 'canceled', amountBase: 4000 })], vendors: [vendor('a')] });
    const detail = await w.financial.edit(
      'r-a',
      edit({ salesBasedRate: 0, grossSales: null, salesBasedFee: 0, lateCancellationFee: 2500, amountPaid: 0, amountDue: 2500, amountBalance: 2500 }),
      actor,
    ); // prettier-ignore
    expect(detail).toMatchObject({ status: 'canceled', amountBase: 4000, amountDue: 2500 });
  });
});
