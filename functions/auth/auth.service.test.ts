import { describe, expect, it } from 'vitest';
import type { IdentityProvider, OutgoingMessage, ResetTokenRecord, ResetTokenStore } from '../lib/ports.js';
import type { UserItem } from '../lib/data/users/users.repository.js';
import { RATE_LIMITS } from '../lib/auth/rate-limits.js';
import { sessionIdOf } from '../lib/auth/session.js';
import { makeMemoryRateLimiter } from '../../test/fixtures/memory-rate-limiter.js';
import { makeAuthService } from './auth.service.js';

const LOGIN_FAILURE_LIMIT = RATE_LIMITS.loginPerAccount.limit;
const ADDRESS = '203.0.113.7';

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
    sessions: {},
    createdAt: start.toISOString(),
    updatedAt: start.toISOString(),
  };
  const passwords = new Map([['u1', PASSWORD]]);
  const tokens = new Map<string, ResetTokenRecord>();
  const sent: OutgoingMessage[] = [];
  let issued = 0;
  const checks: string[] = [];
  const signedOutEverywhere: string[] = [];
  const identity: IdentityProvider = {
    async createUser() {},
    async updateEmail() {},
    async setPassword(id, p) {
      passwords.set(id, p);
    },
    async signIn(id, p) {
      checks.push(id);
      await new Promise((r) => setTimeout(r, 1)); // parallel attempts overlap here, as they do at Cognito
      return passwords.get(id) === p
        ? { accessToken: 'a', idToken: 'i', refreshToken: `r${++issued}`, expiresIn: 3600 }
        : undefined;
    },
    async refresh() {
      return undefined;
    },
    async revoke() {},
    async signOutEverywhere(id) {
      signedOutEverywhere.push(id);
    },
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
  const limiter = makeMemoryRateLimiter();
  const service = makeAuthService({
    users: {
      async findByEmailOrPhone(q) {
        return q === user.email || q.replace(/\D/g, '') === user.phone ? user : undefined;
      },
      async get(id) {
        return id === user.id ? user : undefined;
      },
      async recordLogin(_u, at, session) {
        user.lastLogin = at;
        user.sessions = { ...user.sessions, [session.id]: session.endsAt };
      },
      async endSession(_id, sessionId) {
        user.sessions = Object.fromEntries(Object.entries(user.sessions).filter(([k]) => k !== sessionId));
      },
      async replaceSessions(_id, sessions) {
        user.sessions = { ...sessions };
      },
    },
    identity,
    resetTokens,
    queue: { enqueue: async (m) => void sent.push(...m) },
    limiter,
    appUrl: 'https://market.example',
    now: () => clock,
  });
  const tokenFromLink = () => new URL(sent.at(-1)!.variables.link!).searchParams.get('token')!;
  return {
    service,
    user,
    sent,
    passwords,
    checks,
    signedOutEverywhere,
    tokenFromLink,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

describe('signing in', () => {
  it('signs in with e-mail or with phone number', async () => {
    const w = makeWorld();
    expect((await w.service.login('sam@example.com', PASSWORD, ADDRESS)).user.vendorId).toBe('v1');
    expect((await w.service.login('(555) 010-1234', PASSWORD, ADDRESS)).user.id).toBe('u1');
  });

  it('answers "Invalid username or password" for a wrong password and for an unknown account alike', async () => {
    const w = makeWorld();
    await expect(w.service.login('sam@example.com', 'nope', ADDRESS)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    await expect(w.service.login('nobody@example.com', PASSWORD, ADDRESS)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
  });

  it('refuses with 429 after five failures within 15 minutes, even with the right password, then lets in again', async () => {
    const w = makeWorld();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      await expect(w.service.login('sam@example.com', 'bad', ADDRESS)).rejects.toMatchObject({ status: 401 });
    await expect(w.service.login('sam@example.com', PASSWORD, ADDRESS)).rejects.toMatchObject({ status: 429 });
    w.advance(15 * 60 * 1000 + 1);
    await expect(w.service.login('sam@example.com', PASSWORD, ADDRESS)).resolves.toBeTruthy();
  });

  it('lets at most five of twenty parallel wrong passwords reach the password check', async () => {
    const w = makeWorld();
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => w.service.login('sam@example.com', 'bad', ADDRESS)),
    );
    const statuses = answers.map((a) => (a.status === 'rejected' ? (a.reason as { status: number }).status : 200));
    expect(statuses.filter((st) => st === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((st) => st === 429)).toHaveLength(20 - LOGIN_FAILURE_LIMIT);
    expect(w.checks.filter((id) => id === 'u1')).toHaveLength(LOGIN_FAILURE_LIMIT);
  });

  it('locks an e-mail without an account exactly as it locks a real one', async () => {
    const w = makeWorld();
    const answers = async (emailOrPhone: string) => {
      const out: unknown[] = [];
      for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) {
        out.push(
          await w.service
            .login(emailOrPhone, 'bad', ADDRESS)
            .catch((e: { status: number; message: string }) => [e.status, e.message]),
        );
      }
      return out;
    };
    expect(await answers('nobody@example.com')).toEqual(await answers('sam@example.com'));
    // Another spelling of the same address is the same counter.
    await expect(w.service.login(' NOBODY@example.com', 'bad', ADDRESS)).rejects.toMatchObject({ status: 429 });
  });

  it('counts failures only: right passwords do not use up the limit, and do not wipe out failures', async () => {
    const w = makeWorld();
    for (let i = 0; i < 10; i++) await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) {
      await expect(w.service.login('sam@example.com', 'bad', ADDRESS)).rejects.toMatchObject({ status: 401 });
    }
    await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    await expect(w.service.login('sam@example.com', 'bad', ADDRESS)).rejects.toMatchObject({ status: 401 });
    await expect(w.service.login('sam@example.com', PASSWORD, ADDRESS)).rejects.toMatchObject({ status: 429 });
  });

  it('holds one address trying many accounts, and not the others', async () => {
    const w = makeWorld();
    const perAddress = RATE_LIMITS.loginPerAddress.limit;
    for (let i = 0; i < perAddress; i++) {
      await expect(w.service.login(`guess${i}@example.com`, 'bad', ADDRESS)).rejects.toMatchObject({ status: 401 });
    }
    await expect(w.service.login('sam@example.com', PASSWORD, ADDRESS)).rejects.toMatchObject({ status: 429 });
    await expect(w.service.login('sam@example.com', PASSWORD, '198.51.100.1')).resolves.toBeTruthy();
  });

  it('keeps each sign-in as a session, and logout ends only that one', async () => {
    const w = makeWorld();
    const a = await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    const b = await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    expect(Object.keys(w.user.sessions)).toEqual([
      sessionIdOf(a.tokens.refreshToken!),
      sessionIdOf(b.tokens.refreshToken!),
    ]);
    await w.service.logout(a.user, a.tokens.refreshToken);
    expect(Object.keys(w.user.sessions)).toEqual([sessionIdOf(b.tokens.refreshToken!)]);
  });

  it('does not sign in a deactivated user', async () => {
    const w = makeWorld();
    w.user.isActive = false;
    await expect(w.service.login('sam@example.com', PASSWORD, ADDRESS)).rejects.toMatchObject({ status: 401 });
  });
});

describe('password reset', () => {
  it('gives the same answer whether or not the account exists, and mails a link only to a real account', async () => {
    const w = makeWorld();
    const a = await w.service.requestReset('sam@example.com', ADDRESS);
    const b = await w.service.requestReset('ghost@example.com', ADDRESS);
    expect(a).toEqual(b);
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({ to: 'sam@example.com', templateId: 'password_reset' });
  });

  it('a link works once', async () => {
    const w = makeWorld();
    await w.service.requestReset('sam@example.com', ADDRESS);
    const token = w.tokenFromLink();
    expect(await w.service.validateResetToken(token, ADDRESS)).toEqual({ isValid: true });
    await w.service.resetPassword(token, 'New-pass-22', ADDRESS);
    expect(w.passwords.get('u1')).toBe('New-pass-22');
    expect(await w.service.validateResetToken(token, ADDRESS)).toEqual({ isValid: false });
    await expect(w.service.resetPassword(token, 'Other-pass-33', ADDRESS)).rejects.toMatchObject({ status: 400 });
    expect(w.passwords.get('u1')).toBe('New-pass-22');
  });

  it('ends every session of the user', async () => {
    const w = makeWorld();
    await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    await w.service.requestReset('sam@example.com', ADDRESS);
    await w.service.resetPassword(w.tokenFromLink(), 'New-pass-22', ADDRESS);
    expect(w.user.sessions).toEqual({});
    expect(w.signedOutEverywhere).toEqual(['u1']);
  });

  it('a link expires after one hour', async () => {
    const w = makeWorld();
    await w.service.requestReset('sam@example.com', ADDRESS);
    const token = w.tokenFromLink();
    w.advance(60 * 60 * 1000);
    expect(await w.service.validateResetToken(token, ADDRESS)).toEqual({ isValid: false });
    await expect(w.service.resetPassword(token, 'New-pass-22', ADDRESS)).rejects.toMatchObject({
      message: 'This password reset link is invalid or has expired. Please request a new password reset link.',
    });
  });
});

describe('changing password', () => {
  it('needs the current password', async () => {
    const w = makeWorld();
    const { user } = await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    await expect(w.service.changePassword(user, 'wrong', 'New-pass-22')).rejects.toMatchObject({ status: 400 });
    await w.service.changePassword(user, PASSWORD, 'New-pass-22');
    expect(w.passwords.get('u1')).toBe('New-pass-22');
  });

  it('ends the other sessions and gives this browser a new one', async () => {
    const w = makeWorld();
    const { user } = await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    const { tokens } = await w.service.changePassword(user, PASSWORD, 'New-pass-22');
    expect(Object.keys(w.user.sessions)).toEqual([sessionIdOf(tokens!.refreshToken!)]);
    expect(w.signedOutEverywhere).toEqual(['u1']);
  });

  it('answers 429 after five wrong current passwords, even to the right one', async () => {
    const w = makeWorld();
    const { user } = await w.service.login('sam@example.com', PASSWORD, ADDRESS);
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => w.service.changePassword(user, 'wrong', 'New-pass-22')),
    );
    expect(
      answers.map((a) => (a.status === 'rejected' ? (a.reason as { status: number }).status : 200)).sort(),
    ).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    await expect(w.service.changePassword(user, PASSWORD, 'New-pass-22')).rejects.toMatchObject({
      status: 429,
      message: 'Too many wrong passwords. Please try again in 15 minutes.',
    });
    expect(w.passwords.get('u1')).toBe(PASSWORD);
  });
});
