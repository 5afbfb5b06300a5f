import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { EMAIL_TAKEN, PHONE_TAKEN } from '../../functions/lib/data/users/users.repository.js';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import { PERMISSION_CODES } from '../../shared/permissions.js';
import type { ApiClient } from './client.js';
import { createTestUser, DEMO, localStores, signedInClient } from './factories.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

/** Profile Settings (spec 3 §2, §7 PATCH /api/users/{id}/profile) and Business Details and Settings (PATCH /api/vendors/{id}). */
const fx = makeSpacesFixtures();
const stores = localStores();
const tag = () => ulid().toLowerCase();
const phone = () => `628${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const item = (key: { pk: string; sk: string }) => stores.table.get(key, { consistent: true });

let admin: ApiClient;
beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});

describe('profile settings', () => {
  it('saves name, e-mail, phone and notification choices, and the e-mail and phone guards follow', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, user.password);
    const email = `profile-${tag()}@example.com`;
    const newPhone = phone();
    const res = await api.patch(`/api/users/${user.id}/profile`, {
      username: 'Pat Profile',
      email,
      phone: newPhone,
      textNotifications: true,
      emailNotifications: false,
      defaultVendorTypes: ['1'],
    });
    expect(res.status, res.text).toBe(200);
    // A vendor user has no default vendor types to choose: the field is an admin's.
    expect(res.body).toMatchObject({
      username: 'Pat Profile',
      email,
      phone: newPhone,
      textNotifications: true,
      emailNotifications: false,
      defaultVendorTypes: [],
    });
    const me = await api.get('/api/auth/user');
    expect(me.body).toMatchObject({ username: 'Pat Profile', email });
    expect(await item(keys.uniqueUserEmail(user.email))).toBeUndefined();
    expect((await item(keys.uniqueUserEmail(email)))?.userId).toBe(user.id);
    expect(await item(keys.uniqueUserPhone(user.phone!))).toBeUndefined();
    // The new e-mail signs in; the old one no longer does.
    await signedInClient(email, user.password);
    await expect(signedInClient(user.email, user.password)).rejects.toThrow(/401/);
  });

  it('refuses an e-mail or phone another user holds, changing nothing', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const api = await signedInClient(user.email, user.password);
    const byEmail = await api.patch(`/api/users/${user.id}/profile`, { username: 'Changed', email: other.email });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toBe(EMAIL_TAKEN);
    const byPhone = await api.patch(`/api/users/${user.id}/profile`, { phone: other.phone });
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.message).toBe(PHONE_TAKEN);
    expect((await api.get('/api/auth/user')).body).toMatchObject({ username: user.username, email: user.email });
  });

  it('answers the spec messages for a bad e-mail or a short phone', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, user.password);
    const bad = await api.patch(`/api/users/${user.id}/profile`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PEOPLE_MSG.invalidEmail);
    const short = await api.patch(`/api/users/${user.id}/profile`, { phone: '12345' });
    expect(short.body.message).toBe(PEOPLE_MSG.phoneTooShort);
  });

  it("lets nobody edit someone else's profile, admins included", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const api = await signedInClient(user.email, user.password);
    expect((await api.patch(`/api/users/${other.id}/profile`, { username: 'Hijacked' })).status).toBe(404);
    expect((await admin.patch(`/api/users/${other.id}/profile`, { username: 'Hijacked' })).status).toBe(404);
  });

  it("saves an admin's default vendor types", async () => {
    const user = await createTestUser({ role: 'admin' });
    const api = await signedInClient(user.email, user.password);
    const res = await api.patch(`/api/users/${user.id}/profile`, { defaultVendorTypes: ['1', '3'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.defaultVendorTypes).toEqual(['1', '3']);
  });
});

describe('business details and settings', () => {
  async function vendorWithUser(vendorTypeId: string) {
    const vendor = fx.vendor({ vendorTypeId, email: `biz-${tag()}@example.com` });
    await fx.vendors([vendor]);
    // The vendor's e-mail guard, as an application writes it.
    await stores.table.put({
      ...keys.uniqueVendorEmail(vendor.email),
      _type: 'unique_guard',
      vendorId: vendor.id,
      createdAt: vendor.createdAt,
      updatedAt: vendor.createdAt,
    });
    const user = await createTestUser({ vendorId: vendor.id, permissions: [...PERMISSION_CODES] });
    return { vendor, api: await signedInClient(user.email, user.password) };
  }

  it('changes one field at a time, prepends http:// to a website and keeps the audit log', async () => {
    const { vendor, api } = await vendorWithUser('2');
    const site = await api.patch(`/api/vendors/${vendor.id}`, { field: 'website', value: 'example.com' });
    expect(site.status, site.text).toBe(200);
    expect(site.body.website).toBe('http://example.com');
    const city = await api.patch(`/api/vendors/${vendor.id}`, { field: 'city', value: 'Petaluma' });
    expect(city.body.city).toBe('Petaluma');
    expect((await api.get(`/api/vendors/${vendor.id}`)).body).toMatchObject({
      website: 'http://example.com',
      city: 'Petaluma',
    });
    const log = await admin.get(`/api/vendors/${vendor.id}/audit-log`);
    expect(log.body.items.slice(0, 2).map((e: { fieldName: string }) => e.fieldName)).toEqual(['city', 'website']);
  });

  it("moves the vendor's e-mail guard and directory entry, and refuses another vendor's e-mail", async () => {
    const [{ vendor, api }, other] = await Promise.all([vendorWithUser('2'), vendorWithUser('2')]);
    const email = `moved-${tag()}@example.com`;
    const res = await api.patch(`/api/vendors/${vendor.id}`, { field: 'email', value: email });
    expect(res.status, res.text).toBe(200);
    expect((await item(keys.uniqueVendorEmail(email)))?.vendorId).toBe(vendor.id);
    expect(await item(keys.uniqueVendorEmail(vendor.email))).toBeUndefined();
    expect((await item(keys.vendorDirectoryEntry(vendor.id)))?.email).toBe(email);

    const taken = await api.patch(`/api/vendors/${vendor.id}`, { field: 'email', value: other.vendor.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(PEOPLE_MSG.vendorEmailTaken);
    expect((await api.get(`/api/vendors/${vendor.id}`)).body.email).toBe(email);
  });

  it("leaves the vendor's name to admins", async () => {
    const { vendor, api } = await vendorWithUser('2');
    const byVendor = await api.patch(`/api/vendors/${vendor.id}`, { field: 'name', value: 'Renamed Stand' });
    expect(byVendor.status).toBe(403);
    const byAdmin = await admin.patch(`/api/vendors/${vendor.id}`, { field: 'name', value: 'Renamed Stand' });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect((await item(keys.vendorDirectoryEntry(vendor.id)))?.name).toBe('Renamed Stand');
  });

  it('refuses Auto Payment for a vendor type without it, and accepts Auto Request', async () => {
    const { vendor, api } = await vendorWithUser('3');
    const pay = await api.patch(`/api/vendors/${vendor.id}`, { field: 'autoPayment', value: true });
    expect(pay.status).toBe(400);
    expect(pay.body.message).toBe(PEOPLE_MSG.autoPaymentUnavailable);
    const req = await api.patch(`/api/vendors/${vendor.id}`, { field: 'autoRequest', value: true });
    expect(req.status).toBe(200);
    expect(req.body.autoRequest).toBe(true);

    const other = await vendorWithUser('2');
    const ok = await other.api.patch(`/api/vendors/${other.vendor.id}`, { field: 'autoPayment', value: true });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.autoPayment).toBe(true);
  });

  it('refuses a field it does not know and a short phone', async () => {
    const { vendor, api } = await vendorWithUser('2');
    expect((await api.patch(`/api/vendors/${vendor.id}`, { field: 'status', value: 'APPROVED' })).status).toBe(400);
    const phoneRes = await api.patch(`/api/vendors/${vendor.id}`, { field: 'phone', value: '555' });
    expect(phoneRes.body.message).toBe(PEOPLE_MSG.phoneTooShort);
  });
});
