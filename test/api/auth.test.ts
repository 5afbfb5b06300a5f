import { describe, expect, inject, it } from 'vitest';
import { makeClient } from './client.js';
import { createTestUser, DEMO, signedInClient, TEST_PASSWORD } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';
import { awayFromWindowEdge } from './rate-windows.js';
import { RATE_LIMITS } from '../../functions/lib/auth/rate-limits.js';

const baseUrl = inject('baseUrl');

describe('signing in and out', () => {
  it('signs in by e-mail, keeps the session in HttpOnly cookies, and signs out', async () => {
    const api = makeClient(baseUrl);
    const login = await api.post('/api/auth/login', { emailOrPhone: DEMO.admin, password: DEMO.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: DEMO.admin, role: 'admin', vendorId: null });
    expect(JSON.stringify(login.body)).not.toMatch(/eyJ/); // no token in the body
    for (const c of login.headers.getSetCookie()) expect(c).toMatch(/HttpOnly; Secure; SameSite=Lax/);

    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.permissions).toContain('admin');

    expect((await api.post('/api/auth/logout')).status).toBe(200);
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });

  it('signs a vendor user in by phone number, in any format', async () => {
    const user = await createTestUser({ vendorId: 'some-vendor' });
    const formatted = `(${user.phone!.slice(0, 3)}) ${user.phone!.slice(3, 6)}-${user.phone!.slice(6)}`;
    const api = await signedInClient(formatted, TEST_PASSWORD);
    const me = await api.get('/api/auth/user');
    expect(me.body).toMatchObject({ id: user.id, role: 'vendor_user', vendorId: 'some-vendor' });
  });

  it('answers the spec messages for missing fields and bad credentials', async () => {
    const api = makeClient(baseUrl);
    expect((await api.post('/api/auth/login', { password: 'x' })).body).toEqual(
      expect.objectContaining({ message: 'Email or phone number is required' }),
    );
    expect((await api.post('/api/auth/login', { emailOrPhone: DEMO.admin })).body).toEqual(
      expect.objectContaining({ message: 'Password is required' }),
    );
    const bad = await api.post('/api/auth/login', { emailOrPhone: DEMO.admin, password: 'Nope-nope-1' });
    expect(bad).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
    const unknown = await api.post('/api/auth/login', { emailOrPhone: 'ghost@example.com', password: 'Nope-nope-1' });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
  });

  it('answers 429 after repeated failed sign-ins to one account, even with the right password', async () => {
    const user = await createTestUser();
    const api = makeClient(baseUrl);
    await awayFromWindowEdge(RATE_LIMITS.loginPerAccount.windowMs);
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: 'Wrong-pass-1' })).status).toBe(
        401,
      );
    }
    const locked = await api.post('/api/auth/login', { emailOrPhone: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    // Other accounts are not affected.
    expect((await api.post('/api/auth/login', { emailOrPhone: DEMO.admin, password: DEMO.password })).status).toBe(200);
  }, 60_000);

  it('refreshes an expired access token on the server from the refresh cookie', async () => {
    const api = await signedInClient(DEMO.admin, DEMO.password);
    api.cookies.delete('md_at'); // as the browser does once the access cookie expires
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('md_at='))).toBe(true);
    api.cookies.set('md_at', 'forged.token.value');
    expect((await api.get('/api/auth/user')).status).toBe(200); // an invalid access token falls back to refresh
    api.cookies.clear();
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a state-changing call without a JSON body or the SPA header (CSRF)', async () => {
    const api = makeClient(baseUrl);
    const res = await api.request('POST', '/api/auth/logout', {
      body: 'x=1',
      raw: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
    });
    expect(res.status).toBe(403);
  });

  it('sends Google and Apple sign-in back to /auth with an error code when they are not configured', async () => {
    const api = makeClient(baseUrl);
    const google = await api.get('/api/auth/google');
    expect(google.status).toBe(302);
    expect(google.headers.get('location')).toBe('/auth?error=google_auth_error');
    const apple = await api.get('/api/auth/apple');
    expect(apple.headers.get('location')).toMatch(/^\/auth\?error=/);
  });
});

describe('password reset by e-mailed link', () => {
  it('answers the same whether or not the account exists', async () => {
    const api = makeClient(baseUrl);
    const a = await api.post('/api/auth/forgot-password', { emailOrPhone: 'ghost@example.com' });
    const b = await api.post('/api/auth/forgot-password', { emailOrPhone: DEMO.admin });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect((await api.post('/api/auth/forgot-password', {})).body.message).toBe('Email or phone number is required');
  });

  it('resets with the link once, enforcing the password rules, then signs in with the new password', async () => {
    const user = await createTestUser();
    const api = makeClient(baseUrl);
    const since = new Date();
    await api.post('/api/auth/forgot-password', { emailOrPhone: user.email });
    const mail = await waitForMessageTo(baseUrl, user.email, { after: since });
    const link = linksIn(mail).find((l) => l.includes('/reset-password?token='))!;
    const token = new URL(link).searchParams.get('token')!;

    expect((await api.get(`/api/auth/validate-reset-token/${token}`)).body).toEqual({ isValid: true });
    expect((await api.get('/api/auth/validate-reset-token/not-a-token')).body).toEqual({ isValid: false });

    const weak = await api.post('/api/auth/reset-password', { token, newPassword: 'alllowercase1' });
    expect(weak).toMatchObject({ status: 400, body: { message: 'At least one uppercase letter' } });

    const done = await api.post('/api/auth/reset-password', { token, newPassword: 'Brand-new-pass-9' });
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Your password has been reset successfully. Please log in with your new password.' },
    });
    expect((await api.get(`/api/auth/validate-reset-token/${token}`)).body).toEqual({ isValid: false });
    const again = await api.post('/api/auth/reset-password', { token, newPassword: 'Other-pass-99' });
    expect(again.status).toBe(400);

    expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: 'Brand-new-pass-9' })).status).toBe(
      200,
    );
  });
});

describe('changing password', () => {
  it('needs the current password and the rules, and the new one works', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, TEST_PASSWORD);
    const wrong = await api.post('/api/change-password', {
      currentPassword: 'Nope-nope-1',
      newPassword: 'Another-pass-1',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    const ok = await api.post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another-pass-1',
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Your password has been updated' } });
    expect(
      (await makeClient(baseUrl).post('/api/auth/login', { emailOrPhone: user.email, password: 'Another-pass-1' }))
        .status,
    ).toBe(200);
    expect(
      (await makeClient(baseUrl).post('/api/change-password', { currentPassword: 'a', newPassword: 'B-cdefgh1' }))
        .status,
    ).toBe(401);
  });
});

describe('permissions and ownership', () => {
  it("lists a user's permission codes to that user and to admins only", async () => {
    const vendorUser = await createTestUser({ vendorId: 'v-1', permissions: ['vendor.profile.view'] });
    const other = await createTestUser({ vendorId: 'v-2' });
    const api = await signedInClient(vendorUser.email, TEST_PASSWORD);
    expect((await api.get(`/api/users/${vendorUser.id}/permissions`)).body).toEqual([{ code: 'vendor.profile.view' }]);
    expect((await api.get(`/api/users/${other.id}/permissions`)).status).toBe(404);
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    expect((await admin.get(`/api/users/${vendorUser.id}/permissions`)).body).toEqual([
      { code: 'vendor.profile.view' },
    ]);
    expect((await makeClient(baseUrl).get(`/api/users/${vendorUser.id}/permissions`)).status).toBe(401);
  });

  it('lets a vendor user read its own vendor and no other', async () => {
    const vendor = await signedInClient(DEMO.vendor, DEMO.password);
    const me = await vendor.get('/api/auth/user');
    const own = await vendor.get(`/api/vendors/${me.body.vendorId}`);
    expect(own).toMatchObject({ status: 200, body: { name: 'Sunny Acres Farm' } });
    expect(own.body.pk).toBeUndefined();
    const stranger = await createTestUser({ vendorId: 'someone-else', permissions: ['vendor.profile.view'] });
    const other = await signedInClient(stranger.email, TEST_PASSWORD);
    expect((await other.get(`/api/vendors/${me.body.vendorId}`)).status).toBe(404);
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    expect((await admin.get(`/api/vendors/${me.body.vendorId}`)).status).toBe(200);
    expect((await admin.get('/api/vendors/no-such-vendor')).status).toBe(404);
  });
});
