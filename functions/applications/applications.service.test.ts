import { describe, expect, it } from 'vitest';
import { vendorApplicationSchema, type VendorApplication } from '../../shared/schemas/vendor-application.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { ConflictError, ValidationError } from '../lib/http/errors.js';
import type { SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { NewNotification } from '../lib/data/users/notifications.repository.js';
import { phoneDigits } from '../../shared/phone.js';
import { normalizeEmail } from '../lib/data/keys.js';
import { RATE_LIMITS } from '../lib/auth/rate-limits.js';
import { makeMemoryRateLimiter } from '../../test/fixtures/memory-rate-limiter.js';
import { makeApplicationsService } from './applications.service.js';
import { MARKET_MSG } from '../../shared/market-messages.js';

const ADDRESS = '203.0.113.9';

const AT = '2026-05-01T16:00:00.000Z';
const vendorType = (id: string, label: string, isActive = true): VendorTypeItem => ({
  _type: 'vendor_type',
  id,
  code: label.toUpperCase(),
  label,
  description: '',
  isActive,
  requiresPrepayment: false,
  defaultBasePrice: 0,
  icon: 'fas fa-store',
  autoPaymentAvailable: true,
  createdAt: AT,
  updatedAt: AT,
});
const spaceType = (id: string, name: string, vendorTypeId: string | null, isActive = true): SpaceTypeItem => ({
  _type: 'space_type',
  id,
  name,
  size: '10x10',
  description: `${name} space`,
  isActive,
  defaultBasePrice: null,
  defaultSalesBasedRate: null,
  vendorTypeId,
  createdAt: AT,
  updatedAt: AT,
});

/** The market in memory: the catalog, the vendors (with the e-mail guard), the admins' notifications. */
function makeWorld() {
  const vendorTypes = [
    vendorType('1', 'Farmers/Produce'),
    vendorType('2', 'Prepared Food'),
    vendorType('9', 'Old', false),
  ];
  const spaceTypes = [
    spaceType('st-std', 'Standard', null),
    spaceType('st-truck', 'Food Truck', '2'),
    spaceType('st-old', 'Retired', null, false),
  ];
  const vendors: VendorItem[] = [];
  const audits: VendorAuditItem[] = [];
  const notified: NewNotification[] = [];
  const existing = { id: 'v-sunny', name: 'Sunny Acres Farm', email: 'vendor@example.com', phone: '(707) 555-0101' };
  let n = 0;

  const service = makeApplicationsService({
    catalog: { vendorTypes: async () => vendorTypes },
    applications: {
      async findByEmail(email) {
        const all = [existing, ...vendors];
        const v = all.find((x) => normalizeEmail(x.email) === normalizeEmail(email));
        return v && { id: v.id, name: v.name };
      },
      async findByPhone(phone) {
        const all = [existing, ...vendors];
        const v = all.find((x) => phoneDigits(x.phone) === phoneDigits(phone));
        return v && { id: v.id, name: v.name };
      },
      async catalogEntries(vt, st) {
        return {
          vendorType: vendorTypes.find((t) => t.id === vt),
          spaceType: st ? spaceTypes.find((t) => t.id === st) : undefined,
        };
      },
      async create(vendor, audit) {
        if ([existing, ...vendors].some((v) => v.email === vendor.email)) return 'email-taken';
        vendors.push(vendor);
        audits.push(audit);
        return 'created';
      },
    },
    directory: {
      similarCandidates: async () => [existing, ...vendors].map((v) => ({ id: v.id, name: v.name })),
    },
    notifications: { notifyAdmins: async (x) => void notified.push(x) },
    limiter: makeMemoryRateLimiter(),
    markets: {
      list: async () => [
        { id: 'main', isActive: true },
        { id: 'evening', isActive: true },
        { id: 'winter', isActive: false },
      ],
    },
    now: () => new Date(AT),
    newId: () => `id-${++n}`,
    log: () => {},
  });
  return { service, vendors, audits, notified };
}

const application = (over: Partial<Record<keyof VendorApplication, unknown>> = {}): VendorApplication =>
  vendorApplicationSchema.parse({
    name: 'Quail Hollow Produce',
    contactName: 'Ana Flores',
    email: 'Ana@QuailHollow.example',
    phone: '1-415-555-0199',
    vendorTypeId: '1',
    defaultSpaceTypeId: 'st-std',
    description: 'Stone fruit and greens.',
    website: '',
    addressLine1: '1 Orchard Ln',
    addressLine2: '',
    city: 'Petaluma',
    state: 'CA',
    zipCode: '94952',
    ...over,
  });
const origin = { ipAddress: ADDRESS, userAgent: 'test' };

describe('the public vendor types', () => {
  it('offers only active vendor types, by label', async () => {
    const { service } = makeWorld();
    expect(await service.vendorTypes()).toEqual([
      { id: '1', code: 'FARMERS/PRODUCE', label: 'Farmers/Produce' },
      { id: '2', code: 'PREPARED FOOD', label: 'Prepared Food' },
    ]);
  });
});

describe('the duplicate check', () => {
  it('flags an exact e-mail in any case, and a phone number in any format', async () => {
    const { service } = makeWorld();
    const r = await service.checkDuplicates(
      { email: ' VENDOR@example.com', phone: '+1 707.555.0101', name: '' },
      ADDRESS,
    );
    expect(r).toMatchObject({ email: true, phone: true, name: false, similarVendors: [] });
    expect(r.details).toEqual([VENDOR_MSG.duplicateEmail, VENDOR_MSG.duplicatePhone]);
  });

  it('flags a similar name with its percentage, and no vendor id', async () => {
    const { service } = makeWorld();
    const r = await service.checkDuplicates(
      { email: 'new@example.com', phone: '4155550100', name: 'Sunny Acres' },
      ADDRESS,
    );
    expect(r).toMatchObject({ email: false, phone: false, name: true });
    expect(r.similarVendors).toEqual([{ name: 'Sunny Acres Farm', similarity: 82 }]);
    expect(r.details).toEqual(['A vendor with a similar name already exists: Sunny Acres Farm (82% similar)']);
  });

  it(`answers 429 after ${RATE_LIMITS.checkDuplicates.limit} checks a minute from one address, and not to others`, async () => {
    const { service } = makeWorld();
    const input = { email: 'new@example.com', phone: '4155550100', name: 'Quail Hollow' };
    const answers = await Promise.allSettled(
      Array.from({ length: RATE_LIMITS.checkDuplicates.limit + 5 }, () => service.checkDuplicates(input, ADDRESS)),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(RATE_LIMITS.checkDuplicates.limit);
    await expect(service.checkDuplicates(input, ADDRESS)).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    await expect(service.checkDuplicates(input, '198.51.100.3')).resolves.toMatchObject({ email: false });
  });

  it('finds nothing for a new business', async () => {
    const { service } = makeWorld();
    expect(
      await service.checkDuplicates({ email: 'new@example.com', phone: '4155550100', name: 'Quail Hollow' }, ADDRESS),
    ).toEqual({
      email: false,
      phone: false,
      name: false,
      details: [],
      similarVendors: [],
    });
  });
});

describe('applying', () => {
  it('stores the vendor as PENDING with a create audit entry and tells the admins', async () => {
    const { service, vendors, audits, notified } = makeWorld();
    const { id } = await service.apply(application(), origin, ADDRESS);
    expect(vendors).toHaveLength(1);
    expect(vendors[0]).toMatchObject({
      id,
      status: 'PENDING',
      email: 'ana@quailhollow.example',
      phone: '(415) 555-0199',
      website: null,
      addressLine2: null,
      defaultSpaceTypeId: 'st-std',
    });
    expect(audits[0]).toMatchObject({
      vendorId: id,
      changeType: 'create',
      newValue: 'PENDING',
      ipAddress: '203.0.113.9',
    });
    expect(notified).toEqual([
      expect.objectContaining({ title: 'New vendor application', metadata: { vendorId: id } }),
    ]);
  });

  it('stores the markets the applicant chose, and none (the first market) when it chose none', async () => {
    const { service, vendors } = makeWorld();
    await service.apply(application({ marketIds: ['main', 'evening'] }), origin, ADDRESS);
    expect(vendors[0]!.marketIds).toEqual(['main', 'evening']);
    await service.apply(
      application({ name: 'Other Stand', email: 'o@example.com', phone: '4155550123' }),
      origin,
      ADDRESS,
    );
    expect(vendors[1]!.marketIds).toBeUndefined();
  });

  it('refuses a market the organisation does not run or has closed, and an empty choice', async () => {
    const { service, vendors } = makeWorld();
    for (const marketIds of [['evening', 'nowhere'], ['winter']]) {
      await expect(service.apply(application({ marketIds }), origin, ADDRESS)).rejects.toThrow(
        MARKET_MSG.marketsRequired,
      );
    }
    expect(() => application({ marketIds: [] })).toThrow(MARKET_MSG.marketsRequired);
    expect(vendors).toEqual([]);
  });

  it('refuses a duplicate with the details and the similar vendors, writing nothing', async () => {
    const { service, vendors, notified } = makeWorld();
    const err = await service
      .apply(application({ name: 'Sunny Acres Farms' }), origin, ADDRESS)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).details).toEqual({
      details: ['A vendor with a similar name already exists: Sunny Acres Farm (96% similar)'],
      similarVendors: [{ name: 'Sunny Acres Farm', similarity: 96 }],
    });
    expect(vendors).toHaveLength(0);
    expect(notified).toHaveLength(0);
  });

  it('refuses the loser of two simultaneous applications with one e-mail', async () => {
    const { service, vendors } = makeWorld();
    const results = await Promise.allSettled([
      service.apply(application(), origin, ADDRESS),
      service.apply(application({ name: 'Totally Different Name', phone: '4155550111' }), origin, ADDRESS),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    expect(vendors).toHaveLength(1);
  });

  it('refuses an unknown or inactive vendor type, and a space type of another vendor type', async () => {
    const { service, vendors } = makeWorld();
    for (const over of [{ vendorTypeId: '42' }, { vendorTypeId: '9' }]) {
      await expect(service.apply(application(over), origin, ADDRESS)).rejects.toThrow(VENDOR_MSG.unknownVendorType);
    }
    for (const over of [
      { defaultSpaceTypeId: 'st-truck' },
      { defaultSpaceTypeId: 'st-old' },
      { defaultSpaceTypeId: 'nope' },
    ]) {
      await expect(service.apply(application(over), origin, ADDRESS)).rejects.toBeInstanceOf(ValidationError);
    }
    expect(vendors).toHaveLength(0);
    // The truck pad is offered to prepared food.
    await expect(
      service.apply(application({ vendorTypeId: '2', defaultSpaceTypeId: 'st-truck' }), origin, ADDRESS),
    ).resolves.toEqual({
      id: expect.any(String),
    });
  });

  it('still answers with the id when the admins cannot be notified', async () => {
    const world = makeWorld();
    const service = makeApplicationsService({
      now: () => new Date(),
      catalog: { vendorTypes: async () => [] },
      applications: {
        findByEmail: async () => undefined,
        findByPhone: async () => undefined,
        catalogEntries: async () => ({ vendorType: vendorType('1', 'Farm') }),
        create: async (v) => (world.vendors.push(v), 'created'),
      },
      directory: { similarCandidates: async () => [] },
      notifications: { notifyAdmins: async () => Promise.reject(new Error('down')) },
      limiter: makeMemoryRateLimiter(),
      log: () => {},
    });
    await expect(service.apply(application({ defaultSpaceTypeId: null }), origin, ADDRESS)).resolves.toEqual({
      id: expect.any(String),
    });
    expect(world.vendors).toHaveLength(1);
  });
});
