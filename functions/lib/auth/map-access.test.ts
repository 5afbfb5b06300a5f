import { describe, expect, it } from 'vitest';
import { MAP_ACCESS_HOURS, mapAccessCookie, mapCookieSecret, makeMapAccessTokens } from './map-access.js';

const SECRET = 'a-test-secret-of-enough-length';

describe('the map-password cookie token', () => {
  it('accepts a token it issued for the same password', () => {
    const tokens = makeMapAccessTokens(SECRET);
    const token = tokens.issue('hash-1');
    expect(tokens.verify(token, 'hash-1')).toBe(true);
  });

  it('refuses a token once the password changed, or signed with another secret', () => {
    const token = makeMapAccessTokens(SECRET).issue('hash-1');
    expect(makeMapAccessTokens(SECRET).verify(token, 'hash-2')).toBe(false);
    expect(makeMapAccessTokens(`${SECRET}-other`).verify(token, 'hash-1')).toBe(false);
  });

  it('refuses a tampered, truncated or empty token', () => {
    const tokens = makeMapAccessTokens(SECRET);
    const token = tokens.issue('hash-1');
    const [expires, sig] = token.split('.') as [string, string];
    expect(tokens.verify(`${Number(expires) + 3600}.${sig}`, 'hash-1')).toBe(false);
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'x' ? 'y' : 'x'}${sig.slice(11)}`;
    expect(tokens.verify(`${expires}.${flipped}`, 'hash-1')).toBe(false);
    expect(tokens.verify(`${expires}.${sig.slice(1)}`, 'hash-1')).toBe(false);
    expect(tokens.verify('', 'hash-1')).toBe(false);
    expect(tokens.verify(undefined, 'hash-1')).toBe(false);
    expect(tokens.verify('garbage', 'hash-1')).toBe(false);
  });

  it(`stops working after ${MAP_ACCESS_HOURS} hours`, () => {
    let now = Date.parse('2030-05-05T10:00:00Z');
    const tokens = makeMapAccessTokens(SECRET, () => now);
    const token = tokens.issue('hash-1');
    now += (MAP_ACCESS_HOURS * 3600 - 1) * 1000;
    expect(tokens.verify(token, 'hash-1')).toBe(true);
    now += 1000;
    expect(tokens.verify(token, 'hash-1')).toBe(false);
  });

  it('is carried in an HttpOnly, Secure, SameSite=Lax session cookie for the API only', () => {
    const cookie = mapAccessCookie('123.abc');
    expect(cookie).toBe('md_map=123.abc; Path=/api; HttpOnly; Secure; SameSite=Lax');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('needs a configured secret in AWS and derives a stable one locally', () => {
    const local = { STAGE: 'local', TABLE_NAME: 'marketday', APP_URL: 'http://localhost:3000' };
    expect(mapCookieSecret(local)).toBe(mapCookieSecret(local));
    expect(mapCookieSecret(local)).not.toBe(mapCookieSecret({ ...local, APP_URL: 'http://localhost:4000' }));
    expect(mapCookieSecret({ ...local, MAP_COOKIE_SECRET: SECRET })).toBe(SECRET);
    expect(() => mapCookieSecret({ ...local, STAGE: 'aws' })).toThrow(/MAP_COOKIE_SECRET/);
    expect(() => makeMapAccessTokens('short')).toThrow();
  });
});
