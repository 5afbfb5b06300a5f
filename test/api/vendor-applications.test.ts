import { randomBytes } from 'node:crypto';
import { fromKey } from '../../functions/lib/data/toolkit/index.js';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { keys, TABLE_INDEXES } from '../../functions/lib/data/keys.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, localStores, signedInClient, TEST_PASSWORD } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';

const baseUrl = inject('baseUrl');

/** A new business nobody else applied with: its e-mail, phone and name are unique to this run. */
function newApplication(over: Record<string, unknown> = {}) {
  const tag = randomBytes(6).toString('hex');
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  return {
    name: `Kestrel Stand ${tag}`,
    contactName: `Robin ${tag}`,
    email: `apply-${tag}@example.com`,
    phone: `(628) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    vendorTypeId: '1',
    defaultSpaceTypeId: null,
    description: 'Heirloom tomatoes and peppers.',
    website: null,
    addressLine1: '12 Furrow Rd',
    addressLine2: null,
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    ...over,
  };
}

async function vendorsWithEmail(email: string): Promise<number> {
  const { items } = await localStores().table.query({
    index: TABLE_INDEXES.byNaturalKey,
    pk: keys.vendorByEmail(email).gsi1pk,
  });
  return items.length;
}

async function notificationsOf(userId: string) {
  const { items } = await localStores().table.query(fromKey(keys.userNotificationsPrefix(userId)));
  return items as unknown as { title: string; metadata: Record<string, string> }[];
}

let visitor: ApiClient;
let admin: ApiClient;
let adminId: string;

async function apply(over: Record<string, unknown> = {}) {
  const body = newApplication(over);
  const res = await visitor.post('/api/public/apply', body);
  return { body, res };
}

/**
 * Each test applies from a loopback address of its own: applications are limited per client address, and this file
 * makes more of them than one address may.
 */
let nextAddress = 1;
beforeEach(() => {
  visitor = makeClient(baseUrl, { sourceAddress: `127.0.72.${nextAddress++}` });
});

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  adminId = (await admin.get('/api/auth/user')).body.id;
});

describe('the public type lists', () => {
  it('lists the active vendor types in one query, cacheable for 5 minutes', async () => {
    const res = await visitor.get('/api/public/vendor-types');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: '1', code: 'FARM', label: 'Farmers/Produce' },
        { id: '2', code: 'PREP', label: 'Prepared Food' },
      ]),
    );
    expect(visitor.ddbRequests(res)).toBe(1);
  });

  it('says which vendor type each space type is meant for (null: every type)', async () => {
    const res = await visitor.get('/api/public/space-types');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Food Truck', vendorTypeId: '2', description: expect.any(String) }),
        expect.objectContaining({ name: '10x10 Standard', vendorTypeId: null }),
      ]),
    );
  });
});

describe('the duplicate check', () => {
  it('flags an existing e-mail and phone number, whatever their case and format', async () => {
    const res = await visitor.post('/api/public/check-duplicates', {
      email: ' VENDOR@Example.com ',
      phone: '+1 707.555.0101',
      name: 'A New Name Entirely',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: true,
      phone: true,
      name: false,
      details: [VENDOR_MSG.duplicateEmail, VENDOR_MSG.duplicatePhone],
      similarVendors: [],
    });
    // The e-mail, the phone and the vendor directory, plus the per-address counter taken first.
    expect(visitor.ddbRequests(res)).toBe(4);
  });

  it('flags a similar name with its percentage similarity', async () => {
    const res = await visitor.post('/api/public/check-duplicates', {
      email: 'someone-new@example.com',
      phone: '(628) 000-0000',
      name: 'Sunny Acres',
    });
    expect(res.body).toMatchObject({ email: false, phone: false, name: true });
    expect(res.body.similarVendors).toEqual([{ name: 'Sunny Acres Farm', similarity: 82 }]);
    expect(res.body.details).toEqual(['A vendor with a similar name already exists: Sunny Acres Farm (82% similar)']);
  });

  it('finds nothing for a new business', async () => {
    const app = newApplication();
    const res = await visitor.post('/api/public/check-duplicates', {
      email: app.email,
      phone: app.phone,
      name: app.name,
    });
    expect(res.body).toEqual({ email: false, phone: false, name: false, details: [], similarVendors: [] });
  });
});

describe('applying to join the market', () => {
  it('stores the application as PENDING, audits it and tells every admin', async () => {
    const { body, res } = await apply({ website: 'kestrel.example.com', addressLine2: '' });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(id).toEqual(expect.any(String));

    const vendor = await admin.get(`/api/vendors/${id}`);
    expect(vendor.body).toMatchObject({
      id,
      name: body.name,
      contactName: body.contactName,
      email: body.email,
      phone: body.phone,
      status: 'PENDING',
      website: 'https://kestrel.example.com',
      addressLine2: null,
      defaultSpaceTypeId: null,
    });
    const audit = await admin.get(`/api/vendors/${id}/audit-log`);
    expect(audit.body.items).toEqual([
      expect.objectContaining({ vendorId: id, changeType: 'create', fieldName: 'status', newValue: 'PENDING' }),
    ]);
    const notes = await notificationsOf(adminId);
    expect(notes).toContainEqual(
      expect.objectContaining({ title: 'New vendor application', metadata: { vendorId: id } }),
    );
  });

  it('ignores a status sent by the browser: an application is always PENDING', async () => {
    const { res } = await apply({ status: 'APPROVED' });
    expect(res.status).toBe(201);
    expect((await admin.get(`/api/vendors/${res.body.id}`)).body.status).toBe('PENDING');
  });

  it('refuses a duplicate e-mail, phone or similar name with 409, the details and the similar vendors', async () => {
    const first = await apply();
    expect(first.res.status).toBe(201);

    const sameEmail = await visitor.post(
      '/api/public/apply',
      newApplication({ email: first.body.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      message: VENDOR_MSG.duplicateRefused,
      details: [VENDOR_MSG.duplicateEmail],
    });

    const samePhone = await visitor.post(
      '/api/public/apply',
      newApplication({ phone: first.body.phone.replace(/\D/g, '') }),
    );
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.details).toEqual([VENDOR_MSG.duplicatePhone]);

    const similar = await visitor.post('/api/public/apply', newApplication({ name: `${first.body.name}s` }));
    expect(similar.status).toBe(409);
    expect(similar.body.similarVendors).toEqual([{ name: first.body.name, similarity: expect.any(Number) }]);
    expect(similar.body.similarVendors[0].similarity).toBeGreaterThanOrEqual(80);
    expect(similar.body.details[0]).toMatch(
      /^A vendor with a similar name already exists: Kestrel Stand .* \(\d+% similar\)$/,
    );
  });

  it.each([
    ['name', '', 'Business name is required'],
    ['name', 'x'.repeat(121), 'Business name must be at most 120 characters'],
    ['contactName', '   ', 'Contact name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '555-0101', 'Please enter a 10-digit US phone number'],
    ['vendorTypeId', '', 'Please choose a vendor type'],
    ['vendorTypeId', '999', VENDOR_MSG.unknownVendorType],
    ['defaultSpaceTypeId', 'no-such-space-type', VENDOR_MSG.unknownSpaceType],
    ['description', '', 'Please tell us about your business and what you sell'],
    ['website', 'not a website', 'Please enter a valid website address, e.g. https://example.com'],
    ['addressLine1', '', 'Street address is required'],
    ['addressLine2', 'y'.repeat(201), 'Address line 2 must be at most 200 characters'],
    ['city', '', 'City is required'],
    ['state', 'XX', 'Please choose a US state'],
    ['state', undefined, 'Please choose a US state'],
    ['zipCode', '9547', 'Please enter a 5-digit ZIP code'],
  ])('answers 400 for %s = %j ("%s") and writes nothing', async (field, value, message) => {
    const body = newApplication({ [field]: value });
    const res = await visitor.post('/api/public/apply', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await vendorsWithEmail(body.email)).toBe(0);
  });

  it('offers a space type meant for another vendor type to nobody else', async () => {
    const types = (await makeClient(baseUrl).get('/api/public/space-types')).body as { id: string; name: string }[];
    const truck = types.find((t) => t.name === 'Food Truck');
    expect(truck).toBeDefined();
    const farm = await visitor.post(
      '/api/public/apply',
      newApplication({ vendorTypeId: '1', defaultSpaceTypeId: truck!.id }),
    );
    expect(farm).toMatchObject({ status: 400, body: { message: VENDOR_MSG.unknownSpaceType } });
    const food = await visitor.post(
      '/api/public/apply',
      newApplication({ vendorTypeId: '2', defaultSpaceTypeId: truck!.id }),
    );
    expect(food.status).toBe(201);
  });

  it('of 10 simultaneous applications with one e-mail, exactly one becomes a vendor', async () => {
    const email = newApplication().email;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => visitor.post('/api/public/apply', newApplication({ email }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await vendorsWithEmail(email)).toBe(1);
  });
});

describe('admins review applications', () => {
  it('approving creates the vendor user and e-mails a link that sets a password to sign in with', async () => {
    const { body, res } = await apply();
    const id = res.body.id as string;
    const sentAfter = new Date();

    const approved = await admin.post(`/api/vendors/${id}/status`, { status: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ vendor: { id, status: 'APPROVED' }, userCreated: true, welcomeSent: true });

    const mail = await waitForMessageTo(baseUrl, body.email, { after: sentAfter, channel: 'email' });
    expect(mail.subject).toBe(`Welcome to MarketDay, ${body.name}`);
    expect(mail.text).toContain(`Hello ${body.contactName},`);
    const link = linksIn(mail).find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('purpose')).toBe('set');
    const token = new URL(link!).searchParams.get('token')!;

    const api = makeClient(baseUrl);
    expect((await api.get(`/api/auth/validate-reset-token/${encodeURIComponent(token)}`)).body).toEqual({
      isValid: true,
    });
    expect((await api.post('/api/auth/reset-password', { token, newPassword: 'Fresh-peppers-4' })).status).toBe(200);
    const login = await api.post('/api/auth/login', { emailOrPhone: body.email, password: 'Fresh-peppers-4' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'vendor_user', vendorId: id, username: body.contactName });
    expect([...login.body.permissions].sort()).toEqual([...DEFAULT_VENDOR_PERMISSIONS].sort());
    // The link works once.
    expect((await api.post('/api/auth/reset-password', { token, newPassword: 'Other-pass-99' })).status).toBe(400);

    expect(await notificationsOf(adminId)).toContainEqual(
      expect.objectContaining({ title: 'Vendor approved', metadata: { vendorId: id } }),
    );
    // Approving again is refused; no second user or e-mail.
    const again = await admin.post(`/api/vendors/${id}/status`, { status: 'APPROVED' });
    expect(again).toMatchObject({ status: 409, body: { message: VENDOR_MSG.statusUnchanged('Approved') } });
  });

  it('lets only one of two admins approve the same application', async () => {
    const { res } = await apply();
    const id = res.body.id as string;
    const results = await Promise.all([
      admin.post(`/api/vendors/${id}/status`, { status: 'APPROVED' }),
      admin.post(`/api/vendors/${id}/status`, { status: 'APPROVED' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const log = (await admin.get(`/api/vendors/${id}/audit-log`)).body.items as { newValue: string }[];
    expect(log.filter((e) => e.newValue === 'APPROVED')).toHaveLength(1);
  });

  it('writes every status change to the vendor audit log, newest first', async () => {
    const { res } = await apply();
    const id = res.body.id as string;
    for (const status of ['HOLD', 'REJECTED', 'PENDING', 'ARCHIVED']) {
      expect((await admin.post(`/api/vendors/${id}/status`, { status })).status).toBe(200);
    }
    const bad = await admin.post(`/api/vendors/${id}/status`, { status: 'DELETED' });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Choose a status: APPROVED, HOLD, REJECTED, PENDING or ARCHIVED' },
    });

    const log = await admin.get(`/api/vendors/${id}/audit-log`);
    expect(
      log.body.items.map((e: { oldValue: string | null; newValue: string }) => `${e.oldValue}→${e.newValue}`),
    ).toEqual(['PENDING→ARCHIVED', 'REJECTED→PENDING', 'HOLD→REJECTED', 'PENDING→HOLD', 'null→PENDING']);
    expect(log.body.items[0]).toMatchObject({
      changeType: 'update',
      fieldName: 'status',
      userId: adminId,
      userName: 'Market Admin',
    });
    expect((await admin.get(`/api/vendors/${id}`)).body.status).toBe('ARCHIVED');
    expect((await admin.post('/api/vendors/no-such-vendor/status', { status: 'HOLD' })).status).toBe(404);
  });

  it('refuses vendor users (403) and visitors (401) on every admin vendor route', async () => {
    const { res } = await apply();
    const id = res.body.id as string;
    const vendorUser = await signedInClient(DEMO.vendor, DEMO.password);
    const employee = await createTestUser({ vendorId: id });
    const ownUser = await signedInClient(employee.email, TEST_PASSWORD);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/vendors'],
      ['GET', '/api/vendors?status=PENDING'],
      ['GET', '/api/vendors/search?q=sunny'],
      ['POST', `/api/vendors/${id}/status`, { status: 'APPROVED' }],
      ['GET', `/api/vendors/${id}/audit-log`],
    ];
    for (const [method, path, body] of calls) {
      expect((await vendorUser.request(method, path, { body })).status, `${method} ${path}`).toBe(403);
      // Even the vendor's own user may not approve it or read its audit log.
      expect((await ownUser.request(method, path, { body })).status, `${method} ${path}`).toBe(403);
      expect((await makeClient(baseUrl).request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await admin.get(`/api/vendors/${id}`)).body.status).toBe('PENDING');
  });
});

describe('finding vendors', () => {
  it('searches from 3 characters, by name or contact name, in any case', async () => {
    const short = await admin.get('/api/vendors/search?q=su');
    expect(short).toMatchObject({ status: 400, body: { message: VENDOR_MSG.searchTooShort } });

    const byContact = await admin.get('/api/vendors/search?q=RIVERA');
    expect(byContact.status).toBe(200);
    expect(byContact.body).toContainEqual({
      id: expect.any(String),
      name: 'Sunny Acres Farm',
      email: 'vendor@example.com',
      contactName: 'Sam Rivera',
    });
    expect(Object.keys(byContact.body[0]).sort()).toEqual(['contactName', 'email', 'id', 'name']);
    const byName = await admin.get(`/api/vendors/search?q=${encodeURIComponent('acres f')}`);
    expect(byName.body.map((v: { name: string }) => v.name)).toContain('Sunny Acres Farm');
    expect((await admin.get('/api/vendors/search?q=jimenez')).body.map((v: { name: string }) => v.name)).toEqual([
      'Taqueria La Paloma',
    ]);
    expect((await admin.get('/api/vendors/search?q=zzqqxx')).body).toEqual([]);
  });

  it('lists vendors by status, type and search term, a page at a time', async () => {
    const { body, res } = await apply({ vendorTypeId: '3' });
    const pending = await admin.get('/api/vendors?status=PENDING');
    expect(pending.status).toBe(200);
    const names = pending.body.items.map((v: { name: string }) => v.name);
    expect(names).toEqual(expect.arrayContaining(['Bee Happy Honey', 'Redwood Leatherworks', body.name]));
    expect(pending.body.items.every((v: { status: string }) => v.status === 'PENDING')).toBe(true);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);

    const crafts = await admin.get('/api/vendors?vendorTypeId=3&status=all');
    expect(crafts.body.items.every((v: { vendorTypeId: string }) => v.vendorTypeId === '3')).toBe(true);
    const searched = await admin.get(`/api/vendors?search=${encodeURIComponent(body.contactName.toUpperCase())}`);
    expect(searched.body.items).toEqual([
      {
        id: res.body.id,
        name: body.name,
        contactName: body.contactName,
        email: body.email,
        phone: body.phone,
        vendorTypeId: '3',
        status: 'PENDING',
        createdAt: expect.any(String),
      },
    ]);

    const first = await admin.get('/api/vendors?limit=5');
    expect(first.body.items).toHaveLength(5);
    const second = await admin.get(`/api/vendors?limit=5&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(5);
    expect(second.body.items[0].name.localeCompare(first.body.items[4].name)).toBeGreaterThanOrEqual(0);
    expect(new Set([...first.body.items, ...second.body.items].map((v: { id: string }) => v.id)).size).toBe(10);
  });

  it('keeps search and list to the same number of DynamoDB requests however many vendors there are', async () => {
    const before = {
      search: admin.ddbRequests(await admin.get('/api/vendors/search?q=farm')),
      list: admin.ddbRequests(await admin.get('/api/vendors')),
      pending: admin.ddbRequests(await admin.get('/api/vendors?status=PENDING&search=stand')),
    };
    const applies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { res } = await apply();
      expect(res.status).toBe(201);
      applies.push(visitor.ddbRequests(res));
    }
    // An application: the catalog entries, e-mail, phone and names (3 in parallel), the transaction, the admins.
    expect(new Set(applies).size).toBe(1);
    const after = {
      search: admin.ddbRequests(await admin.get('/api/vendors/search?q=farm')),
      list: admin.ddbRequests(await admin.get('/api/vendors')),
      pending: admin.ddbRequests(await admin.get('/api/vendors?status=PENDING&search=stand')),
    };
    expect(after).toEqual(before);
    // The signed-in user's record, then one Query of the vendor directory.
    expect(after.search).toBe(2);
    expect(after.list).toBe(2);
  });
});
