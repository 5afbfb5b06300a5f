import { describe, expect, inject, it } from 'vitest';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, signedInClient, TEST_PASSWORD } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';

const baseUrl = inject('baseUrl');

/** Another browser holding a copy of these cookies, as someone who copied them would. */
function replay(cookies: Record<string, string>): ApiClient {
  const copy = makeClient(baseUrl);
  for (const [name, value] of Object.entries(cookies)) copy.cookies.set(name, value);
  return copy;
}

/** Only the refresh cookie, as a browser has once the access cookie has expired: the server would refresh it. */
function replayRefreshOnly(cookies: Record<string, string>): ApiClient {
  const copy = replay(cookies);
  copy.cookies.delete('md_at');
  return copy;
}

describe('a session ends on the server', () => {
  it('after logout, the old cookies answer 401, even through a refresh', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, TEST_PASSWORD);
    const old = api.cookies.all();
    expect(Object.keys(old).sort()).toEqual(['md_at', 'md_rt']);

    expect((await api.post('/api/auth/logout')).status).toBe(200);
    expect((await replay(old).get('/api/auth/user')).status).toBe(401);
    expect((await replayRefreshOnly(old).get('/api/auth/user')).status).toBe(401);
    expect(
      (await replay(old).post('/api/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Never-set-1' }))
        .status,
    ).toBe(401);
  });

  it('logout ends only that browser: the same user signed in elsewhere stays signed in', async () => {
    const user = await createTestUser();
    const laptop = await signedInClient(user.email, TEST_PASSWORD);
    const phone = await signedInClient(user.email, TEST_PASSWORD);
    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).body).toMatchObject({ id: user.id });
  });

  it('changing the password ends the other sessions, and the browser that changed it stays signed in', async () => {
    const user = await createTestUser();
    const a = await signedInClient(user.email, TEST_PASSWORD);
    const b = await signedInClient(user.email, TEST_PASSWORD);
    const bCookies = b.cookies.all();
    expect((await b.get('/api/auth/user')).status).toBe(200);

    const changed = await a.post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed-pass-2',
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.getSetCookie().some((c) => c.startsWith('md_rt='))).toBe(true);

    expect((await a.get('/api/auth/user')).body).toMatchObject({ id: user.id });
    expect((await b.get('/api/auth/user')).status).toBe(401);
    expect((await replayRefreshOnly(bCookies).get('/api/auth/user')).status).toBe(401);
    // A fresh sign-in with the new password is a new session and works at once.
    const again = await signedInClient(user.email, 'Changed-pass-2');
    expect((await again.get('/api/auth/user')).status).toBe(200);
  });

  it('resetting the password ends every session', async () => {
    const user = await createTestUser();
    const before = await signedInClient(user.email, TEST_PASSWORD);
    const cookies = before.cookies.all();
    const since = new Date();
    await makeClient(baseUrl).post('/api/auth/forgot-password', { emailOrPhone: user.email });
    const mail = await waitForMessageTo(baseUrl, user.email, { after: since });
    const token = new URL(linksIn(mail).find((l) => l.includes('/reset-password?token='))!).searchParams.get('token')!;

    const reset = await makeClient(baseUrl).post('/api/auth/reset-password', { token, newPassword: 'Reset-pass-3' });
    expect(reset.status).toBe(200);
    expect((await before.get('/api/auth/user')).status).toBe(401);
    expect((await replayRefreshOnly(cookies).get('/api/auth/user')).status).toBe(401);
    const after = await signedInClient(user.email, 'Reset-pass-3');
    expect((await after.get('/api/auth/user')).body).toMatchObject({ id: user.id });
  });
});
