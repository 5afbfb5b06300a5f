import { describe, expect, it } from 'vitest';
import { VENDOR_EDIT_MSG } from '../../shared/vendor-edit-messages.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import type { AdminVendorFields, UpdateVendorRequest } from '../../shared/schemas/vendors.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import { makeVendorItem, type VendorAuditItem, type VendorItem } from '../lib/data/vendors/vendor.items.js';
import { makeVendorEditService, toAdminVendor } from './vendor-edit.service.js';

const NOW = new Date('2026-05-03T17:00:00.000Z');
const admin: SessionUser = {
  id: 'admin-1',
  username: 'Market Admin',
  email: 'admin@example.com',
  role: 'admin',
  vendorId: null,
  permissions: ['admin'],
  defaultVendorTypes: [],
};
const origin = { ipAddress: '198.51.100.4', userAgent: 'test' };
const vendorType = (id: string, isActive = true) => ({ id, isActive }) as VendorTypeItem;

function world(initial: VendorItem) {
  const vendors = new Map([[initial.id, initial]]);
  const audits: VendorAuditItem[] = [];
  const welcomed: string[] = [];
  let ids = 0;
  const service = makeVendorEditService({
    vendors: {
      get: async (id) => vendors.get(id),
      catalogEntries: async (vendorTypeId) => ({
        vendorType: ['1', '2'].includes(vendorTypeId) ? vendorType(vendorTypeId) : undefined,
      }),
      save: async (before, after, entries) => {
        if (vendors.get(before.id)?.updatedAt !== before.updatedAt) return 'changed-meanwhile';
        vendors.set(after.id, after);
        audits.push(...entries);
        return after;
      },
    },
    applications: {
      findByEmail: async () => undefined,
      findByPhone: async (digits) => (digits === '4155550000' ? { id: 'someone-else' } : undefined),
      create: async () => 'created',
    },
    users: {
      provideVendorUser: async (v) => {
        welcomed.push(v.email);
        return { userCreated: true, welcomeSent: true };
      },
    },
    markets: {
      list: async () => [
        { id: 'main', isActive: true },
        { id: 'evening', isActive: true },
        { id: 'closed', isActive: false },
      ],
    },
    now: () => NOW,
    newId: () => `id-${++ids}`,
  });
  return { service, vendors, audits, welcomed };
}

const stand = makeVendorItem({
  id: 'v1',
  name: 'Sunny Acres',
  contactName: 'Sam',
  email: 'sam@example.com',
  phone: '(707) 555-0100',
  vendorTypeId: '1',
  status: 'PENDING',
  addressLine1: '1 Main St',
  city: 'Napa',
  state: 'CA',
  zipCode: '94559',
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
});
const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = toAdminVendor(stand);
const form = (over: Partial<UpdateVendorRequest> = {}): UpdateVendorRequest => ({
  ...(fields as AdminVendorFields),
  expectedUpdatedAt: stand.updatedAt,
  ...over,
});

describe("the admin's whole-form vendor edit", () => {
  it('writes one audit entry per changed field, money in dollars, and moves the version on', async () => {
    const w = world(stand);
    const saved = await w.service.update(admin, 'v1', form({ overrideBasePrice: 2500, city: 'Sonoma' }), origin);
    expect(saved).toMatchObject({ overrideBasePrice: 2500, city: 'Sonoma', updatedAt: NOW.toISOString() });
    expect(w.audits.map((a) => [a.fieldName, a.oldValue, a.newValue])).toEqual([
      ['overrideBasePrice', null, '25.00'],
      ['city', 'Napa', 'Sonoma'],
    ]);
    expect(w.audits[0]).toMatchObject({ userId: 'admin-1', userName: 'Market Admin', ipAddress: '198.51.100.4' });
  });

  it('refuses a form opened on an older version', async () => {
    const w = world(stand);
    await expect(
      w.service.update(admin, 'v1', form({ city: 'X', expectedUpdatedAt: '2026-04-01T00:00:00.000Z' }), origin),
    ).rejects.toThrow(VENDOR_EDIT_MSG.changedMeanwhile);
    expect(w.audits).toEqual([]);
  });

  it("refuses another vendor's phone number and an unknown vendor type", async () => {
    const w = world(stand);
    await expect(w.service.update(admin, 'v1', form({ phone: '415-555-0000' }), origin)).rejects.toThrow(
      VENDOR_EDIT_MSG.phoneTaken,
    );
    await expect(w.service.update(admin, 'v1', form({ vendorTypeId: '9' }), origin)).rejects.toThrow(
      VENDOR_EDIT_MSG.unknownVendorType,
    );
  });

  it('gives a vendor approved here its user and welcome e-mail, as the Approve button does', async () => {
    const w = world(stand);
    await w.service.update(admin, 'v1', form({ status: 'APPROVED' }), origin);
    expect(w.welcomed).toEqual(['sam@example.com']);
  });

  it('saves nothing when nothing changed', async () => {
    const w = world(stand);
    await w.service.update(admin, 'v1', form(), origin);
    expect(w.audits).toEqual([]);
    expect(w.vendors.get('v1')!.updatedAt).toBe(stand.updatedAt);
  });
});

describe('the markets a vendor may request dates of', () => {
  it('are the first market for a vendor that names none, and change like any field, audited as one', async () => {
    expect(toAdminVendor(stand).marketIds).toEqual(['main']);
    const w = world(stand);
    const saved = await w.service.update(admin, 'v1', form({ marketIds: ['main', 'evening'] }), origin);
    expect(saved.marketIds).toEqual(['main', 'evening']);
    expect(w.vendors.get('v1')!.marketIds).toEqual(['main', 'evening']);
    expect(w.audits.map((a) => [a.fieldName, a.oldValue, a.newValue])).toEqual([
      ['marketIds', 'main', 'main, evening'],
    ]);
  });

  it('must be markets the organisation runs and keeps active; left out, they stay as they are', async () => {
    const w = world({ ...stand, marketIds: ['main', 'closed'] });
    await expect(w.service.update(admin, 'v1', form({ marketIds: ['main', 'nowhere'] }), origin)).rejects.toThrow(
      MARKET_MSG.marketsRequired,
    );
    await expect(
      w.service.update(admin, 'v1', form({ marketIds: ['evening', 'closed'] }), origin),
    ).resolves.toMatchObject({ marketIds: ['evening', 'closed'] });
    const { marketIds: _m, ...withoutMarkets } = form({ city: 'Sonoma' });
    const saved = await world({ ...stand, marketIds: ['evening'] }).service.update(admin, 'v1', withoutMarkets, origin);
    expect(saved.marketIds).toEqual(['evening']);
  });
});
