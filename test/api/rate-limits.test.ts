import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../functions/lib/auth/rate-limits.js';
import { hashMapPassword, makeSettingsRepository } from '../../functions/lib/data/settings/settings.repository.js';
import { makeClient, type ApiResponse } from './client.js';
import { createTestUser, localStores, signedInClient, TEST_PASSWORD } from './factories.js';
import { awayFromWindowEdge } from './rate-windows.js';

const baseUrl = inject('baseUrl');

/**
 * Every test calls from its own loopback address, so the per-address limits it fills hold back nobody else (all of
 * the other test files call from 127.0.0.1).
 */
let nextAddress = 1;
const ownAddress = () => `127.0.71.${nextAddress++}`;

/**
 * A test may first wait for the next counting window (up to its margin, 30 s at most) and then make its calls: the
 * API tests' usual 30 s is not enough for both.
 */
vi.setConfig({ testTimeout: 90_000 });

const statuses = (answers: ApiResponse[]) => answers.map((a) => a.status).sort();
const count = (answers: ApiResponse[], status: number) => answers.filter((a) => a.status === status).length;
const parallel = <T>(n: number, call: () => Promise<T>) => Promise.all(Array.from({ length: n }, call));

describe('sign-in limits', () => {
  it('lets at most 5 of 20 simultaneous wrong passwords for one account reach the password check', async () => {
    await awayFromWindowEdge(RATE_LIMITS.loginPerAccount.windowMs);
    const user = await createTestUser();
    const api = makeClient(baseUrl, { sourceAddress: ownAddress() });
    const answers = await parallel(20, () =>
      api.post('/api/auth/login', { emailOrPhone: user.email, password: 'Wrong-pass-1' }),
    );
    // A 401 is an answer from the password check; a 429 was refused before it.
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(15);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
      code: 'MSG.tooManyAttempts',
    });
    expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: TEST_PASSWORD })).status).toBe(429);
    // By phone it is the same account, so the same lock.
    expect((await api.post('/api/auth/login', { emailOrPhone: user.phone, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('answers an unknown e-mail exactly as a known one, try after try', async () => {
    await awayFromWindowEdge(RATE_LIMITS.loginPerAccount.windowMs);
    const known = await createTestUser();
    const tries = async (emailOrPhone: string) => {
      const api = makeClient(baseUrl, { sourceAddress: ownAddress() });
      const out: [number, unknown][] = [];
      for (let i = 0; i < 6; i++) {
        const res = await api.post('/api/auth/login', { emailOrPhone, password: 'Wrong-pass-1' });
        out.push([res.status, res.body]);
      }
      return out;
    };
    const forKnown = await tries(known.email);
    const forUnknown = await tries(`nobody-${known.id.toLowerCase()}@example.com`);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map(([s]) => s)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it(`holds one client address after ${RATE_LIMITS.loginPerAddress.limit} failures across accounts, not another`, async () => {
    await awayFromWindowEdge(RATE_LIMITS.loginPerAddress.windowMs, 30_000);
    const user = await createTestUser();
    const address = ownAddress();
    const api = makeClient(baseUrl, { sourceAddress: address });
    for (let batch = 0; batch < RATE_LIMITS.loginPerAddress.limit / 10; batch++) {
      const answers = await parallel(10, () =>
        api.post('/api/auth/login', { emailOrPhone: `guess-${Math.random()}@example.com`, password: 'Wrong-pass-1' }),
      );
      expect(statuses(answers)).toEqual(Array(10).fill(401));
    }
    expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: TEST_PASSWORD })).status).toBe(429);
    const elsewhere = makeClient(baseUrl, { sourceAddress: ownAddress() });
    expect(
      (await elsewhere.post('/api/auth/login', { emailOrPhone: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('does not count right passwords', async () => {
    await awayFromWindowEdge(RATE_LIMITS.loginPerAccount.windowMs);
    const user = await createTestUser();
    const api = makeClient(baseUrl, { sourceAddress: ownAddress() });
    const login = (password: string) => api.post('/api/auth/login', { emailOrPhone: user.email, password });
    for (let i = 0; i < 8; i++) expect((await login(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('Wrong-pass-1')).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(429);
  });
});

describe('password change limit', () => {
  it('locks after 5 wrong current passwords, even simultaneous ones, and the right one then waits too', async () => {
    await awayFromWindowEdge(RATE_LIMITS.changePassword.windowMs);
    const user = await createTestUser();
    const api = await signedInClient(user.email, TEST_PASSWORD);
    const answers = await parallel(12, () =>
      api.post('/api/change-password', { currentPassword: 'Wrong-pass-1', newPassword: 'Another-pass-1' }),
    );
    expect(count(answers, 400)).toBe(5);
    expect(count(answers, 429)).toBe(7);
    const right = await api.post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another-pass-1',
    });
    expect(right).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong passwords. Please try again in 15 minutes.' },
    });
    // Still signed in, and the password did not change.
    expect((await api.get('/api/auth/user')).status).toBe(200);
    expect((await signedInClient(user.email, TEST_PASSWORD)).cookies.get('md_at')).toBeTruthy();
  });
});

describe('public limits per client address', () => {
  const MAP_PASSWORD = 'Rate-limit-map-9';
  let restore: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const settings = makeSettingsRepository(localStores().ddb, localStores().tableName);
    const before = (await settings.readAll()).get('map_password');
    await settings.put('map_password', await hashMapPassword(MAP_PASSWORD), 'api-test', before?.description ?? 'map');
    restore = async () => {
      await settings.put('map_password', before?.value ?? '', 'api-test', before?.description ?? 'map');
    };
  });
  afterAll(async () => {
    await restore?.();
  });

  it('lets at most 10 of 20 simultaneous map-password guesses from one address be checked', async () => {
    await awayFromWindowEdge(RATE_LIMITS.mapUnlock.windowMs);
    const guesser = makeClient(baseUrl, { sourceAddress: ownAddress() });
    const answers = await parallel(20, () => guesser.post('/api/public/map/unlock', { password: 'Wrong-guess-1' }));
    expect(count(answers, 401)).toBe(10);
    expect(count(answers, 429)).toBe(10);
    expect((await guesser.post('/api/public/map/unlock', { password: MAP_PASSWORD })).status).toBe(429);
    const visitor = makeClient(baseUrl, { sourceAddress: ownAddress() });
    expect((await visitor.post('/api/public/map/unlock', { password: MAP_PASSWORD })).status).toBe(200);
  });

  it('does not take a visitor address from a header the client wrote', async () => {
    await awayFromWindowEdge(RATE_LIMITS.mapUnlock.windowMs);
    const guesser = makeClient(baseUrl, { sourceAddress: ownAddress() });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        guesser.request('POST', '/api/public/map/unlock', {
          body: { password: 'Wrong-guess-2' },
          headers: { 'cloudfront-viewer-address': `203.0.113.${i}:443`, 'x-forwarded-for': `198.51.100.${i}` },
        }),
      ),
    );
    expect(count(answers, 401)).toBe(10);
    expect(count(answers, 429)).toBe(5);
  });

  it(`answers at most ${RATE_LIMITS.checkDuplicates.limit} duplicate checks a minute from one address`, async () => {
    await awayFromWindowEdge(RATE_LIMITS.checkDuplicates.windowMs);
    const prober = makeClient(baseUrl, { sourceAddress: ownAddress() });
    const probe = (i: number) =>
      prober.post('/api/public/check-duplicates', {
        email: `probe-${i}@example.com`,
        phone: `(628) 555-${String(1000 + i)}`,
        name: `Probe ${i}`,
      });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => probe(i)));
    expect(count(answers, 200)).toBe(RATE_LIMITS.checkDuplicates.limit);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body)).toEqual(
      Array(25 - RATE_LIMITS.checkDuplicates.limit).fill({
        message: 'Too many requests. Please wait a minute and try again.',
        code: 'MSG.tooManyRequests',
      }),
    );
    const applicant = makeClient(baseUrl, { sourceAddress: ownAddress() });
    expect(
      (await applicant.post('/api/public/check-duplicates', { email: 'a@example.com', phone: '6285550000', name: 'A' }))
        .status,
    ).toBe(200);
  });
});
