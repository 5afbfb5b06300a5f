/**
 * Limits on what a caller without an account can make the product do: send reset e-mails, check password links and
 * apply as a vendor. Each test calls from loopback addresses of its own, so the per-address limits it fills hold back
 * no other test file.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../functions/lib/auth/rate-limits.js';
import { MSG } from '../../shared/messages.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { linksIn, listMailbox, waitForMessageTo } from './mailbox.js';

const baseUrl = inject('baseUrl');
let nextAddress = 1;
const fromOwnAddress = () => makeClient(baseUrl, { sourceAddress: `127.0.73.${nextAddress++}` });

/** A test may first wait for the next counting window (up to 30 s) before making its calls. */
vi.setConfig({ testTimeout: 90_000 });

/** Counters are per fixed window: start well inside one, so that one test's calls all land in the same window. */
async function awayFromWindowEdge(windowMs: number, marginMs = 30_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}

const resetMailsTo = async (email: string, after: Date) =>
  (await listMailbox(baseUrl)).filter(
    (m) => m.to === email && m.subject === 'Reset your MarketDay password' && m.sentAt >= after.toISOString(),
  );

describe('forgot password', () => {
  const { limit } = RATE_LIMITS.forgotPasswordPerAccount;

  it(`sends one account at most ${limit} reset e-mails an hour and answers every call alike`, async () => {
    await awayFromWindowEdge(RATE_LIMITS.forgotPasswordPerAccount.windowMs);
    const user = await createTestUser();
    const started = new Date();
    const asker = fromOwnAddress();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => asker.post('/api/auth/forgot-password', { emailOrPhone: user.email })),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(15).fill([200, { message: MSG.resetSentText }]));
    expect(await resetMailsTo(user.email, started)).toHaveLength(limit);

    // An e-mail without an account, asked for as often, gets the very same answers.
    const prober = fromOwnAddress();
    const ghost = `ghost-${randomBytes(6).toString('hex')}@example.com`;
    const unknown = await Promise.all(
      Array.from({ length: 15 }, () => prober.post('/api/auth/forgot-password', { emailOrPhone: ghost })),
    );
    expect(unknown.map((a) => [a.status, a.body])).toEqual(answers.map((a) => [a.status, a.body]));
  });

  it(`sends nothing more for anyone from an address that asked ${RATE_LIMITS.forgotPasswordPerAddress.limit} times`, async () => {
    await awayFromWindowEdge(RATE_LIMITS.forgotPasswordPerAddress.windowMs);
    const user = await createTestUser();
    const flooder = fromOwnAddress();
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerAddress.limit; i++) {
      const res = await flooder.post('/api/auth/forgot-password', { emailOrPhone: `flood-${i}-${user.email}` });
      expect(res.status).toBe(200);
    }
    const started = new Date();
    const refused = await flooder.post('/api/auth/forgot-password', { emailOrPhone: user.email });
    expect([refused.status, refused.body]).toEqual([200, { message: MSG.resetSentText }]);
    expect(await resetMailsTo(user.email, started)).toEqual([]);

    await fromOwnAddress().post('/api/auth/forgot-password', { emailOrPhone: user.email });
    expect(await resetMailsTo(user.email, started)).toHaveLength(1);
  });
});

describe('password link checks', () => {
  const { limit } = RATE_LIMITS.passwordLinkChecks;

  it(`refuses an address after ${limit} unknown links, and a working link never counts`, async () => {
    await awayFromWindowEdge(RATE_LIMITS.passwordLinkChecks.windowMs);
    const user = await createTestUser();
    const started = new Date();
    await fromOwnAddress().post('/api/auth/forgot-password', { emailOrPhone: user.email });
    const link = linksIn(await waitForMessageTo(baseUrl, user.email, { after: started }))[0]!;
    const token = new URL(link).searchParams.get('token')!;
    const check = (api: ApiClient, t: string) => api.get(`/api/auth/validate-reset-token/${encodeURIComponent(t)}`);

    const owner = fromOwnAddress();
    for (let i = 0; i < limit + 5; i++) expect((await check(owner, token)).body).toEqual({ isValid: true });

    const guesser = fromOwnAddress();
    for (let i = 0; i < limit; i++) {
      expect((await check(guesser, randomBytes(32).toString('base64url'))).body).toEqual({ isValid: false });
    }
    const over = await check(guesser, randomBytes(32).toString('base64url'));
    expect([over.status, over.body]).toEqual([429, { message: MSG.tooManyLinkChecks, code: 'MSG.tooManyLinkChecks' }]);
    const setting = await guesser.post('/api/auth/reset-password', { token, newPassword: 'Guessed-pass-1' });
    expect([setting.status, setting.body]).toEqual([
      429,
      { message: MSG.tooManyLinkChecks, code: 'MSG.tooManyLinkChecks' },
    ]);

    // The link was not used up by the refusal: its owner sets the password from elsewhere.
    const done = await owner.post('/api/auth/reset-password', { token, newPassword: 'Own-new-pass-2' });
    expect(done.status, done.text).toBe(200);
    await signedInClient(user.email, 'Own-new-pass-2');
  });
});

describe('public vendor applications', () => {
  const { limit } = RATE_LIMITS.applyPerAddress;

  const application = () => {
    const tag = randomBytes(6).toString('hex');
    const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
    return {
      name: `Limit Test Stand ${tag}`,
      contactName: `Robin ${tag}`,
      email: `limit-${tag}@example.com`,
      phone: `(628) ${digits.slice(0, 3)}-${digits.slice(3)}`,
      vendorTypeId: '1',
      defaultSpaceTypeId: null,
      description: 'Heirloom tomatoes.',
      website: null,
      addressLine1: '12 Furrow Rd',
      addressLine2: null,
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
    };
  };

  let admin: ApiClient;
  beforeAll(async () => {
    admin = await signedInClient(DEMO.admin, DEMO.password);
  });

  it(`accepts ${limit} applications in a row from one address and refuses the next with 429, storing nothing`, async () => {
    await awayFromWindowEdge(RATE_LIMITS.applyPerAddress.windowMs);
    const applicant = fromOwnAddress();
    const sent = Array.from({ length: 12 }, application);
    const statuses: number[] = [];
    for (const body of sent) statuses.push((await applicant.post('/api/public/apply', body)).status);
    expect(statuses).toEqual([...Array(limit).fill(201), ...Array(12 - limit).fill(429)]);

    const refused = await applicant.post('/api/public/apply', application());
    expect(refused.body).toEqual({
      message: VENDOR_MSG.tooManyApplications,
      code: 'VENDOR_MSG.tooManyApplications',
    });
    const pending = await admin.get(
      `/api/vendors?status=PENDING&search=${encodeURIComponent('Limit Test Stand')}&limit=100`,
    );
    const stored = new Set(pending.body.items.map((v: { name: string }) => v.name));
    expect(sent.map((a) => stored.has(a.name))).toEqual(statuses.map((s) => s === 201));

    expect((await fromOwnAddress().post('/api/public/apply', application())).status).toBe(201);
  });
});
