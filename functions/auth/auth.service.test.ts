import { describe, expect, it } from 'vitest';
import type { IdentityProvider, OutgoingMessage, ResetTokenRecord, ResetTokenStore } from '../lib/ports.js';
import type { UserItem } from '../lib/data/users/users.repository.js';
import { LOGIN_FAILURE_LIMIT, makeAuthService } from './auth.service.js';

const PASSWORD = 'Right-pass-1';

function makeWorld(start = new Date('2026-11-22T15:00:00Z')) {
  let clock = start;
  const user: UserItem = {
    id: 'u1',
    username: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '5550101234',
    role: 'vendor_user',
    vendorId: 'v1',
    permissions: ['vendor.profile.view'],
    defaultVendorTypes: [],
    isActive: true,
    textNotifications: false,
    emailNotifications: true,
    failedLogins: 0,
    createdAt: start.toISOString(),
    updatedAt: start.toISOString(),
  };
  const passwords = new Map([['u1', PASSWORD]]);
  const tokens = new Map<string, ResetTokenRecord>();
  const sent: OutgoingMessage[] = [];
  const identity: IdentityProvider = {
    async createUser() {},
    async setPassword(id, p) {
      passwords.set(id, p);
    },
    async signIn(id, p) {
      return passwords.get(id) === p
        ? { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 3600 }
        : undefined;
    },
    async refresh() {
      return undefined;
    },
    async revoke() {},
  };
  const resetTokens: ResetTokenStore = {
    async create(h, r) {
      tokens.set(h, { ...r });
    },
    async get(h) {
      return tokens.get(h);
    },
    async consume(h, at) {
      const t = tokens.get(h);
      if (!t || t.usedAt || t.expiresAt <= at) return false;
      t.usedAt = at;
      return true;
    },
    async release(h) {
      delete tokens.get(h)!.usedAt;
    },
  };
  const service = makeAuthService({
    users: {
      async findByEmailOrPhone(q) {
        return q === user.email || q.replace(/\D/g, '') === user.phone ? user : undefined;
      },
      async get(id) {
        return id === user.id ? user : undefined;
      },
      async recordLogin() {
        user.failedLogins = 0;
      },
      async recordFailedLogin(_id, at, since) {
        if (user.failedLoginWindowStart && user.failedLoginWindowStart > since) user.failedLogins += 1;
        else Object.assign(user, { failedLogins: 1, failedLoginWindowStart: at });
      },
    },
    identity,
    resetTokens,
    queue: { enqueue: async (m) => void sent.push(...m) },
    appUrl: 'https://market.example',
    now: () => clock,
  });
  const tokenFromLink = () => new URL(sent.at(-1)!.variables.link!).searchParams.get('token')!;
  return {
    service,
    user,
    sent,
    passwords,
    tokenFromLink,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

describe('signing in', () => {
  it('signs in with e-mail or with phone number', async () => {
    const w = makeWorld();
    expect((await w.service.login('sam@example.com', PASSWORD)).user.vendorId).toBe('v1');
    expect((await w.service.login('(555) 010-1234', PASSWORD)).user.id).toBe('u1');
  });

  it('answers "Invalid username or password" for a wrong password and for an unknown account alike', async () => {
    const w = makeWorld();
    await expect(w.service.login('sam@example.com', 'nope')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    await expect(w.service.login('nobody@example.com', PASSWORD)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
  });

  it('refuses with 429 after five failures within 15 minutes, even with the right password, then lets in again', async () => {
    const w = makeWorld();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      await expect(w.service.login('sam@example.com', 'bad')).rejects.toMatchObject({ status: 401 });
    await expect(w.service.login('sam@example.com', PASSWORD)).rejects.toMatchObject({ status: 429 });
    w.advance(15 * 60 * 1000 + 1);
    await expect(w.service.login('sam@example.com', PASSWORD)).resolves.toBeTruthy();
  });

  it('does not sign in a deactivated user', async () => {
    const w = makeWorld();
    w.user.isActive = false;
    await expect(w.service.login('sam@example.com', PASSWORD)).rejects.toMatchObject({ status: 401 });
  });
});

describe('password reset', () => {
  it('gives the same answer whether or not the account exists, and mails a link only to a real account', async () => {
    const w = makeWorld();
    const a = await w.service.requestReset('sam@example.com');
    const b = await w.service.requestReset('ghost@example.com');
    expect(a).toEqual(b);
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({ to: 'sam@example.com', templateId: 'password_reset' });
  });

  it('a link works once', async () => {
    const w = makeWorld();
    await w.service.requestReset('sam@example.com');
    const token = w.tokenFromLink();
    expect(await w.service.validateResetToken(token)).toEqual({ isValid: true });
    await w.service.resetPassword(token, 'New-pass-22');
    expect(w.passwords.get('u1')).toBe('New-pass-22');
    expect(await w.service.validateResetToken(token)).toEqual({ isValid: false });
    await expect(w.service.resetPassword(token, 'Other-pass-33')).rejects.toMatchObject({ status: 400 });
    expect(w.passwords.get('u1')).toBe('New-pass-22');
  });

  it('a link expires after one hour', async () => {
    const w = makeWorld();
    await w.service.requestReset('sam@example.com');
    const token = w.tokenFromLink();
    w.advance(60 * 60 * 1000);
    expect(await w.service.validateResetToken(token)).toEqual({ isValid: false });
    await expect(w.service.resetPassword(token, 'New-pass-22')).rejects.toMatchObject({
      message: 'This password reset link is invalid or has expired. Please request a new password reset link.',
    });
  });
});

describe('changing password', () => {
  it('needs the current password', async () => {
    const w = makeWorld();
    const { user } = await w.service.login('sam@example.com', PASSWORD);
    await expect(w.service.changePassword(user, 'wrong', 'New-pass-22')).rejects.toMatchObject({ status: 400 });
    await w.service.changePassword(user, PASSWORD, 'New-pass-22');
    expect(w.passwords.get('u1')).toBe('New-pass-22');
  });
});
