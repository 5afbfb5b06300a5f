import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { ADMIN_USERS_MSG } from '../../shared/admin-users-messages.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, localStores, signedInClient } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';

const baseUrl = inject('baseUrl');

let admin: ApiClient;
let adminId: string;

const newAdmin = () => {
  const tag = randomBytes(5).toString('hex');
  return { username: `Morgan ${tag}`, email: `admin-${tag}@example.com`, phone: '' };
};

/** Follows the e-mailed link: sets a password with the token it carries. */
async function setPasswordFromMail(email: string, password: string) {
  const mail = await waitForMessageTo(baseUrl, email);
  const link = linksIn(mail).find((l) => l.includes('/reset-password?token='));
  expect(link, mail.text).toBeDefined();
  const token = new URL(link!).searchParams.get('token');
  const res = await makeClient(baseUrl).post('/api/auth/reset-password', { token, newPassword: password });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  const me = await createTestUser({ role: 'admin', username: 'Admin Users Test' });
  adminId = me.id;
  admin = await signedInClient(me.email, me.password);
});

describe('the admin users screen', () => {
  it('creates an admin, who appears in the list and sets a password through the e-mailed link', async () => {
    const body = newAdmin();
    const res = await admin.post('/api/admin/users', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ username: body.username, email: body.email, isActive: true, phone: null });

    const list = await admin.get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { email: string }) => u.email)).toContain(body.email);

    await setPasswordFromMail(body.email, 'Brand-new-pass-1');
    const fresh = await signedInClient(body.email, 'Brand-new-pass-1');
    expect((await fresh.get('/api/auth/user')).body.role).toBe('admin');
  });

  it('refuses an e-mail another user holds, with nothing half-written', async () => {
    const existing = await createTestUser();
    const res = await admin.post('/api/admin/users', { ...newAdmin(), email: existing.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_USERS_MSG.emailTaken);
    const list = await admin.get('/api/admin/users');
    expect(list.body.filter((u: { email: string }) => u.email === existing.email)).toEqual([]);
  });

  it('refuses a phone number another user holds, and leaves the e-mail free for a later try', async () => {
    const existing = await createTestUser();
    const body = { ...newAdmin(), phone: existing.phone };
    const res = await admin.post('/api/admin/users', body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_USERS_MSG.phoneTaken);
    const guard = await localStores().table.get(keys.uniqueUserEmail(body.email));
    expect(guard).toBeUndefined();
    const again = await admin.post('/api/admin/users', { ...body, phone: '' });
    expect(again.status, again.text).toBe(201);
  });

  it('answers bad input with the spec 3 §5 messages', async () => {
    const res = await admin.post('/api/admin/users', { username: 'X', email: 'nope', phone: '12' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Invalid email address|Phone number must be at least 10 digits/);
  });

  it('deactivates an admin: it cannot sign in and its open session ends; reactivating lets it sign in again', async () => {
    const other = await createTestUser({ role: 'admin', username: 'To Deactivate' });
    const session = await signedInClient(other.email, other.password);
    expect((await session.get('/api/auth/user')).status).toBe(200);

    const off = await admin.patch(`/api/admin/users/${other.id}`, { isActive: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body.isActive).toBe(false);

    expect((await session.get('/api/auth/user')).status).toBe(401);
    const login = await makeClient(baseUrl).post('/api/auth/login', {
      emailOrPhone: other.email,
      password: other.password,
    });
    expect(login.status).toBe(401);
    const listed = (await admin.get('/api/admin/users')).body.find((u: { id: string }) => u.id === other.id);
    expect(listed.isActive).toBe(false);

    const on = await admin.patch(`/api/admin/users/${other.id}`, { isActive: true });
    expect(on.status).toBe(200);
    await signedInClient(other.email, other.password);
    // The session that ended before stays ended.
    expect((await session.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses to let an admin deactivate itself', async () => {
    const res = await admin.patch(`/api/admin/users/${adminId}`, { isActive: false });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_USERS_MSG.cannotDeactivateSelf);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
  });

  it('renames an admin', async () => {
    const other = await createTestUser({ role: 'admin', username: 'Old Name' });
    const res = await admin.patch(`/api/admin/users/${other.id}`, { username: 'New Name' });
    expect(res.status).toBe(200);
    const listed = (await admin.get('/api/admin/users')).body.find((u: { id: string }) => u.id === other.id);
    expect(listed.username).toBe('New Name');
  });

  it('sends a password reset e-mail whose link sets a new password', async () => {
    const other = await createTestUser({ role: 'admin', username: 'Forgetful Admin' });
    const res = await admin.post(`/api/admin/users/${other.id}/reset-password`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(ADMIN_USERS_MSG.resetSentText);
    await setPasswordFromMail(other.email, 'Reset-by-admin-2');
    await signedInClient(other.email, 'Reset-by-admin-2');
  });

  it('does not reach vendor users through the admin routes', async () => {
    const vendorUser = await createTestUser();
    const res = await admin.patch(`/api/admin/users/${vendorUser.id}`, { isActive: false });
    expect(res.status).toBe(404);
    const list = await admin.get('/api/admin/users');
    expect(list.body.some((u: { id: string }) => u.id === vendorUser.id)).toBe(false);
  });

  it('is for admins only: a vendor user gets 403 on every admin users route', async () => {
    const vendorUser = await createTestUser();
    const api = await signedInClient(vendorUser.email, vendorUser.password);
    const answers = await Promise.all([
      api.get('/api/admin/users'),
      api.post('/api/admin/users', newAdmin()),
      api.patch(`/api/admin/users/${adminId}`, { isActive: false }),
      api.post(`/api/admin/users/${adminId}/reset-password`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
  });
});
