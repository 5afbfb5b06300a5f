import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { ConflictError, NotFoundError } from '../lib/http/errors.js';
import { makeVendorItem } from '../lib/data/vendors/vendor.items.js';
import type { VendorAuditItem, VendorItem, VendorStatus } from '../lib/data/vendors/vendor.items.js';
import type { NewNotification } from '../lib/data/users/notifications.repository.js';
import type { NewUser, OutgoingMessage, ResetTokenRecord } from '../lib/ports.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { matchesVendorSearch } from '../../shared/vendor-search.js';
import { hashResetToken } from '../lib/auth/password-links.js';
import { makeVendorReviewService, WELCOME_LINK_TTL_MS } from './vendor-review.service.js';

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

function vendor(
  id: string,
  name: string,
  contactName: string,
  status: VendorStatus,
  over: Partial<VendorItem> = {},
): VendorItem {
  return makeVendorItem({
    id,
    name,
    contactName,
    email: `${id}@example.com`,
    phone: '(707) 555-0100',
    vendorTypeId: '1',
    status,
    addressLine1: '1 Main St',
    city: 'Napa',
    state: 'CA',
    zipCode: '94559',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    ...over,
  });
}

interface FakeUser {
  id: string;
  email: string;
  phone?: string;
  vendorId: string | null;
  lastLogin?: string;
  input?: NewUser;
}

function makeWorld(initial: VendorItem[]) {
  const vendors = new Map(initial.map((v) => [v.id, v]));
  const audits: VendorAuditItem[] = [];
  const users: FakeUser[] = [];
  const tokens = new Map<string, ResetTokenRecord>();
  const sent: OutgoingMessage[] = [];
  const notified: NewNotification[] = [];
  let n = 0;
  const service = makeVendorReviewService({
    vendors: {
      get: async (id) => vendors.get(id),
      async changeStatus(v, to, audit) {
        if (vendors.get(v.id)?.status !== v.status) return 'conflict';
        const updated = { ...v, status: to, updatedAt: audit.createdAt, updatedBy: audit.userId };
        vendors.set(v.id, updated);
        audits.push(audit);
        return updated;
      },
      auditLog: async (id, { limit }) => {
        const all = audits.filter((a) => a.vendorId === id).reverse();
        return { items: all.slice(0, limit), nextCursor: all.length > limit ? 'next' : null };
      },
    },
    directory: {
      async page(filter, cursor, limit) {
        const all = [...vendors.values()]
          .filter((v) => !filter.status || v.status === filter.status)
          .filter((v) => !filter.vendorTypeId || v.vendorTypeId === filter.vendorTypeId)
          .filter((v) => !filter.search || matchesVendorSearch(v, filter.search))
          .sort((a, b) => a.name.localeCompare(b.name))
          .map(({ _type, ...rest }) => rest);
        const start = cursor ? Number(cursor) : 0;
        const end = start + limit;
        return { items: all.slice(start, end), nextCursor: end < all.length ? String(end) : null };
      },
      async search(term, read) {
        return [...vendors.values()]
          .filter((v) => matchesVendorSearch(v, term))
          .sort((a, b) => a.name.localeCompare(b.name))
          .slice(0, read)
          .map(({ _type, ...rest }) => rest);
      },
    },
    users: {
      findByEmail: async (email) => users.find((u) => u.email === email),
      async create(input) {
        if (users.some((u) => u.email === input.email)) return 'email-taken';
        if (input.phone && users.some((u) => u.phone === input.phone)) return 'phone-taken';
        const user = {
          id: `user-${++n}`,
          email: input.email,
          phone: input.phone,
          vendorId: input.vendorId ?? null,
          input,
        };
        users.push(user);
        return { id: user.id };
      },
    },
    resetTokens: { create: async (hash, record) => void tokens.set(hash, record) },
    queue: { enqueue: async (m) => void sent.push(...m) },
    notifications: { notifyAdmins: async (x) => void notified.push(x) },
    appUrl: 'https://market.example',
    now: () => NOW,
    newId: () => `id-${++n}`,
    log: () => {},
  });
  return { service, vendors, audits, users, tokens, sent, notified };
}

describe('approving a vendor', () => {
  it('creates the vendor user, e-mails a 7-day set-password link, notifies the admins and audits the change', async () => {
    const w = makeWorld([vendor('v1', 'Quail Hollow', 'Ana Flores', 'PENDING')]);
    const r = await w.service.setStatus(admin, 'v1', 'APPROVED', origin);
    expect(r).toMatchObject({ vendor: { id: 'v1', status: 'APPROVED' }, userCreated: true, welcomeSent: true });

    expect(w.users).toHaveLength(1);
    expect(w.users[0]!.input).toEqual({
      username: 'Ana Flores',
      email: 'v1@example.com',
      phone: '(707) 555-0100',
      role: 'vendor_user',
      vendorId: 'v1',
      permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    });

    expect(w.sent).toHaveLength(1);
    const mail = w.sent[0]!;
    expect(mail).toMatchObject({ channel: 'email', to: 'v1@example.com', templateId: 'vendor_welcome' });
    expect(mail.variables.vendorName).toBe('Quail Hollow');
    // The welcome greets the person who applied, not the business.
    expect(mail.variables.contactName).toBe('Ana Flores');
    const token = new URL(mail.variables.link!).searchParams.get('token')!;
    expect(mail.variables.link).toMatch(/^https:\/\/market\.example\/reset-password\?token=/);
    // The page words itself as setting a first password, not resetting one.
    expect(new URL(mail.variables.link!).searchParams.get('purpose')).toBe('set');
    expect(w.tokens.get(hashResetToken(token))).toEqual({
      userId: w.users[0]!.id,
      expiresAt: new Date(NOW.getTime() + WELCOME_LINK_TTL_MS).toISOString(),
    });

    expect(w.notified).toEqual([expect.objectContaining({ title: 'Vendor approved', metadata: { vendorId: 'v1' } })]);
    expect(w.audits).toEqual([
      expect.objectContaining({
        vendorId: 'v1',
        changeType: 'update',
        fieldName: 'status',
        oldValue: 'PENDING',
        newValue: 'APPROVED',
        userId: 'admin-1',
        userName: 'Market Admin',
      }),
    ]);
  });

  it('keeps an existing user that already signed in: no new user, no link', async () => {
    const w = makeWorld([vendor('v1', 'Quail Hollow', 'Ana Flores', 'HOLD')]);
    w.users.push({ id: 'u-old', email: 'v1@example.com', vendorId: 'v1', lastLogin: '2026-01-01T00:00:00Z' });
    const r = await w.service.setStatus(admin, 'v1', 'APPROVED', origin);
    expect(r).toMatchObject({ userCreated: false, welcomeSent: false });
    expect(w.users).toHaveLength(1);
    expect(w.sent).toHaveLength(0);
  });

  it('leaves off a phone number another user holds rather than failing', async () => {
    const w = makeWorld([vendor('v1', 'Quail Hollow', 'Ana Flores', 'PENDING')]);
    w.users.push({ id: 'u-other', email: 'someone@example.com', phone: '(707) 555-0100', vendorId: null });
    const r = await w.service.setStatus(admin, 'v1', 'APPROVED', origin);
    expect(r.userCreated).toBe(true);
    expect(w.users[1]).toMatchObject({ email: 'v1@example.com', phone: undefined, vendorId: 'v1' });
  });

  it('lets only one of two admins approve at the same moment', async () => {
    const w = makeWorld([vendor('v1', 'Quail Hollow', 'Ana Flores', 'PENDING')]);
    const results = await Promise.allSettled([
      w.service.setStatus(admin, 'v1', 'APPROVED', origin),
      w.service.setStatus({ ...admin, id: 'admin-2' }, 'v1', 'APPROVED', origin),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      ConflictError,
    );
    expect(w.users).toHaveLength(1);
    expect(w.sent).toHaveLength(1);
    expect(w.audits).toHaveLength(1);
  });
});

describe('other status changes', () => {
  it('holds, rejects and reopens with an audit entry each, and no user or e-mail', async () => {
    const w = makeWorld([vendor('v1', 'Quail Hollow', 'Ana Flores', 'PENDING')]);
    await w.service.setStatus(admin, 'v1', 'HOLD', origin);
    await w.service.setStatus(admin, 'v1', 'REJECTED', origin);
    await w.service.setStatus(admin, 'v1', 'PENDING', origin);
    expect(w.audits.map((a) => `${a.oldValue}→${a.newValue}`)).toEqual([
      'PENDING→HOLD',
      'HOLD→REJECTED',
      'REJECTED→PENDING',
    ]);
    expect(w.users).toHaveLength(0);
    expect(w.sent).toHaveLength(0);
    const log = await w.service.auditLog('v1', { limit: 2 });
    expect(log.items.map((a) => a.newValue)).toEqual(['PENDING', 'REJECTED']);
    expect(log.nextCursor).not.toBeNull();
  });

  it('refuses the status the vendor already has, and an unknown vendor', async () => {
    const w = makeWorld([vendor('v1', 'Quail Hollow', 'Ana Flores', 'APPROVED')]);
    await expect(w.service.setStatus(admin, 'v1', 'APPROVED', origin)).rejects.toThrow(
      VENDOR_MSG.statusUnchanged('Approved'),
    );
    await expect(w.service.setStatus(admin, 'nope', 'HOLD', origin)).rejects.toBeInstanceOf(NotFoundError);
    await expect(w.service.auditLog('nope', { limit: 10 })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the vendor list and search', () => {
  const market = [
    vendor('v1', 'Sunny Acres Farm', 'Sam Rivera', 'APPROVED'),
    vendor('v2', 'Bee Happy Honey', 'Olivia Grant', 'PENDING'),
    vendor('v3', 'Redwood Leatherworks', 'Marcus Hill', 'PENDING', { vendorTypeId: '3' }),
    vendor('v4', 'Hilltop Orchards', 'Tom Becker', 'APPROVED'),
    vendor('v5', 'Taqueria La Paloma', 'Rosa Jiménez', 'APPROVED', { vendorTypeId: '2' }),
  ];

  it('filters by status and type and pages by name', async () => {
    const { service } = makeWorld(market);
    expect((await service.list({ status: 'PENDING', limit: 50 })).items.map((v) => v.name)).toEqual([
      'Bee Happy Honey',
      'Redwood Leatherworks',
    ]);
    expect((await service.list({ vendorTypeId: '3', limit: 50 })).items.map((v) => v.id)).toEqual(['v3']);

    const first = await service.list({ limit: 2 });
    expect(first.items.map((v) => v.name)).toEqual(['Bee Happy Honey', 'Hilltop Orchards']);
    const second = await service.list({ limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((v) => v.name)).toEqual(['Redwood Leatherworks', 'Sunny Acres Farm']);
    const third = await service.list({ limit: 2, cursor: second.nextCursor! });
    expect(third).toEqual({ items: [expect.objectContaining({ name: 'Taqueria La Paloma' })], nextCursor: null });
  });

  it('searches names and contact names, any case, at most 10, names that start with the term first', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      vendor(`f${i}`, `Farm Stand ${String(i).padStart(2, '0')}`, 'X', 'APPROVED'),
    );
    const { service } = makeWorld([...market, ...many, vendor('z', 'Zed', 'Ann Farmer', 'APPROVED')]);
    expect(await service.search('JIMÉNEZ')).toEqual([
      { id: 'v5', name: 'Taqueria La Paloma', email: 'v5@example.com', contactName: 'Rosa Jiménez' },
    ]);
    const farm = await service.search('farm');
    expect(farm).toHaveLength(10);
    expect(farm[0]!.name).toBe('Farm Stand 00');
    expect(await service.search('zzz')).toEqual([]);
  });
});
