import { describe, expect, it } from 'vitest';
import type { IdentityProvider } from '../ports.js';
import type { UserItem } from '../data/users/users.repository.js';
import { makeSessionResolver, sessionIdOf } from './session.js';

const NOW = new Date('2026-11-22T15:00:00Z');
const later = Math.floor(NOW.getTime() / 1000) + 86_400;

function world(sessions: Record<string, number>) {
  const user: UserItem = {
    id: 'u1',
    username: 'Sam',
    email: 'sam@example.com',
    role: 'vendor_user',
    vendorId: 'v1',
    permissions: [],
    defaultVendorTypes: [],
    isActive: true,
    textNotifications: false,
    emailNotifications: true,
    sessions,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  };
  let refreshes = 0;
  const identity = {
    refresh: async (token: string) => {
      refreshes++;
      return token === 'rt-live' || token === 'rt-ended'
        ? { accessToken: 'at-fresh', idToken: 'id', refreshToken: undefined, expiresIn: 3600 }
        : undefined;
    },
  } as unknown as IdentityProvider;
  const resolver = makeSessionResolver({
    verifier: { verify: async (t) => (t.startsWith('at-') && t !== 'at-expired' ? 'u1' : undefined) },
    identity,
    users: { getByCognitoUsername: async (name) => (name === 'u1' ? user : undefined) },
    now: () => NOW,
  });
  return { resolver, user, refreshes: () => refreshes };
}

describe('the session check', () => {
  it('accepts a valid token of a listed session', async () => {
    const w = world({ [sessionIdOf('rt-live')]: later });
    const r = await w.resolver.resolve({ md_at: 'at-ok', md_rt: 'rt-live' });
    expect(r?.user.id).toBe('u1');
    expect(r?.setCookies).toEqual([]);
  });

  it('refuses a valid token whose session has ended, without asking Cognito to refresh it', async () => {
    const w = world({ [sessionIdOf('rt-live')]: later });
    expect(await w.resolver.resolve({ md_at: 'at-ok', md_rt: 'rt-ended' })).toBeUndefined();
    expect(w.refreshes()).toBe(0);
  });

  it('refuses a refresh of an ended session, even when Cognito still accepts its refresh token', async () => {
    const w = world({ [sessionIdOf('rt-live')]: later });
    expect(await w.resolver.resolve({ md_rt: 'rt-ended' })).toBeUndefined();
    expect(w.refreshes()).toBe(1);
  });

  it('refuses a session past its end, and an access token without its refresh cookie', async () => {
    const w = world({ [sessionIdOf('rt-live')]: Math.floor(NOW.getTime() / 1000) - 1 });
    expect(await w.resolver.resolve({ md_at: 'at-ok', md_rt: 'rt-live' })).toBeUndefined();
    expect(await world({}).resolver.resolve({ md_at: 'at-ok' })).toBeUndefined();
  });

  it('refreshes an expired access token of a listed session, renewing only the access cookie', async () => {
    const w = world({ [sessionIdOf('rt-live')]: later });
    const r = await w.resolver.resolve({ md_at: 'at-expired', md_rt: 'rt-live' });
    expect(r?.user.id).toBe('u1');
    expect(r?.setCookies).toHaveLength(1);
    expect(r?.setCookies[0]).toMatch(/^md_at=at-fresh;/);
  });
});
